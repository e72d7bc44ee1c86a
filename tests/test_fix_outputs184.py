"""fix-outputs184: (1) CircleCI names passed as arguments: the steps a step passes to a declared
command's parameter of ``type: steps``, or a workflow to a job's, and the executor a workflow
passes to a job's parameter of ``type: executor``, are read as the steps and executors declared
in place (hunt138-ccargs): a name neither built in nor declared is the part left out, refused;
names declared, and arguments of other types, stay whole. (2) A tool's output after a write that
shows the written file otherwise (hunt143-output*): see the tables below."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CC_COMMANDS = (
    "commands:\n  with-cache:\n    parameters:\n      steps:\n        type: steps\n"
    "      key:\n        type: string\n        default: v1\n    steps:\n"
    "      - restore_cache:\n          key: << parameters.key >>\n"
    "      - steps: << parameters.steps >>\n"
    "  install-deps:\n    steps:\n      - run: npm ci\n"
    "  outer:\n    steps:\n      - with-cache:\n          steps:\n            - STEP\n\n"
)
_CC_JOB = (
    "jobs:\n  test:\n    parameters:\n      after:\n        type: steps\n        default: []\n"
    "      e:\n        type: executor\n        default: linux\n"
    "      label:\n        type: string\n        default: x\n"
    "    executor: << parameters.e >>\n    steps:\n      - checkout\n"
    "      - steps: << parameters.after >>\n\n"
)
_CC_EXECUTORS = "executors:\n  linux:\n    docker:\n      - image: cimg/base:stable\n\n"


def _cc(step: str = "install-deps", workflow: str = "      - test\n", orbs: str = "") -> str:
    return (
        "version: 2.1\n\n"
        + orbs
        + _CC_COMMANDS.replace("STEP", step)
        + _CC_EXECUTORS
        + _CC_JOB
        + "workflows:\n  main:\n    jobs:\n"
        + workflow
    )


_NODE_ORB = "orbs:\n  node: circleci/node@5.1\n\n"

_CC_PARTS = {
    "command-steps-argument-in-a-command": _cc(step="upload-report"),
    "command-steps-argument-orb-undeclared": _cc(step="slack/notify", orbs=_NODE_ORB),
    "workflow-job-steps-argument-nested-command": _cc(
        workflow="      - test:\n          after:\n            - with-cache:\n"
        "                steps:\n                  - build-frontend\n"
    ),
    "workflow-job-steps-argument-when": _cc(
        workflow="      - test:\n          after:\n            - when:\n"
        "                condition: true\n                steps:\n"
        "                  - build-frontend\n"
    ),
    "workflow-job-executor-orb-undeclared": _cc(
        workflow="      - test:\n          e: macos/default\n"
    ),
}

_CC_WHOLE = {
    "declared-everywhere": _cc(
        workflow="      - test:\n          after:\n            - install-deps\n"
        "            - with-cache:\n                steps:\n                  - install-deps\n"
    ),
    "orb-command-declared": _cc(step="node/install-packages", orbs=_NODE_ORB),
    "string-argument-named-like-a-command": _cc(
        workflow="      - test:\n          label: build-frontend\n"
    ),
    "executor-argument-declared": _cc(workflow="      - test:\n          e: linux\n"),
    "executor-argument-orb-declared": _cc(
        workflow="      - test:\n          e: node/default\n", orbs=_NODE_ORB
    ),
    "executor-argument-a-parameter": _cc(
        workflow="      - test:\n          e: << pipeline.parameters.e >>\n"
    ).replace(
        "version: 2.1\n\n",
        "version: 2.1\n\nparameters:\n  e:\n    type: string\n    default: linux\n\n",
    ),
}


@pytest.mark.parametrize("content", list(_CC_PARTS.values()), ids=list(_CC_PARTS))
def test_circleci_name_passed_undeclared_is_refused(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert not result.usable, (result.status, content)


@pytest.mark.parametrize("content", list(_CC_WHOLE.values()), ids=list(_CC_WHOLE))
def test_circleci_names_passed_declared_stay_whole(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".circleci/config.yml", content)]
