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


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            # (under a list item, the indented opener starts an HTML block: raw HTML, hidden)
            f"- the old template:\n\n    <!-- legacy\n\n**b.py**\n{F}python\n{B}{F}\n",
            id="indented-under-a-list-item",
        ),
        pytest.param(
            # (an unclosed inline opener hides nothing; the line opener after it does)
            f"Text <!-- kept.\n\n**a.py**\n{F}python\n{A}{F}\n\n"
            f"<!--\n**b.py**\n{F}python\n{B}{F}\n",
            id="line-opener-after-an-inline-one",
        ),
        pytest.param(
            # (a close after the file: the model may have meant to hide it, so it stays refused)
            f"Old <!-- version:\n\n**b.py**\n{F}python\n{B}{F}\n\n-->\n",
            id="inline-opener-closed-after-the-file",
        ),
    ],
)
def test_an_opener_that_may_hide_a_file_still_refuses_it(text: str) -> None:
    result = parse_response(text)
    assert not result.usable
    named = [d.message for d in result.diagnostics if d.code == "file-in-comment"]
    assert any("b.py" in m for m in named)
    assert not any("a.py" in m for m in named)
