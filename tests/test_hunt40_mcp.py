"""hunt40-mcp: an MCP JSON-RPC log (``tools/call`` request id 1 writing a.py ``x = 1``) whose
answer says the write did not happen as sent in a part this reader does not weigh: the
result's ``structuredContent`` (MCP 2025-06: the tool's typed output, beside its text), or a
``notifications/cancelled`` for the request. Expected by hand: a.py ``x = 1`` may not be on
disk: never a usable result holding it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_REQUEST = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "tools/call",
    "params": {"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\n"}},
}


def _response(text: str, structured: dict[str, Any]) -> dict[str, Any]:
    result = {
        "content": [{"type": "text", "text": text}],
        "structuredContent": structured,
        "isError": False,
    }
    return {"jsonrpc": "2.0", "id": 1, "result": result}


def _log(*messages: dict[str, Any]) -> str:
    return "\n".join(json.dumps(message) for message in messages)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_response("Done", {"success": False}), id="structured-success-false"),
        pytest.param(
            _response("Successfully wrote to a.py", {"written": False}),
            id="structured-written-false",
        ),
        pytest.param(
            _response("Successfully wrote to a.py", {"success": True, "path": "b.py"}),
            id="structured-path-b",
        ),
        pytest.param(
            {
                "jsonrpc": "2.0",
                "method": "notifications/cancelled",
                "params": {"requestId": 1, "reason": "Request timed out"},
            },
            id="request-cancelled",
        ),
    ],
)
def test_an_mcp_answer_that_says_the_write_did_not_happen_does_not_keep_it(
    answer: dict[str, Any],
) -> None:
    parsed = parse_response(_log(_REQUEST, answer))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status
