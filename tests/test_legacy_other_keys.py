"""What a legacy answer's other keys and its ``setup_instructions`` hold is weighed: commands
at any depth (a list of words is a command too) as commands run after the files, file text
(a key that is a path with a string, a diff naming a held file) as a second reading of the
files; harmless metadata leaves the answer usable. And a JSON value after an answer is a
harmless report only when no string in it may be a file's text or an edit of one."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response

_FILES = [{"file_path": "a.py", "content": "x = 1\n"}]
_OURS = (
    '{{"files_delimiter": "===FILE_CONTENT_BLOCK===", "setup_instructions": {}}}\n\n'
    "===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n===FILE_CONTENT_BLOCK===END\n"
)

# Key names that say nothing of commands: a command under them is found by its first word.
_PLAIN_KEYS = st.sampled_from(["meta", "extra", "info", "data", "details", "x", "notes"])


def _wrapped(inner: Any) -> st.SearchStrategy[Any]:
    """``inner`` under 0 to 4 levels of objects (plain keys, a harmless neighbour or not) and
    lists."""

    def wrap(value: Any, levels: list[tuple[str, str, bool]]) -> Any:
        for kind, key, neighbour in levels:
            if kind == "list":
                value = ["a note", value] if neighbour else [value]
            else:
                value = {"version": "1.0", key: value} if neighbour else {key: value}
        return value

    level = st.tuples(st.sampled_from(["list", "object"]), _PLAIN_KEYS, st.booleans())
    return st.lists(level, max_size=4).map(lambda levels: wrap(inner, levels))


def _legacy(**others: Any) -> str:
    return json.dumps({"files": _FILES, **others})


_COMMANDS = st.sampled_from(
    ["sed -i s/1/2/ a.py", "cp a.py b.py", ["cp", "a.py", "b.py"], ["sed", "-i", "s/1/2/", "a.py"]]
)
_FILE_TEXTS = st.sampled_from(
    [
        "--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n",
        {"b.py": "y = 2\n"},
        {"a.py": "x = 2"},
        {"src/b.py": "y = 2"},
        {"path": "b.py", "content": "y = 2\n"},
    ]
)


@settings(max_examples=60, deadline=None)
@given(_PLAIN_KEYS, _COMMANDS.flatmap(_wrapped))
def test_a_command_at_any_depth_of_another_key_is_weighed(key: str, value: Any) -> None:
    result = parse_response(_legacy(**{key: value}))
    assert not result.usable, (value, result.status, [d.code for d in result.diagnostics])


@settings(max_examples=60, deadline=None)
@given(_PLAIN_KEYS, _FILE_TEXTS.flatmap(_wrapped))
def test_file_text_at_any_depth_of_another_key_is_a_second_reading(key: str, value: Any) -> None:
    result = parse_response(_legacy(**{key: value}))
    assert not result.usable, (value, result.status, [d.code for d in result.diagnostics])


_HARMLESS = st.sampled_from(
    [
        {"author": "me", "version": "1.0"},
        {"node": ">=18"},
        ["python", "3.11"],
        "a small script that prints x",
        {"status": "done", "count": 1},
    ]
)


@settings(max_examples=60, deadline=None)
@given(_PLAIN_KEYS, _HARMLESS.flatmap(_wrapped))
def test_harmless_metadata_in_another_key_leaves_the_files_usable(key: str, value: Any) -> None:
    result = parse_response(_legacy(**{key: value}))
    assert result.usable, (value, result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
    assert "legacy-unknown-key" in [d.code for d in result.diagnostics]


_CHANGING_SETUP = [
    "sed -i s/1/2/ a.py",
    "cp a.py b.py",
    "$ sed -i s/1/2/ a.py",
    "1. pip install -r requirements.txt\n2. cp a.py b.py",
    "- echo y = 2 > b.py",
    "make && sed -i s/1/2/ a.py",
    "Before running, do `sed -i s/1/2/ a.py`.",
]
_HARMLESS_SETUP = [
    "pip install fastapi pytest httpx && pytest",
    "Run `python a.py` to start.",
    "1. pip install -r requirements.txt\n2. python a.py",
    "Open a terminal and run the script.",
    "make",
    "npm install && npm run build",
]


@pytest.mark.parametrize("head", ["ours", "legacy"])
@pytest.mark.parametrize("setup", _CHANGING_SETUP)
def test_setup_instructions_that_change_or_write_a_file_are_refused(head: str, setup: str) -> None:
    text = _OURS.format(json.dumps(setup)) if head == "ours" else _legacy(setup_instructions=setup)
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert {"changed-after", "mixed-conventions"} & {d.code for d in result.diagnostics}


@pytest.mark.parametrize("head", ["ours", "legacy"])
@pytest.mark.parametrize("setup", _HARMLESS_SETUP)
def test_setup_instructions_that_only_run_the_files_stay_clean(head: str, setup: str) -> None:
    text = _OURS.format(json.dumps(setup)) if head == "ours" else _legacy(setup_instructions=setup)
    result = parse_response(text)
    assert result.status.value == "clean", [d.code for d in result.diagnostics]


_ANSWER = _legacy() + "\n\n"
_EDITS_AFTER = [
    '{"a.py": "x = 2"}',
    'Patch: {"path": "a.py", "search": "x = 1", "replace": "x = 2"}',
    '[{"file": "a.py", "old": "x = 1", "new": "x = 2"}]',
    '{"changes": [{"filename": "a.py", "new_source": "x = 2"}]}',
]
_REPORTS_AFTER = [
    'Tool output: {"files": [{"file_path": "a.py", "status": "written"}]}',
    'Result: {"path": "a.py", "status": "ok", "message": "saved"}',
    'Tool output: {"files": [{"file_path": "a.py", "sha": "abc"}]}',
    'Summary: {"files": ["a.py"], "tests": "passed"}',
]


@pytest.mark.parametrize("after", _EDITS_AFTER)
def test_a_json_edit_after_a_legacy_answer_is_not_taken_for_a_report(after: str) -> None:
    result = parse_response(_ANSWER + after)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


@pytest.mark.parametrize("after", _REPORTS_AFTER)
def test_a_json_report_after_a_legacy_answer_leaves_it_usable(after: str) -> None:
    result = parse_response(_ANSWER + after)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
