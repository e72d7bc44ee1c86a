"""hunt131: fix-ci139 (and the older Compose volumes rule) refuse a reference to an item the
file's declaring mapping lacks. A declaring mapping that takes its items from an anchor by a
YAML merge key ('<<: *shared-volumes' under Compose's volumes:, '<<: *shared-commands' under
CircleCI's commands: and executors:) declares them: Compose's x- extensions and CircleCI's
'references:' key exist for this. Each file is whole, the reference declared: false refusals."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_COMPOSE = """x-volumes: &shared-volumes
  pgdata: {}

services:
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data
  cache:
    image: redis:7
    volumes:
      - cachedata:/data

volumes:
  <<: *shared-volumes
  cachedata: {}
"""

_CIRCLECI = """version: 2.1

references:
  commands: &shared-commands
    install-deps:
      steps:
        - run: pip install -r requirements.txt
  executors: &shared-executors
    py:
      docker:
        - image: cimg/python:3.12

executors:
  <<: *shared-executors

commands:
  <<: *shared-commands
  lint:
    steps:
      - run: ruff check .

jobs:
  test:
    executor: py
    steps:
      - checkout
      - install-deps
      - lint
      - run: pytest

workflows:
  main:
    jobs:
      - test
"""

_CASES = {
    "compose-volumes-merge-key": ("compose.yml", _COMPOSE),
    "circleci-commands-executors-merge-key": (".circleci/config.yml", _CIRCLECI),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_items_merged_from_an_anchor_are_declared(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
