"""fix-legacy16: prose in a legacy answer's other keys weighed by the rules of the text after
the answer (one reading), a code line under a held path is no description of it, bare paths
in marks paired either way, and a JSON Patch of the answer after it. Expected values written
by hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]
_AS_WRITTEN = [("src/a.py", "x = 1\n")]


def _legacy(**others: Any) -> str:
    return json.dumps({"files": _A, **others}, indent=2)


@pytest.mark.parametrize(
    "sentence",
    [
        "Also delete src/a.py afterwards.",
        "Then change x to 2 in src/a.py.",
        "Run `mv src/a.py src/b.py` next.",
        "A simple script that sets x.",
        "No tests included.",
        "x is set to 1",
    ],
)
def test_prose_in_another_key_is_weighed_as_the_same_prose_after_the_answer(
    sentence: str,
) -> None:
    # one reading: the sentence under "notes" is usable exactly when it is after the answer
    beside = parse_response(_legacy(notes=sentence))
    after = parse_response(_legacy() + "\n\n" + sentence + "\n")
    assert beside.usable == after.usable


@pytest.mark.parametrize(
    "others",
    [
        {"notes": "A simple script that sets x."},
        {"summary": {"language": "python", "notes": ["No tests included.", "Sets x to 1."]}},
        {"files_changed": ["src/a.py"]},
    ],
    ids=["sentence", "nested-sentences", "list-of-paths"],
)
def test_prose_that_changes_nothing_leaves_the_answer_usable(others: dict[str, Any]) -> None:
    # (a one-word string, a path in a list of files, is no sentence: it tells nothing)
    result = parse_response(_legacy(**others))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _AS_WRITTEN


def test_a_steps_list_with_a_rename_in_another_key_is_refused() -> None:
    result = parse_response(_legacy(steps_done=["Write the module", "Rename src/a.py to b.py"]))
    assert not result.usable


@pytest.mark.parametrize(
    ("description", "usable"),
    [("Main module", True), ("Entry point of the app", True), ("return None", False)],
)
def test_a_python_statement_under_a_held_path_is_no_description(
    description: str, usable: bool
) -> None:
    # Python's own parser tells a statement ("return None") from words about the file
    result = parse_response(_legacy(descriptions={"src/a.py": description}))
    assert result.usable is usable
    if usable:
        assert files_of(result) == _AS_WRITTEN


@pytest.mark.parametrize(
    "patch",
    [
        [{"op": "replace", "path": "/files/0/content", "value": "x = 2\n"}],
        {"op": "remove", "path": "/files/0"},
        [{"op": "move", "from": "/files/0/file_path", "path": "/files/1/file_path"}],
        [{"op": "replace", "path": "", "value": {"files": []}}],
    ],
    ids=["replace-content", "one-operation", "move-from", "whole-document"],
)
def test_a_json_patch_of_the_answer_after_it_is_refused(patch: Any) -> None:
    text = _legacy() + "\n\n```json\n" + json.dumps(patch) + "\n```\n"
    result = parse_response(text)
    assert not result.usable
    assert any(d.code == "changed-after" and "JSON Patch" in d.message for d in result.diagnostics)


def test_a_json_patch_that_only_tests_the_answer_changes_nothing() -> None:
    patch = [{"op": "test", "path": "/files/0/content", "value": "x = 1\n"}]
    result = parse_response(_legacy() + "\n\n" + json.dumps(patch) + "\n")
    assert not any("JSON Patch" in d.message for d in result.diagnostics)
    assert result.usable
    assert files_of(result) == _AS_WRITTEN


@pytest.mark.parametrize(
    "path",
    [
        "\u00ab src/a.js\u00bb",
        "\u300csrc/a.js\u300d",
        "\u2039src/a.js\u203a",
        "\u203asrc/a.js\u2039",
    ],
    ids=["guillemets", "corner-brackets", "single-guillemets", "single-reversed"],
)
def test_a_bare_path_in_paired_marks_is_refused(path: str) -> None:
    result = parse_response('{"files": [{"file_path": ' + path + ', "content": "x"}]}')
    assert not result.usable


@pytest.mark.parametrize("where", ["notes", "after"])
@pytest.mark.parametrize(
    ("sentence", "usable"),
    [
        ("Created src/a.py with the main logic.", True),
        ("Added src/a.py.", True),
        ("Create src/a.py again with x = 2.", False),
        ("Renamed src/a.py to src/b.py.", False),
    ],
)
def test_a_report_in_the_past_tense_without_i_is_what_the_answer_did(
    sentence: str, usable: bool, where: str
) -> None:
    # closing._DID: "I created src/a.py" was a report; a summary leaves the "I" out. An order
    # (the imperative) or a move stays a change.
    text = _legacy(notes=sentence) if where == "notes" else _legacy() + "\n\n" + sentence + "\n"
    result = parse_response(text)
    assert result.usable is usable, [d.message for d in result.diagnostics]
    if usable:
        assert files_of(result) == _AS_WRITTEN
