"""hunt142-tablemarks: fix-said172 reads marks of a file gone (struck, a checked task of
removal, a git name-status line ``D a.py``) in lines; in a Markdown table the same marks in a
cell keep a.py: the status ``D`` in the row of a.py (either column order), a rename arrow, a
count of 0 lines or 0 bytes, ``No`` under ``Exists`` / ``Still there?``.

Expected by hand: a.py ``x = 1`` is written, then the assistant's summary table says a.py is
deleted, renamed, empty or absent: keeping it as written is usable-WRONG. The guards: the
table says a.py added, one line, present (and another file deleted).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

_HEAD = "| File | {} |\n|---|---|\n"

NOT_KEPT = [
    pytest.param(said(_HEAD.format("Status") + "| a.py | D |"), id="status-d"),
    pytest.param(said("| Status | File |\n|---|---|\n| D | a.py |", "anthropic"), id="d-first"),
    pytest.param(said(_HEAD.format("Change") + "| a.py | R \u2192 b.py |"), id="r-arrow"),
    pytest.param(
        said(_HEAD.format("Change") + "| a.py | renamed \u2192 b.py |", "cline"), id="renamed"
    ),
    pytest.param(said(_HEAD.format("Lines") + "| a.py | 0 |"), id="zero-lines"),
    pytest.param(said(_HEAD.format("Size") + "| a.py | 0 B |", "anthropic"), id="zero-bytes"),
    pytest.param(said(_HEAD.format("Exists") + "| a.py | No |"), id="exists-no"),
    pytest.param(said(_HEAD.format("Still there?") + "| a.py | no |", "cline"), id="still-no"),
]

KEPT = [
    pytest.param(said(_HEAD.format("Status") + "| a.py | A |\n| b.py | D |"), id="added"),
    pytest.param(said(_HEAD.format("Lines") + "| a.py | 1 |"), id="one-line"),
    pytest.param(said(_HEAD.format("Exists") + "| a.py | Yes |", "cline"), id="exists-yes"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_table_cell_saying_gone_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_table_saying_present_keeps_the_file(answer: str) -> None:
    assert kept(answer)
