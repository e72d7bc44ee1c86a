"""hunt77: YAML notes (fix-hunt74-40) against placeholders as models write them.

Expected by hand from what the model meant: a comment standing where left-out steps go is a part
of a file (refused as left-out code); a whole file is usable as written."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_STEPS_AROUND = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      {note}
      - run: make
"""


@pytest.mark.parametrize(
    "note",
    ["# <other steps>", "# (other steps)", "# <existing steps>"],
    ids=["angle", "round", "angle-existing"],
)
def test_a_bracketed_other_items_note_between_steps_is_a_part(note: str) -> None:
    # The note stands between two steps: the other steps go there. _YAML_OTHERS reads a
    # bracketed "other steps" with no state only when it closes its mapping (_last_in_mapping).
    content = _STEPS_AROUND.format(note=note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
