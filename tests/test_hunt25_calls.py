"""Hunt 25: write calls whose tool result reports failure (issue 24, fix-calls23). Expected
values by hand: a write whose tool's answer is a JSON object with an ``error`` member (the
shape an MCP JSON-RPC error already has, which is refused) did not write the file; a result
holding the file as written is WRONG. It must be refused (tool-call-failed)."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

CONTENT = "x = 1\n"
ARGS = json.dumps({"path": "a.py", "content": CONTENT})
ERROR = json.dumps({"error": "EACCES: permission denied, open 'a.py'"})


@pytest.mark.parametrize(
    "transcript",
    [
        pytest.param(
            [
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "write_file", "arguments": ARGS},
                        }
                    ],
                },
                {"role": "tool", "tool_call_id": "c1", "content": ERROR},
            ],
            id="chat-completions",
        ),
        pytest.param(
            [
                {"type": "function_call", "call_id": "c1", "name": "write_file", "arguments": ARGS},
                {"type": "function_call_output", "call_id": "c1", "output": ERROR},
            ],
            id="responses",
        ),
    ],
)
def test_a_write_whose_result_is_an_error_object_is_not_kept(transcript: list[object]) -> None:
    result = parse_response(json.dumps(transcript))
    assert not result.usable, (result.status, files_of(result), result.diagnostics)
