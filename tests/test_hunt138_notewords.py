"""hunt138: fix-ci157 reads more shapes of a YAML note standing where a job was ("# see
previous message for the deploy job", "# leave the deploy job as it is", "# deploy: ...").
Their neighbours, for a job the workflow does not hold, are not read: a first person saying the
job was not touched, another pointer verb ("refer to", "copy ... from your original"), a
pointer after the name ("For the deploy job, see my message above."), a state in other words
("requires no modifications"), the state in brackets after the name and colon
("deploy: (unchanged)"), dots in brackets or "etc." for the body ("deploy: [...]",
"deploy: etc."). The workflow is a part (the deploy job left out), written whole:
usable-WRONG. The guards: the same notes for the job the workflow holds stay whole."""

from __future__ import annotations

import pytest
from meant import files_of
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

_NOTES = {
    "first-person-didnt-touch": "  # I didn't touch the deploy job\n",
    "refer-to-previous-answer": "  # refer to the previous answer for the deploy job\n",
    "copy-from-original": "  # copy the deploy job from your original workflow\n",
    "pointer-after-name": "  # For the deploy job, see my message above.\n",
    "requires-no-modifications": "  # The deploy job requires no modifications.\n",
    "name-colon-state-in-brackets": "  # deploy: (unchanged)\n",
    "name-colon-bracketed-dots": "  # deploy: [...]\n",
    "name-colon-etc": "  # deploy: etc.\n",
}


@pytest.mark.parametrize("note", list(_NOTES.values()), ids=list(_NOTES))
def test_note_for_a_job_left_out_is_refused(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert not result.usable, (result.status, content)


_HELD = {
    "first-person-didnt-touch-held": "  # I didn't touch the test job\n",
    "pointer-after-name-held": "  # For the test job, see my message above.\n",
    "requires-no-modifications-held": "  # The test job requires no modifications.\n",
}


@pytest.mark.parametrize("note", list(_HELD.values()), ids=list(_HELD))
def test_note_for_a_job_held_stays_whole(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]
