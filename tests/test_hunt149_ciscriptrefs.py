"""hunt149: a CircleCI reference ``<< parameters.x >>`` (a job's, a command's) or ``<< pipeline.
parameters.x >>`` (the file's top ``parameters:``) to a parameter nothing declares, written in a
multi-line script (``run: |``, ``command: |``, ``command: >-``). CircleCI substitutes parameters
in every string of the config, a block scalar's too, and its compilation refuses an undeclared
one ("Arguments referenced without declared parameters"): the answer's file is a part whose
declaration was left out. The same reference on a one-line ``run:`` is refused (fix-ci168,
fix-outputs184); in a block scalar main keeps the file as the whole config (usable-WRONG; the
base did too). With the parameter declared the file stays usable (guards)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_HEAD = "version: 2.1\n\n"
_TAIL = "workflows:\n  main:\n    jobs:\n      - deploy\n"
_DOCKER = "    docker:\n      - image: cimg/base:stable\n"
_JOB_PARAMETER = (
    "    parameters:\n      environment:\n        type: string\n        default: staging\n"
)
_TOP_PARAMETER = "parameters:\n  environment:\n    type: string\n    default: staging\n\n"
_SCRIPTS = {
    "run-block": "      - run: |\n          echo deploy\n          ./deploy.sh --env REF\n",
    "run-command-block": (
        "      - run:\n          name: Deploy\n          command: |\n"
        '            echo "deploying to REF"\n            ./deploy.sh REF\n'
    ),
    "run-command-folded": (
        "      - run:\n          name: Deploy\n          command: >-\n"
        "            ./deploy.sh\n            --env REF\n"
    ),
}


def _job(script: str, declared: bool, reference: str) -> str:
    parameters = _JOB_PARAMETER if declared and reference.startswith("parameters") else ""
    top = _TOP_PARAMETER if declared and reference.startswith("pipeline") else ""
    body = script.replace("REF", f"<< {reference} >>")
    return (
        _HEAD
        + top
        + "jobs:\n  deploy:\n"
        + parameters
        + _DOCKER
        + "    steps:\n      - checkout\n"
        + body
        + "\n"
        + _TAIL
    )


def _command(declared: bool, reference: str) -> str:
    parameters = _JOB_PARAMETER if declared and reference.startswith("parameters") else ""
    top = _TOP_PARAMETER if declared and reference.startswith("pipeline") else ""
    return (
        _HEAD
        + top
        + "commands:\n  deploy:\n"
        + parameters
        + "    steps:\n      - run:\n          name: Deploy\n          command: |\n"
        f"            ./deploy.sh --env << {reference} >>\n\n"
        "jobs:\n  deploy:\n" + _DOCKER + "    steps:\n      - checkout\n      - deploy\n\n" + _TAIL
    )


_CASES: dict[str, tuple[str, str]] = {}
for _name, _script in _SCRIPTS.items():
    _CASES[f"{_name}-job-parameter"] = (
        _job(_script, False, "parameters.environment"),
        _job(_script, True, "parameters.environment"),
    )
    _CASES[f"{_name}-pipeline-parameter"] = (
        _job(_script, False, "pipeline.parameters.environment"),
        _job(_script, True, "pipeline.parameters.environment"),
    )
_CASES["declared-command-block-command-parameter"] = (
    _command(False, "parameters.environment"),
    _command(True, "parameters.environment"),
)
_CASES["declared-command-block-pipeline-parameter"] = (
    _command(False, "pipeline.parameters.environment"),
    _command(True, "pipeline.parameters.environment"),
)


@pytest.mark.parametrize(("undeclared", "declared"), list(_CASES.values()), ids=list(_CASES))
def test_an_undeclared_parameter_in_a_script_block_is_refused(
    undeclared: str, declared: str
) -> None:
    result = parse_response(native_answer(".circleci/config.yml", undeclared))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(("undeclared", "declared"), list(_CASES.values()), ids=list(_CASES))
def test_a_declared_parameter_in_a_script_block_is_kept(undeclared: str, declared: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", declared))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".circleci/config.yml", declared)]
