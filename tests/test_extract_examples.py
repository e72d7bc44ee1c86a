"""The example and line-cut rules of extract_json and the document reading, as docs/repair.md
states them: a leaf is a placeholder only when wholly one; the intro on the line before counts
when the value starts its own line; a line is JSON by itself only from its first column or
after a short label, never inside file content; the choice over an example is reported."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report, find_json_candidates


class Verdict(BaseModel):
    status: str
    summary: str = ""


@pytest.mark.parametrize(
    ("leaf", "placeholder"),
    [
        ("<code>", True),
        ("<file content>", True),
        ("...", True),
        ("TODO", True),
        ("your code here", True),
        ("path/to/file.py", True),
        ("<br>", False),
        ("</p>", False),
        ('<a href="x">', False),
        ("Code here parses the arguments.", False),
        ("TODO: parse the flags", False),
        ("x = 1 ...", False),
    ],
)
def test_a_leaf_is_a_placeholder_only_when_wholly_one(leaf: str, placeholder: bool) -> None:
    # the placeholder value comes first: with which="first" it is taken only if no example
    first = json.dumps({"status": "a", "summary": leaf})
    text = f'Answer: {first}\nLog: {{"status": "b"}}\n'
    report = extract_json_report(text, model=Verdict, which="first")
    assert report.value.status == ("b" if placeholder else "a")
    named = [d for d in report.diagnostics if d.code == "json-other-values"]
    assert bool(named) == placeholder


def test_intro_on_the_line_before_counts_only_when_the_value_starts_its_line() -> None:
    example = '{"status": "passed"}'
    answer = '{"status": "failed"}'
    own_line = extract_json_report(f"{answer}\nAn example:\n{example}\n", model=Verdict)
    assert own_line.value.status == "failed"
    assert [d.code for d in own_line.diagnostics] == ["json-other-values"]
    # the intro's line ended, and the value is after other words on the next line: no example
    later = extract_json_report(f"{answer}\nAn example:\nReal: {example}\n", model=Verdict)
    assert later.value.status == "passed"


@pytest.mark.parametrize(
    "line",
    ["y = [1]", "  [1, 2]", '    {"k": "v"}', 'x = {"a": 1}'],
)
def test_a_code_line_is_no_json_line(line: str) -> None:
    body = f'a = "q"\n{line}\n'
    text = '{"file_path": "a.py", "note": "' + body + '"}'
    values = [c.value for c in find_json_candidates(text)]
    assert values[0] == {"file_path": "a.py", "note": body}, values


def test_a_json_line_inside_file_content_is_never_cut() -> None:
    body = 'a = "q"\n{"k": "v"}\n'
    text = '{"file_path": "a.json", "content": "' + body + '"}'
    assert next(c.value for c in find_json_candidates(text))["content"] == body


def test_a_labelled_json_line_after_an_unterminated_log_string_is_cut_with_a_guess() -> None:
    text = 'log: {"msg": "oops\nFinal: {"status": "done"}\n'
    report = extract_json_report(text, model=Verdict)
    assert report.value.status == "done"
    first = extract_json_report(text, which="first")
    assert first.value == {"msg": "oops\n"}
    assert "json-string-end" in [d.code for d in first.diagnostics]


def test_content_ended_before_a_json_line_is_a_string_end_guess() -> None:
    result = repair_json_report('{"content": "a\n{"k": "v"}\n[1]\n"}')
    assert [g.kind.value for g in result.guesses if g.kind.value == "string-end"] == ["string-end"]
    # prose after a complete value, with no quote: no such guess
    plain = repair_json_report('{"a": 1}\nsee [1, 2] and more\n')
    assert all(g.kind.value != "string-end" for g in plain.guesses)


def test_legacy_example_with_files_wins_over_a_value_without_files_keys() -> None:
    answer = json.dumps({"files": [{"file_path": "fix.py", "content": "x = 1\n"}]})
    result = parse_response(f'It looks like this: {answer}\nTool result: {{"exit_code": 0}}\n')
    assert [f.file_path for f in result.code.files] == ["fix.py"]
    assert any("no expected key with a value" in d.message for d in result.diagnostics)


def test_extract_reports_content_ended_before_an_orphan_quote_and_closer() -> None:
    text = '{"file_path": "a.py", "content": "import os\n{"k": "v"}\n[3]\nx = 1\n"}'
    report = extract_json_report(text)
    assert "json-string-end" in [d.code for d in report.diagnostics]
    # a text whose end is read by a value: no such guess
    whole = extract_json_report('{"a": "b "c" d"}\nsee {"e": "f"}')
    assert "json-string-end" not in [d.code for d in whole.diagnostics]
