"""Finding the JSON an agent returned in prose, fences and transcripts."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel

from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.extract import (
    extract_json,
    extract_json_report,
    find_json_candidates,
)
from artifact_codec.jsonfix.repair import RepairKind
from artifact_codec.models import GeneratedCode

DATA = Path(__file__).parent / "data" / "extract"
CASES = sorted(path.stem for path in DATA.glob("*.txt"))


def test_there_are_fixtures() -> None:
    assert len(CASES) >= 12


@pytest.mark.parametrize("name", CASES)
def test_fixture(name: str) -> None:
    text = (DATA / f"{name}.txt").read_bytes().decode("utf-8")
    expected = json.loads((DATA / f"{name}.json").read_text("utf-8"))
    which: Literal["first", "last"] = "first" if name.endswith("-first") else "last"
    assert extract_json(text, which=which) == expected


# --------------------------------------------------------------------------------------------
# The failures of the naive versions


def test_nested_objects_are_not_cut_at_the_first_closing_brace() -> None:
    # re.search(r"\{.*?\}") stops at the first '}'.
    text = 'Answer: {"outer": {"inner": {"deep": [1, {"x": 2}]}}, "after": 3} -- end'
    naive = re.search(r"\{.*?\}", text)
    assert naive is not None
    assert naive.group() == '{"outer": {"inner": {"deep": [1, {"x": 2}'
    assert extract_json(text) == {"outer": {"inner": {"deep": [1, {"x": 2}]}}, "after": 3}


def test_a_closing_brace_inside_a_string_closes_nothing() -> None:
    text = 'Result {"template": "if (x) { return \'}\'; }", "ok": true} trailing'
    assert extract_json(text) == {"template": "if (x) { return '}'; }", "ok": True}


def test_a_fence_inside_a_string_value_does_not_end_the_block() -> None:
    inner = "Usage:\n```bash\npip install x\n```\n"
    text = "Here:\n```json\n" + json.dumps({"readme": inner, "n": 1}) + "\n```\nBye."
    assert extract_json(text) == {"readme": inner, "n": 1}


def test_greedy_regex_would_swallow_the_prose_between_two_objects() -> None:
    text = 'first {"a": 1} then prose with } and { then {"b": 2}'
    assert extract_json(text, which="first") == {"a": 1}
    assert extract_json(text, which="last") == {"b": 2}


# --------------------------------------------------------------------------------------------
# Candidates and the report


def test_candidates_are_listed_in_order_with_positions() -> None:
    text = 'x {"a": 1} y\n```json\n[1, 2]\n```\nz {"b": [3,]}'
    candidates = find_json_candidates(text)
    assert [candidate.value for candidate in candidates] == [{"a": 1}, [1, 2], {"b": [3]}]
    assert [candidate.fenced for candidate in candidates] == [False, True, False]
    first = candidates[0]
    assert text[first.start : first.end] == '{"a": 1}'
    assert first.repair.repairs == ()
    assert [repair.kind for repair in candidates[2].repair.repairs] == [RepairKind.TRAILING_COMMA]


def test_report_of_the_chosen_candidate() -> None:
    text = "Final:\n{'done': True}"
    report = extract_json_report(text)
    assert report.value == {"done": True}
    assert report.candidates == 1
    assert report.candidate.start == text.index("{")
    assert [repair.kind for repair in report.repair.repairs] == [RepairKind.PYTHON_LITERAL]
    assert report.repair.repairs[0].line == 2


def test_repair_positions_are_lines_of_the_whole_text() -> None:
    text = "line 1\nline 2\n{\n  'a': 1,\n  'b': null,\n}\n"
    candidate = find_json_candidates(text)[0]
    assert candidate.value == {"a": 1, "b": None}
    quotes = [r for r in candidate.repair.repairs if r.kind is RepairKind.SINGLE_QUOTES]
    assert (quotes[0].line, quotes[0].column) == (4, 3)


def test_references_checkboxes_and_empty_braces_in_prose_are_not_candidates() -> None:
    text = 'Fix: {"ok": true}. Tests pass [1], see [2].\n- [ ] docs\n- use {} later'
    assert [c.value for c in find_json_candidates(text)] == [{"ok": True}]
    assert extract_json("```json\n[1]\n```") == [1]  # fenced, it is an answer


@pytest.mark.parametrize(
    ("text", "which", "meant"),
    [
        ('Before: {"a": 1}\nNothing is left, the result is {}.', "last", {"a": 1}),
        ('I removed every key, so it is {} now. Before: {"a": 1}', "first", {"a": 1}),
    ],
    ids=["after-the-last", "before-the-first"],
)
def test_an_empty_object_in_a_sentence_is_another_reading_but_never_the_value(
    text: str, which: Literal["first", "last"], meant: object
) -> None:
    """An empty ``{}`` inside a sentence is no candidate, but when it comes before the value
    taken in ``which`` order it is reported, as an empty ``[]`` there is."""
    report = extract_json_report(text, which=which)
    assert report.value == meant
    assert [d.code for d in report.diagnostics] == ["json-other-values"]
    assert "'{}'" in report.diagnostics[0].message
    assert [c.value for c in find_json_candidates(text)] == [meant]


@pytest.mark.parametrize(
    ("text", "which"),
    [
        ('Before: {"a": 1}\nNothing is left, the result is {}.', "first"),
        ('Result: {"a": 1}. The handler is `if (x) {} else`.', "last"),
        ('Result: {"a": 1}. The callback is `() => {}` here.', "last"),
    ],
    ids=["after-the-first", "block-of-code", "arrow-function"],
)
def test_an_empty_object_not_passed_over_or_a_block_of_code_is_not_reported(
    text: str, which: Literal["first", "last"]
) -> None:
    report = extract_json_report(text, which=which)
    assert report.value == {"a": 1}
    assert report.diagnostics == ()


def test_other_language_fences_are_skipped_whole() -> None:
    text = '```python\nd = {"not": "json"}\n```\n'
    assert find_json_candidates(text) == []
    assert extract_json(text, default=None) is None


# --------------------------------------------------------------------------------------------
# Models


class Verdict(BaseModel):
    code_changes_summary: str
    evaluation_script_path: str
    evaluation_output: str


def test_model_validation_skips_candidates_that_do_not_fit() -> None:
    text = (
        'Tool call: {"cmd": "pytest"}\n'
        'Result: {"code_changes_summary": "ok", "evaluation_script_path": "e.py", '
        '"evaluation_output": "1 passed"}\n'
        'Extra: {"unrelated": true}'
    )
    verdict = extract_json(text, model=Verdict)
    assert isinstance(verdict, Verdict)
    assert verdict.evaluation_output == "1 passed"
    assert extract_json(text) == {"unrelated": True}


def test_model_keys_guide_the_repair() -> None:
    log = 'collected 1 item\ntest.py . {"a": "b", "c": "d"}\n1 passed'
    text = (
        '{"code_changes_summary": "fix", "evaluation_script_path": "e.py", "evaluation_output": "'
        + log.replace("\n", "\\n")
        + '"}'
    )
    verdict = extract_json(text, model=Verdict)
    assert verdict.evaluation_output == log


def test_model_that_nothing_validates_raises_naming_the_problem() -> None:
    text = 'Result: {"code_changes_summary": "ok"}'
    with pytest.raises(ArtifactDecodeError, match="evaluation_script_path") as caught:
        extract_json(text, model=Verdict)
    assert "is a valid Verdict" in caught.value.msg
    assert caught.value.pos == text.index("{")


def test_model_validation_into_generated_code() -> None:
    text = 'Done!\n```json\n{"files": [{"file_path": "a.py", "content": "print("hi")\\n"}]}\n```'
    code = extract_json(text, model=GeneratedCode)
    assert isinstance(code, GeneratedCode)
    assert code.files[0].content == 'print("hi")\n'


# --------------------------------------------------------------------------------------------
# Nothing found


@pytest.mark.parametrize("text", ["", "no json here", "see {name} and [the docs]", "```\n```"])
def test_nothing_found_raises(text: str) -> None:
    with pytest.raises(ArtifactDecodeError, match="found no JSON"):
        extract_json(text)


@pytest.mark.parametrize("default", [None, {}, "fallback"])
def test_default_is_returned_when_nothing_is_found(default: Any) -> None:
    assert extract_json("nothing here", default=default) == default


def test_default_is_returned_when_no_candidate_validates() -> None:
    assert extract_json('{"x": 1}', model=Verdict, default=None) is None


def test_which_must_be_first_or_last() -> None:
    with pytest.raises(ValueError, match="which must be"):
        extract_json('{"a": 1}', which="middle")  # type: ignore[call-overload]


def test_non_text_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="must be a str"):
        find_json_candidates(None)  # type: ignore[arg-type]


class _Verdict(BaseModel):
    """docs/repair.md's model: two of the three keys of the agent's JSON (pydantic ignores the
    extra one by default; an agent's JSON often has more keys than the caller needs)."""

    code_changes_summary: str
    evaluation_script_path: str


def test_extract_json_with_a_model_reads_the_value_the_agent_wrote() -> None:
    """Found in a new user's first hour: docs/repair.md's example, whose comment shows
    ``# eval.py``."""
    transcript = (DATA / "transcript-result-at-end.txt").read_text("utf-8")
    assert extract_json(transcript)["evaluation_script_path"] == "eval.py"
    verdict = extract_json(transcript, model=_Verdict)
    assert verdict.evaluation_script_path == "eval.py"


@pytest.mark.parametrize(
    "text",
    [
        'Old: {"a": 1}\nif (x) {\nResult: {"b": 2}\n',
        '  } else {\nResult: {"b": 2}\n',
    ],
)
def test_extract_json_finds_the_result_after_a_line_of_code_ending_in_a_brace(text: str) -> None:
    """Input: a transcript where a line of code that opens a block (``if (x) {``,
    ``} else {``, found by hypothesis among log and code noise) comes right before the line
    ``Result: {"b": 2}``. Happened: ``{`` + newline + ``Result:`` is taken as the start of a
    JSON object with the bare key ``Result``, that candidate swallows the real result, and it
    is rebuilt (an unquoted key, brackets closed), so it is passed over: extract_json returns
    the EARLIER ``{"a": 1}`` (or the rebuilt ``{"Result": {"b": 2}}`` when there is no earlier
    one), and ``extract_json(text, model=B)`` raises "none of the JSON values is a valid B".
    Expected: ``{"b": 2}``, the last JSON value in the text that is valid as written (the
    documented default), and ``B(b=2)`` with the model."""
    from pydantic import BaseModel

    from artifact_codec import extract_json

    class B(BaseModel):
        b: int

    assert extract_json(text) == {"b": 2}
    assert extract_json(text, model=B) == B(b=2)
