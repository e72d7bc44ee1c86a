"""hunt126: a CI file with a job left out and a YAML comment standing for it, in wordings the
note readers (yaml_parts, note_words) do not read, is written whole.

Each file is the test job of a workflow or GitLab file, with one comment line where the model
left out other jobs ("# keep your existing build job here", "# <lint job>"). No job refers to
the ones left out. Expected by hand: the comment stands for jobs the model did not write; the
block is a part, and the answer must not be usable (usable-WRONG otherwise)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _workflow(note: str) -> str:
    return (
        f"name: CI\non: [push]\njobs:\n  {note}\n  test:\n    runs-on: ubuntu-latest\n"
        "    steps:\n      - uses: actions/checkout@v4\n      - run: pytest -q\n"
    )


def _gitlab(note: str) -> str:
    return (
        f"stages: [lint, build, test]\n{note}\ntest:\n  stage: test\n  script:\n    - pytest -q\n"
    )


_WF = ".github/workflows/ci.yml"
_GL = ".gitlab-ci.yml"

_CASES = [
    pytest.param(_WF, _workflow("# build job: see previous message"), id="wf-see-previous-message"),
    pytest.param(_WF, _workflow("# keep your existing build job here"), id="wf-keep-existing-here"),
    pytest.param(_WF, _workflow("# [build job from before]"), id="wf-bracketed-from-before"),
    pytest.param(
        _WF, _workflow("# (lint and build stay as you had them)"), id="wf-stay-as-you-had-them"
    ),
    pytest.param(_GL, _gitlab("# lint, build: no changes needed"), id="gl-no-changes-needed"),
    pytest.param(_GL, _gitlab("# <lint job>"), id="gl-angle-placeholder"),
    pytest.param(_GL, _gitlab("# lint job goes here"), id="gl-goes-here"),
    pytest.param(_GL, _gitlab("# paste your lint job here"), id="gl-paste-your-job-here"),
]


@pytest.mark.parametrize(("path", "content"), _CASES)
def test_a_note_for_jobs_left_out_makes_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, (result.status, files_of(result))
