"""Hunt 30: the places of the HTML comments (``comment_regions``) against CommonMark's reading
of an answer holding edits. Expected values by hand: the files the model meant (a draft inside
``<!-- ... -->`` is not shown, so not meant)."""

from __future__ import annotations

from meant import files_of

from artifact_codec import apply_edits, parse_response

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


HTML = "<p>Hi</p>\n<!-- footer -->\n<footer>note</footer>\n"


def test_an_inline_opener_closed_only_inside_a_later_file_hides_nothing() -> None:
    # CommonMark: a <!-- in a sentence is a comment only when closed in its paragraph; the
    # only --> is index.html's own line, inside its fence. Nothing is hidden: the file is meant.
    answer = (
        "Everything after <!-- in a page is hidden by the browser, so I moved the note into "
        f"the footer.\n\n**index.html**\n{F}html\n{HTML}{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("index.html", HTML)]


def test_an_inline_opener_closed_only_inside_a_later_edit_hides_nothing() -> None:
    answer = (
        "Everything after <!-- in a page is hidden, so I changed the link text only.\n\n"
        f"index.html\n{F}html\n<<<<<<< SEARCH\n<!-- menu -->\n<a>old</a>\n=======\n"
        f"<!-- menu -->\n<a>new</a>\n>>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"index.html": "<nav>\n<!-- menu -->\n<a>old</a>\n</nav>\n"})
    assert result.ok, result.feedback()
    assert result.files == {"index.html": "<nav>\n<!-- menu -->\n<a>new</a>\n</nav>\n"}


def test_an_opener_in_a_double_backtick_code_span_is_literal() -> None:
    # `` <!-- `` is a code span (two backticks open it, two close it): literal text; the
    # comment finder counts backticks by parity, so two before the opener read as "outside".
    answer = (
        f"Write the note after a `` <!-- `` on its own line.\n\n**index.html**\n{F}html\n"
        f"{HTML}{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("index.html", HTML)]


def test_an_opener_in_a_block_quote_ends_with_the_quote() -> None:
    # CommonMark: the <!-- line inside the quote opens an HTML block of the quote; the quote
    # ends at the blank line (an HTML block takes no lazy lines), so nothing after it is hidden.
    answer = (
        "> You wrote\n>\n> <!-- the old draft\n\nHere is the file:\n\n"
        f"**a.py**\n{F}python\nx = 1\n{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("a.py", "x = 1\n")]


def test_an_opener_quoted_from_the_user_hides_no_edit() -> None:
    answer = (
        "> Your page starts with\n>\n> <!-- TODO: fix the nav\n\nHere is the fix:\n\n"
        f"index.html\n{F}html\n<<<<<<< SEARCH\n<a>old</a>\n=======\n<a>new</a>\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    page = "<!-- TODO: fix the nav -->\n<a>old</a>\n"
    result = apply_edits(answer, {"index.html": page})
    assert result.ok, result.feedback()
    assert result.files == {"index.html": "<!-- TODO: fix the nav -->\n<a>new</a>\n"}


def test_a_fence_opened_on_a_list_marker_line_closes_on_its_closer() -> None:
    # "- ```bash" opens a fence in the list item and "  ```" closes it (CommonMark); the
    # <!-- after the list opens an HTML block hiding the draft up to -->. The comment finder
    # knows no fence after a list marker, so it reads the closer "  ```" as an opener, the
    # <!-- as fence text, and the commented draft x = 3 is applied with the real edit.
    for item in (f"- {F}bash\n  make\n  {F}\n\n", f"1. {F}bash\n   make\n   {F}\n\n"):
        result = apply_edits(f"{item}<!--\n{DRAFT}-->\n\n{REAL}", dict(SOURCE))
        if result.ok:
            assert result.files == {"a.py": "x = 1\ny = 2\n"}, item
