"""Hunt 23: a Hermes ``<tool_call>`` printed in an assistant message's text inside a JSON
transcript (an open-weight model whose call the server's tool parser did not take out).
Expected by hand: the model meant to write a.py with it. Beside a native call writing b.py, a
usable result holds both files (or the answer is refused, as a file in a code block in the
assistant's text is: mixed-conventions), never b.py alone; alone, it is the answer's a.py."""

from __future__ import annotations

import json
from pathlib import Path

from meant import meant_or_refused
from tool_renderings import openai_message as _native

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")
KEYWORD = Path("/usr/lib/python3.11/keyword.py").read_text(encoding="utf-8")


def _hermes(path: str, content: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>"


def test_a_printed_call_beside_native_calls_is_not_dropped() -> None:
    transcript = [
        {"role": "user", "content": "Write the app."},
        _native("b.py", KEYWORD),
        {"role": "tool", "tool_call_id": "call_1", "content": "ok"},
        {"role": "assistant", "content": "Now the main file:\n" + _hermes("a.py", THIS)},
    ]
    meant_or_refused(
        parse_response(json.dumps(transcript, indent=2)), [("b.py", KEYWORD), ("a.py", THIS)]
    )


def test_a_printed_call_alone_in_a_transcript_is_read() -> None:
    transcript = [
        {"role": "user", "content": "Write the app."},
        {"role": "assistant", "content": _hermes("a.py", THIS)},
    ]
    result = parse_response(json.dumps(transcript, indent=2))
    meant_or_refused(result, [("a.py", THIS)])
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
