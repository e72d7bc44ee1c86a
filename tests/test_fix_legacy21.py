"""fix-legacy21: the table of a legacy file object's other keys (closing.file_operation) read
structurally. A key whose words say the content goes into the file (``append``, ``insert``
with any value that says yes), a status key in any spelling (``write_mode``, ``changeType``)
whose value says so, a key of ``line``/``lines`` with a range or anchor word (any value), a
key saying the content is a piece (``partial``, ``snippet``... true; ``complete``... false):
not the whole file. Expected by hand: refused with ``legacy-file-operation``; the controls
(a permission mode, a flag, an encoding, a count, a language, a "no") keep the whole file."""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response

PIECE = "    print(os.getcwd())\n"


def _answer(extra: dict[str, Any]) -> str:
    return json.dumps(
        {
            "files": [
                {"path": "a.py", "content": PIECE, **extra},
                {"path": "b.py", "content": "y = 2\n"},
            ]
        },
        indent=2,
    )


@pytest.mark.parametrize(
    "extra",
    [
        {"append": "yes"},
        {"prependText": True},
        {"insertBefore": "import os"},
        {"changeType": "insert"},
        {"file_mode": "a"},
        {"edit_action": "removed"},
        {"after_line": "def main():"},
        {"anchor": "def main():"},
        {"after": "import os"},
        {"range": [3, 4]},
        {"offset": 120},
        {"position": "end"},
        {"linesToReplace": [3, 4]},
        {"start_line": 0},
        {"is_snippet": True},
        {"fragment": "true"},
        {"truncated": True},
        {"complete": False},
        {"is_full_file": False},
    ],
)
def test_a_key_saying_the_content_is_a_piece_refuses_the_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(extra))
    assert not result.usable
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "extra",
    [
        {"mode": "0644"},
        {"file_mode": "0644"},
        {"executable": True},
        {"encoding": "utf-8"},
        {"lines": 1},  # (the content's own count: 42 would count another file, hunt32)
        {"language": "python"},
        {"append": False},
        {"insert_after": ""},
        {"partial": False},
        {"complete": True},
        {"is_full_file": True},
        {"write_mode": "overwrite"},
    ],
)
def test_a_control_key_keeps_the_whole_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(extra))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", PIECE),
        ("b.py", "y = 2\n"),
    ]


def test_a_zero_place_is_a_place() -> None:
    # ("insert_at": 0: the content goes at the start; a number is never a "no")
    result = parse_response(_answer({"insert_at": 0}))
    assert not result.usable
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]


_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


@pytest.mark.parametrize(
    "others",
    [
        {"config_files": {".python-version": "3.11"}},
        {"env": {".env": "PORT=8080"}},
    ],
)
def test_a_dotfile_key_holding_text_beside_the_files_is_not_dropped(others: Any) -> None:
    # the model meant a file .python-version (.env) holding that text: not in the result
    result = parse_response(json.dumps({"files": _A, **others}, indent=2))
    assert not result.usable


@pytest.mark.parametrize(
    "others",
    [{"exports": {".": "./index.js"}}, {"notes": "Reads its settings from .env"}],
)
def test_a_dot_key_or_a_sentence_naming_a_dotfile_keeps_the_answer(others: Any) -> None:
    result = parse_response(json.dumps({"files": _A, **others}, indent=2))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/a.py", "x = 1\n")]


# --- a JSON report after the answer of values each named file gives them -----------------
_TWO = [
    {"file_path": "app.py", "content": "PORT = 5000\nDEBUG = False\n\nprint(PORT)\n"},
    {"file_path": "config.py", "content": "PORT = 8080\n"},
    {"file_path": "web.js", "content": "const PORT = 3000;\nmodule.exports = { PORT };\n"},
]


def _after(report: dict[str, Any]) -> str:
    return json.dumps({"files": _TWO}, indent=2) + "\n\nSummary: " + json.dumps(report) + "\n"


@pytest.mark.parametrize(
    "report",
    [
        {"app.py": {"PORT": 5000, "DEBUG": False, "lines": 4}},
        {"web.js": {"PORT": 3000}, "config.py": {"PORT": 8080}},
    ],
)
def test_a_report_of_values_each_file_gives_keeps_the_answer(report: dict[str, Any]) -> None:
    result = parse_response(_after(report))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        (item["file_path"], item["content"]) for item in _TWO
    ]


@pytest.mark.parametrize(
    "report",
    [
        {"app.py": {"PORT": 8080}},  # config.py's value, not app.py's
        {"app.py": {"DEBUG": True}},  # app.py says False
        {"app.py": {"TIMEOUT": 30}},  # a name app.py does not give
        {"app.py": {"PORT": 5000, "lines": 9}},  # app.py has 4 lines
        {"app.py": {"PORT": 5000, "delete": True}},
        {"app.py": {"PORT": 5000, "append": True}},
        {"app.py": {"old": "PORT = 5000", "new": "PORT = 8080"}},
        {"app.py": {"PORT": 5000}, "config.py": {"PORT": 9000}},
    ],
)
def test_a_report_of_values_a_file_does_not_give_is_refused(report: dict[str, Any]) -> None:
    result = parse_response(_after(report))
    assert not result.usable, (result.status, report)


@pytest.mark.parametrize(
    "after",
    [
        'Delete app.py: {"app.py": {"PORT": 5000}}',
        'Trash it: {"app.py": {"PORT": 5000}}',
        'Delete app.py: {"files": [{"file_path": "app.py", "status": "written"}]}',
    ],
)
def test_a_report_after_a_label_that_may_say_a_change_is_refused(after: str) -> None:
    # the label is a sentence that may delete app.py: the report beside it does not make it
    # harmless (before: the label was taken for a report's, repaired without a word)
    result = parse_response(json.dumps({"files": _TWO}, indent=2) + "\n\n" + after + "\n")
    assert not result.usable, (result.status, after)


@pytest.mark.parametrize(
    "after",
    [
        'Summary: {"app.py": {"PORT": 5000}}',
        'Tool output: {"files": [{"file_path": "app.py", "status": "written"}]}',
    ],
)
def test_a_report_after_a_report_label_keeps_the_answer(after: str) -> None:
    result = parse_response(json.dumps({"files": _TWO}, indent=2) + "\n\n" + after + "\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [f.file_path for f in result.code.files] == ["app.py", "config.py", "web.js"]


@pytest.mark.parametrize("key", ["content_type", "has_content", "content_length"])
def test_a_member_about_the_content_is_no_second_text(key: str) -> None:
    # (the lead: a name ending in "content" or "_code" is a text of the file, hunt28; a member
    # that describes the content is not one)
    value = {"content_type": "text/x-python", "has_content": True, "content_length": 6}[key]
    files = [{"file_path": "a.py", "content": "x = 1\n", key: value}]
    result = parse_response(json.dumps({"files": files}))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
