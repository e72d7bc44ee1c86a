"""fix-legacy14: a legacy answer's path that is no string, bare paths set apart by any paired
marks, the other keys' descriptions, packages and prose told from file text, commands quoted
in prose, JSON edits after the answer (lists, renames, deletes, in a fence), and an original
quoted after the answer. Expected values written from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


def _legacy(**others: Any) -> str:
    return json.dumps({"files": _A, **others}, indent=2)


def _usable_as_written(text: str) -> None:
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("src/a.py", "x = 1\n")]


def _refused(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("path", ["42", "1.10", "true", '["src/a.py"]', '{"p": "a.py"}'])
def test_a_path_that_is_no_string_is_refused(path: str) -> None:
    result = parse_response('{"files": [{"file_path": ' + path + ', "content": "x"}]}')
    assert not result.usable
    assert "legacy-structure" in {d.code for d in result.diagnostics}


def test_a_path_written_as_a_string_of_digits_reads_as_written() -> None:
    result = parse_response('{"files": [{"file_path": "1.10", "content": "x"}]}')
    assert files_of(result) == [("1.10", "x")]


@pytest.mark.parametrize("path", ["\u3010lib/a.js\u3011", "\u300clib/a.js\u300d"])
def test_a_bare_path_in_paired_marks_of_any_script_is_refused(path: str) -> None:
    _refused('{"files": [{"file_path": ' + path + ', "content": "x"}]}')


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("dependencies", {"lodash.merge": "^4.6.2", "vue.js": "~2.7"}),
        ("engines", {"node.js": ">=18"}),
        ("file_descriptions", {"src/a.py": "The main module, it sets x."}),
        ("notes", "Run `python src/a.py` to start."),
        ("notes", ["Summary:", "- src/a.py sets x", "- nothing else changed"]),
    ],
)
def test_descriptions_packages_and_prose_beside_files_leave_them_usable(
    key: str, value: Any
) -> None:
    _usable_as_written(_legacy(**{key: value}))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("extra", {"src/a.py": "x = 2"}),  # a held path with code: a second reading
        ("extra", {"config.js": "1.0.0"}),  # no version range: may be the file's text
        ("extra", "src/a.py:\nx = 2"),  # not prose: the file's text under its name
        ("npmScripts", {"fix": "sed -i s/1/2/ src/a.py"}),  # a key named for commands
        ("notes", "Afterwards `sed -i 's/1/2/' src/a.py` switches it."),
    ],
)
def test_text_or_a_change_of_a_held_file_beside_files_is_refused(key: str, value: Any) -> None:
    _refused(_legacy(**{key: value}))


def test_a_one_line_description_of_a_prose_file_may_be_its_text() -> None:
    files = [{"file_path": "README.md", "content": "Old notes here\n"}]
    text = json.dumps({"files": files, "descriptions": {"README.md": "Project notes"}})
    _refused(text)


@pytest.mark.parametrize(
    "after",
    [
        {"path": "src/a.py", "status": "deleted"},
        {"op": "remove", "file": "src/a.py"},
        {"move": {"old": "src/a.py", "new": "lib/a.py"}},
        {"src/a.py": {"replace_line": "x = 2"}},
    ],
)
def test_a_json_value_after_the_answer_that_moves_or_deletes_a_file_is_refused(
    after: Any,
) -> None:
    _refused(_legacy() + "\n\nResult: " + json.dumps(after) + "\n")


@pytest.mark.parametrize(
    "after",
    [
        {"files": [{"file_path": "src/a.py", "status": "written"}]},
        {"path": "src/a.py", "action": "created", "lines": 1},
        {"src/a.py": {"status": "ok", "size": 6}},
        {"files": ["src/a.py"], "tests": "passed"},
    ],
)
def test_a_json_report_after_the_answer_stays_a_report(after: Any) -> None:
    _usable_as_written(_legacy() + "\n\nTool output: " + json.dumps(after) + "\n")


@pytest.mark.parametrize(
    ("after", "usable"),
    [
        ({"src/a.py": "x = 2"}, False),
        ({"file_path": "src/a.py", "content": "x = 2"}, False),
        ({"files": [{"file_path": "src/a.py", "status": "written"}]}, True),
    ],
)
def test_a_json_value_in_a_fence_after_the_answer_is_weighed(after: Any, usable: bool) -> None:
    text = _legacy() + "\n\nResult:\n```json\n" + json.dumps(after) + "\n```\n"
    result = parse_response(text)
    assert result.usable is usable, (result.status, [d.code for d in result.diagnostics])


def test_a_correction_introduced_as_new_after_a_draft_is_taken() -> None:
    draft = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 1\n"}]}, indent=2)
    new = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 2\n"}]}, indent=2)
    text = f"Draft:\n\n{draft}\n\nUpdated version, replacing the old one:\n\n{new}\n"
    # (fix-legacy15: two complete answers whose files differ are two readings whatever the
    # words between them say: "before my fix" reads as new too; refused, both named)
    result = parse_response(text)
    assert not result.usable or files_of(result) == [("src/a.py", "x = 2\n")]
    assert any("line 3, column 1" in d.message for d in result.diagnostics)


def test_an_original_introduced_after_the_answer_is_not_taken() -> None:
    new = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 2\n"}]}, indent=2)
    old = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 1\n"}]}, indent=2)
    result = parse_response(f"Here it is:\n\n{new}\n\nThe previous version:\n\n{old}\n")
    assert not result.usable or files_of(result) == [("src/a.py", "x = 2\n")]
    assert any("line 14, column 1" in d.message for d in result.diagnostics)
