"""hunt42: tool answers whose id names no call (fix-results28: a null or non-text
tool_call_id puts every earlier write in doubt). The model's write_file of a.py (call c1,
``x = 1``) is answered with success, then by a second tool message saying the write failed
whose id is empty, or names no call of the transcript (``c9``, ``C1``, `` c1``). That
failure may be a.py's (the only write): keeping a.py as written is a guess, as it is for a
null id (kept refused today)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _kept(failure_id: Any) -> bool:
    text = json.loads(_chat("Successfully wrote to a.py"))
    text.append({"role": "tool", "tool_call_id": failure_id, "content": "Error: write failed"})
    parsed = parse_response(json.dumps(text))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_null_id_failure_does_not_keep_the_file() -> None:
    # (the control: landed this round)
    assert not _kept(None)


@pytest.mark.parametrize(
    "failure_id",
    [
        pytest.param("", id="empty-id"),
        pytest.param("c9", id="unknown-id"),
        pytest.param("C1", id="id-in-other-case"),
        pytest.param(" c1", id="id-with-a-space"),
    ],
)
def test_a_failure_whose_id_names_no_call_does_not_keep_the_file(failure_id: str) -> None:
    assert not _kept(failure_id)


def test_a_json_rpc_response_to_a_request_that_is_no_call_keeps_the_file() -> None:
    # (fix-results29: a server's answer to ``ping`` names a request that is no tool call;
    # it is no tool's answer and puts no write in doubt)
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\n"}},
    }
    done = {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {"content": [{"type": "text", "text": "Successfully wrote to a.py"}]},
    }
    ping = {"jsonrpc": "2.0", "id": 7, "method": "ping"}
    pong = {"jsonrpc": "2.0", "id": 7, "result": {}}
    parsed = parse_response("\n".join(json.dumps(m) for m in (call, done, ping, pong)))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]
