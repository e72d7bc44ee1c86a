"""hunt2-edits: failing tests found by attacking the edit readers and the edit transaction.

Each test is one finding: a minimized input, what a demanding user expects, and a comment
saying the class, how it was found and what the library did. These tests fail by design until
the library is fixed. ``benchmarks/hunt_hunt2-edits.py`` re-runs the random generators.

What held (probed, no finding): the same SEARCH text in two places (refused as ambiguous);
str_replace `old_str` twice, empty `old_str`, `insert_line` past the end or negative; absolute
and `/workspace/` paths, `..`, writer-reserved names (`.artifact-codec/...`); a rename onto an
existing file (refused), a swap of two files through a third name, a rename through a
symbolic-link folder, a delete of a folder or of a symbolic link (refused, nothing written);
a hard-linked file (replaced, the other link untouched); an answer kept in the target that
deletes itself, also through a symlinked folder or a hard link (exit 2); NFC/NFD and
case-only twins (refused on disk); git copies, binary patches under `diff --git`, mode-only
diffs, `/dev/null` with old lines; V4A `*** Move to` after a chunk or twice, a patch without
`*** End Patch` followed by prose or an aider block; diffs quoted indented in prose; `dumps`
then `loads`/`parse_response`/the stream reader of every operation kind (but an anchor
holding OLD); whole files holding edit instructions written by `dumps`; CRLF, mixed and
missing final line breaks; two successive changes of one file in two conventions.
"""

from __future__ import annotations

from pathlib import Path

from artifact_codec import (
    FileOperation,
    GeneratedCode,
    Hunk,
    apply_edits,
    dumps,
    loads,
    parse_response,
)
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.ingest.stream import FileCompleted, parse_stream
from artifact_codec.write.edits import apply_to_folder


def _applied(answer: str, files: dict[str, str]) -> dict[str, str] | None:
    """The files after the answer's edits, or None when they were refused."""
    result = apply_edits(parse_response(answer), files)
    if result.feedback():
        return None
    return dict(result.files)


# -- class: aider block path inherited across a prose line that names another file ------------
# Found by hand (brief: "file name lines that are prose"). A SEARCH/REPLACE block whose label
# line is prose ("Now in b.py:") names no path by the label rule, so the block inherits the
# file of the block before it (a.py). The prose names another file: there is another reading
# (b.py), and the inherited one applied `ok` to a.py, which also held the searched line. The
# library wrote `x = 3` into a.py and left b.py alone. Expected: b.py edited, or the block
# refused (edit-no-path / ambiguous) naming the prose line; never a.py edited as `ok`.
def test_prose_label_naming_another_file_is_not_the_previous_file() -> None:
    answer = (
        "a.py\n```python\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n```\n\n"
        "Now in b.py:\n\n"
        "```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 3\n>>>>>>> REPLACE\n```\n"
    )
    files = {"a.py": "x = 1\ny = 1\n", "b.py": "x = 1\n"}
    after = _applied(answer, files)
    assert after is None or after == {"a.py": "x = 1\ny = 2\n", "b.py": "x = 3\n"}, after


def test_headerless_hunk_after_prose_naming_another_file_is_not_the_previous_file() -> None:
    # The same class in the diff reader: hunks without ---/+++ lines after prose that names
    # b.py ("Now in b.py:") belonged to a.py, the file of the diff before them; `ok`, a.py
    # got `x = 2` and b.py was left alone.
    answer = (
        "--- a/a.py\n+++ b/a.py\n@@ -2 +2 @@\n-y = 1\n+y = 5\n\n"
        "Now in b.py:\n\n```diff\n@@ ... @@\n-x = 1\n+x = 2\n```\n"
    )
    after = _applied(answer, {"a.py": "x = 1\ny = 1\n", "b.py": "x = 1\n"})
    assert after is None or after == {"a.py": "x = 1\ny = 5\n", "b.py": "x = 2\n"}, after


# -- class: a whole file and an edit of the same file in one answer: the change applied twice --
# Found by hand (brief: "mixing whole files and edits: is any file applied twice?"). The
# answer sends the new a.py whole and the same change as an aider block that appends (empty
# SEARCH). apply_edits applies the whole files first and then the edits on top of them, so
# the appended line is in a.py twice; the result was `ok` with 'x = 1\nz = 3\nz = 3\n'.
# Both orders of the two blocks give the same doubled file. Expected: a refusal that names
# a.py (two operations on one file, a whole file and an edit: which is meant?), or one of the
# two readings ('x = 1\nz = 3\n'); never a file that neither block wrote.
def test_whole_file_and_append_of_same_file_do_not_apply_twice() -> None:
    whole = "a.py\n```python\nx = 1\nz = 3\n```\n"
    append = "a.py\n```python\n<<<<<<< SEARCH\n=======\nz = 3\n>>>>>>> REPLACE\n```\n"
    files = {"a.py": "x = 1\n"}
    for answer in (whole + "\nThat is:\n\n" + append, append + "\nThe full a.py now:\n\n" + whole):
        after = _applied(answer, files)
        assert after is None or after == {"a.py": "x = 1\nz = 3\n"}, (answer, after)


def test_whole_file_and_context_insertion_of_same_file_do_not_apply_twice() -> None:
    # The same class with context (found by the `whole-and-edit` generator, 2 of 30 with
    # seed 1): the block keeps `import os` and adds `import sys`; the whole file has both.
    # The result was `ok` with 'import os\nimport sys\nimport sys\n\nprint(os.sep)\n'.
    edit = (
        "a.py\n```python\n<<<<<<< SEARCH\nimport os\n=======\nimport os\nimport sys\n"
        ">>>>>>> REPLACE\n```\n"
    )
    whole = "a.py\n```python\nimport os\nimport sys\n\nprint(os.sep)\n```\n"
    after = _applied(
        edit + "\nThe full file:\n\n" + whole, {"a.py": "import os\n\nprint(os.sep)\n"}
    )
    assert after is None or after == {"a.py": "import os\nimport sys\n\nprint(os.sep)\n"}, after


# -- class: whole files applied before every edit, whatever the answer's order ---------------
# Found by hand. The answer deletes b.py (V4A `*** Delete File`), then sends a new b.py
# whole. Read in the answer's order, b.py ends as 'x = 5\n'; apply_edits applies the whole
# files first and the delete last, so b.py was deleted and the result was `ok`: the file the
# model sent last was dropped silently. Expected: the answer's order ('x = 5\n'), or a
# refusal naming b.py (deleted and written in one answer).
def test_delete_then_whole_file_keeps_the_whole_file() -> None:
    answer = (
        "*** Begin Patch\n*** Delete File: b.py\n*** End Patch\n\n"
        "Here is the new b.py:\n\nb.py\n```python\nx = 5\n```\n"
    )
    files = {"a.py": "x = 1\n", "b.py": "x = 1\n"}
    after = _applied(answer, files)
    assert after is None or after == {"a.py": "x = 1\n", "b.py": "x = 5\n"}, after


# -- class: an edit and a delete of one file in one answer ----------------------------------
# Found by hand (brief: "an edit and a delete of one file in one answer"). docs/edits.md says
# of apply_to_folder: "a file named twice (`./x` edited and `x` deleted) ... is refused (rules
# `duplicate`, ...)". A V4A patch that updates `./a.py` and then deletes `a.py` was applied
# `ok`: apply_edits runs the update, then the delete, and the writer only sees one change
# (a.py: deleted), so a.py was deleted from disk and `artifact-codec apply` exited 0. The edit
# the model wrote was dropped silently. Expected: refused (duplicate), nothing deleted.
def test_edit_and_delete_of_one_file_is_refused_on_disk(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n")
    answer = (
        "*** Begin Patch\n*** Update File: ./a.py\n@@\n-x = 1\n+x = 2\n"
        "*** Delete File: a.py\n*** End Patch\n"
    )
    outcome = apply_to_folder(answer, tmp_path)
    assert not outcome.ok
    assert (tmp_path / "a.py").read_text() == "x = 1\n"


def test_edit_and_delete_of_one_file_is_not_ok_in_memory() -> None:
    answer = (
        "*** Begin Patch\n*** Update File: a.py\n@@\n-x = 1\n+x = 2\n"
        "*** Delete File: a.py\n*** End Patch\n"
    )
    assert _applied(answer, {"a.py": "x = 1\n"}) is None


def test_edit_and_delete_of_one_file_in_our_format_is_refused() -> None:
    # The same class in the format's own model: GeneratedCode refuses a path that is both a
    # whole file and an operation's path ("send the file whole or as operations"), but an
    # edit of b.py and a delete of ./b.py were accepted, dumps wrote them, and apply_edits
    # applied the document `ok` (b.py deleted, its edit dropped). Expected: refused as the
    # whole-file case is, or not applied.
    operations = [
        FileOperation(kind="edit", path="b.py", hunks=[Hunk(old="x = 1\n", new="x = 2\n")]),
        FileOperation(kind="delete", path="./b.py"),
    ]
    try:
        code = GeneratedCode(edits=operations)
    except ValueError:
        return
    assert _applied(dumps(code), {"b.py": "x = 1\n"}) is None


def test_two_whole_contents_for_one_file_in_our_format_are_refused() -> None:
    # The same class: two `replace` operations of b.py with two contents (the last won), and
    # a `replace` then a `delete` of b.py (the content was dropped), were accepted by
    # GeneratedCode and applied `ok`. Two whole files with one path are refused (duplicate);
    # two whole contents of one path as operations have the same two readings.
    for operations in (
        [
            FileOperation(kind="replace", path="b.py", content="1\n"),
            FileOperation(kind="replace", path="b.py", content="2\n"),
        ],
        [
            FileOperation(kind="replace", path="b.py", content="1\n"),
            FileOperation(kind="delete", path="b.py"),
        ],
    ):
        try:
            code = GeneratedCode(edits=operations)
        except ValueError:
            continue
        assert _applied(dumps(code), {"b.py": "b\n"}) is None, operations


# -- class: our format: OLD/NEW hunk lines in a block without OPERATION ----------------------
# Found by the artifact-format probes (an edit block whose `OPERATION: edit` line the model
# forgot). The block is a whole file by the format's rules, but its body is hunk lines
# (`<delimiter>OLD`, old text, `<delimiter>NEW`, new text). `loads` returned a.py with the
# content '' (the hunk lines and their texts vanished: data lost, no error), and
# `parse_response` returned status `clean` with a.py == '', which apply_edits then wrote over
# the real a.py. Expected: `loads` raises a typed error naming the block; `parse_response`
# is not usable with an empty a.py (refuse, or read the hunks as the edit they are).
_D = "===FILE_CONTENT_BLOCK==="
_NO_OPERATION = (
    '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
    f"{_D}\nPATH: a.py\n---\n{_D}OLD\nx = 1\n{_D}NEW\nx = 2\n{_D}END\n"
)


def test_hunk_lines_without_operation_are_not_an_empty_file_in_loads() -> None:
    try:
        code = loads(_NO_OPERATION)
    except ArtifactCodecError:
        return
    assert [(f.file_path, f.content) for f in code.files] != [("a.py", "")], code


def test_hunk_lines_without_operation_are_not_a_clean_empty_file() -> None:
    result = parse_response(_NO_OPERATION)
    files = {f.file_path: f.content for f in result.code.files}
    assert not (result.status.value in ("clean", "recovered", "repaired") and files == {"a.py": ""})
    assert _applied(_NO_OPERATION, {"a.py": "x = 1\n"}) in (None, {"a.py": "x = 2\n"})


def test_hunk_lines_without_operation_stream_no_empty_file() -> None:
    # The same class, through the stream reader: FileCompleted(a.py, content '') was emitted
    # (a consumer that writes files as they complete empties a.py) and the result was clean.
    chunks = [_NO_OPERATION[i : i + 5] for i in range(0, len(_NO_OPERATION), 5)]
    events = list(parse_stream(chunks))
    completed = [e.file for e in events if isinstance(e, FileCompleted)]
    assert all(f.content != "" for f in completed), completed


# -- class: our format: a replace/create block whose body is hunk lines ----------------------
# Found by the same probes (the model wrote OPERATION: replace where it meant edit). `loads`
# refuses the document ("the replace block of a.py has hunks (OLD lines)"), but the lenient
# reader of parse_response reads a `replace` of a.py whose content is the hunk lines verbatim
# (the delimiter lines included), with only info notes, and apply_edits applied it `ok`:
# a.py became '===FILE_CONTENT_BLOCK===OLD\nx = 1\n===FILE_CONTENT_BLOCK===NEW\nx = 2\n'.
# Expected: refused as `loads` refuses it (a block that breaks its rules), naming the block.
def test_replace_block_holding_hunk_lines_is_not_applied() -> None:
    for operation in ("replace", "create"):
        answer = (
            '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
            f"{_D}\nPATH: a.py\nOPERATION: {operation}\n---\n"
            f"{_D}OLD\nx = 1\n{_D}NEW\nx = 2\n{_D}END\n"
        )
        files = {"a.py": "x = 1\n"} if operation == "replace" else {}
        after = _applied(answer, files)
        assert after is None or _D not in after.get("a.py", ""), (operation, after)


# -- class: a str_replace call quoted in a prose sentence is applied ------------------------
# Found by hand (brief: "wrapped in prose that quotes the format"). The same check holds for
# the other conventions: an indented diff in prose and a `*** Begin Patch` inside a sentence
# are not read. A JSON tool call inside inline code in a sentence ("Each call has the shape
# `{...}`.", "a call such as `{...}` would have broken b.py, so I did not make it.") was read
# as a call and applied `ok`: b.py became 'x = 99\n'. Expected: an object inside inline code
# in a line of prose is not a call (b.py untouched), or the answer is refused naming it.
def test_tool_call_quoted_inline_in_prose_is_not_applied() -> None:
    quoted = '`{"command": "str_replace", "path": "b.py", "old_str": "x = 1", "new_str": "x = 99"}`'
    real = '{"command": "str_replace", "path": "a.py", "old_str": "y = 1", "new_str": "y = 2"}'
    files = {"a.py": "x = 1\ny = 1\n", "b.py": "x = 1\n"}
    for answer in (
        f"Each call has the shape {quoted}. Here is mine:\n\n{real}\n",
        f"{real}\n\nNote: a call such as {quoted} would have broken b.py, so I did not make it.\n",
    ):
        after = _applied(answer, files)
        assert after is None or after["b.py"] == "x = 1\n", (answer, after)


# -- class: a numberless diff hunk runs on over a blank line into a '+' bullet list ----------
# Found by hand (brief: unified diffs, "hunks without numbers"). An unfenced aider-style hunk
# (`@@ ... @@`) ends "at the first line that is no body line"; an empty line is read as an
# empty context line whose space was lost. So the blank line after the hunk and the Markdown
# '+' bullets after it (prose: "+ y is now 2") were read as lines the hunk adds, and the
# result was `ok` with ' y is now 2\n x is kept\n' written into a.py. The other reading (the
# hunk ends at the blank line) gives another file, and no diagnostic named it. Expected: the
# hunk as the model meant it ('x = 1\ny = 2\n\nz = 1\n'), or a refusal naming the blank line.
def test_numberless_hunk_does_not_swallow_plus_bullets_after_a_blank_line() -> None:
    answer = (
        "--- a/a.py\n+++ b/a.py\n@@ ... @@\n x = 1\n-y = 1\n+y = 2\n\n+ y is now 2\n+ x is kept\n"
    )
    after = _applied(answer, {"a.py": "x = 1\ny = 1\n\nz = 1\n"})
    assert after is None or after == {"a.py": "x = 1\ny = 2\n\nz = 1\n"}, after


def test_patch_without_end_does_not_swallow_plus_bullets_after_a_blank_line() -> None:
    # The same class in the V4A reader: a patch without `*** End Patch` from a model that
    # stopped by itself is read to the end of the answer (patch-end-missing warning); the
    # blank line and the '+' bullet after it were read as lines of the chunk and applied `ok`:
    # a.py got the line ' y is now 2'. Expected: the chunk ends at the blank line, or refused.
    answer = "*** Begin Patch\n*** Update File: a.py\n@@\n x = 1\n-y = 1\n+y = 2\n\n+ y is now 2\n"
    files = {"a.py": "x = 1\ny = 1\n\nz = 1\n"}
    result = apply_edits(parse_response(answer, finish_reason="stop"), files)
    assert not result.ok or result.files == {"a.py": "x = 1\ny = 2\n\nz = 1\n"}, result.files


# -- class: a whole Markdown file that quotes a diff sample is read as an edit of another file
# Found by hand (brief: "mixing whole files and edits"; "is there another reading?"). A
# whole file docs/howto.md in a four-backtick fence quotes a sample diff of app.py in a nested
# ```diff fence. The same guide quoting a SEARCH/REPLACE sample is read as the whole file
# docs/howto.md (status recovered), but with the diff sample the guide is dropped and the
# sample is read as an edit of app.py: apply_edits was `ok`, app.py became 'x = 2\n' and
# docs/howto.md was never written. Expected: docs/howto.md written whole with app.py
# untouched (as for the SEARCH/REPLACE sample), or a refusal naming the block.
def test_markdown_file_quoting_a_diff_sample_is_not_an_edit_of_another_file() -> None:
    guide = (
        "# How to edit\n\n```diff\n--- a/app.py\n+++ b/app.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n```\n"
    )
    answer = f"Here is the new guide:\n\ndocs/howto.md\n````markdown\n{guide}````\n"
    after = _applied(answer, {"app.py": "x = 1\n"})
    assert after is None or after == {"app.py": "x = 1\n", "docs/howto.md": guide}, after


# -- class: a whole code file whose string literal holds edit instructions --------------------
# Found by hand, after the finding above (a test file for a patch tool, as models write for
# this very project). The fenced whole file tests/test_patch.py holds a diff, a V4A patch or
# a SEARCH/REPLACE block for app.py inside a triple-quoted string. Each time the test file
# was dropped (edit-blocks: "holds ... edit instructions, not the whole file") and the string
# was read as an edit of app.py: apply_edits was `ok` and app.py became 'x = 2\n'; the file
# the model wrote was never written. Expected: tests/test_patch.py written whole and app.py
# untouched, or a refusal; never an `ok` that edits app.py and loses the test file.
def test_code_file_whose_string_holds_edit_instructions_is_not_an_edit() -> None:
    samples = (
        "--- a/app.py\n+++ b/app.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n",
        "*** Begin Patch\n*** Update File: app.py\n@@\n-x = 1\n+x = 2\n*** End Patch\n",
        "app.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n",
    )
    for sample in samples:
        test_file = f'PATCH = """\\\n{sample}"""\n\n\ndef test_patch():\n    assert apply(PATCH)\n'
        answer = f"tests/test_patch.py\n```python\n{test_file}```\n"
        after = _applied(answer, {"app.py": "x = 1\n"})
        expected = {"app.py": "x = 1\n", "tests/test_patch.py": test_file}
        assert after is None or after == expected, (sample, after)


# -- class: Markdown/HTML markup of a label read into the path -------------------------------
# Found by a label sweep (34 label styles before an aider block with an empty SEARCH part,
# which creates the file). Common model styles such as `**File:** \`new.py\``, `**\`new.py\`:**`
# and `<code>new.py</code>` were read as the paths '`new.py', 'new.py`:' and 'new.py</code>'
# (likewise '"new.py"', "(new.py)", "[new.py]", "new.py:1"), and the file was created under
# that name with status `ok`; on disk `artifact-codec apply` creates a file named '`new.py'.
# Expected: the file new.py, or a refusal naming the label (never a file whose name holds
# the label's markup).
def test_label_markup_is_not_part_of_the_created_path(tmp_path: Path) -> None:
    block = "```python\n<<<<<<< SEARCH\n=======\nprint(1)\n>>>>>>> REPLACE\n```\n"
    for label in ("**File:** `new.py`", "**`new.py`:**", "<code>new.py</code>", '"new.py"'):
        result = apply_edits(f"{label}\n{block}", {})
        assert not result.ok or list(result.files) == ["new.py"], (label, list(result.files))
    apply_to_folder(f"**File:** `new.py`\n{block}", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) in ([], ["new.py"])


# -- class: our format: dumps output that loads refuses (an anchor holding "OLD") -------------
# Found by a random dumps/loads round trip (3,000 edit sets of every operation with texts cut
# from the standard library and format-like atoms; 65 raised). Any hunk anchor that holds
# the letters OLD ("def GOLD():", "class OLD_API:", "# OLD") is written by dumps as
# `<delimiter>OLD {"anchor": "def GOLD():"}`, and loads raised ArtifactDecodeError "the fields
# on its OLD line are not a JSON object" on the document dumps had just written
# (parse_response reads it back right). Expected: loads(dumps(code)) == code.
def test_dumps_loads_round_trip_of_an_anchor_holding_old() -> None:
    for anchor in ("def GOLD():", "class OLD_API:", "# OLD"):
        hunk = Hunk(old="x\n", new="y\n", anchor=anchor)
        code = GeneratedCode(edits=[FileOperation(kind="edit", path="a.py", hunks=[hunk])])
        document = dumps(code)
        try:
            back = loads(document)
        except ArtifactCodecError as error:
            raise AssertionError(f"loads refused what dumps wrote ({anchor!r}): {error}") from None
        assert back == code


# -- class: a JSON tool call after an edit whose text opens a code fence is dropped ----------
# Found by the `two-conventions` generator (seed 1: an aider block, then Anthropic tool_use
# blocks; 1 of 30 came back `ok` without the tool calls' changes), minimized by hand. An
# aider block (unfenced) edits README.md and its new text holds a "```python" line (a usage
# example: the fence is a line of the edit). A JSON str_replace call for b.py follows. The
# call was not read (no operation, no diagnostic naming it) and apply_edits was `ok` with
# b.py unchanged: an edit of the answer dropped silently. A V4A patch, a diff, an aider block
# or an OpenHands call in its place is read. Expected: b.py == 'y = 2\n', or a refusal.
def test_tool_call_after_an_edit_holding_a_fence_line_is_not_dropped() -> None:
    answer = (
        "README.md\n<<<<<<< SEARCH\nold\n=======\nUsage:\n\n```python\nimport t\n"
        ">>>>>>> REPLACE\n\nAnd b.py:\n\n"
        '{"command": "str_replace", "path": "b.py", "old_str": "y = 1\\n", "new_str": "y = 2\\n"}\n'
    )
    after = _applied(answer, {"README.md": "# T\n\nold\n", "b.py": "y = 1\n"})
    assert after is None or after["b.py"] == "y = 2\n", after


# -- class: feedback for a file that cannot be read says it does not exist -------------------
# Found by the disk probes (symbolic link at the edited path, a folder at a deleted path).
# apply_to_folder refuses rightly (unreadable: rule `symlink` / `special-file`), but the
# feedback meant for the model (`FolderEdit.edits.feedback()`, what the retry loop sends)
# says "cannot edit a.py: it does not exist ... check the path, or create the file with its
# whole content": false, and its fix (send a.py whole) is refused again. Expected: the
# feedback names why a.py cannot be edited (a link, not a regular file), not "does not exist".
def test_feedback_for_a_symlinked_file_does_not_say_it_does_not_exist(tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text("x = 1\n")
    project = tmp_path / "project"
    project.mkdir()
    (project / "a.py").symlink_to(outside)
    answer = "a.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n"
    outcome = apply_to_folder(answer, project)
    assert not outcome.ok
    assert "does not exist" not in outcome.edits.feedback(), outcome.edits.feedback()


# -- class: a tool call that gives one parameter twice (or two names that disagree) ----------
# Found by hand (brief: str_replace tool calls, "JSON forms of several vendors"). The legacy
# reader refuses a JSON key given twice; the tool-call reader takes one of the values
# silently: a JSON key `new_str` twice (the last won), two `<parameter=new_str>` lines in the
# OpenHands form (the last won), `path` and `file_path` naming two files (`path` won),
# `old_str` and `old_string` with two texts (`old_str` won). Each was applied `ok`.
# Expected: refused (edit-malformed naming the parameter), since the call has two readings.
def test_tool_call_with_a_parameter_twice_is_refused() -> None:
    files = {"t.xml": "<a>1</a>\n", "other.xml": "<a>1</a>\n"}
    answers = (
        '{"command": "str_replace", "path": "t.xml", "old_str": "<a>1</a>", '
        '"new_str": "<a>2</a>", "new_str": "<a>3</a>"}',
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        "<parameter=path>t.xml</parameter>\n<parameter=old_str><a>1</a></parameter>\n"
        "<parameter=new_str><a>2</a></parameter>\n<parameter=new_str><a>3</a></parameter>\n"
        "</function>\n",
        '{"path": "t.xml", "file_path": "other.xml", "old_str": "<a>1</a>", "new_str": "<a>2</a>"}',
        '{"path": "t.xml", "old_str": "<a>1</a>", "old_string": "<a>9</a>", "new_str": "<a>2</a>"}',
    )
    for answer in answers:
        assert _applied(answer, files) is None, answer


# -- class: OpenHands call: text after a '</parameter>' inside a value is dropped ------------
# Found by hand (an edit of an XML/HTML file, whose text holds '</parameter>'). The value of
# new_str ends at its first '</parameter>'; the rest of the value ("\n<q/></parameter>") sits
# between parameters and was dropped without a word: applied `ok`, t.xml got
# '<a>1</a>\n<p>x\n' instead of the model's '<a>1</a>\n<p>x</parameter>\n<q/>'. Expected:
# text between a parameter's end and the next parameter or '</function>' makes the call
# unreadable (refused naming it), never a shortened value applied.
def test_openhands_value_holding_a_closing_parameter_tag_is_not_cut() -> None:
    answer = (
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        "<parameter=path>t.xml</parameter>\n<parameter=old_str><a>1</a></parameter>\n"
        "<parameter=new_str><a>1</a>\n<p>x</parameter>\n<q/></parameter>\n</function>\n"
    )
    assert _applied(answer, {"t.xml": "<a>1</a>\n"}) is None


# -- class: GNU `diff -r` "Binary files ... differ" line dropped ------------------------------
# Found by hand (brief: unified diffs, "binary patches"). Under a `diff --git` header the
# line "Binary files a/img.png and b/img.png differ" is refused (edit-unsupported) and so is
# the whole answer. GNU `diff -ru` prints that line with no header before it; there it was
# passed over as prose: the change of img.png was dropped without a diagnostic and the
# answer's other edit applied `ok`. Expected: edit-unsupported naming img.png (the answer
# changes a file no text edit can say), so the answer is not applied half.
def test_diff_r_binary_files_line_is_not_dropped() -> None:
    answer = (
        "diff -ru a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"
        "Binary files a/img.png and b/img.png differ\n"
    )
    assert _applied(answer, {"a.py": "x = 1\n", "img.png": "PNG"}) is None


# -- class: one insertion restated (again, or in a second convention) is applied twice -------
# Found by hand (brief: "two edits of one file in two conventions"; "applied twice?"). The
# model writes the change, then the same change again "as a patch" / "That is:". The second
# copy keeps `import os`, which is still there after the first, so it matched exactly and
# inserted `import sys` a second time: `ok` with 'import os\nimport sys\nimport sys\n...'
# for a diff then the same V4A patch, an insert tool call then the same aider block, and the
# same aider block twice. (docs/edits.md calls an exact match over an earlier hunk's lines
# "sequential editing"; a hunk identical to an earlier one of the file, or a restated change
# in another convention, has a second reading: the same change said twice.) Expected: one
# `import sys`, or a refusal naming the repeated hunk.
def test_restated_insertion_is_not_applied_twice() -> None:
    aider = (
        "a.py\n```python\n<<<<<<< SEARCH\nimport os\n=======\nimport os\nimport sys\n"
        ">>>>>>> REPLACE\n```\n"
    )
    udiff = "```diff\n--- a/a.py\n+++ b/a.py\n@@ -1,2 +1,3 @@\n import os\n+import sys\n \n```\n"
    v4a = "*** Begin Patch\n*** Update File: a.py\n@@\n import os\n+import sys\n*** End Patch\n"
    tool = '{"command": "insert", "path": "a.py", "insert_line": 1, "new_str": "import sys"}'
    files = {"a.py": "import os\n\nprint(os.sep)\n"}
    for answer in (
        udiff + "\nOr as a patch:\n\n" + v4a,
        tool + "\n\nThat is:\n\n" + aider,
        aider + "\n" + aider,
    ):
        after = _applied(answer, files)
        assert after is None or after == {"a.py": "import os\nimport sys\n\nprint(os.sep)\n"}, (
            answer,
            after,
        )


# -- class: an update of a file that does not exist creates it -------------------------------
# Found by hand (make it touch a file it did not stage: a path typed wrong, utils.py for
# util.py). docs/edits.md lets an edit whose hunks all insert create a missing file (for
# aider's empty SEARCH block, which means "new file"). But the same rule created utils.py from
# a V4A `*** Update File: utils.py` (Codex's apply_patch refuses to update a missing file;
# creation is `*** Add File`), from a diff hunk `@@ -2,0 +3,2 @@` whose numbers say the file
# has two lines, and from an `insert` call after line 2 (refused "the file has 1 line" when
# the file exists): all `ok`, util.py untouched and a new utils.py beside it. Expected:
# refused ("cannot edit utils.py: it does not exist"), as for a hunk that has old lines.
def test_update_with_line_numbers_of_a_missing_file_does_not_create_it() -> None:
    files = {"util.py": "def a():\n    pass\n"}
    for answer in (
        "*** Begin Patch\n*** Update File: utils.py\n@@\n+def b():\n+    pass\n*** End Patch\n",
        "--- a/utils.py\n+++ b/utils.py\n@@ -2,0 +3,2 @@\n+def b():\n+    pass\n",
        '{"command": "insert", "path": "utils.py", "insert_line": 2, "new_str": "def b():"}',
    ):
        assert _applied(answer, files) is None, answer


# -- class: our format read leniently: a line break added to the last NEW text only ----------
# Found by probing our format's edit blocks under the lenient reader (a block with OPERATION
# twice first showed it; then every lenient path). A valid document reads the hunk as
# ('x = 1', 'x = 2'): the line break before a delimiter line belongs to the delimiter. The
# same document with prose after the end marker, inside a code fence, without its header,
# or with a trailing comma in the header is read by the lenient reader, which adds a final
# newline to the block's content (info `final-newline-added`), i.e. to the last NEW text but
# not to its OLD text: ('x = 1', 'x = 2\n'). apply_edits was `ok` and a.py got a blank line
# that nobody wrote: 'x = 2\n\ny = 1\n'. Expected: the same hunk as the valid document reads
# ('x = 2\ny = 1\n').
def test_lenient_reading_of_our_edit_block_adds_no_line() -> None:
    header = '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
    block = f"{_D}\nPATH: a.py\nOPERATION: edit\n---\n{_D}OLD\nx = 1\n{_D}NEW\nx = 2\n{_D}END\n"
    for answer in (
        header + block + "\nHope this helps!\n",
        "```\n" + header + block + "```\n",
        block,
    ):
        after = _applied(answer, {"a.py": "x = 1\ny = 1\n"})
        assert after is None or after == {"a.py": "x = 2\ny = 1\n"}, (answer, after)
