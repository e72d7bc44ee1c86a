"""hunt138: fix-ci157 reads CircleCI steps wherever a list of steps is *declared* (a job's or a
command's ``steps:``, when/unless, a ``type: steps`` parameter's default, pre-/post-steps), but
not where steps are *passed*: the argument of a parameter of ``type: steps`` given to a command
invoked as a step (``- with-cache: {steps: [...]}``) or to a job listed in a workflow
(``- test: {after: [...]}``); nor an executor passed to a job's ``type: executor`` parameter
from the workflow. A step there that is no built-in step and that the file's ``commands:``
(``orbs:``) does not declare is the part left out (CircleCI: "Cannot find a definition for
command named ..."), as it is one level up; the file is written whole: usable-WRONG.
The guards: the same shapes with every name declared stay whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_COMMANDS = (
    "commands:\n  with-cache:\n    parameters:\n      steps:\n        type: steps\n"
    "      after:\n        type: steps\n        default: []\n    steps:\n"
    "      - restore_cache:\n          key: v1\n      - steps: << parameters.steps >>\n"
    "      - save_cache:\n          key: v1\n          paths: [node_modules]\n"
    "      - steps: << parameters.after >>\n\n"
)
_EXECUTORS = "executors:\n  linux:\n    docker:\n      - image: cimg/base:stable\n\n"
_DOCKER = "    docker:\n      - image: cimg/node:20.0\n"


def _config(
    steps: str, workflow: str = "      - test\n", params: str = "", before: str = ""
) -> str:
    return (
        "version: 2.1\n\n"
        + _COMMANDS
        + before
        + "jobs:\n  test:\n"
        + params
        + _DOCKER
        + "    steps:\n      - checkout\n"
        + steps
        + "\nworkflows:\n  main:\n    jobs:\n"
        + workflow
    )


_STEPS_PARAM = "    parameters:\n      after:\n        type: steps\n        default: []\n"
_EXEC_PARAM = "    parameters:\n      e:\n        type: executor\n        default: linux\n"


def _exec_job(workflow: str) -> str:
    return _config("      - run: npm test\n", workflow, _EXEC_PARAM, _EXECUTORS).replace(
        _DOCKER, "    executor: << parameters.e >>\n"
    )


_PARTS = {
    "command-steps-argument": _config(
        "      - with-cache:\n          steps:\n            - install-deps\n"
    ),
    "command-other-steps-argument": _config(
        "      - with-cache:\n          steps:\n            - run: npm ci\n"
        "          after:\n            - upload-report\n"
    ),
    "command-steps-argument-orb-no-orbs": _config(
        "      - with-cache:\n          steps:\n            - node/install-packages\n"
    ),
    "command-steps-argument-when": _config(
        "      - with-cache:\n          steps:\n            - when:\n"
        "                condition: true\n                steps:\n"
        "                  - build-frontend\n"
    ),
    "workflow-job-steps-argument": _config(
        "      - steps: << parameters.after >>\n",
        "      - test:\n          after:\n            - upload-report\n",
        _STEPS_PARAM,
    ),
    "pre-steps-command-steps-argument": _config(
        "      - run: npm test\n",
        "      - test:\n          pre-steps:\n            - with-cache:\n"
        "                steps:\n                  - install-deps\n",
    ),
    "workflow-job-executor-argument": _exec_job("      - test:\n          e: macos-large\n"),
}


@pytest.mark.parametrize("content", list(_PARTS.values()), ids=list(_PARTS))
def test_name_passed_as_argument_left_out_is_refused(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "command-steps-argument-builtin": _config(
        "      - with-cache:\n          steps:\n            - run: npm ci\n"
    ),
    "workflow-job-steps-argument-declared": _config(
        "      - steps: << parameters.after >>\n",
        "      - test:\n          after:\n            - with-cache:\n"
        "                steps:\n                  - run: npm ci\n",
        _STEPS_PARAM,
    ),
    "workflow-job-executor-argument-declared": _exec_job("      - test:\n          e: linux\n"),
}


@pytest.mark.parametrize("content", list(_WHOLE.values()), ids=list(_WHOLE))
def test_arguments_declared_stay_whole(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".circleci/config.yml", content)]
