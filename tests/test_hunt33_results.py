"""hunt33: a tool's answer to a write, in shapes fix-results26 did not tie to its call.
Expected values by hand: a write whose own tool answer says it failed (or does not say it
succeeded) wrote nothing the model can rely on, so a.py is not a file of a usable answer;
the other calls' files are what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused
from tool_renderings import assistant_calls as _assistant
from tool_renderings import chat_write_then_result as _chat
from tool_renderings import tool_answer as _tool
from tool_renderings import write_call as _write

from artifact_codec import parse_response


def test_a_call_id_reused_by_a_later_turn_does_not_lend_its_success() -> None:
    # Servers that number calls per message (call_0 in every turn) reuse an id: the first
    # write's own answer says permission denied; the second turn's "ok" answers b.py only.
    text = json.dumps(
        [
            _assistant(_write("call_0", "a.py", "x = 1\n")),
            _tool("call_0", "EACCES: permission denied, open 'a.py'"),
            _assistant(_write("call_0", "b.py", "y = 2\n")),
            _tool("call_0", "ok"),
        ]
    )
    parsed = parse_response(text)
    meant_or_refused(parsed, [("b.py", "y = 2\n")])


def test_an_ollama_tool_message_without_a_call_id_that_says_error() -> None:
    # Ollama's chat API: tool calls carry no id, the tool's message names the tool
    # (tool_name) and not the call; its answer is the one right after the one call.
    text = json.dumps(
        [
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [
                    {
                        "function": {
                            "name": "write_file",
                            "arguments": {"path": "a.py", "content": "x = 1\n"},
                        }
                    }
                ],
            },
            {
                "role": "tool",
                "content": "Error: EACCES: permission denied",
                "tool_name": "write_file",
            },
        ]
    )
    parsed = parse_response(text)
    meant_or_refused(parsed, [])


def test_a_langchain_tool_message_whose_text_says_error() -> None:
    # LangChain's serialized messages have a ``type`` (ai, tool), no ``role``: the
    # ToolMessage answering c1 says the write failed.
    text = json.dumps(
        [
            {
                "type": "ai",
                "content": "",
                "tool_calls": [
                    {
                        "name": "write_file",
                        "args": {"path": "a.py", "content": "x = 1\n"},
                        "id": "c1",
                        "type": "tool_call",
                    }
                ],
            },
            {"type": "tool", "content": "Error: EACCES: permission denied", "tool_call_id": "c1"},
        ]
    )
    parsed = parse_response(text)
    meant_or_refused(parsed, [])


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote 0 bytes to a.py", id="zero-bytes"),
        pytest.param("Successfully wrote to a.py (dry run)", id="dry-run"),
        pytest.param(
            "File a.py already exists. Successfully wrote to a_1.py", id="wrote-a-copy-instead"
        ),
        pytest.param(
            "Proposed changes to a.py saved; awaiting user approval", id="awaiting-approval"
        ),
        pytest.param(
            "Successfully wrote to a.py\nThe change to a.py was reverted by the user.",
            id="reverted-on-a-later-line",
        ),
        pytest.param(
            "Successfully wrote to a.py\nNote: a.py was modified by a formatter (black).",
            id="reformatted-on-a-later-line",
        ),
        pytest.param(
            {"isError": False, "content": [{"type": "text", "text": "EACCES: permission denied"}]},
            id="mcp-is-error-false-text-denied",
        ),
        pytest.param({"ok": True, "message": "Error: disk full"}, id="ok-true-text-error"),
        pytest.param(
            {"result": "Successfully wrote to a.py", "written": False}, id="written-false"
        ),
    ],
)
def test_an_answer_that_does_not_say_a_py_holds_the_content_keeps_no_a_py(result: object) -> None:
    # Each answer is the write's own (matched by id), and each says (or puts in doubt) that
    # a.py on disk is not the call's content: nothing, a dry run, another file, a proposal
    # not yet applied, a change undone or rewritten after, an error the flag contradicts.
    meant_or_refused(parse_response(_chat(result)), [])


def test_a_success_naming_another_folder_s_file_of_the_same_name() -> None:
    # The call writes src/a.py; its tool says it wrote tests/a.py (another file, as
    # "Successfully wrote to b.py" is: tool-result-unknown), not src/a.py.
    arguments = json.dumps({"path": "src/a.py", "content": "x = 1\n"})
    text = json.dumps(
        [
            _assistant(
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "write_file", "arguments": arguments},
                }
            ),
            _tool("c1", "Successfully wrote to tests/a.py"),
        ]
    )
    meant_or_refused(parse_response(text), [])


def test_an_mcp_json_rpc_response_whose_text_says_error() -> None:
    # An MCP tools/call request and its JSON-RPC response: the result's text says the
    # write failed (a server that does not set isError); the same text as an OpenAI tool
    # message's content is tool-call-failed.
    request = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\n"}},
    }
    response = {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {"content": [{"type": "text", "text": "Error: EACCES: permission denied"}]},
    }
    meant_or_refused(parse_response(json.dumps([request, response])), [])


def test_two_answers_to_one_call_the_first_denied() -> None:
    # One Anthropic tool_use answered twice (a log that kept both): the first answer says
    # permission denied, the second "ok"; which one the tool gave is not known, and the
    # first says a.py was not written.
    call = {
        "type": "tool_use",
        "id": "t1",
        "name": "write_file",
        "input": {"path": "a.py", "content": "x = 1\n"},
    }

    def result(text: str) -> dict[str, Any]:
        return {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": text}],
        }

    text = json.dumps(
        [
            {"role": "assistant", "content": [call]},
            result("EACCES: permission denied, open 'a.py'"),
            result("ok"),
        ]
    )
    meant_or_refused(parse_response(text), [])


_CLINE_TAIL = (
    "\n\nIMPORTANT: For any future changes to this file, use the final_file_content shown "
    "above as your reference. This content reflects the current state of the file, including "
    "any auto-formatting (e.g., if you used single quotes but the formatter converted them to "
    "double quotes). Always base your SEARCH/REPLACE operations on this final version to "
    "ensure accuracy."
)


def _cline_saved(content: str, formatted: str = "") -> str:
    """Cline's answer to a write_to_file (its own wording), with its auto-formatting note."""
    return (
        "The content was successfully saved to a.py."
        + formatted
        + "\n\nHere is the full, updated content of the file that was saved:\n\n"
        + f'<final_file_content path="a.py">\n{content}\n</final_file_content>'
        + _CLINE_TAIL
    )


def _chat_write(content: str, result: str) -> str:
    arguments = json.dumps({"path": "a.py", "content": content})
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return json.dumps([_assistant(call), _tool("c1", result)])


def test_a_cline_save_whose_editor_reformatted_the_file() -> None:
    # Cline saved a.py, then the user's editor reformatted it (its note and diff say so);
    # the file on disk is the final_file_content, not the call's text.
    formatted = (
        "\n\nAlong with your edits, the user's editor applied the following auto-formatting "
        "to your content:\n\n@@ -1,1 +1,1 @@\n-print('hi')\n+print(\"hi\")\n\n"
        "(Note: Pay close attention to changes such as single quotes being converted to "
        "double quotes.)"
    )
    text = _chat_write("print('hi')\n", _cline_saved('print("hi")', formatted))
    meant_or_refused(parse_response(text), [("a.py", 'print("hi")\n')])


def test_a_cline_save_echoing_a_file_with_an_error_comment_keeps_it() -> None:
    # Cline's success echoes the saved file: its line "# Error handling" is the file's
    # text, not the tool's; the answer says the content was saved.
    content = "# Error handling\nx = 1\n"
    parsed = parse_response(_chat_write(content, _cline_saved(content.rstrip("\n"))))
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", content)]
