"""hunt148-tablezero: fix-marks183 reads a Markdown table cell ``0`` under a column of lines or
bytes in the row of a written file as the file emptied; a column counting OTHER lines or bytes
(deleted lines, lines changed, lines removed, bytes removed, a size change, lint errors by
line, failing or uncovered lines) with 0 says the opposite (nothing removed, nothing wrong),
and refuses a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, then the assistant's table says 0 lines removed /
changed / failing in a.py: a.py is as written; it stays usable, exactly as written. The
guards: 0 under Lines or Size (a.py empty: closed by fix-marks183).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said


def _table(head: str, cell: str, convention: str = "openai") -> str:
    return said(f"| File | {head} |\n|---|---|\n| a.py | {cell} |", convention)


KEPT = [
    pytest.param(_table("Deleted lines", "0"), id="deleted-lines"),
    pytest.param(_table("Lines changed", "0", "anthropic"), id="lines-changed"),
    pytest.param(_table("Lines removed", "0", "cline"), id="lines-removed"),
    pytest.param(_table("Bytes removed", "0"), id="bytes-removed"),
    pytest.param(_table("Size change", "0 B", "anthropic"), id="size-change"),
    pytest.param(_table("Lint errors (lines)", "0", "cline"), id="lint-lines"),
    pytest.param(_table("Failing lines", "0"), id="failing-lines"),
    pytest.param(_table("Uncovered lines", "0", "responses"), id="uncovered-lines"),
]

NOT_KEPT = [
    pytest.param(_table("Lines", "0"), id="lines-zero"),
    pytest.param(_table("Size", "0 bytes", "anthropic"), id="size-zero"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_zero_count_of_other_lines_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_zero_count_of_the_file_lines_refuses_it(answer: str) -> None:
    assert not kept(answer)
