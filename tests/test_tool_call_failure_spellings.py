"""The one table of how a tool result says its call failed (``_FAILED_RESULTS``; MCP JSON-RPC
responses), and answers that are alternatives, not parts (docs/lenient.md). Expected by hand:
a write its result reports failed wrote nothing (refused, ``tool-call-failed``); a result
that succeeded keeps it; two choices or two batch requests are not merged."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

A = "def main() -> None:\n    print('a')\n"
B = "VALUE = 2\n"


def _langchain(call_type: str | None, status: str) -> str:
    call: dict[str, Any] = {
        "name": "write_file",
        "args": {"path": "a.py", "content": A},
        "id": "c1",
    }
    if call_type is not None:
        call["type"] = call_type
    return json.dumps(
        [
            {"type": "ai", "content": "", "tool_calls": [call]},
            {"type": "tool", "content": "done", "tool_call_id": "c1", "status": status},
        ]
    )


def _rpc(response: dict[str, Any]) -> str:
    call = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "tools/call",
        "params": {"name": "write_file", "arguments": {"path": "a.py", "content": A}},
    }
    return json.dumps(call) + "\n" + json.dumps({"jsonrpc": "2.0", "id": 7, **response}) + "\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_langchain("tool_call", "error"), id="langchain-typed-error"),
        pytest.param(_rpc({"error": {"code": -32603, "message": "EACCES"}}), id="jsonrpc-error"),
    ],
)
def test_a_failed_write_is_refused(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "tool-call-failed" for d in result.diagnostics)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_langchain("tool_call", "success"), id="langchain-typed"),
        pytest.param(_langchain(None, "success"), id="langchain"),
        pytest.param(_rpc({"result": {"content": [], "isError": False}}), id="jsonrpc"),
    ],
)
def test_a_write_that_succeeded_is_read(text: str) -> None:
    result = parse_response(text)
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


def _message(path: str, content: str) -> dict[str, Any]:
    arguments = json.dumps({"path": path, "content": content})
    call = {
        "id": "c",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def test_two_choices_are_refused_as_alternatives() -> None:
    response = {
        "object": "chat.completion",
        "choices": [
            {"index": 0, "message": _message("a.py", A)},
            {"index": 1, "message": _message("b.py", B)},
        ],
    }
    result = parse_response(json.dumps(response))
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "alternative-answers" for d in result.diagnostics)


def test_one_choice_and_one_batch_request_are_read() -> None:
    one = {"object": "chat.completion", "choices": [{"index": 0, "message": _message("a.py", A)}]}
    line = {"id": "r1", "custom_id": "task-1", "response": {"status_code": 200, "body": one}}
    for text in (json.dumps(one), json.dumps(line) + "\n"):
        result = parse_response(text)
        assert result.usable, (result.status, [str(d) for d in result.diagnostics])
        assert files_of(result) == [("a.py", A)]
