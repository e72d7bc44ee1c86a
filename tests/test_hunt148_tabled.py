"""hunt148-tabled: fix-marks183 reads a Markdown table cell ``D`` in the row of a written file as
git's name-status of a deletion in ANY column: a cell ``D`` under Grade, Complexity,
Maintainability (radon's letter grades), Drive, Section or Part, or a Grade column first,
refuses a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, then the assistant's summary table grades a.py
(or files it under a drive, section, part) with the letter D: it says nothing of a.py's fate;
a.py stays usable, exactly as written. The guards: D under Status (closed by fix-marks183).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said


def _table(head: str, cell: str, convention: str = "openai") -> str:
    return said(f"| File | {head} |\n|---|---|\n| a.py | {cell} |", convention)


KEPT = [
    pytest.param(_table("Grade", "D"), id="grade"),
    pytest.param(_table("Complexity", "D", "anthropic"), id="complexity"),
    pytest.param(_table("Maintainability", "D", "cline"), id="maintainability"),
    pytest.param(_table("Drive", "D"), id="drive"),
    pytest.param(_table("Section", "D", "anthropic"), id="section"),
    pytest.param(_table("Part", "D", "cline"), id="part"),
    pytest.param(said("| Grade | File |\n|---|---|\n| D | a.py |"), id="grade-first"),
    pytest.param(_table("Rank", "D", "responses"), id="rank"),
]

NOT_KEPT = [
    pytest.param(_table("Status", "D"), id="status-d"),
    pytest.param(_table("Git", "D", "anthropic"), id="git-d"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_letter_d_that_is_no_status_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_status_d_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
