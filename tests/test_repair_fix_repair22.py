"""fix-repair22: the limits of the rules added for hunt18-repair (legacy._files_after looking
at every value the extraction saw, in any quoting)."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response
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
