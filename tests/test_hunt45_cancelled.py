"""hunt45-cancelled: the MCP ``notifications/cancelled`` rule (fix-printed31's ``_Cancelled``:
a cancellation after its request's response is ignored). JSON-RPC ids ``1`` and ``"1"`` are
two ids (JSON-RPC 2.0: an id is a String or a Number, the response has the same value AND
type); a client may use both. Expected by hand: request ``1`` (a.py) got no response and was
cancelled (the tool wrote nothing known); request ``"1"`` (b.py) succeeded. a.py is never in
a usable result."""

from __future__ import annotations

import json

from meant import files_of
from tool_renderings import mcp_write

from artifact_codec import parse_response

_request = mcp_write


def test_a_cancelled_request_is_not_answered_by_another_requests_response() -> None:
    messages = [
        _request(1, "a.py", "x = 1\n"),
        _request("1", "b.py", "y = 2\n"),
        {
            "jsonrpc": "2.0",
            "id": "1",
            "result": {
                "content": [{"type": "text", "text": "Successfully wrote to b.py"}],
                "isError": False,
            },
        },
        {
            "jsonrpc": "2.0",
            "method": "notifications/cancelled",
            "params": {"requestId": 1, "reason": "timeout"},
        },
    ]
    parsed = parse_response(json.dumps(messages))
    if parsed.usable:
        assert ("a.py", "x = 1\n") not in files_of(parsed), files_of(parsed)
