"""The edit readers one rule at a time, and what must hold of every edit answer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec import FileOperation, Hunk, OperationKind, Severity, Status, parse_response
from artifact_codec.diagnostics import Diagnostics, Locator
from artifact_codec.format.content import edit_block_kind
from artifact_codec.ingest.edits import EditReading, holds_edit_signs, read_edits
from artifact_codec.ingest.edits.reading import label_path

CASES = sorted((Path(__file__).parent / "data" / "edits").glob("*/*.txt"))
CASES = [case for case in CASES if case.with_suffix(".json").exists()]


def read(text: str, **options: object) -> tuple[EditReading, list[str]]:
    notes = Diagnostics(Locator(text))
    reading = read_edits(text, notes, **options)  # type: ignore[arg-type]
    return reading, [d.code for d in notes.finish() if d.severity is Severity.ERROR]


def plain(reading: EditReading) -> list[FileOperation]:
    return [op.without_place() for op in reading.operations]


def hunks(reading: EditReading) -> list[tuple[str, str, str]]:
    return [(op.path, h.old, h.new) for op in reading.operations for h in op.hunks]


def edit(path: str, *hunks: tuple[str, str]) -> FileOperation:
    return FileOperation(
        kind=OperationKind.EDIT, path=path, hunks=tuple(Hunk(old=o, new=n) for o, n in hunks)
    )


SR = "{label}<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n"


# -- path labels ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "path"),
    [
        ("app.py", "app.py"),
        ("### src/app.py", "src/app.py"),
        ("**app.py**", "app.py"),
        ("`app.py`", "app.py"),
        ("app.py:", "app.py"),
        ("File: app.py", "app.py"),
        ("Makefile", "Makefile"),
        ("Here are the changes:", None),
        ("Changes:", None),
        ("...", None),
        ("<<<<<<< SEARCH", None),
        ("", None),
    ],
)
def test_a_label_is_a_path_never_prose(line: str, path: str | None) -> None:
    assert label_path(line) == path


def test_a_label_may_stand_before_a_blank_line_and_the_fence() -> None:
    text = "### app.py\n\n```python\n" + SR.format(label="", old="a\n", new="b\n") + "```\n"
    reading, errors = read(text)
    assert plain(reading) == [edit("app.py", ("a\n", "b\n"))]
    assert errors == []


def test_a_block_after_prose_belongs_to_the_file_before_it() -> None:
    first = SR.format(label="app.py\n", old="a\n", new="b\n")
    second = SR.format(label="Then change this too:\n", old="c\n", new="d\n")
    reading, _ = read(first + "\n" + second)
    assert plain(reading) == [edit("app.py", ("a\n", "b\n"), ("c\n", "d\n"))]


def test_blocks_of_one_file_between_other_files_stay_in_order() -> None:
    text = "".join(
        SR.format(label=f"{path}\n", old=f"{n}\n", new=f"{n}{n}\n")
        for n, path in enumerate(("a.py", "b.py", "a.py"))
    )
    reading, _ = read(text)
    assert [(op.path, len(op.hunks)) for op in reading.operations] == [
        ("a.py", 1),
        ("b.py", 1),
        ("a.py", 1),
    ]


# -- the block that starts first holds what follows ------------------------------------------


def test_a_diff_inside_a_search_replace_block_is_its_text() -> None:
    diff = "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"
    text = SR.format(label="fix.patch\n", old=diff, new=diff.replace("+b", "+c"))
    reading, errors = read(text)
    assert plain(reading) == [edit("fix.patch", (diff, diff.replace("+b", "+c")))]
    assert errors == []


def test_a_search_line_inside_a_diff_is_its_text() -> None:
    text = "--- a/p.md\n+++ b/p.md\n@@ -1,2 +1,2 @@\n <<<<<<< SEARCH\n-old\n+new\n"
    reading, _ = read(text)
    assert hunks(reading) == [("p.md", "<<<<<<< SEARCH\nold\n", "<<<<<<< SEARCH\nnew\n")]


def test_a_patch_quoting_other_conventions_keeps_them_as_lines() -> None:
    text = (
        "*** Begin Patch\n*** Update File: notes.md\n@@\n <<<<<<< SEARCH\n--- old\n++++ new\n"
        "*** End Patch\n"
    )
    reading, errors = read(text)
    old, new = "<<<<<<< SEARCH\n-- old\n", "<<<<<<< SEARCH\n+++ new\n"
    assert plain(reading) == [edit("notes.md", (old, new))]
    assert errors == []


def test_a_search_line_inside_a_search_block_refuses_the_file() -> None:
    # The second SEARCH line is a line of the first block's text (the file documents aider):
    # nothing of the file is read, and no label inside the block names another file.
    text = "a.md\n<<<<<<< SEARCH\nx\n=======\nother.py\n"
    text += "<<<<<<< SEARCH\ny\n=======\nz\n>>>>>>> REPLACE\n"
    reading, errors = read(text)
    assert reading.operations == []
    assert "edit-malformed" in errors


# -- line endings, final newlines, unicode ---------------------------------------------------


def test_a_crlf_file_quoted_in_an_lf_answer_keeps_its_cr() -> None:
    text = "app.py\n<<<<<<< SEARCH\na = 1\r\n=======\na = 2\r\n>>>>>>> REPLACE\n"
    reading, _ = read(text)
    assert plain(reading) == [edit("app.py", ("a = 1\r\n", "a = 2\r\n"))]


def test_a_crlf_answer_is_read_as_lf() -> None:
    text = SR.format(label="app.py\n", old="a\n", new="b\n").replace("\n", "\r\n")
    result = parse_response(text)
    assert [op.without_place() for op in result.edits] == [edit("app.py", ("a\n", "b\n"))]


def test_no_newline_at_end_of_file_applies_to_the_side_of_the_line_before() -> None:
    text = "--- a/t\n+++ b/t\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
    reading, _ = read(text)
    assert hunks(reading) == [("t", "a\nb", "a\nc\n")]


def test_a_counted_hunk_reads_header_like_lines_as_its_body() -> None:
    # '--- x' and '+++ y' are the deleted line '-- x' and the added '++ y': the counts say so.
    text = "--- a/t\n+++ b/t\n@@ -1,2 +1,2 @@\n keep\n--- x\n+++ y\n"
    reading, errors = read(text)
    assert hunks(reading) == [("t", "keep\n-- x\n", "keep\n++ y\n")]
    assert errors == []


def test_unicode_and_marker_like_lines_survive() -> None:
    old = "s = 'naïve ✅'\n@@ not a hunk @@\n"
    text = SR.format(label="u.py\n", old=old, new=old.upper())
    reading, _ = read(text)
    assert plain(reading) == [edit("u.py", (old, old.upper()))]


# -- cut off ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("finish", "code"), [("length", "edit-truncated"), ("stop", "edit-malformed")]
)
def test_a_counted_hunk_cut_short(finish: str, code: str) -> None:
    text = "--- a/t\n+++ b/t\n@@ -1,3 +1,3 @@\n a\n-b\n"
    reading, errors = read(text, finish=finish)
    assert reading.operations == []
    assert code in errors


def test_an_uncounted_hunk_cut_inside_a_line_is_not_read() -> None:
    reading, errors = read("```diff\n--- a/t\n+++ b/t\n@@ ... @@\n-return x\n+retu")
    assert reading.operations == []
    assert "edit-truncated" in errors


def test_a_function_call_without_its_end_is_cut_off_unless_the_model_stopped() -> None:
    text = "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
    text += "<parameter=path>a.py</parameter>\n<parameter=old_str>x</parameter>\n"
    reading, errors = read(text)
    assert reading.operations == []
    assert "edit-truncated" in errors
    reading, errors = read(text, finish="stop")
    assert plain(reading) == [edit("a.py", ("x", ""))]


def test_with_a_length_stop_the_last_file_read_is_dropped() -> None:
    text = "".join(SR.format(label=f"{path}\n", old="a\n", new="b\n") for path in ("a.py", "b.py"))
    reading, errors = read(text, finish="length")
    assert [op.path for op in reading.operations] == ["a.py"]
    assert "edit-truncated" in errors


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CASES), st.floats(0, 1), st.sampled_from(["length", "filtered"]))
def test_an_answer_cut_anywhere_gives_only_operations_of_the_whole_answer(
    case: Path, where: float, finish: str
) -> None:
    """Never half-read: whatever a cut-off answer yields is an operation the whole answer
    yields too, exactly."""
    text = case.read_text("utf-8")
    whole, _ = read(text)
    cut, _ = read(text[: int(len(text) * where)], finish=finish)
    assert all(op in plain(whole) for op in plain(cut))


# -- refusals ---------------------------------------------------------------------------------


def test_a_lone_surrogate_in_a_tool_call_refuses_the_file() -> None:
    call = '{"command": "str_replace", "path": "a.py", "old_str": "x", "new_str": "\\ud800"}'
    reading, errors = read(call)
    assert reading.operations == []
    assert "lone-surrogate" in errors


def test_replace_all_and_undo_are_refused() -> None:
    calls = [
        {"path": "a.py", "old_string": "x", "new_string": "y", "replace_all": True},
        {"command": "undo_edit", "path": "b.py"},
    ]
    reading, errors = read(json.dumps(calls))
    assert reading.operations == []
    assert errors.count("edit-unsupported") == 2


def test_an_unsafe_path_refuses_that_file_only() -> None:
    text = SR.format(label="../etc/passwd\n", old="a\n", new="b\n")
    text += SR.format(label="ok.py\n", old="a\n", new="b\n")
    reading, errors = read(text)
    assert [op.path for op in reading.operations] == ["ok.py"]
    assert "unsafe-path" in errors


def test_a_malformed_block_drops_the_other_blocks_of_its_file() -> None:
    good = SR.format(label="a.py\n", old="a\n", new="b\n")
    bad = "a.py\n<<<<<<< SEARCH\nc\n>>>>>>> REPLACE\n"
    other = SR.format(label="b.py\n", old="a\n", new="b\n")
    reading, errors = read(good + bad + other)
    assert [op.path for op in reading.operations] == ["b.py"]
    assert "edit-malformed" in errors
    assert "edit-file-dropped" in errors


# -- in parse_response -----------------------------------------------------------------------


def test_an_answer_mixing_whole_files_and_edits_carries_both() -> None:
    text = (
        "**new.py**\n```python\nprint('new')\n```\n\n**app.py**\n```python\n"
        + SR.format(label="", old="a = 1\n", new="a = 2\n")
        + "```\n"
    )
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert [f.file_path for f in result.code.files] == ["new.py"]
    assert [op.without_place() for op in result.edits] == [edit("app.py", ("a = 1\n", "a = 2\n"))]


def test_an_edit_inside_an_artifact_block_takes_the_block_path() -> None:
    doc = (
        '{"total_files": 2}\n\n===FILE_CONTENT_BLOCK===\nPATH: b.py\n---\nb\n\n'
        "===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\n```diff\n@@ ... @@\n-x\n+y\n```\n\n"
        "===FILE_CONTENT_BLOCK===END\n"
    )
    result = parse_response(doc)
    assert result.status is Status.EDIT_BLOCKS
    assert [f.file_path for f in result.code.files] == ["b.py"]
    assert [op.without_place() for op in result.edits] == [edit("a.py", ("x\n", "y\n"))]
    assert result.edits[0].hunks[0].line == 12  # the place in the answer, not in the block


def test_feedback_names_a_malformed_block_with_its_place() -> None:
    result = parse_response("app.py\n<<<<<<< SEARCH\nx\n>>>>>>> REPLACE\n")
    assert result.status is Status.EDIT_BLOCKS
    feedback = result.feedback()
    assert "SEARCH/REPLACE block for app.py has no '=======' line" in feedback
    malformed = next(d for d in result.diagnostics if d.code == "edit-malformed")
    assert (malformed.line, malformed.column) == (2, 1)


def test_the_mistyped_closer_and_headerless_hunks_are_edit_blocks_not_files() -> None:
    # Markdown answers: a path label, a fence holding the edit.
    closer = "app.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n=======\n```\n"
    hunks = "app.py\n```python\n@@ ... @@\n-x = 1\n+x = 2\n```\n"
    for text in (closer, hunks):
        result = parse_response(text)
        assert result.status is Status.EDIT_BLOCKS
        assert not result.code.files
        assert [op.without_place() for op in result.edits] == [
            edit("app.py", ("x = 1\n", "x = 2\n"))
        ]
    assert edit_block_kind("app.py", "<<<<<<< SEARCH\nx\n=======\ny\n=======\n") == (
        "search/replace"
    )
    assert edit_block_kind("app.py", "@@ ... @@\n-x\n+y\n") == "diff"
    assert edit_block_kind("app.py", "@decorator\ndef f():\n    '@@ x @@'\n") is None


# -- hostile input: linear time ---------------------------------------------------------------


@pytest.mark.parametrize(
    "unit",
    [
        "<<<<<<< SEARCH\n",  # heads without dividers or closers
        "a.py\n<<<<<<< SEARCH\nx\n=======\ny\n",  # blocks never closed
        "--- a\n+++ b\n",  # file headers without hunks
        "@@ ... @@\n",  # hunk headers without bodies
        "*** Begin Patch\n*** Update File: a\n",  # patches never ended
        "<function=f>\n<parameter=path>",  # calls never closed
        '{"path": "a", "old_str": "x", "new_str": "y"}\n',  # many tool calls
    ],
)
def test_reading_edits_is_linear(unit: str) -> None:
    def run(text: str) -> None:
        read_edits(text, Diagnostics(Locator(text)))

    assert_linear(lambda k: unit * k, run, 500)


# -- what starts first holds what follows: files quoted inside edits are not files -------------


def test_a_fence_inside_an_edit_opens_no_file() -> None:
    # The new text of the edited Markdown file holds a path label and a fenced block: read
    # as Markdown, it would be a file setup.py.
    text = (
        "README.md\n<<<<<<< SEARCH\nInstall it.\n=======\nInstall it:\n\nsetup.py\n"
        "```python\nx = 1\n```\n>>>>>>> REPLACE\n"
    )
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert not result.code.files
    assert [op.path for op in result.edits] == ["README.md"]
    assert result.edits[0].hunks[0].new == "Install it:\n\nsetup.py\n```python\nx = 1\n```\n"


def test_a_document_being_edited_is_not_the_answer() -> None:
    fixture = '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n'
    text = (
        "tests/data/valid/one.txt\n```\n<<<<<<< SEARCH\n"
        + fixture
        + "=======\n"
        + fixture.replace("x = 1", "x = 2")
        + ">>>>>>> REPLACE\n```\n"
    )
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert not result.code.files
    assert [op.path for op in result.edits] == ["tests/data/valid/one.txt"]


def test_legacy_json_inside_an_edit_is_not_the_answer() -> None:
    text = (
        "answer.json\n<<<<<<< SEARCH\n"
        '{"files": [{"file_path": "a.py", "content": "x"}]}\n'
        "=======\n"
        '{"files": [{"file_path": "a.py", "content": "y"}]}\n'
        ">>>>>>> REPLACE\n"
    )
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert not result.code.files
    assert [op.path for op in result.edits] == ["answer.json"]


# -- the quick test before reading: a sign of an edit block in the region --------------------

_EVERY_SIGN = (
    "<<<<<",
    "*** Begin Patch",
    "diff --git ",
    "\n+++ ",
    "@@",
    "old_str",
    "old_string",
    "file_text",
    "insert_line",
    "<function=",
    "*** Add File: ",
    "*** Update File: ",
    "*** Delete File: ",
)
_SIGN_PIECES = st.sampled_from(
    [
        *_EVERY_SIGN,
        *("<", "<<", "<<<<", "@", "+", "+++", "+++ ", "\n", "*** Begin", " Patch", "x"),
        # pieces of the signs found by their middle or their end (a sign that begins before
        # the region and ends in it is not in it)
        *("Begin Patch", "** Begin Patch", "diff", "diff -", "--git ", "-git ", "_"),
        *("old", "ol", "d_str", "_str", "file", "e_text", "_text", "insert", "t_line", "_line"),
        *("File: ", "File:", "Add File: ", "** Update File: ", "*** Delete", "*** "),
    ]
)


@settings(max_examples=2000)
@example("a\n+++ b", 2, 10)  # the line break lies before the region
@example("+++ x\n", 0, 10)  # a +++ at the start of the text has no line break before it
@given(st.lists(_SIGN_PIECES, max_size=12).map("".join), st.integers(0, 60), st.integers(0, 80))
def test_the_quick_test_says_whether_the_region_holds_a_sign(
    text: str, start: int, length: int
) -> None:
    # Signs whose first character is rare are found by visiting that character's places, the
    # +++ line without its line break: the answer is still exactly "a sign lies in the region".
    end = start + length
    expected = any(sign in text[start:end] for sign in _EVERY_SIGN)
    assert holds_edit_signs(text, start, end) is expected
    assert holds_edit_signs(text, start) is any(sign in text[start:] for sign in _EVERY_SIGN)


@pytest.mark.parametrize(
    "unit",
    [
        *("a+++ ", "<<<<", "<", "@x", "+", "Begin Patch", "--git ", "x_str", "_", "_line"),
        *("File: ", "* Add File: ", "** Update File: "),
    ],
)
def test_the_quick_test_is_linear(unit: str) -> None:
    # Texts full of the rare first characters, with none of the signs: the walk hands over
    # to str.find, and each +++ without a line break is passed once.
    assert_linear(lambda n: unit * n, holds_edit_signs, 100_000)
