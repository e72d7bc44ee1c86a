"""Hunt 28: legacy JSON file objects whose other keys say the content is a piece of the file,
in spellings the file_operation table (fix-legacy20) does not hold: a status word under a key
not in the status table, a truthy number for a piece flag, a range in another notation, the
flag nested one level down, the old text beside the new. The model meant its old file with
this piece in it, which the answer does not hold: the content must not be written as the
whole file. Expected by hand: not usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

PIECE = "    print(os.getcwd())\n"


@pytest.mark.parametrize(
    "extra",
    [
        # a status word "append" under a key the status table does not hold
        pytest.param({"change": "append"}, id="change-append"),
        pytest.param({"strategy": "append"}, id="strategy-append"),
        pytest.param({"method": "append"}, id="method-append"),
        pytest.param({"write": "append"}, id="write-append"),
        # a piece flag as a number
        pytest.param({"partial": 1}, id="partial-1"),
        pytest.param({"complete": 0}, id="complete-0"),
        # the content's kind
        pytest.param({"type": "snippet"}, id="type-snippet"),
        pytest.param({"diff": True}, id="diff-true"),
        pytest.param({"is_diff": True}, id="is-diff"),
        # a range in another notation
        pytest.param({"lines": "L3-L4"}, id="lines-L3-L4"),
        pytest.param({"lines": "3\u20134"}, id="lines-en-dash"),
        pytest.param({"lines": {"start": 3, "end": 4}}, id="lines-object"),
        pytest.param({"lineno": 3}, id="lineno"),
        pytest.param({"start": 3, "end": 4}, id="start-end"),
        # the flag one level down
        pytest.param({"edit": {"type": "append"}}, id="nested-edit"),
        pytest.param({"meta": {"partial": True}}, id="nested-meta"),
        pytest.param({"options": {"append": True}}, id="nested-options"),
        # the rest of the file said kept
        pytest.param({"rest_unchanged": True}, id="rest-unchanged"),
        pytest.param({"only_changes": True}, id="only-changes"),
        pytest.param({"omitted": True}, id="omitted"),
        # the old text beside the new: a replacement in the file
        pytest.param({"old_content": "    pass\n"}, id="old-content"),
        pytest.param({"original": "    pass\n"}, id="original"),
        pytest.param({"replace_function": "main"}, id="replace-function"),
        pytest.param({"hunk": "@@ -3,2 +3,3 @@"}, id="hunk"),
    ],
)
def test_a_file_object_holding_a_piece_in_other_words_is_not_written_whole(
    extra: dict[str, object],
) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": PIECE, **extra}]}, indent=2)
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# --- false refusals -----------------------------------------------------------------------
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


@pytest.mark.parametrize(
    "extra",
    [
        # a flag about the file's last newline, not about where the content goes
        pytest.param({"append_newline": True}, id="append-newline"),
        pytest.param({"insert_final_newline": True}, id="insert-final-newline"),
        # a false flag written as the number 0: no append
        pytest.param({"append": 0}, id="append-0"),
    ],
)
def test_a_flag_that_is_no_piece_keeps_the_whole_file(extra: dict[str, object]) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": WHOLE, **extra}]}, indent=2)
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", WHOLE)]


_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


@pytest.mark.parametrize(
    "others",
    [
        # a map of file extensions to MIME types or languages: no dotfile is named
        pytest.param(
            {"mime_types": {".html": "text/html", ".js": "application/javascript"}}, id="mime"
        ),
        pytest.param({"extensions": {".ts": "typescript"}}, id="extension-language"),
    ],
)
def test_an_extension_map_beside_the_files_keeps_the_answer(others: dict[str, object]) -> None:
    result = parse_response(json.dumps({"files": _A, **others}, indent=2))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/a.py", "x = 1\n")]


# --- the same file said two ways in one object ----------------------------------------------
@pytest.mark.parametrize(
    "key",
    [
        "updated_content",
        "fixed_content",
        "corrected_content",
        "modified_content",
        "final",
        "revised",
    ],
)
@pytest.mark.parametrize("first", [True, False], ids=["after-content", "before-content"])
def test_a_second_text_of_the_file_under_a_new_text_key_is_not_dropped(
    key: str, first: bool
) -> None:
    # the model gave the old text under "content" and the text it meant under `key`
    members = [("path", "a.py"), ("content", "x = 1\n"), (key, "x = 2\n")]
    if not first:
        members = [members[0], members[2], members[1]]
    answer = json.dumps({"files": [dict(members)]}, indent=2)
    result = parse_response(answer)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 2\n")]


# --- a directory the files are under, said beside them ---------------------------------------
@pytest.mark.parametrize("key", ["root", "prefix", "cwd", "working_directory", "destination"])
def test_a_directory_beside_the_files_is_not_dropped(key: str) -> None:
    # the model meant proj/a.py (root_dir, base_path, directory, output_dir are refused
    # conflicting-path today)
    answer = json.dumps({key: "proj", "files": [{"path": "a.py", "content": "x = 1\n"}]})
    result = parse_response(answer)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("proj/a.py", "x = 1\n")]


# --- a status value that says a piece, in words the table does not hold ----------------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"status": "partial"}, id="status-partial"),
        pytest.param({"type": "fragment"}, id="type-fragment"),
        pytest.param({"kind": "excerpt"}, id="kind-excerpt"),
        pytest.param({"action": "replace_lines"}, id="action-replace-lines"),
        pytest.param({"action": "str_replace"}, id="action-str-replace"),
        pytest.param({"command": "insert"}, id="command-insert"),
        pytest.param({"action": "append-to"}, id="action-append-to"),
        pytest.param({"action": "add_to_end"}, id="action-add-to-end"),
        pytest.param({"at": "end"}, id="at-end"),
        pytest.param({"placement": "bottom"}, id="placement-bottom"),
    ],
)
def test_a_status_value_saying_a_piece_is_not_written_whole(extra: dict[str, object]) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": PIECE, **extra}]}, indent=2)
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# --- a file object the model says is not written ---------------------------------------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"example": True}, id="example"),
        pytest.param({"is_example": True}, id="is-example"),
        pytest.param({"draft": True}, id="draft"),
        pytest.param({"skip": True}, id="skip"),
        pytest.param({"write": False}, id="write-false"),
        pytest.param({"create": False}, id="create-false"),
        pytest.param({"enabled": False}, id="enabled-false"),
        pytest.param({"status": "failed"}, id="status-failed"),
        pytest.param({"status": "error", "error": "permission denied"}, id="status-error"),
        pytest.param({"success": False}, id="success-false"),
        pytest.param({"status": "unchanged"}, id="status-unchanged"),
    ],
)
def test_a_file_object_said_not_written_is_not_written(extra: dict[str, object]) -> None:
    # the model meant a.py only: b.py is an example, a draft, skipped, or a failed write
    # (status unchanged: the content may be anything, the file stays as it is)
    files = [
        {"path": "a.py", "content": "x = 1\n"},
        {"path": "b.py", "content": "y = 2\n", **extra},
    ]
    result = parse_response(json.dumps({"files": files}, indent=2))
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
