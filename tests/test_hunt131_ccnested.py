"""hunt131: fix-ci139 refuses a CircleCI config whose job step names a command its
``commands:`` lacks (CircleCI: "Cannot find a definition for command named ..."): the
definition was in the part the answer left out. The same reference one level down is not
read: a step under ``when:``/``unless:``'s ``steps:``, a step of a declared command's own
``steps:``, a workflow job's ``pre-steps:``/``post-steps:``, an orb job (``aws-ecr/...``) in a
workflow with no ``orbs:`` at all, an executor parameter's default. Each file is a part (the
model left the ``commands:``/``orbs:``/``executors:`` out), written as whole: usable-WRONG."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_CONFIG = """version: 2.1

jobs:
  test:
JOBKEYS    steps:
      - checkout
STEP      - run: pytest

workflows:
  main:
    jobs:
WORKFLOW"""

_DOCKER = "    docker:\n      - image: cimg/python:3.12\n"

_CASES = {
    "when-steps-command": (
        _DOCKER,
        "      - when:\n          condition: << pipeline.parameters.deploy >>\n"
        "          steps:\n            - deploy-app\n",
        "      - test\n",
        "",
    ),
    "unless-steps-command": (
        _DOCKER,
        "      - unless:\n          condition: << pipeline.parameters.quick >>\n"
        "          steps:\n            - notify-team\n",
        "      - test\n",
        "",
    ),
    "command-steps-command": (
        _DOCKER,
        "      - setup\n",
        "      - test\n",
        "commands:\n  setup:\n    steps:\n      - install-deps\n      - run: echo ok\n\n",
    ),
    "workflow-pre-steps": (
        _DOCKER,
        "",
        "      - test:\n          pre-steps:\n            - setup-env\n",
        "",
    ),
    "workflow-post-steps": (
        _DOCKER,
        "",
        "      - test:\n          post-steps:\n            - upload-coverage\n",
        "",
    ),
    "workflow-orb-job-no-orbs": (
        _DOCKER,
        "",
        "      - test\n      - aws-ecr/build-and-push-image:\n          requires: [test]\n",
        "",
    ),
    "executor-parameter-default": (
        "    parameters:\n      e:\n        type: executor\n        default: linux\n"
        "    executor: << parameters.e >>\n",
        "",
        "      - test\n",
        "",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_nested_reference_is_a_part(case: tuple[str, str, str, str]) -> None:
    jobkeys, step, workflow, before = case
    content = (
        _CONFIG.replace("JOBKEYS", jobkeys)
        .replace("STEP", step)
        .replace("WORKFLOW", workflow)
        .replace("jobs:\n  test:", before + "jobs:\n  test:")
    )
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert not result.usable, content
