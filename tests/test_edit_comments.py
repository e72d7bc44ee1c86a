"""An edit inside an HTML comment of the Markdown answer (``<!-- ... -->``): commented out,
not shown. One computed fact (``edits.comment_regions``) every edit reader's blocks are
weighed by: the same edit inside a comment gives the same verdict in every convention, the
answer refused (never applied with it, never applied without it). Expected values by hand:
a.py's edit is ``y = 20``, b.py's ``q = 20``.

What is no comment: a ``<!--`` inside a fence or an inline code span (literal text), a
comment closed above the edit, and a ``<details>`` block (shown on a click: its edits are
meant, as a long diff folded away is).
"""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec import apply_edits
from artifact_codec.diagnostics import Diagnostics, Locator
from artifact_codec.ingest.edits import CONVENTION_TITLES, comment_regions, read_edits

_AB = {"a.py": "x = 1\ny = 2\nz = 3\n", "b.py": "p = 1\nq = 2\nr = 3\n"}
_MEANT = {"a.py": "x = 1\ny = 20\nz = 3\n", "b.py": "p = 1\nq = 20\nr = 3\n"}
_SR_A = "a.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n\n"
_D = "===FILE_CONTENT_BLOCK==="

#: The edit of b.py in each edit convention (the table's names), as a model writes it.
_B_EDITS = {
    "aider-search-replace": (
        "b.py\n```python\n<<<<<<< SEARCH\nq = 2\n=======\nq = 20\n>>>>>>> REPLACE\n```\n"
    ),
    "str-replace": (
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        "<parameter=path>b.py</parameter>\n<parameter=old_str>q = 2</parameter>\n"
        "<parameter=new_str>q = 20</parameter>\n</function>\n"
    ),
    "str-replace-json": (
        '{"command": "str_replace", "path": "b.py", "old_str": "q = 2", "new_str": "q = 20"}\n'
    ),
    "v4a-patch": (
        "*** Begin Patch\n*** Update File: b.py\n@@\n p = 1\n-q = 2\n+q = 20\n r = 3\n"
        "*** End Patch\n"
    ),
    "unified-diff": (
        "```diff\n--- a/b.py\n+++ b/b.py\n@@ -1,3 +1,3 @@\n p = 1\n-q = 2\n+q = 20\n r = 3\n```\n"
    ),
    "unified-diff-bare": (
        "--- a/b.py\n+++ b/b.py\n@@ -1,3 +1,3 @@\n p = 1\n-q = 2\n+q = 20\n r = 3\n"
    ),
}


def test_every_edit_convention_has_a_case() -> None:
    # (a convention added to the table without a case here fails this test; the format's
    # own blocks are read by the hybrid reader: their case is the next test's)
    covered = {name.removesuffix("-json").removesuffix("-bare") for name in _B_EDITS}
    assert covered | {"artifact"} == set(CONVENTION_TITLES)


@pytest.mark.parametrize("name", sorted(_B_EDITS))
def test_without_a_comment_both_edits_are_applied(name: str) -> None:
    # (the control: each case reads as the edit of b.py)
    result = apply_edits(_SR_A + _B_EDITS[name], dict(_AB))
    assert result.ok
    assert result.files == _MEANT


@pytest.mark.parametrize("name", sorted(_B_EDITS))
@pytest.mark.parametrize(
    "shape",
    [
        pytest.param("<!--\n{}-->\n", id="comment"),
        pytest.param("<!-- old version, kept for the record:\n\n{}\n-->\n", id="comment-words"),
        pytest.param("<!--\n{}", id="unclosed"),
        pytest.param("Note <!-- hidden:\n{}-->\n", id="inline-open"),
    ],
)
def test_an_edit_in_an_html_comment_refuses_the_answer(name: str, shape: str) -> None:
    result = apply_edits(_SR_A + shape.format(_B_EDITS[name]), dict(_AB))
    assert not result.ok


@pytest.mark.parametrize("name", ["str-replace", "str-replace-json", "v4a-patch", "unified-diff"])
def test_the_refusal_names_the_comment(name: str) -> None:
    text = _SR_A + "<!--\n" + _B_EDITS[name] + "-->\n"
    notes = Diagnostics(Locator(text))
    reading = read_edits(text, notes)
    assert [op.path for op in reading.operations] == ["a.py"]
    assert [d.code for d in notes.items if d.code == "edit-in-comment"] == ["edit-in-comment"]


def test_the_formats_own_edit_block_in_a_comment_is_refused() -> None:
    def block(path: str, old: str, new: str) -> str:
        return f"{_D}\nPATH: {path}\nOPERATION: edit\n---\n{_D}OLD\n{old}\n{_D}NEW\n{new}\n"

    answer = (
        "Here:\n\n"
        + block("a.py", "y = 2", "y = 20")
        + f"{_D}END\n\n<!--\n"
        + block("b.py", "q = 2", "q = 20")
        + f"{_D}END\n-->\n"
    )
    assert not apply_edits(answer, dict(_AB)).ok


@pytest.mark.parametrize("name", sorted(_B_EDITS))
@pytest.mark.parametrize(
    "shape",
    [
        # shown on a click: meant
        pytest.param("<details><summary>b.py</summary>\n\n{}\n</details>\n", id="details"),
        # a comment closed above the edit
        pytest.param("<!-- b.py next -->\n\n{}", id="closed-above"),
        pytest.param("<!--\nb.py next\n-->\n\n{}", id="closed-above-lines"),
    ],
)
def test_an_edit_outside_any_comment_is_applied(name: str, shape: str) -> None:
    result = apply_edits(_SR_A + shape.format(_B_EDITS[name]), dict(_AB))
    assert result.ok
    assert result.files == _MEANT


@pytest.mark.parametrize("name", sorted(_B_EDITS))
def test_a_comment_mark_inside_a_fence_is_literal_text(name: str) -> None:
    answer = "The page opens a comment:\n\n```html\n<!--\n```\n\n" + _SR_A + _B_EDITS[name]
    result = apply_edits(answer, dict(_AB))
    assert result.ok
    assert result.files == _MEANT


def test_a_comment_mark_in_inline_code_is_literal_text() -> None:
    answer = _SR_A + "In b.py (the `<!--` of the page aside):\n\n" + _B_EDITS["v4a-patch"]
    result = apply_edits(answer, dict(_AB))
    assert result.ok
    assert result.files == _MEANT


def test_an_html_files_own_comments_inside_its_edit_are_its_lines() -> None:
    files = {"p.html": "<p>a</p>\n<!-- nav\n<p>b</p>\n-->\n", "b.py": _AB["b.py"]}
    answer = (
        "p.html\n```html\n<<<<<<< SEARCH\n<!-- nav\n<p>b</p>\n=======\n<!-- menu\n<p>b</p>\n"
        ">>>>>>> REPLACE\n```\n\n" + _B_EDITS["v4a-patch"]
    )
    result = apply_edits(answer, dict(files))
    assert result.ok
    assert result.files == {
        "p.html": "<p>a</p>\n<!-- menu\n<p>b</p>\n-->\n",
        "b.py": _MEANT["b.py"],
    }


def test_comment_regions() -> None:
    text = "a\n<!-- x -->\n```\n<!--\n```\nb `<!--` c\n<!--\nd\n-->\ne\n<!--\nf\n"
    regions = comment_regions(text, 0, len(text), [])
    assert [text[s:e] for s, e in regions] == ["<!-- x -->", "<!--\nd\n-->", "<!--\nf\n"]


@pytest.mark.parametrize("name", sorted(_B_EDITS))
def test_a_comment_opened_again_on_the_line_another_closes_hides_its_edit(name: str) -> None:
    # (the second ``<!--`` stands after the first's ``-->`` on the same line)
    answer = _SR_A + "<!-- draft --> and <!-- the old one:\n" + _B_EDITS[name] + "-->\n"
    assert not apply_edits(answer, dict(_AB)).ok


def test_comment_regions_on_one_line_and_after_a_close() -> None:
    text = "a <!-- x --> b <!-- y\nz --> c `<!--` d <!-- w -->\nq <!-- r --> <!-- s\n-->"
    regions = comment_regions(text, 0, len(text), [])
    assert [text[s:e] for s, e in regions] == [
        "<!-- x -->",
        "<!-- y\nz -->",
        "<!-- w -->",
        "<!-- r -->",
        "<!-- s\n-->",
    ]


def test_comment_regions_of_a_long_line_of_comments_are_found_in_linear_time() -> None:
    assert_linear(
        lambda n: "<!-- a --> `<!--` " * n + "\n",
        lambda text: comment_regions(text, 0, len(text), []),
        2000,
    )


def test_comment_marks_inside_claimed_blocks_only_open_no_comment() -> None:
    # (the lead: a document whose only ``<!--`` are its files' text reads no line; a block
    # claimed from the middle of a line leaves that line's text before it Markdown's)
    text = "Intro\nFILE\n<!-- in the file -->\n<!-- open\nEND\nafter\n"
    block = (text.index("FILE"), text.index("END"))
    assert comment_regions(text, 0, len(text), [block]) == []
    mid = "see <!-- this\nx -->\n"
    inside = (mid.index("this"), len(mid))
    assert [mid[s:e] for s, e in comment_regions(mid, 0, len(mid), [inside])] == [
        "<!-- this\nx -->"
    ]


def test_fences_in_list_items_are_read_as_commonmark_reads_them() -> None:
    # By hand: where each <!-- ... --> stands, as CommonMark reads the list items' fences.
    fence = "```"
    note = "<!-- draft -->\n"
    # a fence on the item's marker line, its closer indented under it: closed, the note shown
    text = f"- {fence}bash\n  make\n  {fence}\n\n{note}"
    assert comment_regions(text, 0, len(text), []) == [(text.index("<!--"), len(text) - 1)]
    # a fence left open in an item ends with the item ("Then:" at the margin)
    text = f"1. Run:\n   {fence}\n   make\n\nThen:\n\n{note}"
    assert comment_regions(text, 0, len(text), []) == [(text.index("<!--"), len(text) - 1)]
    # a fence inside the item whose closer is at the margin: the closer meant (CommonMark
    # would open a fence there, hiding the note: the open fence is the side that hides)
    text = f"1. Run:\n   {fence}\n   make\n{fence}\n\n{note}"
    assert comment_regions(text, 0, len(text), []) == [(text.index("<!--"), len(text) - 1)]
    # lines of the item's fence, indented under it, stay in it: the <!-- is code
    text = f"1. Run:\n   {fence}html\n   <!-- x\n\n   y -->\n   {fence}\n"
    assert comment_regions(text, 0, len(text), []) == []
    # a nested item's fence, with a line of the outer item's content after a blank line
    text = f"- a\n  - {fence}\n    x\n  b <!-- c -->\n"
    assert comment_regions(text, 0, len(text), []) == [(text.index("<!--"), len(text) - 1)]


def test_a_comment_opened_in_a_block_quote_ends_with_the_quote() -> None:
    # By hand: CommonMark's HTML block in a quote ends at the first line not the quote's
    # (no lazy line), unless its --> comes first.
    text = "> a\n> <!-- b\n> c\n\nd\n"
    assert comment_regions(text, 0, len(text), []) == [
        (text.index("<!--"), text.index("\n\nd") + 1)
    ]
    text = "> <!-- b\n> c -->\nd\n"
    assert comment_regions(text, 0, len(text), []) == [(text.index("<!--"), text.index("\nd"))]
    # a draft edit inside the quote's comment is still inside it
    answer = (
        "> <!--\n> a.py\n> <<<<<<< SEARCH\n> x = 1\n> =======\n> x = 3\n> >>>>>>> REPLACE\n\n"
        "a.py\n```python\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"a.py": "x = 1\ny = 1\n"})
    if result.ok:
        assert result.files == {"a.py": "x = 1\ny = 2\n"}
