"""hunt50-rpcid: an MCP (JSON-RPC) transcript of ONE write request and one response that says
the call failed, whose id is not the request's id as the reader compares it (fix-printed32's
``_rpc_id``: 1 and "1" are two ids): a string echo of a number id, a JSON number written 1.0
(the same JSON number as 1), a null id (JSON-RPC 2.0: the server could not read the request's
id). The only response says the one write failed; nothing answers the request otherwise.
Expected by hand: a.py was not written: never a usable a.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of
from tool_renderings import mcp_text_result, mcp_write

from artifact_codec import parse_response

_REQUEST = mcp_write(1)


def _failed(ident: Any) -> dict[str, Any]:
    return mcp_text_result(ident, "Error: EACCES: permission denied, open 'a.py'", error=True)


@pytest.mark.parametrize(
    "response",
    [
        pytest.param(_failed("1"), id="string-echo-is-error"),
        pytest.param(_failed(1.0), id="number-one-point-zero-is-error"),
        pytest.param(
            {"jsonrpc": "2.0", "id": "1", "error": {"code": -32603, "message": "write failed"}},
            id="string-echo-error-object",
        ),
        pytest.param(
            {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}},
            id="null-id-parse-error",
        ),
    ],
)
def test_the_only_failure_response_is_not_ignored(response: dict[str, Any]) -> None:
    parsed = parse_response(json.dumps([_REQUEST, response]))
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status
