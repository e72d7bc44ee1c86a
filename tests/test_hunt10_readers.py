"""Answers in our format found wrong by the tenth reader hunt (the whole-sentence after-end rule
of ``closing.py``, block quotes and indented blocks after the end marker, and the note and
name-list elisions of ``placeholders.py``), and the classes they stand for.

A test passes when the answer is read as the model meant it or is not usable; it fails when the
answer comes back usable (clean, recovered or repaired) with files that are not what the model
meant. Every document is written the way a model writes it (no ``VERBATIM`` field).

How found: hand-written probes of each shape, run through ``parse_response`` on main at 53373a2
(after fix-after10 and fix-elide10); ``benchmarks/hunt_hunt10-readers.py`` counts generated ones
over real stdlib files.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

APP = (
    "import os\nimport json\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd())\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
# APP with one line changed: a new version of it, not a quote
APP_NEW = APP.replace("DEBUG = True", "DEBUG = False")


def model_doc(*files: tuple[str, str]) -> str:
    """A document in our format as a model writes it: header, blocks, end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def refused(text: str) -> None:
    """The answer must not be usable: its files are not what the model meant."""
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def indented(body: str, margin: str = "    ") -> str:
    return "".join(f"{margin}{line}".rstrip() + "\n" for line in body.rstrip("\n").split("\n"))


def quote(body: str) -> str:
    return "".join(f"> {line}".rstrip() + "\n" for line in body.rstrip("\n").split("\n"))


# -- after the end marker: a change inside a clause of a harmless shape ---------------------------
# Class: changed-after missed (the change rides inside one clause of a harmless shape: in a code
# span, which `_plain` blanks; in a parenthesis, which the clause splitter does not cut; after a
# verb outside `_BUT_CHANGES`, the deny-list that still weighs the rest of a use clause; or in
# the next clause behind ";" that names the file by a part of it, "line 4"). How found: probes
# of `sentence_is_harmless` with each shape and a change in it. What the library did:
# `recovered` (only `prose-after`), app.py written as the document holds it, the change lost.
CHANGE_IN_A_CLAUSE = {
    "code-span-at-the-top": "Run app.py with `DEBUG = False` at the top.",
    "type-span-into": "Type `DEBUG = False` into app.py.",
    "enter-span-in": "Enter `DEBUG = False` in app.py.",
    "parenthesis-but-first": "Run app.py (but first set DEBUG = False in it).",
    "is-the-one-where": "app.py is the one where DEBUG should be False.",
    "semicolon-line-should-read": "Review app.py; line 4 should read DEBUG = False.",
}


@pytest.mark.parametrize("sentence", CHANGE_IN_A_CLAUSE.values(), ids=CHANGE_IN_A_CLAUSE.keys())
def test_a_change_inside_a_harmless_clause_after_the_end_marker_is_not_lost(sentence: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + sentence + "\n")


# -- after the end marker: a new version as a block quote or an indented block --------------------
# Class: rewrite-after missed (a `>` block quote or an indented block that is the written file with
# one line changed, under an explanation's intro, under a list item, or under no intro at all, is
# taken for a quote; the same block in a fence is refused). How found: probes of `_quoted_block`
# and `_indented_file` beside the fenced ones. What the library did: `recovered` (only
# `prose-after`), app.py as written, the new version (DEBUG = False) lost with no diagnostic.
REWRITE_BLOCKS = {
    "note-how-then-quote": "Note how app.py starts:\n\n" + quote(APP_NEW),
    "note-how-then-indented": "Note how app.py starts:\n\n" + indented(APP_NEW),
    "list-item-then-indented": "- In app.py:\n\n" + indented(APP_NEW, "      "),
    "numbered-item-then-indented": "1. Open app.py and look at it:\n\n"
    + indented(APP_NEW, "       "),
    "indented-no-intro": indented(APP_NEW),
}


@pytest.mark.parametrize("tail", REWRITE_BLOCKS.values(), ids=REWRITE_BLOCKS.keys())
def test_a_new_version_as_a_quote_or_indented_block_is_not_read_as_a_quote(tail: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + tail)


def test_control_the_same_new_version_in_a_fence_is_refused() -> None:
    """The fenced form of the first case above is refused: the quote forms should be too."""
    refused(
        model_doc(("app.py", APP)) + "\nNote how app.py starts:\n\n```python\n" + APP_NEW + "```\n"
    )


# -- elisions: name lists the `_names_left_out` rule misses ---------------------------------------
# Class: elided-code missed (a comment that opens with dots and names the left-out functions in a
# shape outside `_NAME_LIST`/`_NAMED_STATE`: backticks, "&", the state in parentheses after the
# names, "omitted for brevity", "the b and c functions are", a kind word before a parenthesis,
# dots inside brackets). How found: variations of the note_lines.tsv rows that pass. What the
# library did: `clean`, m.py written with b and c gone.
MODULE = "def a():\n    return 1\n\n\n{note}\n\n\ndef d():\n    return 4\n"
NAME_LISTS = {
    "state-in-parentheses": "# ... b and c (unchanged)",
    "backticks": "# ... `b` and `c` unchanged",
    "ampersand": "# ... b & c unchanged",
    "omitted-for-brevity": "# ... b, c omitted for brevity",
    "the-functions-are": "# ... the b and c functions are unchanged",
    "kind-then-parenthesis": "# \u2026 other functions (b, c) unchanged",
    "as-is-in-parentheses": "# ... (b, c) as-is",
    "colon-before-state": "# ... b, c: unchanged",
    "dots-in-brackets": "# [... b and c unchanged ...]",
}


@pytest.mark.parametrize("note", NAME_LISTS.values(), ids=NAME_LISTS.keys())
def test_a_comment_naming_left_out_functions_is_an_elision(note: str) -> None:
    refused(model_doc(("m.py", MODULE.format(note=note))))


# -- elisions: notes of a documentation page the `_note_line` rule misses -------------------------
# Class: elided-code missed (a note of left-out text in a page: a table row, a link inside the
# note, a Markdown comment `[//]: #`, an AsciiDoc comment block, angle brackets in a .txt, a note
# under .mdx, bare "[...]"). How found: probes beside the note_lines.tsv rows. What the library
# did: `clean`, the page written with its sections gone.
README = "# Tool\n\nA small tool.\n\n## Install\n\n{note}\n\n## License\n\nMIT\n"
DOC_NOTES = {
    "table-row": ("README.md", "| ... | (other rows unchanged) |"),
    "table-row-words": ("README.md", "| ... rest of the table unchanged ... |"),
    "link-inside": ("README.md", "[... rest unchanged, see [docs](docs/x.md) ...]"),
    "markdown-comment": ("README.md", "[//]: # (rest unchanged)"),
    "bare-brackets-dots": ("README.md", "[...]"),
    "mdx-page": ("README.mdx", "[... rest unchanged ...]"),
    "asciidoc-comment-block": ("docs/guide.adoc", "////\nrest unchanged\n////"),
    "txt-angle-brackets": ("notes.txt", "<rest unchanged>"),
}


@pytest.mark.parametrize(("path", "note"), DOC_NOTES.values(), ids=DOC_NOTES.keys())
def test_a_note_of_left_out_text_in_a_page_is_an_elision(path: str, note: str) -> None:
    refused(model_doc((path, README.format(note=note))))
