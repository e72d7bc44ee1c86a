"""hunt148-tablelayouts: fix-marks183 reads a Markdown table whose rows are files and whose
cell says the fate; other layouts of the same summary keep a.py: an HTML table on one line, a
heavy minus (U+2796) status, the action first (``| Delete | a.py |``), Old name / New name
columns, Before / After with a dash after, the table transposed (the file as a column head), a
``Now at`` column.

Expected by hand: a.py ``x = 1`` is written, then the assistant's table says a.py deleted,
renamed or moved: keeping it as written is usable-WRONG. The guards: the same layouts saying
a.py is as it was.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

_HTML = "<table><tr><th>File</th><th>Status</th></tr><tr><td>a.py</td><td>Deleted</td></tr></table>"

NOT_KEPT = [
    pytest.param(said(_HTML), id="html-one-line"),
    pytest.param(said("| File | Status |\n|---|---|\n| a.py | \u2796 |", "anthropic"), id="minus"),
    pytest.param(
        said("| Action | File |\n|---|---|\n| Delete | a.py |", "cline"), id="action-first"
    ),
    pytest.param(said("| Old name | New name |\n|---|---|\n| a.py | main.py |"), id="old-new"),
    pytest.param(
        said("| Before | After |\n|---|---|\n| a.py | \u2014 |", "responses"), id="before-after"
    ),
    pytest.param(said("| | a.py |\n|---|---|\n| Status | deleted |", "anthropic"), id="transposed"),
    pytest.param(said("| File | Now at |\n|---|---|\n| a.py | src/a.py |", "cline"), id="now-at"),
]

KEPT = [
    pytest.param(said("| Action | File |\n|---|---|\n| Create | a.py |"), id="action-create"),
    pytest.param(said("| Before | After |\n|---|---|\n| a.py | a.py |", "anthropic"), id="same"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_another_layout_saying_gone_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_another_layout_saying_kept_keeps_the_file(answer: str) -> None:
    assert kept(answer)
