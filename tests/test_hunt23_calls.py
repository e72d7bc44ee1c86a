"""Hunt 23: write-file tool calls in text (issue 24). Expected values by hand from what the
model meant: a ``<tool_call>`` shown as an example (in a code fence, in inline code) writes
nothing; a write whose tool result reports failure wrote nothing (the rule of
``tool-call-failed``, which Anthropic's ``is_error`` already follows) and is refused.
Contents are real files of the standard library."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from meant import meant_or_refused, refused

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")


def _hermes(path: str, content: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


# The model shows what a call looks like, then makes the real one: only a.py is written.
@pytest.mark.parametrize(
    "example",
    [
        pytest.param(
            "A call looks like this:\n\n```\n" + _hermes("example.py", "print('hi')\n") + "```\n\n",
            id="code-fence",
        ),
        pytest.param(
            'The format is `<tool_call>{"name": "write_file", "arguments": {"path": "x.py", '
            '"content": ""}}</tool_call>`.\n\n',
            id="inline-code",
        ),
    ],
)
def test_a_tool_call_shown_as_an_example_writes_nothing(example: str) -> None:
    text = example + "Now the real one:\n\n" + _hermes("a.py", THIS)
    meant_or_refused(parse_response(text), [("a.py", THIS)])


def _anthropic(flag: str) -> str:
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "t1",
                        "name": "write_file",
                        "input": {"path": "a.py", "content": THIS},
                    }
                ],
            },
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "t1",
                        flag: True,
                        "content": [{"type": "text", "text": "EACCES: permission denied"}],
                    }
                ],
            },
        ],
        indent=2,
    )


def _mcp_session() -> str:
    # an MCP client's JSON-RPC log (JSON Lines): tools/call, then its result with isError
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "write_file", "arguments": {"path": "a.py", "content": THIS}},
    }
    result = {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {
            "content": [{"type": "text", "text": "Error: EACCES: permission denied, open 'a.py'"}],
            "isError": True,
        },
    }
    return json.dumps(call) + "\n" + json.dumps(result) + "\n"


def _langchain() -> str:
    # LangChain messages: an AIMessage's tool_calls, then a ToolMessage with status "error"
    return json.dumps(
        [
            {
                "type": "ai",
                "content": "",
                "tool_calls": [
                    {"name": "write_file", "args": {"path": "a.py", "content": THIS}, "id": "c1"}
                ],
            },
            {"type": "tool", "content": "Error: EACCES", "tool_call_id": "c1", "status": "error"},
        ],
        indent=2,
    )


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_anthropic("is_error"), id="anthropic-is-error"),  # the control: refused
        pytest.param(_anthropic("isError"), id="tool-result-isError"),
        pytest.param(_mcp_session(), id="mcp-jsonrpc-isError"),
        pytest.param(_langchain(), id="langchain-status-error"),
    ],
)
def test_a_write_its_tool_result_reports_failed_is_not_written(text: str) -> None:
    refused(text)
