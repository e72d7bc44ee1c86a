"""hunt145: a whole-file lead of two sentences, or an opening label ('Note:', 'Heads up:',
'FYI:'), whose second part STATES which part changed ("Here's the file. Only the HSV part
changed.", "Note: only the HSV part changed."), before the WHOLE stdlib colorsys.py.
fix-en175's cut (:data:`labels._LEAD_CUT`) and its opening labels (:data:`_LEAD_OPENING`)
read the statement alone as a short part lead and refuse. The base 6056e91f wrote each:
false refusals, regressions of fix-en175 (the bare statement 'Only the HSV part changed:'
is hunt140-changedstatement, open since fix-lead162; here the base kept the file because it
read the line whole).

Expected by hand from what the model meant: the lead says which part changed; the block holds
the whole module (__all__, the constants, every converter): usable, written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Here's the file. Only the HSV part changed.", id="file-then-only"),
        pytest.param("Note: only the HSV part changed.", id="note-label"),
        pytest.param("Here's the updated file. Just the HSV bit is different.", id="bit-different"),
        pytest.param("Done. Only the HSV part changed:", id="done-opening"),
        pytest.param("Fixed. Only the HSV section differs:", id="fixed-differs"),
        pytest.param("Heads up: only the HSV part changed.", id="heads-up"),
        pytest.param("FYI: just the HSV functions changed.", id="fyi"),
        pytest.param("Here's colorsys.py. Only the HSV part changed:", id="path-then-only"),
        # guards: read right today
        pytest.param(
            "Updated file below. Only the HSV functions were touched.", id="guard-were-touched"
        ),
        pytest.param("Here you go! Only rgb_to_hsv changed.", id="guard-name-changed"),
    ],
)
def test_a_statement_of_what_changed_after_a_cut_keeps_the_whole_file(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
