"""Edits in Markdown list items indented four spaces (fix-apply22): the fence and label lines
above an indented block are read without the item's indentation (the block's own margin,
``reading._margin``), as CommonMark reads a list item's lines. The relaxation reads where
the block's intro and label stand; the demo rules hold inside items as at the margin (the
twins below stay refused). Expected files written by hand: both stdlib files edited with
``  # fixed`` (hunt 18's), or the answer refused.
"""

from __future__ import annotations

import pytest
from test_hunt18_apply import _FILES, _ISKW, _MEANT_BOTH, _RENDER, _YIQ, _applied, _indent

from artifact_codec import apply_edits

_CONVENTIONS = ["search-replace", "str-replace"]  # (a diff or patch in an item: edit-in-container)


def _items(first: str, second: str, convention: str, prefix: str = "    ") -> str:
    render = _RENDER[convention]
    return (
        f"1. {first}\n\n"
        + _indent(render("colorsys.py", _YIQ, _YIQ + "  # fixed"), prefix)
        + f"2. {second}\n\n"
        + _indent(render("keyword.py", _ISKW, _ISKW + "  # fixed"), prefix)
    )


@pytest.mark.parametrize("prefix", ["    ", "   ", "\t"])
@pytest.mark.parametrize("convention", _CONVENTIONS)
def test_edits_in_indented_items_are_applied(convention: str, prefix: str) -> None:
    answer = _items("Fix `colorsys.py`:", "Then fix `keyword.py`:", convention, prefix)
    _applied(answer, _MEANT_BOTH)


# The demo twins: the same items, the first one shown, not meant. Never applied.
@pytest.mark.parametrize(
    ("first", "second"),
    [
        pytest.param("For example:", "Then fix `keyword.py`:", id="for-example"),
        pytest.param(
            "First, a quick demo of the edit format:", "Now the real edit:", id="demo-real"
        ),
        pytest.param(
            "Here is an example of the format:", "Now fix `keyword.py`:", id="example-format"
        ),
    ],
)
@pytest.mark.parametrize("convention", _CONVENTIONS)
def test_a_demo_in_an_indented_item_is_refused(convention: str, first: str, second: str) -> None:
    answer = _items(first, second, convention)
    assert not apply_edits(answer, dict(_FILES)).ok


@pytest.mark.parametrize("convention", _CONVENTIONS)
def test_a_second_edit_of_one_file_under_an_unread_item_is_refused(convention: str) -> None:
    # (an edit of the same file again, under an intro the library cannot read: two readings)
    render = _RENDER[convention]
    answer = (
        "1. Fix `colorsys.py`:\n\n"
        + _indent(render("colorsys.py", _YIQ, _YIQ + "  # fixed"), "    ")
        + "2. Ví dụ:\n\n"
        + _indent(render("colorsys.py", _YIQ, _YIQ + "  # demo"), "    ")
    )
    assert not apply_edits(answer, dict(_FILES)).ok


def test_a_fence_deeper_than_the_items_margin_is_no_fence_line() -> None:
    # A label, then a line of eight spaces and backticks, then the block at four: that line is
    # content (an indented code line of the item), not a fence: the label is not read through
    # it, and the block names no file: refused, never applied to colorsys.py.
    answer = (
        "1. Fix it:\n\n    colorsys.py\n        ```python\n    <<<<<<< SEARCH\n"
        f"    {_YIQ}\n    =======\n    {_YIQ}  # fixed\n    >>>>>>> REPLACE\n    ```\n"
    )
    assert not apply_edits(answer, dict(_FILES)).ok
