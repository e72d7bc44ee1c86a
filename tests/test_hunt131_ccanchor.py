"""hunt131: fix-ci139's CircleCI step rule (a step that is no built-in step and no command of
``commands:`` is a reference to an item the file lacks) reads an anchor on a step item as the
step's name: ``- &restore`` over ``restore_cache:``, ``- &co checkout``. A YAML anchor is no
part of the step's name (CircleCI sees ``restore_cache``, ``run``, ``checkout``): each file is
a real whole config, the reading refuses it (false refusals)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CONFIG = """version: 2.1

jobs:
  test:
    docker:
      - image: cimg/python:3.12
    steps:
      - checkout
STEP      - run: pytest

workflows:
  main:
    jobs:
      - test
"""

_CASES = {
    "anchor-alone-over-restore-cache": (
        "      - &restore\n        restore_cache:\n          keys: [v1-deps]\n"
    ),
    "anchor-inline-restore-cache": ("      - &restore restore_cache:\n          keys: [v1-deps]\n"),
    "anchor-alone-over-run": (
        "      - &install\n        run:\n          name: Install\n"
        "          command: pip install -r requirements.txt\n"
    ),
    "anchor-on-scalar-step": "      - &docker setup_remote_docker\n",
}


@pytest.mark.parametrize("step", list(_CASES.values()), ids=list(_CASES))
def test_anchored_step_is_its_builtin(step: str) -> None:
    content = _CONFIG.replace("STEP", step)
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert result.usable
    assert files_of(result) == [(".circleci/config.yml", content)]


_WORKFLOW_ALIAS = """version: 2.1

references:
  deploy_job: &deploy_job
    deploy:
      requires: [test]
      filters:
        branches:
          only: main

jobs:
  test:
    docker:
      - image: cimg/python:3.12
    steps:
      - checkout
      - run: pytest
  deploy:
    docker:
      - image: cimg/python:3.12
    steps:
      - checkout
      - run: make deploy

workflows:
  main:
    jobs:
      - test
      - *deploy_job
"""


def test_workflow_job_given_by_an_alias() -> None:
    """'- *deploy_job' in a workflow's jobs: is the mapping 'deploy: {requires, filters}' the
    anchor holds (a job the file defines), not a job named '*deploy_job'."""
    result = parse_response(native_answer(".circleci/config.yml", _WORKFLOW_ALIAS))
    assert result.usable
    assert files_of(result) == [(".circleci/config.yml", _WORKFLOW_ALIAS)]
