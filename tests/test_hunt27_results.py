"""hunt27: a tool's answer that says its write failed, in shapes fix-calls24 did not read.
Expected values by hand: the tool wrote nothing, so the write is not a file of the answer
(refused: not usable, no a.py)."""

from __future__ import annotations

import json

from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response

ARGS = json.dumps({"path": "a.py", "content": "x = 1\n"})


def _refused(result: object) -> None:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))


def test_an_mcp_call_tool_result_with_is_error_as_the_tool_content() -> None:
    # The MCP CallToolResult forwarded as the tool message's content: isError is MCP's own
    # spelling of a failed call (the reader knows it inside a JSON-RPC response).
    _refused('{"isError": true, "content": [{"type": "text", "text": "EACCES: a.py"}]}')


def test_a_status_failed_result_object() -> None:
    _refused('{"status": "failed", "message": "EACCES: permission denied"}')


def test_a_status_error_result_object() -> None:
    _refused('{"status": "error", "message": "EACCES: permission denied"}')


def test_a_nonzero_exit_code_result_object() -> None:
    _refused('{"exit_code": 1, "stderr": "a.py: Permission denied"}')


def test_a_failed_to_write_text_result() -> None:
    _refused("Failed to write a.py: ENOSPC: no space left on device")


def test_an_error_in_the_second_text_part() -> None:
    _refused([{"type": "text", "text": "write_file"}, {"type": "text", "text": "Error: EACCES"}])


def _tool_use(path: str, content: str) -> dict[str, object]:
    return {
        "type": "tool_use",
        "id": "t1",
        "name": "write_file",
        "input": {"path": path, "content": content},
    }


def test_an_anthropic_tool_result_of_two_text_parts_the_second_an_error() -> None:
    text = json.dumps(
        [
            {"role": "assistant", "content": [_tool_use("a.py", "x = 1\n")]},
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "t1",
                        "content": [
                            {"type": "text", "text": "write_file a.py"},
                            {"type": "text", "text": "Error: EACCES: permission denied"},
                        ],
                    }
                ],
            },
        ]
    )
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))


def test_a_responses_function_call_output_with_status_failed() -> None:
    text = json.dumps(
        [
            {"type": "function_call", "call_id": "f1", "name": "write_file", "arguments": ARGS},
            {
                "type": "function_call_output",
                "call_id": "f1",
                "output": '{"status": "failed", "message": "EACCES"}',
            },
        ]
    )
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))


def test_the_fastmcp_spelling_of_a_failed_tool() -> None:
    # FastMCP (the MCP Python SDK) answers a tool that raised with this text (isError true).
    _refused("Error executing tool write_file: [Errno 13] Permission denied: 'a.py'")


def test_the_openai_agents_sdk_spelling_of_a_failed_tool() -> None:
    # The OpenAI Agents SDK's default_tool_error_function gives the model this text.
    _refused(
        "An error occurred while running the tool. Please try again. "
        "Error: [Errno 13] Permission denied: 'a.py'"
    )


def test_a_responses_call_with_both_id_and_call_id_whose_output_failed() -> None:
    # The Responses API's own shape: a function_call item has an item id (fc_...) and the
    # call_id (call_...) that its function_call_output names.
    text = json.dumps(
        [
            {
                "type": "function_call",
                "id": "fc_1",
                "call_id": "call_1",
                "name": "write_file",
                "arguments": ARGS,
            },
            {"type": "function_call_output", "call_id": "call_1", "output": "Error: EACCES"},
        ]
    )
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))


def test_a_write_the_user_denied() -> None:
    # Cline and Roo Code answer a write the user rejected with this text.
    _refused("The user denied this operation.")


def test_a_permission_denied_text_result() -> None:
    _refused("open('a.py', 'w'): [Errno 13] Permission denied: 'a.py'")
