"""Controls of the hunt16-repair fixes: the other side of each rule (what it must not take),
written by hand from what the text means."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.rawcode import crlf_line_ends


# A mark right after a number is read whole; an opening smart quote after a blank still starts
# the next key, and a ';' is still a slip for ','.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": 5 \u201cb\u201d: 2}', {"a": 5, "b": 2}),
        ("[5€, 3]", ["5€", 3]),
        ('{"v": 70.6 \u201d}', {"v": "70.6 \u201d"}),
        ('{"a": 5*3}', {"a": "5*3"}),
        ('{"n": 1\\2}', {"n": "1\\2"}),
        ('{"a": 5}', {"a": 5}),
    ],
    ids=[
        "smart-key-after-blank",
        "array-item",
        "inch-before-closer",
        "operator",
        "backslash",
        "plain",
    ],
)
def test_a_number_and_what_follows_it(text: str, meant: object) -> None:
    result = repair_json_report(text)
    assert not result.guesses
    assert json.loads(result.text) == meant


def test_a_closing_smart_quote_right_after_a_number_is_a_guess() -> None:
    # ('13.3\u201d' is an inch mark, or the closing quote of "13.3" with its opener lost)
    result = repair_json_report("{\u201ca\u201d: 13.3\u201d, \u201cb\u201d: 2}")
    assert json.loads(result.text) == {"a": "13.3\u201d", "b": 2}
    assert [repair.kind.value for repair in result.guesses] == ["missing-quote"]


def test_a_wrapper_in_single_quotes_unescapes_its_quote() -> None:
    text = '{"a": ObjectId(\'it\\\'s "x"\')}'
    assert json.loads(repair_json_report(text).text) == {"a": 'it\'s "x"'}


def test_a_wrapper_before_text_is_no_wrapper() -> None:
    value = json.loads(repair_json_report('{"a": ObjectId("5f1") x}').text)
    assert value != {"a": "5f1"}


def test_a_comment_after_a_wrapper_is_read_in_linear_time() -> None:
    # (the comments are skipped possessively: '// a // a ...' is not split every way)
    text = '{"a": ObjectId("5f1") ' + "// a " * 20000 + "x"
    repair_json_report(text)


@pytest.mark.parametrize(
    ("raw", "meant"),
    [
        ("a\\r\nb\\r\n", "a\r\nb\r\n"),
        ("a\\r\nb", "a\r\nb"),
        ("a\\r\nb\n", None),  # (a line break without one: the backslashes are the code's)
        ("a\\\\r\nb", None),  # (an escaped backslash and an 'r')
        ("ab", None),
    ],
)
def test_crlf_line_ends_need_a_cr_escape_before_every_raw_break(
    raw: str, meant: str | None
) -> None:
    assert crlf_line_ends(raw) == meant


def test_raw_code_with_a_cr_escape_on_some_lines_only_keeps_its_backslashes() -> None:
    content = 'print("a\\nb")\\r\nx = 1\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + content + '"}]}'
    result = parse_response(text)
    if result.status.usable:
        assert result.code is not None
        assert [f.content for f in result.code.files] == ['print("a\\nb")\\r\nx = 1\n']


def test_prose_after_an_answer_quoting_a_file_object_refuses_it() -> None:
    text = (
        '{"files": [{"file_path": "a.py", "content": "x"}]}\n\n'
        'The next step would be {"path": "b.py", "content": "y"}.'
    )
    result = parse_response(text)
    assert not result.status.usable
    assert any(note.code == "legacy-structure" for note in result.diagnostics)


def test_a_report_after_an_answer_is_no_file_object() -> None:
    text = '{"files": [{"file_path": "a.py", "content": "x"}]}\n{"status": "ok", "path": "a.py"}'
    result = parse_response(text)
    assert not any(
        note.code == "legacy-structure" and "another file object" in note.message
        for note in result.diagnostics
    )


def test_a_smart_quoted_key_repeated_after_the_content_is_content() -> None:
    text = (
        "{\u201cfiles\u201d: [{\u201cfile_path\u201d: \u201ca.py\u201d, \u201ccontent\u201d: "
        "\u201cx\u201d, \u201ccontent\u201d: 2\u201d}]}"
    )
    result = parse_response(text)
    assert result.code is None or [f.content for f in result.code.files] != ["x"]
