"""fix-results28: a tool's success answer is recognised whole. A success that says nothing
but the write of the call's content (its words a success's, its paths the written path, its
numbers the content's size, the snippet it shows the content's lines, its members known)
keeps the file; one that says anything else is not known. The model's write_file of a.py is
``x = 1`` and a newline: 6 bytes, 6 characters, 1 line."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _kept(result: Any) -> bool:
    parsed = parse_response(_chat(result))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote 6 bytes to a.py", id="count-equal-bytes"),
        pytest.param("Successfully wrote 1 line to a.py", id="count-equal-lines"),
        pytest.param("File created successfully at: /w/a.py", id="absolute-path"),
        pytest.param(
            "The file /w/a.py has been updated. Here's the result of running `cat -n` on a"
            " snippet of the edited file:\n     1\tx = 1\n",
            id="cat-n-snippet-of-the-content",
        ),
        pytest.param({"success": True, "path": "a.py", "bytes_written": 6}, id="object-path-size"),
        pytest.param({"ok": True, "path": "/w/a.py", "request_id": "r7"}, id="object-id"),
        pytest.param(
            {
                "content": [{"type": "text", "text": "Successfully wrote to a.py"}],
                "structuredContent": {"success": True, "path": "a.py"},
                "isError": False,
            },
            id="mcp-structured-success",
        ),
    ],
)
def test_a_whole_success_keeps_the_file(result: Any) -> None:
    assert _kept(result)


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote 5 bytes to a.py", id="count-short"),
        pytest.param("Successfully wrote to tests/a.py", id="relative-longer-path"),
        pytest.param("Successfully wrote a.py to disk and deleted it", id="other-words"),
        pytest.param({"success": True, "path": "a.py", "bytes_written": 5}, id="object-size"),
        pytest.param({"success": True, "extra": "x"}, id="object-unknown-member"),
        pytest.param({"success": "true"}, id="object-success-string"),
        pytest.param(
            {"isError": False, "content": "Done", "structuredContent": {"written": False}},
            id="mcp-structured-not-written",
        ),
    ],
)
def test_a_success_saying_anything_else_does_not_keep_the_file(result: Any) -> None:
    assert not _kept(result)


def _tool_message(kwargs: dict[str, Any]) -> str:
    call = {"name": "write_file", "args": {"path": "a.py", "content": "x = 1\n"}, "id": "c1"}
    return json.dumps(
        [
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "AIMessage"],
                "kwargs": {"content": "", "tool_calls": [{**call, "type": "tool_call"}]},
            },
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "ToolMessage"],
                "kwargs": kwargs,
            },
        ]
    )


def test_a_langchain_dumpd_success_keeps_the_file() -> None:
    parsed = parse_response(
        _tool_message({"content": "Successfully wrote to a.py", "tool_call_id": "c1"})
    )
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_an_answer_with_a_null_id_saying_success_keeps_the_file() -> None:
    text = json.loads(_chat("ok"))
    text[1]["tool_call_id"] = None
    parsed = parse_response(json.dumps(text))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_printed_tool_response_saying_success_keeps_the_file() -> None:
    from tool_renderings import hermes

    text = (
        hermes("a.py", "x = 1\n")
        + "<tool_response>\nSuccessfully wrote to a.py\n</tool_response>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_printed_tool_response_not_known_does_not_keep_the_file() -> None:
    from tool_renderings import hermes

    text = hermes("a.py", "x = 1\n") + "<tool_response>\nPermission denied\n</tool_response>\n"
    parsed = parse_response(text)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")])
