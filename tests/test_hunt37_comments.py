"""hunt37: attacks on fix-labels26's inline comments (edits.comment_regions: code spans by run
length, read line by line).

Expected values by hand, from what the model meant (CommonMark's reading, checked with a
CommonMark renderer: the diff is inside an HTML comment)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import apply_edits, parse_response

SOURCE = {"a.py": "x = 1\ny = 1\n"}
DIFF = "--- a/a.py\n+++ b/a.py\n@@ -1,2 +1,2 @@\n x = 1\n-y = 1\n+y = 2\n"


def test_the_reference_inline_comment_hides_the_diff() -> None:
    # (holds today: the same paragraph, an inline <!-- ... --> around the diff: refused)
    answer = f"Use <!-- to start the note.\n{DIFF}and end it with -->.\n"
    assert not apply_edits(answer, dict(SOURCE)).ok


@pytest.mark.parametrize(
    "opening",
    [
        pytest.param("Use `x\ny` <!-- ` note.\n", id="one-tick"),
        pytest.param("Use ``x\ny`` <!-- `` note.\n", id="two-ticks"),
    ],
)
def test_a_code_span_closed_on_the_openers_line_from_the_line_before(opening: str) -> None:
    # the code span `x\ny` began on the line before and closes right before <!--: the opener
    # is outside any span (the backtick after it is inside the comment), so the comment runs
    # to the --> of the same paragraph and hides the diff; read line by line from zero, the
    # closing backtick opens a span around <!-- and the hidden diff is applied
    answer = f"{opening}{DIFF}and end it with -->.\n"
    result = apply_edits(answer, dict(SOURCE))
    assert not result.ok, result.files


def test_a_close_in_a_later_paragraphs_code_span_hides_nothing() -> None:
    # the inline <!-- is literal (its paragraph ends at the blank line, CommonMark), and the
    # only --> after the file is in a code span: text about the syntax, closing nothing
    page = "<p>Hi</p>\n<!-- footer -->\n"
    answer = (
        "HTML comments start with <!-- and end later.\n\n"
        f"**index.html**\n```html\n{page}```\n\nClose them with `-->`.\n"
    )
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("index.html", page)]
