"""hunt143: a CircleCI config (``version: 2.1``, ``jobs:``, ``workflows:``) written under a
path the CircleCI rules do not take for one: the dynamic-config continuation file CircleCI's
docs and the path-filtering orb name (``.circleci/continue_config.yml``), other names under
``.circleci/``, a bare ``config.yml``. Its workflow runs a job ``deploy`` the file's ``jobs:``
lacks, a job uses an executor or a command step the file does not declare: the same shapes
under ``.circleci/config.yml`` are refused (the item the answer left out).

Expected by hand: each file leaves an item out (CircleCI: "Cannot find a definition for job
named deploy", executor/command not found): refused. Guards: the same files with the item
present stay whole.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_JOB = (
    "version: 2.1\n\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\nDECLARED\nworkflows:\n  main:\n    jobs:\n      - test\n"
    "      - deploy:\n          requires: [test]\n"
)
_DEPLOY = (
    "  deploy:\n    docker:\n      - image: cimg/python:3.12\n    steps:\n      - run: ./d.sh\n"
)
_EXECUTOR = (
    "version: 2.1\n\nDECLAREDjobs:\n  test:\n    executor: py\n    steps:\n      - checkout\n\n"
    "workflows:\n  main:\n    jobs:\n      - test\n"
)
_PY = "executors:\n  py:\n    docker:\n      - image: cimg/python:3.12\n\n"
_COMMAND = (
    "version: 2.1\n\nDECLAREDjobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\n      - install-deps\n      - run: pytest\n\n"
    "workflows:\n  main:\n    jobs:\n      - test\n"
)
_INSTALL = (
    "commands:\n  install-deps:\n    steps:\n      - run: pip install -r requirements.txt\n\n"
)

_CASES = {
    "continue-config-job": (".circleci/continue_config.yml", _JOB, _DEPLOY),
    "continue-config-executor": (".circleci/continue_config.yml", _EXECUTOR, _PY),
    "continue-config-command": (".circleci/continue_config.yml", _COMMAND, _INSTALL),
    "continue-dash-config-job": (".circleci/continue-config.yml", _JOB, _DEPLOY),
    "workflows-yml-job": (".circleci/workflows.yml", _JOB, _DEPLOY),
    "main-yml-executor": (".circleci/main.yml", _EXECUTOR, _PY),
    "bare-config-yml-job": ("config.yml", _JOB, _DEPLOY),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _CASES.items()]


@pytest.mark.parametrize(("path", "text", "declared"), _PARAMS)
def test_an_item_left_out_refuses_it(path: str, text: str, declared: str) -> None:
    result = parse_response(native_answer(path, text.replace("DECLARED", "")))
    assert not result.usable, files_of(result)


@pytest.mark.parametrize(("path", "text", "declared"), _PARAMS)
def test_the_item_present_keeps_it_whole(path: str, text: str, declared: str) -> None:
    content = text.replace("DECLARED", declared)
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]


def test_the_same_shape_under_the_config_path_is_refused() -> None:
    result = parse_response(native_answer(".circleci/config.yml", _JOB.replace("DECLARED", "")))
    assert not result.usable
