"""hunt27: a <tool_call> shown in a Markdown block quote, then made for real. Expected by
hand: the quote is the format shown (quoted text), the bare call is the answer: a.py x = 1."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def _call(path: str, content: str) -> str:
    value = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(value) + "\n</tool_call>"


def test_a_call_quoted_in_a_block_quote_then_made() -> None:
    quoted = "> " + _call("example.py", "EXAMPLE\n").replace("\n", "\n> ")
    text = "The format is:\n\n" + quoted + "\n\nNow the real one:\n\n" + _call("a.py", "x = 1\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]
