"""A JSON tool call in a block is an edit, not a file (``edit_block_kind``): the conventions
that read whole files refuse it as one, and a label naming another file over it is a
conflicting path, as over a SEARCH/REPLACE block. JSON that is no call stays a file."""

from __future__ import annotations

import json

import pytest

from artifact_codec import apply_edits, parse_response
from artifact_codec.format.content import edit_block_kind

_CALL = {
    "command": "str_replace",
    "path": "app.py",
    "old_str": "    return 1\n",
    "new_str": "    return 42\n",
}


@pytest.mark.parametrize(
    "value",
    [
        _CALL,
        {"path": "app.py", "old_str": "a", "new_str": "b"},
        {"file_path": "app.py", "old_string": "a", "new_string": "b"},
        {"command": "create", "path": "new.py", "file_text": "x = 1\n"},
        {"command": "insert", "path": "app.py", "insert_line": 3, "new_str": "x\n"},
        [{"type": "tool_use", "name": "str_replace_based_edit_tool", "input": _CALL}],
        {"command": ["apply_patch", "*** Begin Patch\n*** End Patch\n"]},
        {"input": "*** Begin Patch\n*** Add File: a.py\n+x\n*** End Patch\n"},
    ],
    ids=[
        "str-replace",
        "no-command",
        "claude-code",
        "create",
        "insert",
        "tool-use",
        "shell",
        "input",
    ],
)
def test_a_json_edit_call_is_a_tool_call_edit(value: object) -> None:
    for text in (json.dumps(value), json.dumps(value, indent=2) + "\n", "\n  " + json.dumps(value)):
        assert edit_block_kind("other.py", text) == "tool call", text


@pytest.mark.parametrize(
    "text",
    [
        # A tool's schema names the arguments; its values are no strings.
        json.dumps(
            {
                "name": "str_replace_editor",
                "input_schema": {
                    "properties": {"path": {"type": "string"}, "old_str": {"type": "string"}}
                },
            }
        ),
        json.dumps({"path": "/api", "new_str_count": 1, "old_str_count": 2}),
        json.dumps({"name": "pkg", "scripts": {"apply_patch": "python tools/patch.py"}}),
        '{"path": "app.py", "old_str": "a", "new_str": ',  # cut: the edit readers say so
        "x = {'old_str': 1, 'path': 'a'}\n",  # Python, not JSON
        "[" * 50_000 + '"old_str"' + "]" * 50_000,  # nested past the parser's recursion
    ],
    ids=["schema", "other-keys", "script-named", "cut", "python", "deep"],
)
def test_json_that_is_no_edit_call_is_a_file(text: str) -> None:
    assert edit_block_kind("data.json", text) is None


def test_a_markdown_file_holding_a_call_is_a_file() -> None:
    # A guide may show a call; a Markdown file counts only when its first line starts an edit.
    assert edit_block_kind("docs/tools.md", json.dumps(_CALL)) is None


_FILES = {"app.py": "def f():\n    return 1\n", "other.py": "def f():\n    return 1\n"}


def test_a_call_under_a_label_naming_another_file_is_refused_and_no_file_is_written() -> None:
    answer = "other.py\n```json\n" + json.dumps(_CALL) + "\n```\n"
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert result.files == _FILES
    codes = {d.code for d in parse_response(answer).diagnostics}
    assert "conflicting-path" in codes, codes


def test_a_call_under_its_own_file_label_is_applied() -> None:
    answer = "app.py\n```json\n" + json.dumps(_CALL) + "\n```\n"
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"app.py": "def f():\n    return 42\n", "other.py": _FILES["other.py"]}
