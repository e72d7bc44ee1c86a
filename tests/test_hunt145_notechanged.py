"""hunt145: fix-en175 reads the short note right after a block as a lead (markdown._classify,
``note``): a note STATING which part changed ("Only the HSV part changed.", "Just the HSV bit
is new.", "Hope this helps! Only the HSV part changed.") after the WHOLE stdlib colorsys.py is
read as "only the HSV part" (fix-lead162's :data:`labels._LEAD_PART` takes the verb for its
tail) and refused. The base 6056e91f wrote each: false refusals, regressions of fix-en175 (the
same statement as the lead above is hunt140-changedstatement, open).

Expected by hand from what the model meant: a remark on what changed, after the block that
holds the whole module (__all__, the constants, every converter): usable, written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Only the HSV part changed.", id="only-part-changed"),
        pytest.param("Only the HSV functions were changed.", id="functions-were-changed"),
        pytest.param("Just the HSV bit is new.", id="bit-is-new"),
        pytest.param("Only the HSV section differs.", id="section-differs"),
        pytest.param("That's it \u2014 only the HSV part changed.", id="thats-it-dash"),
        pytest.param("Note: only the HSV part changed.", id="note-label"),
        pytest.param("Hope this helps! Only the HSV part changed.", id="hope-then"),
        pytest.param("(Only the HSV part changed.)", id="parenthesised"),
        # guards: read right today
        pytest.param("That's the whole file; only the HSV part changed.", id="guard-whole-said"),
        pytest.param("Only `rgb_to_hsv` changed, nothing else.", id="guard-nothing-else"),
        pytest.param("Only the HSV part differs from the original.", id="guard-from-original"),
    ],
)
def test_a_note_on_what_changed_after_the_whole_file_keeps_it(note: str) -> None:
    result = parse_response(f"`colorsys.py`:\n\n```python\n{_SRC}```\n\n{note}\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
