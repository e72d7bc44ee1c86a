"""hunt79: the bracketed other-items note of fix-yaml43 ("# <other steps>", "# (other steps)"
wherever it stands in a YAML file) in the spellings and the files the fix did not list.

Expected by hand: the note stands between two items where the other ones go (the brackets make
the words a placeholder, not a heading), so the file is a part (not usable)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_STEPS = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      {note}
      - run: make
"""

_JENKINS = """pipeline {
  agent any
  stages {
    stage('Build') { steps { sh 'make' } }
    // (other stages)
    stage('Test') { steps { sh 'make test' } }
  }
}
"""

_DOCKERFILE = 'FROM python:3.12\nWORKDIR /app\n# <other steps>\nCMD ["python", "app.py"]\n'

_PYPROJECT = """[project]
name = "x"
dependencies = [
  "requests",
  # (other dependencies)
  "click",
]
"""

_SCRIPT = "#!/bin/sh\nset -e\nnpm ci\n# (other commands)\nnpm test\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            ".github/workflows/ci.yml", _STEPS.format(note="# {other steps}"), id="braces"
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _STEPS.format(note="# (other setup steps)"),
            id="adjective",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _STEPS.format(note="# <your other steps>"),
            id="your-other",
        ),
        pytest.param(
            ".github/workflows/ci.yml", _STEPS.format(note="# (more steps)"), id="more-steps"
        ),
        pytest.param("Jenkinsfile", _JENKINS, id="jenkinsfile-stages"),
        pytest.param("Dockerfile", _DOCKERFILE, id="dockerfile-steps"),
        pytest.param("pyproject.toml", _PYPROJECT, id="toml-dependencies"),
        pytest.param("ci.sh", _SCRIPT, id="sh-commands"),
    ],
)
def test_a_bracketed_other_items_note_in_another_spelling_or_file_is_a_part(
    path: str, content: str
) -> None:
    # "# <other steps>" / "# (other steps)" between two steps of a workflow are refused; the
    # same note with braces, an adjective, "your", "more", or in a Jenkinsfile, a Dockerfile,
    # a TOML list or a shell script is written as the whole file.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
