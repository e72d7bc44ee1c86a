"""fix-calls24: a tool's answer that says its write failed, read by structure (issue 24).
Expected values by hand: a write whose result says it failed wrote nothing (refused); a
result that says it succeeded keeps the file."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _anthropic(result: object) -> str:
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "t1",
                        "name": "write_file",
                        "input": {"path": "a.py", "content": "x = 1\n"},
                    }
                ],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": result}],
            },
        ]
    )


@pytest.mark.parametrize(
    "result",
    [
        pytest.param('{"ok": false, "reason": "disk full"}', id="ok-false"),
        pytest.param({"error": {"code": 13, "message": "EACCES"}}, id="error-object-not-text"),
        pytest.param("Error: EACCES: permission denied, open 'a.py'", id="error-text"),
        pytest.param([{"type": "text", "text": '{"error": "EACCES"}'}], id="one-text-part"),
    ],
)
def test_a_result_that_says_the_write_failed_refuses_it(result: object) -> None:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))
    assert any(d.code == "tool-call-failed" for d in parsed.diagnostics)


def test_an_anthropic_result_object_saying_failed_refuses_the_write() -> None:
    parsed = parse_response(_anthropic('{"success": false}'))
    assert not parsed.usable, (parsed.status, files_of(parsed))


@pytest.mark.parametrize(
    "result",
    [
        pytest.param('{"error": null, "success": true}', id="error-null"),
        pytest.param('{"error": "", "bytes": 6}', id="error-empty"),
        pytest.param('{"ok": true}', id="ok-true"),
        pytest.param("Wrote 6 bytes to a.py (no error: file created)", id="text-success"),
    ],
)
def test_a_result_that_says_the_write_succeeded_keeps_the_file(result: object) -> None:
    parsed = parse_response(_chat(result))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def _choice_value(index: int, path: str) -> str:
    arguments = json.dumps({"path": path, "content": "x = 1\n"})
    call = {"id": f"c{index}", "type": "function",
            "function": {"name": "write_file", "arguments": arguments}}  # fmt: skip
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    return json.dumps({"id": "r", "choices": [{"index": index, "message": message}]})


def test_a_choice_whose_index_is_above_zero_is_an_alternative() -> None:
    # an n=3 log with choice 0 and choice 2 printed: alternatives, not one answer
    result = parse_response(_choice_value(0, "a.py") + "\n" + _choice_value(2, "b.py") + "\n")
    assert not result.usable, (result.status, files_of(result))
    assert "alternative-answers" in [d.code for d in result.diagnostics]


def test_one_choice_of_index_zero_is_the_answer() -> None:
    result = parse_response(_choice_value(0, "a.py"))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("a.py", "x = 1\n")]


def test_a_hermes_tag_whose_string_holds_the_closing_tag_ends_at_its_value() -> None:
    # '</tool_call>' inside the content string: the tag ends after the JSON value (by hand)
    content = 'END = "</tool_call>"\n'
    call = json.dumps({"name": "write_file", "arguments": {"path": "t.py", "content": content}})
    result = parse_response("<tool_call>\n" + call + "\n</tool_call>\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("t.py", content)]


def test_tags_with_unclosed_strings_are_read_in_linear_time() -> None:
    from timing import assert_linear

    from artifact_codec.ingest.conventions.tool_calls import _tags

    def make(n: int) -> str:
        return '<tool_call>{"a": "x </tool_call>\n' * n

    assert_linear(make, lambda text: list(_tags(text, 0)), 200)


def test_a_bare_call_before_the_native_document_is_still_mixed() -> None:
    # control for _only_shown: a call made (not shown) before the document writes x.py too
    from meant import hybrid_doc

    call = json.dumps({"name": "write_file", "arguments": {"path": "x.py", "content": ""}})
    text = "<tool_call>" + call + "</tool_call>\n\n" + hybrid_doc(("a.py", "x = 1\n"))
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))
    assert "mixed-conventions" in [d.code for d in result.diagnostics]
