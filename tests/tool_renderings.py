"""Write calls as the tools print them in an answer, for the tests that read them: a Hermes
``<tool_call>`` (open-weight models without a tool parser), Cline's ``<write_to_file>``,
OpenHands' ``str_replace_editor`` ``create`` and bolt's ``<boltAction>``. Each writes
``content`` to ``path``."""

from __future__ import annotations

import json
from typing import Any


def hermes(path: str, content: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


def cline(path: str, content: str) -> str:
    return (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n</write_to_file>\n"
    )


def bolt(path: str, content: str) -> str:
    return (
        f'<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="{path}">\n'
        f"{content}</boltAction>\n</boltArtifact>\n"
    )


def led_by(prose: str, written: str) -> str:
    """``prose`` on the lines before a write printed in the answer (:func:`bolt`,
    :func:`cline`...): the lead the readers weigh."""
    return f"{prose}\n\n{written}"


def openhands(path: str, content: str) -> str:
    return (
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        f"<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}</parameter>\n"
        "</function>\n"
    )


def openai_message(path: str, content: str) -> dict[str, Any]:
    """An OpenAI chat assistant message whose one native tool call (``call_1``) writes it."""
    arguments = json.dumps({"path": path, "content": content})
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def chat_write_then_result(result: object) -> str:
    """An OpenAI chat transcript: a write call (``c1``) of a.py (``x = 1``), then the tool's
    message answering it with ``result``, as a JSON text."""
    arguments = json.dumps({"path": "a.py", "content": "x = 1\n"})
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "write_file", "arguments": arguments},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": result},
        ]
    )


def openai_led(prose: str, path: str, content: str) -> str:
    """An OpenAI chat transcript: an assistant message with ``prose`` as its text and one
    ``write_file`` call of ``path`` (``c1``), and the tool's ``ok``."""
    message = {
        "role": "assistant",
        "content": prose,
        "tool_calls": [write_call("c1", path, content)],
    }
    return json.dumps([message, tool_answer("c1", "ok")])


def write_call(ident: str, path: str, content: str) -> dict[str, Any]:
    """An OpenAI chat ``write_file`` tool call of ``path`` with the id ``ident``."""
    arguments = json.dumps({"path": path, "content": content})
    return {
        "id": ident,
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }


def assistant_calls(*calls: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI chat assistant message making ``calls``."""
    return {"role": "assistant", "content": None, "tool_calls": list(calls)}


def tool_answer(ident: str, content: str) -> dict[str, Any]:
    """An OpenAI chat ``role: tool`` message answering the call ``ident``."""
    return {"role": "tool", "tool_call_id": ident, "content": content}


def mcp_write(ident: Any, path: str = "a.py", content: str = "x = 1\n") -> dict[str, Any]:
    """An MCP ``tools/call`` JSON-RPC request of ``write_file`` with the id ``ident``."""
    arguments = {"path": path, "content": content}
    return {
        "jsonrpc": "2.0",
        "id": ident,
        "method": "tools/call",
        "params": {"name": "write_file", "arguments": arguments},
    }


def mcp_text_result(ident: Any, text: str, *, error: bool = False) -> dict[str, Any]:
    """An MCP JSON-RPC response with the id ``ident`` whose result is one text (``isError``
    set when ``error``)."""
    result: dict[str, Any] = {"content": [{"type": "text", "text": text}]}
    if error:
        result["isError"] = True
    return {"jsonrpc": "2.0", "id": ident, "result": result}
