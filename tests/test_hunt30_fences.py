"""Hunt 30: a fence opened on a list item's marker line (``- ```bash``), closed by its
indented closer, before the files of a plain Markdown answer. Expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

F = "```"


@pytest.mark.parametrize(
    "item",
    [
        pytest.param(f"- {F}bash\n  pip install -e .\n  {F}\n", id="bullet"),
        pytest.param(f"1. {F}bash\n   pip install -e .\n   {F}\n", id="numbered"),
    ],
)
def test_a_fence_on_a_list_marker_line_is_closed_by_its_closer(item: str) -> None:
    # CommonMark: the list item holds a fenced block, opened on its marker line and closed by
    # the indented closer; b.py follows, complete. The same item with the fence on the next
    # line ("1. Install:" / "   ```bash") is read as meant.
    result = parse_response(f"Steps:\n\n{item}\n**b.py**\n{F}python\ny = 2\n{F}\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("b.py", "y = 2\n")]


def test_fence_lines_on_list_marker_lines() -> None:
    # (fix-comments25) by hand: the fence on a marker line stands at the item's content
    # column; a run after other text on its line is no fence line
    from artifact_codec.ingest.conventions.fences import fence_lines

    text = f"- {F}bash\n  make\n  {F}\n1. {F}\n   x\n   {F}\nsee {F}x{F}\n"
    assert [(line.indent, line.marker, line.info) for line in fence_lines(text)] == [
        (2, F, "bash"),
        (2, F, ""),
        (3, F, ""),
        (3, F, ""),
    ]
