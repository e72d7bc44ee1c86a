"""hunt138: fix-ci157 reads "leave the deploy job as it is" (a verb and its state around the
name) and round 25 "leave the deploy job alone", "retain the deploy job from your current
file"; their neighbours are not read: "keep ... the way it is", "do not modify ...", "keep the
existing ... as-is", "same as your current one", "add your ... back here", "nothing changed in
...", "keep it like before", "copy over your ...". Each note stands where the deploy job would,
the workflow holds only the test job: a part, written whole (clean, or recovered with the file
as written): usable-WRONG. The guards: notes of the same shapes that round 25 reads stay
refused."""

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

_NOTES = {
    "keep-the-way-it-is": "  # keep the deploy job the way it is\n",
    "do-not-modify": "  # do not modify the deploy job\n",
    "keep-existing-as-is": "  # keep the existing deploy job as-is\n",
    "same-as-your-current-one": "  # deploy job: same as your current one\n",
    "add-back-here": "  # add your deploy job back here\n",
    "nothing-changed-in": "  # nothing changed in the deploy job\n",
    "keep-it-like-before": "  # deploy job: keep it like before\n",
    "copy-over-yours": "  # copy over your deploy job\n",
}

_READ = {
    "leave-alone": "  # leave the deploy job alone\n",
    "retain-from-current": "  # retain the deploy job from your current file\n",
    "dont-touch": "  # deploy job \u2014 don't touch\n",
    "preserve": "  # preserve the deploy job\n",
}


@pytest.mark.parametrize("note", list(_NOTES.values()), ids=list(_NOTES))
def test_note_for_a_job_left_out_is_refused(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert not result.usable, (result.status, content)


@pytest.mark.parametrize("note", list(_READ.values()), ids=list(_READ))
def test_note_read_stays_refused(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert not result.usable, (result.status, content)
