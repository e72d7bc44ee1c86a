"""Hunt 30: the places of the HTML comments (``comment_regions``) against CommonMark's reading
of an answer holding edits. Expected values by hand: the files the model meant (a draft inside
``<!-- ... -->`` is not shown, so not meant)."""

from __future__ import annotations

from artifact_codec import apply_edits

F = "```"
SOURCE = {"a.py": "x = 1\ny = 1\n"}
DRAFT = f"a.py\n{F}python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 3\n>>>>>>> REPLACE\n{F}\n"
REAL = f"a.py\n{F}python\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n{F}\n"


def test_a_fence_left_open_in_a_list_item_ends_with_the_item() -> None:
    # CommonMark: the fence inside the list item closes when the item ends ("Then:" at the
    # margin); the <!-- line after it opens an HTML block that hides the draft up to -->.
    # Meant: only y changes (or a refusal). The comment finder keeps the item's fence open
    # (its own fence tracker knows no containers), so the <!-- is "in a fence" and the
    # commented draft x = 3 is applied with the real edit.
    answer = f"1. Run:\n   {F}\n   make\n\nThen:\n\n<!--\n{DRAFT}-->\n\n{REAL}"
    result = apply_edits(answer, dict(SOURCE))
    if result.ok:
        assert result.files == {"a.py": "x = 1\ny = 2\n"}
