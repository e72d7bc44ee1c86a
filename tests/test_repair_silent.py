"""Silent wrong readings found by ``benchmarks/hunt_hunt4-repair.py`` (line-cut and doc-end
classes), minimised: each input is a legacy file object whose content holds raw quotes and raw
newlines, with a dict literal line and a list line in the code. The reader ends the content at
the quote of the dict literal (``"v"}``); the text then ends with a quote and ``}`` that no
value reads. Whatever value ``extract_json_report`` takes, it must be the file as written or
carry a guess that names the other reading (a string running on to the text's end)."""

from __future__ import annotations

import json

from pydantic import BaseModel

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report

CUT_CODES = {"json-string-end", "json-other-values", "json-trailing-text"}


class FileOut(BaseModel):
    file_path: str
    content: str


def _object(body: str) -> str:
    return '{"file_path": "a.py", "content": "' + body + '"}'


# Found by hunt4 line-cut (seed 4): a list line after the dict literal holds a bracketed value
# (`  [[], 11]`), and extract_json (last) took its `[]`, JSON as written, with no diagnostic.
# Also doc-end: code after the cut holding `cur_line[-1]` gave `[-1]`, no diagnostic.
def test_value_inside_the_other_readings_string_is_not_taken_silently() -> None:
    for body in (
        '  >>> log\nx = {"name": "v"}\ny = [4]\n  [[], 11]\n\nwe get data.\n',
        '    while line:\n{"k": "v"}\n[91]\n        del cur_line[-1]\n',
    ):
        report = extract_json_report(_object(body))
        value = report.value
        exact = value == {"file_path": "a.py", "content": body}
        assert exact or CUT_CODES & {d.code for d in report.diagnostics}, (value, body)


# Found by hunt4 doc-end (seed 4): the content starts with the dict literal and the code after
# the list line ends with an open `[` (`softkwlist = [`): the text's end `[\n"}` is read only
# by a rebuilt candidate (a quote inserted, `}` replaced), so the end counted as read and the
# file `{"name": "v` was taken (with and without a model) with no guess at the cut.
def test_end_read_only_by_a_rebuilt_candidate_still_names_the_cut() -> None:
    body = '{"name": "v"}\n[86]\n    \'yield\'\n]\n\nsoftkwlist = [\n'
    for model in (None, FileOut):
        report = extract_json_report(_object(body), model=model)
        value = report.value
        content = value.content if isinstance(value, FileOut) else value.get("content")
        assert content == body or CUT_CODES & {d.code for d in report.diagnostics}, (
            model,
            value,
        )


def test_a_text_whose_end_a_value_reads_gets_no_string_end_guess() -> None:
    report = extract_json_report('{"a": "b "c" d"}\nsee {"e": "f"}\n[1]')
    assert "json-string-end" not in {d.code for d in report.diagnostics}


# One structural comma doubled or left out in ordinary pretty-printed JSON (a package.json's
# shape: nested objects, arrays of objects and strings mixed). Found by the hunt3 slips on
# real node_modules package.json files: `},,` after a nested object and a missing comma after
# an object in an array followed by another item (`}` then `"./lib/index.js"` or `{` on the
# next line) made the closing-quote lookahead call the quote before them content, so a string
# was read on across the members after it with only an unescaped-quote guess at its start.
_PRETTY: dict[str, object] = {
    "name": "@scope/pkg",
    "repository": {"type": "git", "url": "git+https://example.invalid/pkg.git"},
    "exports": {
        ".": [{"default": "./lib/index.js", "types": "./lib/index.d.ts"}, "./lib/index.js"],
        "./package.json": "./package.json",
    },
    "sections": [
        {"type": "feat", "section": "Features", "hidden": False},
        *({"type": f"t{i}", "section": "Core", "hidden": True} for i in range(9)),
    ],
    "files": [["bin/", "lib/"], ["map.js"]],
    "engines": {"node": "^20.17.0 || >=22.9.0"},
    "license": "ISC",
}


def _slips(text: str) -> list[tuple[int, str]]:
    damaged: list[tuple[int, str]] = []
    for closer in ("},\n", "],\n", '",\n'):
        at = text.find(closer)
        while at >= 0:
            comma = at + 1
            damaged.append((comma, text[:comma] + "," + text[comma:]))  # doubled
            damaged.append((comma, text[:comma] + text[comma + 1 :]))  # left out
            at = text.find(closer, comma)
    return damaged


def test_one_comma_doubled_or_left_out_in_pretty_printed_json_is_exact_or_a_guess() -> None:
    text = json.dumps(_PRETTY, indent=2)
    cases = _slips(text)
    assert len(cases) > 60
    for slip, damaged in cases:
        result = repair_json_report(damaged)
        near = [g for g in result.guesses if slip - 5 <= g.pos <= slip + 12]
        assert json.loads(result.text) == _PRETTY or near, (
            damaged[max(0, slip - 60) : slip + 40],
            [(g.kind.value, g.pos) for g in result.guesses],
        )


def _structural_closers(text: str) -> list[int]:
    """Where the closing brackets outside strings are in the JSON ``text``."""
    found, inside, pos = [], False, 0
    while pos < len(text):
        char = text[pos]
        if inside and char == "\\":
            pos += 2
            continue
        if char == '"':
            inside = not inside
        elif not inside and char in "}]":
            found.append(pos)
        pos += 1
    return found


# One closing bracket left out in the middle of a document (models miscount closers). Found by
# hunt3 (deleting one `}` of real package.json files): the document was closed at the end and
# reported only as `truncated`, not a guess, though the text ends like a finished document.
# Expected: the document as written, or a guess (where the kind of the members changes, or at
# the container that ends the text, naming the other reading).
def test_a_closing_bracket_left_out_in_the_middle_is_exact_or_a_guess() -> None:
    for indent in (None, 2):
        text = json.dumps(_PRETTY, indent=indent)
        closers = _structural_closers(text)[:-1]
        assert len(closers) > 15
        for slip in closers:
            result = repair_json_report(text[:slip] + text[slip + 1 :])
            assert json.loads(result.text) == _PRETTY or result.guesses, (
                indent,
                text[max(0, slip - 40) : slip + 20],
                [r.kind.value for r in result.repairs],
            )


# A draft then a correction, both complete legacy answers (hunt3 two-answers class): the last
# is taken whatever the lengths, and the guess names the draft's place (the other reading).
def test_a_correction_after_a_longer_draft_is_taken_and_the_draft_named() -> None:
    draft = '{"files": [{"file_path": "a.py", "content": "x = 1  # a longer first draft\\n"}]}'
    fixed = '{"files": [{"file_path": "a.py", "content": "x = 2\\n"}]}'
    result = parse_response("First try:\n" + draft + "\n\nCorrected:\n" + fixed)
    # (fix-legacy15: when the two answers' files differ, the answer is refused instead,
    # naming the draft's place: the words between two answers are no certain rule)
    assert not result.usable or [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "x = 2\n")
    ]
    assert any("line 2, column 1" in d.message for d in result.diagnostics), [
        d.message for d in result.diagnostics
    ]
    # one answer and a smaller tool result without files: the answer, as before
    alone = parse_response("Done:\n" + draft + '\nTool result: {"files": []}\n')
    assert alone.code is not None
    assert [f.content for f in alone.code.files] == ["x = 1  # a longer first draft\n"]
