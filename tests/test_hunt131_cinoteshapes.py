"""hunt131: fix-ci139 reads CI comment notes standing for jobs left out ('# deploy job
unchanged', '# deploy job: see previous message', '# deploy job goes here', '# <deploy job>')
when the job they name is no key of the file. Other shapes of the same note, each standing
where the named job would be and the job nowhere in the file, are not read: the name after
the pointer ('see previous message for the deploy job'), a state the table lacks ('no edits',
"doesn't need any changes", 'leave ... as it is'), a sentence ('The deploy job is the same as
before.'), the name and dots ('# deploy: ...'). Each file is a part written as whole:
usable-WRONG (the model meant the deploy job kept as it was, left out of this answer)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_WORKFLOW = """name: CI

on:
  push:
    branches: [main]

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pytest

NOTE"""

_GITLAB = """stages:
  - test
  - deploy

test:
  stage: test
  script:
    - pytest

NOTE"""

_BITBUCKET = """image: python:3.12

pipelines:
  default:
    - step:
        name: Test
        script:
          - pip install -r requirements.txt
          - pytest
NOTE"""

_CASES = {
    "workflow-see-previous-message-for": (
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "  # see previous message for the deploy job\n",
    ),
    "workflow-no-edits": (".github/workflows/ci.yml", _WORKFLOW, "  # deploy job: no edits\n"),
    "workflow-doesnt-need-changes": (
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "  # deploy job doesn't need any changes\n",
    ),
    "workflow-leave-as-it-is": (
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "  # leave the deploy job as it is\n",
    ),
    "workflow-sentence-same-as-before": (
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "  # The deploy job is the same as before.\n",
    ),
    "gitlab-name-dots": (".gitlab-ci.yml", _GITLAB, "# deploy: ...\n"),
    "bitbucket-see-previous-message-for": (
        "bitbucket-pipelines.yml",
        _BITBUCKET,
        "    # see previous message for the deploy step\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_note_for_job_left_out(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
