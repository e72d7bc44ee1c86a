"""hunt42: MCP notifications/cancelled (cac7cc64) read as its request's answer. A
cancellation sent after the server's success answer is a race the spec says to handle
gracefully (the request had completed: the file was written). Expected by hand: the
request's answer is the success; a.py x = 1 is kept."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def test_a_cancellation_after_the_success_answer_keeps_the_file() -> None:
    arguments = {"path": "a.py", "content": "x = 1\n"}
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "write_file", "arguments": arguments},
        },
        {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {
                "content": [{"type": "text", "text": "Successfully wrote to a.py"}],
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
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


# The same race after a response that failed: the response says what the call did. Expected
# by hand: a.py was not written: refused as failed.
def test_a_cancellation_after_a_failed_answer_keeps_the_failure() -> None:
    arguments = {"path": "a.py", "content": "x = 1\n"}
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "write_file", "arguments": arguments},
        },
        {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {"content": [{"type": "text", "text": "EACCES"}], "isError": True},
        },
        {
            "jsonrpc": "2.0",
            "method": "notifications/cancelled",
            "params": {"requestId": 1, "reason": "timeout"},
        },
    ]
    parsed = parse_response(json.dumps(messages))
    assert not parsed.usable, parsed.status
    assert "tool-call-failed" in [d.code for d in parsed.diagnostics]
