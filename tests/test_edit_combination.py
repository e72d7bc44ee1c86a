"""How operations on one path combine in one answer, and what a block after prose is for.

One rule (``combination_conflict``): several edits of a path apply in the answer's order; a
path written whole, deleted, or renamed onto is named by no other operation (``duplicate``).
A hunk that restates a change an earlier edit made is refused (``repeated``).
"""

from __future__ import annotations

import pytest

from artifact_codec import FileOperation, GeneratedCode, Hunk, apply_edits
from artifact_codec.operations import combination_conflict


def _edit(path: str, old: str, new: str) -> FileOperation:
    return FileOperation(kind="edit", path=path, hunks=[Hunk(old=old, new=new)])


def _op(kind: str, path: str) -> FileOperation:
    if kind in ("create", "replace"):
        return FileOperation(kind=kind, path=path, content="z\n")
    if kind == "delete":
        return FileOperation(kind="delete", path=path)
    return _edit(path, "x\n", "y\n")


@pytest.mark.parametrize("first", ["create", "replace", "delete", "edit"])
@pytest.mark.parametrize("second", ["create", "replace", "delete", "edit"])
def test_every_pair_on_one_path_but_two_edits_is_a_conflict(first: str, second: str) -> None:
    conflict = combination_conflict([_op(first, "a.py"), _op(second, "./A.py")])
    if first == second == "edit":
        assert conflict is None
    else:
        assert conflict is not None
        assert "named twice" in conflict
        with pytest.raises(ValueError, match="named twice"):
            GeneratedCode(edits=[_op(first, "a.py"), _op(second, "a.py")])


def test_operations_on_different_paths_and_a_whole_file_combine() -> None:
    operations = [_op("create", "a.py"), _op("delete", "b.py"), _op("edit", "c.py")]
    assert combination_conflict(operations) is None
    assert combination_conflict(operations, ["a.py"]) is not None
    assert combination_conflict(operations, ["d.py"]) is None


def test_the_new_path_of_a_rename_is_named_once() -> None:
    rename = FileOperation(kind="rename", path="a.py", new_path="b.py")
    assert combination_conflict([rename, _op("create", "b.py")]) is not None
    # editing the file before and after the move is sequential
    assert combination_conflict([_op("edit", "a.py"), rename]) is None


def test_two_edits_of_one_path_still_apply_in_order() -> None:
    result = apply_edits(
        [_edit("a.py", "x = 1\n", "x = 2\n"), _edit("a.py", "x = 2\n", "x = 3\n")],
        {"a.py": "x = 1\n"},
    )
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 3\n"}


def test_a_duplicate_is_refused_with_nothing_applied() -> None:
    files = {"a.py": "x = 1\n"}
    result = apply_edits([_edit("a.py", "x = 1\n", "x = 2\n"), _op("delete", "a.py")], files)
    assert not result.ok
    assert result.files == files
    assert [o.reason for o in result.outcomes] == ["duplicate"]
    assert "a.py is named twice" in result.feedback()


def test_a_restated_insertion_is_refused_but_a_second_different_one_applies() -> None:
    files = {"a.py": "import os\n\nprint(os.sep)\n"}
    add_sys = _edit("a.py", "import os\n", "import os\nimport sys\n")
    refused = apply_edits([add_sys, add_sys], files)
    assert not refused.ok
    assert [o.reason for o in refused.outcomes if not o.ok] == ["repeated"]
    add_re = _edit("a.py", "import os\n", "import os\nimport re\n")
    applied = apply_edits([add_sys, add_re], files)
    assert applied.ok, applied.feedback()
    assert applied.files["a.py"] == "import os\nimport re\nimport sys\n\nprint(os.sep)\n"


def test_an_insertion_restated_after_a_batch_of_hunks_is_refused() -> None:
    # An edit of 8 hunks or more is applied all at once; what it wrote is checked all the same.
    text = "".join(f"line {n}\n" for n in range(20))
    batch = FileOperation(
        kind="edit",
        path="a.py",
        hunks=[Hunk(old=f"line {n}\n", new=f"line {n}\nadded {n}\n") for n in range(0, 20, 2)],
    )
    again = _edit("a.py", "line 4\n", "line 4\nadded 4\n")
    result = apply_edits([batch, again], {"a.py": text})
    assert [o.reason for o in result.outcomes if not o.ok] == ["repeated"]


def test_an_update_of_a_missing_file_creates_it_only_as_aider_does() -> None:
    aider = "new.py\n```python\n<<<<<<< SEARCH\n=======\nx = 1\n>>>>>>> REPLACE\n```\n"
    assert apply_edits(aider, {}).files == {"new.py": "x = 1\n"}
    v4a = "*** Begin Patch\n*** Update File: new.py\n@@\n+x = 1\n*** End Patch\n"
    refused = apply_edits(v4a, {})
    assert [o.reason for o in refused.outcomes] == ["missing-file"]
    added = "*** Begin Patch\n*** Add File: new.py\n+x = 1\n*** End Patch\n"
    assert apply_edits(added, {}).files == {"new.py": "x = 1\n"}


_BLOCK = "```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 3\n>>>>>>> REPLACE\n```\n"
_FIRST = "a.py\n```python\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n```\n\n"


@pytest.mark.parametrize(
    "prose",
    ["And the same file, e.g. the constant:", "Then in `a.py` too:", "Next, bump x (v1.2):"],
)
def test_prose_that_names_no_other_file_keeps_the_previous_file(prose: str) -> None:
    result = apply_edits(_FIRST + prose + "\n\n" + _BLOCK, {"a.py": "x = 1\ny = 1\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 3\ny = 2\n"}


@pytest.mark.parametrize("prose", ["Now in b.py:", "Then update **`src/b.py`** as well."])
def test_prose_that_names_another_file_is_refused_naming_the_line(prose: str) -> None:
    result = apply_edits(_FIRST + prose + "\n\n" + _BLOCK, {"a.py": "x = 1\ny = 1\n"})
    assert not result.ok
    assert prose[:20] in result.feedback()


# -- blocks with two readings are refused, their unambiguous neighbours still read -----------


def test_a_numbered_hunk_before_a_plus_bullet_list_is_still_read() -> None:
    # Counted lines end the hunk: the list after it is prose.
    answer = "--- a/a.py\n+++ b/a.py\n@@ -1,2 +1,2 @@\n x = 1\n-y = 1\n+y = 2\n\n+ y is now 2\n"
    result = apply_edits(answer, {"a.py": "x = 1\ny = 1\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\ny = 2\n"}


def test_a_numberless_hunk_with_an_empty_context_line_is_still_read() -> None:
    # An empty line followed by lines that are not all '+ ' lines is an empty context line.
    answer = "--- a/a.py\n+++ b/a.py\n@@ ... @@\n x = 1\n\n-y = 1\n+y = 2\n"
    result = apply_edits(answer, {"a.py": "x = 1\n\ny = 1\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\n\ny = 2\n"}


def test_an_ended_patch_keeps_its_plus_space_lines() -> None:
    # Its end line says where it stops: '+ ' lines after an empty line are added lines.
    answer = "*** Begin Patch\n*** Update File: a.c\n@@\n /*\n\n+ * note\n*** End Patch\n"
    result = apply_edits(answer, {"a.c": "/*\n\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.c": "/*\n\n * note\n"}


def test_a_numberless_hunk_with_plus_space_lines_before_context_is_read() -> None:
    # A context line after the '+ ' lines: they are the hunk's, not a list after it.
    answer = "--- a/a.py\n+++ b/a.py\n@@ ... @@\n x = 1\n\n+ z\n y = 1\n"
    result = apply_edits(answer, {"a.py": "x = 1\n\ny = 1\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\n\n z\ny = 1\n"}


def test_a_lone_binary_files_line_names_the_file() -> None:
    answer = (
        "--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"
        "Binary files a/img.png and b/img.png differ\n"
    )
    result = apply_edits(answer, {"a.py": "x = 1\n"})
    assert not result.ok
    assert "img.png is a binary patch" in result.feedback()


def test_a_code_file_holding_only_an_edit_is_still_an_edit() -> None:
    answer = "app.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"
    assert apply_edits(answer, {"app.py": "x = 1\n"}).files == {"app.py": "x = 2\n"}


def test_a_call_alone_in_inline_code_is_still_a_call() -> None:
    call = '`{"command": "str_replace", "path": "b.py", "old_str": "x = 1", "new_str": "x = 2"}`'
    assert apply_edits(call + "\n", {"b.py": "x = 1\n"}).files == {"b.py": "x = 2\n"}


@pytest.mark.parametrize(
    "call",
    [
        '{"path": "b.py", "file_path": "b.py", "old_str": "x = 1", "new_str": "x = 2"}',
        '{"path": "b.py", "old_str": "x = 1", "old_string": "x = 1", "new_str": "x = 2"}',
    ],
)
def test_two_names_of_one_parameter_that_agree_are_read(call: str) -> None:
    assert apply_edits(call + "\n", {"b.py": "x = 1\n"}).files == {"b.py": "x = 2\n"}


@pytest.mark.parametrize(
    "label",
    # (``_new.py_``: CommonMark renders it as an emphasized new.py, docs/lenient.md)
    [
        "**File:** `new.py`",
        "**`new.py`:**",
        "new.py (new file)",
        "### `new.py`",
        "- new.py",
        "_new.py_",
    ],
)
def test_a_label_with_markup_names_the_file_without_it(label: str) -> None:
    block = "```python\n<<<<<<< SEARCH\n=======\nprint(1)\n>>>>>>> REPLACE\n```\n"
    assert list(apply_edits(f"{label}\n{block}", {}).files) == ["new.py"]


@pytest.mark.parametrize("label", ["<code>new.py</code>", "(new.py)", "new.py:1"])
def test_a_label_whose_markup_is_not_understood_names_no_file(label: str) -> None:
    block = "```python\n<<<<<<< SEARCH\n=======\nprint(1)\n>>>>>>> REPLACE\n```\n"
    result = apply_edits(f"{label}\n{block}", {})
    assert not result.ok
    assert result.files == {}
