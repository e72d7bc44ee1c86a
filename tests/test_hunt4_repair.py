"""Failing tests from an independent attack on the JSON repair rules of issue 25 (hunt4-repair).

Each test is one finding: an input whose repaired or extracted value, or whose legacy files,
differ from what the writer meant, with no guess reported at the place that decided it (or a
documented rule that did not apply). The comment above each test says the class, how it was
found (``benchmarks/hunt_hunt4-repair.py`` re-runs the generators with fixed seeds) and what
the library did. These tests fail by design until the finding is fixed.

What held (no finding): ``\\'`` in ``body``/``source``/``new_content`` members is read as ``'``
and reported as the guess ``apostrophe-escape``; a content string with ``print("a")]}`` and
raw quotes inside a ``files`` array keeps the code (an ``unescaped-quote`` guess); code lines
``{"event": "start"}``, ``["b", "c"]`` and ``[3, 4]`` inside raw-newline content are not cut by
the line rule when the line before them does not close the object; ``parse_response`` with
the ``files`` wrapper reads all the contents below exactly; a resync anchor inside code
(``["file_path", "b.py"]``, ``{"file_path" "b.py", ...}``) gives ``rejected_files`` with an
error naming the file, never a usable result; the growth ratio of the new cuts and of example
detection (10x input: 6-14x time at 8000/80000 pieces, GC paused).
"""

from __future__ import annotations

import json

from pydantic import BaseModel

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report


class FileOut(BaseModel):
    file_path: str
    content: str


class Verdict(BaseModel):
    status: str
    summary: str = ""


def _cut_diagnostics(diagnostics: list[object]) -> list[str]:
    return [
        getattr(d, "code", "")
        for d in diagnostics
        if getattr(d, "code", "") in {"json-string-end", "json-other-values", "json-trailing-text"}
    ]


# Class: extract_json line rule (a line that is JSON by itself) cuts file content, no guess.
# How found: code bodies with a dict literal on one line and a list assignment on the next,
# wrapped as {"file_path", "content"} with raw quotes (benchmarks/hunt_hunt4-repair.py,
# "line-cut"). What the library did: extract_json(model=FileOut) returned the content
# 'x = {"k": "v' (the rest of the file dropped) with only the diagnostic "escaped 3 unescaped
# quotes": `y = [1]` counts as "a line that is JSON by itself" because the check starts at the
# line's first bracket, and the text before it then reads as a complete object by ending the
# string at `v"}` (the string-end rule), reported nowhere. repair_json on the same text keeps
# the whole content.
def test_line_rule_does_not_cut_content_at_a_code_line_with_a_list() -> None:
    body = 'x = {"k": "v"}\ny = [1]\n'
    text = '{"file_path": "a.py", "content": "' + body + '"}'
    report = extract_json_report(text, model=FileOut)
    cut = _cut_diagnostics(list(report.diagnostics))
    assert report.value.content == body or cut, (report.value, report.diagnostics)


# Class: the same cut without a model: another value is returned, with no diagnostic at all.
# How found: as above ("line-cut", no model). What the library did: extract_json returned the
# list [1, 2] (from the code line `y = [1, 2]`) for a text that is one file object, and its
# report had no diagnostic naming the file object passed over.
def test_extract_without_model_returns_the_file_object_not_a_code_list() -> None:
    body = 'import json\nx = json.loads(\'{"k": "v"}\')\ny = [1, 2]\n'
    text = '{"file_path": "a.py", "content": "' + body + '"}'
    report = extract_json_report(text)
    assert report.value == {"file_path": "a.py", "content": body} or _cut_diagnostics(
        list(report.diagnostics)
    ), (report.value, report.diagnostics)


# Class: repair_json ends the document at a `"}` inside file content when a later line is a
# JSON value (the end-of-document rule), reported as info only. How found: the line-cut
# generator run through repair_json ("doc-end"). What the library did: repair_json on
# {"content": "a\n{"k": "v"}\n[1]\n"} returned {"content": "a\n{\"k\": \"v"}: the content
# cut inside a dict literal, the rest dropped as `trailing-text` (info), the only guess an
# `unescaped-quote` at the first inner quote; no guess names the reading that keeps the code.
def test_repair_does_not_end_content_silently_before_a_json_line() -> None:
    body = 'a\n{"k": "v"}\n[1]\n'
    result = repair_json_report('{"content": "' + body + '"}')
    value = json.loads(result.text)
    cut_guesses = [g for g in result.guesses if g.kind.value in {"string-end", "other-values"}]
    assert value == {"content": body} or cut_guesses, (result.text, result.report_lines())


# Class: example detection, "the line before" (docs/repair.md: "introduced as an example by
# the words before it on its line or the line before"). How found: intros on their own line
# ("example"). What the library did: is_example looks for the intro only up to a newline
# (`[^\n]{0,40}\Z`), so "For reference, the example format was:\n{...}" is no example;
# extract_json (last, model=Verdict) returned the example {"status": "passed", ...} over the
# verdict before it, with no diagnostic.
def test_example_introduced_on_the_line_before_is_not_the_answer() -> None:
    example = '{"status": "passed", "summary": "all tests pass"}'
    verdict = '{"status": "failed", "summary": "tests fail"}'
    text = f"My verdict:\n{verdict}\n\nFor reference, the example format was:\n{example}\n"
    report = extract_json_report(text, model=Verdict)
    assert report.value.status == "failed", (report.value, report.diagnostics)


# Class: the same, in a legacy answer: the quoted format example's file is written.
# How found: "example" generator with a longer example than answer. What the library did:
# parse_response returned status repaired with the example's file src/main.py (the guess says
# only "kept the longest one"), not the answer's fix.py that follows "Here are the files:".
def test_legacy_example_on_the_line_before_loses_to_the_answer() -> None:
    example = json.dumps(
        {
            "files": [
                {
                    "file_path": "src/main.py",
                    "content": "def main():\n    print('hello world')\n\n\nmain()\n",
                }
            ]
        }
    )
    answer = json.dumps({"files": [{"file_path": "fix.py", "content": "x = 1\n"}]})
    result = parse_response(f"Example format:\n{example}\n\nHere are the files:\n{answer}\n")
    assert [f.file_path for f in result.code.files] == ["fix.py"], (result.status, result.code)


# Class: a real answer introduced with "like this", a later small JSON taking over (data
# lost). How found: "like-this" generator (answer + tool-result line). What the library did:
# parse_response on "Sure, the change looks like this: {files...}\nTool result:
# {"exit_code": 0}" returned no_artifact: the answer was passed over as an example for the
# complete {"exit_code": 0} after it, which holds no files.
def test_answer_introduced_with_like_this_is_not_lost_to_a_tool_result() -> None:
    answer = json.dumps({"files": [{"file_path": "fix.py", "content": "x = 1\n"}]})
    text = f'Sure, the change looks like this: {answer}\nTool result: {{"exit_code": 0}}\n'
    result = parse_response(text)
    assert [f.file_path for f in result.code.files] == ["fix.py"], (result.status,)


# Class: extract_json with a model and which="first": the answer introduced with "for
# instance" is passed over for a smaller later value that also validates, and the report
# names nothing (docs/repair.md: "The guess other-values names the example passed over").
# How found: "like-this" generator with a model whose extra fields have defaults. What the
# library did: returned the log's {"status": "ok"} for Verdict with an empty diagnostics
# tuple.
def test_extract_first_answer_for_instance_then_status_line_reports_the_choice() -> None:
    verdict = '{"status": "failed", "summary": "tests fail on py3.8"}'
    text = f'For instance, the build {verdict} was my verdict.\nLog: {{"status": "ok"}}\n'
    report = extract_json_report(text, model=Verdict, which="first")
    named = [d for d in report.diagnostics if d.code == "json-other-values"]
    assert report.value.status == "failed" or named, (report.value, report.diagnostics)


# Class: placeholder detection matches the START of any leaf string ("code here\b" with
# re.match), so a real description "Code here parses the arguments." marks the whole answer
# as a format example. How found: leaves of real answers tried against the placeholder
# pattern by hand. What the library did: parse_response on the answer followed by a tool
# result line {"exit_code": 0} returned no_artifact (the answer passed over for the tool
# result, which holds no files); without the tool line the same answer is recovered.
def test_description_starting_with_code_here_is_no_placeholder() -> None:
    answer = json.dumps(
        {
            "files": [
                {
                    "file_path": "cli.py",
                    "content": "import sys\nprint(sys.argv)\n",
                    "description": "Code here parses the arguments.",
                }
            ]
        }
    )
    text = f'Here are the files:\n{answer}\nTool result: {{"exit_code": 0}}\n'
    result = parse_response(text)
    assert [f.file_path for f in result.code.files] == ["cli.py"], (result.status,)


class Edit(BaseModel):
    path: str
    replacement: str = ""


# Class: a real value with a short HTML tag as a leaf ("<br>") reads as a placeholder; with
# which="first" the later value is returned and nothing reports the choice. How found: the
# placeholder pattern `<[^<>\n]{1,60}>` tried on code-like leaves. What the library did:
# extract_json(which="first", model=Edit) returned Edit(path="build.log") from the log line,
# with no diagnostic naming the edit passed over.
def test_first_value_with_an_html_tag_leaf_is_not_passed_over_silently() -> None:
    text = 'Edit: {"path": "a.html", "replacement": "<br>"}\nLog: {"path": "build.log"}\n'
    report = extract_json_report(text, model=Edit, which="first")
    named = [d for d in report.diagnostics if d.code == "json-other-values"]
    assert report.value.path == "a.html" or named, (report.value, report.diagnostics)


class Status(BaseModel):
    status: str
    n: int


# Class: the line rule never cuts after an unterminated string, so a broken log line swallows
# the answer on the next line, and an earlier value is returned with no diagnostic. How found:
# "log-lines" generator (broken log lines, result lines, a final answer line; 24 of 60 WRONG,
# 2 of 60 an error). What the library did: extract_json_report(model=Status) returned the
# earlier Status(status="ok", n=0) with an empty diagnostics tuple: the answer line was read
# into the log's "msg" string (the text before it is truncated, so the line rule does not
# apply). Without the first line it raises "none of the 1 JSON value(s) in the text is a
# valid Status".
def test_answer_line_after_an_unterminated_log_line_is_found() -> None:
    text = (
        'Result: {"status": "ok", "n": 0}\nlog: {"msg": "oops\nFinal: {"status": "done", "n": 99}\n'
    )
    report = extract_json_report(text, model=Status)
    named = [d for d in report.diagnostics if d.code == "json-other-values"]
    assert report.value.n == 99 or named, (report.value, report.diagnostics)
