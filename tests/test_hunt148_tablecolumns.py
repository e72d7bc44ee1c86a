"""hunt148-tablecolumns: fix-marks183 reads a Markdown table cell of a written file's row that
SAYS the fate (``Deleted``, ``R → b.py``, ``0``, ``No`` under Exists); a column whose HEAD is the
fate (Deleted, Removed, Emptied, Moved, Renamed to, New path) with a cell saying yes (``Yes``,
``✅``, ``✔``, ``x``, ``true``) or the new name keeps a.py.

Expected by hand: a.py ``x = 1`` is written, then the assistant's table says a.py deleted /
emptied / moved / renamed: keeping it as written is usable-WRONG. The guards: the same columns
saying no.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said


def _table(head: str, cell: str, convention: str = "openai") -> str:
    return said(f"| File | {head} |\n|---|---|\n| a.py | {cell} |", convention)


NOT_KEPT = [
    pytest.param(_table("Deleted", "Yes"), id="deleted-yes"),
    pytest.param(_table("Deleted", "\u2705", "anthropic"), id="deleted-check"),
    pytest.param(_table("Removed", "\u2714", "cline"), id="removed-heavy-check"),
    pytest.param(_table("Deleted", "x"), id="deleted-x"),
    pytest.param(_table("Emptied", "yes", "responses"), id="emptied-yes"),
    pytest.param(_table("Moved", "Yes (to old/)", "anthropic"), id="moved-yes"),
    pytest.param(_table("Renamed to", "main.py", "cline"), id="renamed-to"),
    pytest.param(_table("New path", "old/a.py"), id="new-path"),
]

KEPT = [
    pytest.param(_table("Deleted", "No"), id="deleted-no"),
    pytest.param(_table("Renamed to", "\u2014", "anthropic"), id="renamed-to-dash"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_fate_column_saying_yes_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_fate_column_saying_no_keeps_the_file(answer: str) -> None:
    assert kept(answer)
