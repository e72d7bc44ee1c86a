"""Hunt 24: an HTML comment opener that Markdown does not read as a comment. CommonMark opens
a comment that may hide a code block only at a line's start (an HTML block); a ``<!--`` in
the middle of a sentence with no ``-->`` after it, or in an indented code block, is literal
text. Expected values by hand: the files the answer writes."""

from __future__ import annotations

import pytest
from meant import files_of, hybrid_doc

from artifact_codec import parse_response

A = "x = 1\n"
B = "y = 2\n"
F = "```"


def _markdown(between: str) -> str:
    return f"**a.py**\n{F}python\n{A}{F}\n\n{between}\n\n**b.py**\n{F}python\n{B}{F}\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            _markdown("Everything after <!-- in the template is hidden, so I kept it short."),
            id="markdown-mid-sentence",
        ),
        pytest.param(
            _markdown(
                "The template's old block was opened with\n\n    <!-- legacy\n\nand I removed it."
            ),
            id="markdown-indented-code",
        ),
        pytest.param(
            "Everything after <!-- in a template is hidden, so a.py and b.py hold no markup.\n\n"
            + hybrid_doc(("a.py", A), ("b.py", B)),
            id="native-mid-sentence",
        ),
    ],
)
def test_a_comment_opener_markdown_does_not_read_hides_no_file(text: str) -> None:
    result = parse_response(text)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("a.py", A), ("b.py", B)]
