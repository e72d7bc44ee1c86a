"""fix-legacy15: the rules that must not refuse what the model meant. Two complete answers
holding the same files (or the one taken holding all of the other's) stay usable; a report
key whose words do not say a file goes leaves the answer usable. Expected values by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


def _legacy(files: list[dict[str, str]] | None = None, **others: Any) -> str:
    return json.dumps({"files": _A if files is None else files, **others}, indent=2)


def test_the_same_answer_twice_is_usable() -> None:
    text = f"Draft:\n\n{_legacy()}\n\nAgain, in full:\n\n{_legacy()}\n"
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("src/a.py", "x = 1\n")]


def test_a_correction_that_only_adds_a_file_is_usable() -> None:
    more = [
        *_A,
        {"file_path": "tests/test_a.py", "content": "from src.a import x\n\nassert x == 1\n"},
    ]
    text = f"Draft:\n\n{_legacy()}\n\nWith the test too:\n\n{_legacy(more)}\n"
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [
        ("src/a.py", "x = 1\n"),
        ("tests/test_a.py", "from src.a import x\n\nassert x == 1\n"),
    ]


def test_two_answers_whose_text_differs_are_refused_naming_the_other() -> None:
    new = [{"file_path": "src/a.py", "content": "x = 2\n"}]
    text = f"Here is the fix:\n\n{_legacy(new)}\n\nWhat you had:\n\n{_legacy()}\n"
    result = parse_response(text)
    assert not result.usable
    assert any("line 3, column 1" in d.message for d in result.diagnostics)


@pytest.mark.parametrize(
    "after",
    [
        {"created": ["src/a.py"]},
        {"files_written": ["src/a.py"]},
        {"status": "ok", "files": ["src/a.py"]},
    ],
    ids=["created", "files-written", "status-ok"],
)
def test_a_report_key_that_does_not_say_a_file_goes_leaves_it_usable(after: Any) -> None:
    result = parse_response(_legacy() + "\n\n" + json.dumps(after) + "\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [("src/a.py", "x = 1\n")]


def test_another_key_listing_written_files_leaves_it_usable() -> None:
    result = parse_response(_legacy(files_created=["src/a.py"]))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [("src/a.py", "x = 1\n")]


def test_another_key_that_moves_a_held_file_is_refused() -> None:
    assert not parse_response(_legacy(files_to_move=[{"path": "src/a.py"}])).usable


@pytest.mark.parametrize(
    ("content", "report", "usable"),
    [
        ("DEBUG = True\n", {"DEBUG": True}, True),
        ("NAME = None\n", {"NAME": None}, True),
        ("DEBUG = False\n", {"DEBUG": True}, False),
    ],
    ids=["true-as-True", "null-as-None", "true-against-False"],
)
def test_a_json_literal_in_a_report_is_weighed_in_python_spelling_too(
    content: str, report: dict[str, object], usable: bool
) -> None:
    # {"DEBUG": true} says DEBUG = True of a Python file: nothing new; of DEBUG = False, a change
    text = json.dumps({"files": [{"file_path": "src/a.py", "content": content}]}, indent=2)
    after = "\n\nSummary: " + json.dumps({"file": "src/a.py", **report}) + "\n"
    result = parse_response(text + after)
    assert result.usable is usable, [d.message for d in result.diagnostics]
    if usable:
        assert files_of(result) == [("src/a.py", content)]
