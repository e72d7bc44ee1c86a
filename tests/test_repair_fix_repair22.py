"""fix-repair22: the limits of the rules added for hunt18-repair (legacy._files_after looking
at every value the extraction saw, in any quoting)."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response
from artifact_codec.jsonfix.rawcode import crlf_line_ends
from artifact_codec.jsonfix.repair import repair_json_report


def _answer() -> str:
    return json.dumps({"files": [{"path": "a.py", "content": "x"}]}, indent=2)


def test_prose_after_the_answer_naming_content_is_no_file() -> None:
    # 'content:' in prose after the answer, no file object there: the answer stands.
    text = _answer() + "\n\nThe content: as you asked {here}.\n"
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("a.py", "x")]


def test_a_fence_after_the_answer_without_a_file_object_is_no_file() -> None:
    # A second fence with JSON that is no file object (a config with a 'content' key but no
    # path): no second file, the answer stands.
    text = (
        "```json\n"
        + _answer()
        + "\n```\n\nSettings:\n\n```json\n"
        + json.dumps({"content": "strict", "level": 2}, indent=2)
        + "\n```\n"
    )
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("a.py", "x")]


def test_a_file_object_after_the_answer_in_single_quotes_in_a_fence_is_refused() -> None:
    # The two slips together: a fence of its own and single quotes.
    text = (
        "```json\n"
        + _answer()
        + "\n```\n\nAlso:\n\n```json\n{'path': 'b.py', 'content': 'y'}\n```\n"
    )
    assert not parse_response(text).usable


def test_a_comment_after_a_closer_that_ends_the_document_is_no_member() -> None:
    # The limit of the comment skip: a '}' that ends the document, then a comment and prose
    # with no ',' and member after it: the document ends at the '}' (nothing is reopened).
    text = '{"a": {"b": 1}} // done\nThat is all.'
    assert json.loads(repair_json_report(text).text) == {"a": {"b": 1}}


def test_a_smart_quoted_member_after_a_content_still_ends_it() -> None:
    # The limit of the smart-quote rule: ', “key”:' then a value (a quoted string, a number)
    # is a member, the key known to the schema or not: the content ends before it.
    for member in ("“language”: “python”", "“version”: 2", "“file_type”: “md”"):
        text = "{“files”: [{“path”: “a.md”, “content”: “Say hi”, " + member + "}]}"
        result = parse_response(text)
        assert files_of(result) == [("a.md", "Say hi")], (member, files_of(result))


def test_smart_quoted_prose_without_a_schema_keeps_its_words() -> None:
    # repair_json without a schema: the same prose ('Say “hi”, “bye”: ok”') is still cut at
    # '“hi' (the string-end trial reads ', “bye”: ok”' as a member with a bare value).
    text = "{“path”: “a.md”, “content”: “Say “hi”, “bye”: ok”, “type”: “md”}"
    value = json.loads(repair_json_report(text).text)
    assert value == {"path": "a.md", "content": "Say “hi”, “bye”: ok", "type": "md"}


def test_a_crlf_string_whose_escapes_make_no_one_reading_keeps_them() -> None:
    # The limit of the CRLF reading's decoding: '\\' beside a '\d' kept raw makes no one
    # reading (one backslash escaped, or two written raw?): only the CRs are read, the other
    # backslashes kept as written, as before (so too beside a '\n' inside a line: code's).
    assert crlf_line_ends("a\\\\b\\r\nc \\d\\r\n") == "a\\\\b\r\nc \\d\r\n"
    assert crlf_line_ends("a\\tb\\r\nc \\d\\r\n") == "a\tb\r\nc \\d\r\n"
    assert crlf_line_ends('say \\"hi\\"\\r\nx\\u00e9\\r\n') == 'say "hi"\r\nx\u00e9\r\n'
    assert crlf_line_ends("printf 'a\\n\\t'\\r\nb\\r\n") == "printf 'a\\n\\t'\r\nb\r\n"
