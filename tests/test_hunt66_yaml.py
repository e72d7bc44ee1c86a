"""hunt66: a YAML comment alone on its line standing for left-out block keys read as a
remark. fix-elide35 reads "# other jobs unchanged" under jobs: (refused), but a note that NAMES
the jobs or services ("# test and deploy jobs unchanged", "# db and cache unchanged") is not
read as one at all: it is usable even when the names occur nowhere in the file, and so also
when they occur only as values (needs: [test, deploy], depends_on) or as keys of a deeper
mapping (env:). The "other jobs" note with its state after a colon or in brackets is missed
too. The file is written with the jobs/services lost. Expected by hand: each note stands for
jobs (or services) the file does not hold at the note's level, so the answer is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_NEEDS_VALUES = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
  # test and deploy jobs unchanged
  release:
    needs: [test, deploy]
    runs-on: ubuntu-latest
"""

_NEEDS_ONLY = """name: CI
on: [push]
jobs:
  # lint and test jobs unchanged
  release:
    needs: [lint, test]
    runs-on: ubuntu-latest
"""

_STEP_NAMES = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - name: test
        run: make test
      - name: deploy
        run: make deploy
  # test and deploy jobs unchanged
  release:
    runs-on: ubuntu-latest
"""

_DEEPER_KEYS = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      test: 1
      deploy: 2
  # test and deploy jobs unchanged
  release:
    runs-on: ubuntu-latest
"""

_COMPOSE_DEPENDS = """services:
  web:
    build: .
    depends_on:
      - db
      - cache
  # db and cache services unchanged
"""

_COMPOSE_DEEPER_KEYS = """services:
  web:
    build: .
    environment:
      db: postgres
      cache: redis
  # db and cache services unchanged
"""


_NAMES_NOWHERE = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
  # test and deploy jobs unchanged
  release:
    runs-on: ubuntu-latest
"""

_COMPOSE_NAMES_NOWHERE = """services:
  web:
    build: .

  # db and cache unchanged

  worker:
    build: .
"""

_OTHER_JOBS = "name: CI\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n  {}\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("ci.yml", _NAMES_NOWHERE, id="names-nowhere"),
        pytest.param("docker-compose.yml", _COMPOSE_NAMES_NOWHERE, id="compose-names-nowhere"),
        pytest.param(
            "ci.yml", _OTHER_JOBS.format("# other jobs: unchanged"), id="other-jobs-colon"
        ),
        pytest.param(
            "ci.yml", _OTHER_JOBS.format("# other jobs (unchanged)"), id="other-jobs-brackets"
        ),
        pytest.param(
            "ci.yml", _OTHER_JOBS.format("# test and deploy jobs as before"), id="names-as-before"
        ),
        pytest.param(
            "ci.yml", _OTHER_JOBS.format("# jobs test/deploy unchanged"), id="kind-first-slash"
        ),
        pytest.param("ci.yml", _NEEDS_VALUES, id="needs-values"),
        pytest.param("ci.yml", _NEEDS_ONLY, id="needs-only"),
        pytest.param("ci.yml", _STEP_NAMES, id="step-names"),
        pytest.param("ci.yml", _DEEPER_KEYS, id="deeper-keys"),
        pytest.param("docker-compose.yml", _COMPOSE_DEPENDS, id="compose-depends-on"),
        pytest.param("docker-compose.yml", _COMPOSE_DEEPER_KEYS, id="compose-deeper-keys"),
    ],
)
def test_a_yaml_note_for_keys_of_its_block_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
