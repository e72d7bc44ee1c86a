"""The exact readings (value and guess kind) of the repairs made for the hunt5-repair findings.

``tests/test_hunt5_repair.py`` accepts the meant value *or* any guess; these pin which one the
library gives, and the neighbouring inputs whose reading must not change.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report


def _read(text: str) -> tuple[object, list[str]]:
    result = repair_json_report(text)
    return json.loads(result.text), [g.kind.value for g in result.guesses]


def test_fast_path_leaves_a_raw_string_to_the_string_reader() -> None:
    text = '{"a": "if c == \'\\n\':\n    pass\n"}'
    assert _read(text) == ({"a": "if c == '\\n':\n    pass\n"}, ["raw-string"])


def test_escape_and_raw_line_break_in_different_strings_are_both_json() -> None:
    # (no string holds both: each is read as JSON, no guess)
    text = '{"a": "line1\nline2", "b": "x\\ny"}'
    assert _read(text) == ({"a": "line1\nline2", "b": "x\ny"}, [])


def test_single_quoted_raw_string_keeps_its_backslashes() -> None:
    text = "{'a': 'x = \"a\\nb\"\ny = 1\n'}"
    assert _read(text) == ({"a": 'x = "a\\nb"\ny = 1\n'}, ["raw-string"])


def test_a_cr_escape_before_a_raw_line_break_is_no_raw_sign() -> None:
    """A CRLF file written with its LF raw and its CR escaped ('\\r' then a raw line break),
    its quotes left unescaped too: the CR of each line end, no code's own '\\r' (found by
    hunt14-repair's legacy-unescaped-quotes generator: 15 of 100 read with '\\r' kept as
    two characters, usable)."""
    text = '{"content": "x = "a"\\r\ny = 1\\r\n"}'
    assert _read(text) == ({"content": 'x = "a"\r\ny = 1\r\n'}, ["unescaped-quote"])


def test_a_cr_escape_inside_a_line_of_raw_code_is_still_a_raw_sign() -> None:
    """Control: elsewhere than before a raw line break, '\\r' in a string with raw quotes and
    line breaks is the code's own (a pattern, a string literal)."""
    text = '{"content": "s = "a\\rb"\ny = 1\n"}'
    assert _read(text) == ({"content": 's = "a\\rb"\ny = 1\n'}, ["unescaped-quote", "raw-string"])


def test_single_quoted_escaped_apostrophe_is_no_raw_sign() -> None:
    text = "{'a': 'it\\'s\nok'}"
    assert _read(text) == ({"a": "it's\nok"}, [])


@pytest.mark.parametrize(
    "text",
    [
        '{\n  "main": "index.js",\n  "type": "commonjs\n}\n',
        '{"main": "index.js", "type": "commonjs}\n',
        '{"main": "index.js", "type": "commonjs\n}',
    ],
)
def test_missing_closing_quote_before_closers_on_later_lines(text: str) -> None:
    assert _read(text) == ({"main": "index.js", "type": "commonjs"}, ["missing-quote"])


def test_content_cut_off_with_an_open_brace_stays_cut_off() -> None:
    text = '{"content": "int main() {\n}\n'
    value, guesses = _read(text)
    assert value == {"content": "int main() {\n}\n"}
    assert guesses == []


@pytest.mark.parametrize(
    ("text", "value", "guesses"),
    [
        ('{"population": 8 000 000}', {"population": "8 000 000"}, ["number-reading"]),
        ('{"count": 5 apples, "b": 2}', {"count": "5 apples", "b": 2}, []),
        ('{"a": 1 b: 2}', {"a": 1, "b": 2}, []),
        ('{"a": 1 b": 2}', {"a": 1, "b": 2}, []),
        ("[1 2]", [1, 2], []),
    ],
)
def test_number_going_on_after_blanks(text: str, value: object, guesses: list[str]) -> None:
    assert _read(text) == (value, guesses)


@pytest.mark.parametrize(
    ("member", "key", "meant"),
    [
        ('"dep": ^7.0.0"', "dep", "^7.0.0"),
        ('"node": >= 0.6"', "node", ">= 0.6"),
        ('"types": ./lib/*.d.ts"', "types", "./lib/*.d.ts"),
        ('@scope/name": "1"', "@scope/name", "1"),
        ('//@scope/note": "x"', "//@scope/note", "x"),
    ],
)
def test_opening_quote_left_out(member: str, key: str, meant: str) -> None:
    text = '{\n  "o": {\n    ' + member + ',\n    "b": "2"\n  }\n}\n'
    assert _read(text) == ({"o": {key: meant, "b": "2"}}, ["missing-quote"])


def test_a_comment_between_members_is_still_a_comment() -> None:
    text = '{\n  "a": 1,\n  // note: "x" is old\n  "b": 2\n}\n'
    assert _read(text) == ({"a": 1, "b": 2}, [])


@pytest.mark.parametrize(
    "comment",
    ['// was: {"retries": 0}', '# old: {"retries": 0}', '/* before: {"retries": 0} */'],
)
def test_value_in_a_comment_after_the_answer_is_passed_over(comment: str) -> None:
    report = extract_json_report('{"retries": 3}\n' + comment + "\n")
    assert report.value == {"retries": 3}
    assert [d.code for d in report.diagnostics] == ["json-other-values"]


def test_a_url_before_a_value_is_no_comment() -> None:
    report = extract_json_report('{"a": 1}\nsee https://x.org {"retries": 0}\n')
    assert report.value == {"retries": 0}


def _files(*pairs: tuple[str, str]) -> str:
    return json.dumps({"files": [{"file_path": p, "content": c} for p, c in pairs]})


def test_files_of_two_values_are_never_merged() -> None:
    first = _files(("a.py", "print(1)\n"), ("TODO.md", "TODO"))
    text = "Here:\n" + first + "\n\nThen:\n" + _files(("b.py", "x = 2\n")) + "\n"
    result = parse_response(text)
    assert [f.file_path for f in result.code.files] == ["b.py"]
    assert "json-other-values" in [d.code for d in result.diagnostics]


def test_placeholder_example_after_the_answer_loses_to_it() -> None:
    text = (
        _files(("app.py", "print(2)\n"))
        + "\n\nThe format was:\n"
        + _files(("path/to/file.py", "<code>"))
        + "\n"
    )
    result = parse_response(text)
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py"]
    assert "json-other-values" in [d.code for d in result.diagnostics]
