"""hunt142: transcripts that write a.py ``x = 1`` (the tool answering ``ok``) and then carry
turns, in the conventions the said reader serves (OpenAI chat with string or part contents,
Anthropic messages, the Responses API items, a Cline answer); ``kept`` says whether the
result is usable with a.py as written."""

from __future__ import annotations

import json
from typing import Any

from meant import files_of

from artifact_codec import parse_response

Turns = list[tuple[str, str]]
_WRITE = {"path": "a.py", "content": "x = 1\n"}


def kept(answer: str) -> bool:
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


def openai(turns: Turns, parts: bool = False) -> str:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(_WRITE)},
    }
    messages: list[dict[str, Any]] = [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
    ]
    for role, text in turns:
        content: Any = [{"type": "text", "text": text}] if parts else text
        messages.append({"role": role, "content": content})
    return json.dumps(messages)


def anthropic(turns: Turns, parts: bool = True) -> str:
    messages: list[dict[str, Any]] = [
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "t1", "name": "write_file", "input": _WRITE}],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
        },
    ]
    for role, text in turns:
        content: Any = [{"type": "text", "text": text}] if parts else text
        messages.append({"role": role, "content": content})
    return json.dumps(messages)


def responses(turns: Turns) -> str:
    items: list[dict[str, Any]] = [
        {
            "type": "function_call",
            "call_id": "c1",
            "name": "write_file",
            "arguments": json.dumps(_WRITE),
        },
        {"type": "function_call_output", "call_id": "c1", "output": "ok"},
    ]
    for role, text in turns:
        kind = "output_text" if role == "assistant" else "input_text"
        items.append({"type": "message", "role": role, "content": [{"type": kind, "text": text}]})
    return json.dumps(items)


def cline(words: str) -> str:
    return (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
        f"<attempt_completion>\n<result>\n{words}\n</result>\n</attempt_completion>\n"
    )


def said(words: str, convention: str = "openai") -> str:
    """The assistant's words after the write, in ``convention``."""
    if convention == "cline":
        return cline(words)
    if convention == "anthropic":
        return anthropic([("assistant", words)])
    if convention == "responses":
        return responses([("assistant", words)])
    return openai([("assistant", words)])
