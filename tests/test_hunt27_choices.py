"""hunt27: the choices of an n=2 response printed without their ``choices`` wrapper (a log
that dumps ``resp.choices``, or each choice on its own line). Expected by hand: index 0 and
index 1 are two alternative completions, not one answer: the files of both are not the
model's answer (refused as alternatives, never written together)."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def _choice(index: int, path: str, content: str) -> dict[str, object]:
    arguments = json.dumps({"path": path, "content": content})
    call = {
        "id": f"c{index}",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    return {"index": index, "message": message, "finish_reason": "tool_calls"}


def test_each_choice_printed_on_its_own_line() -> None:
    text = (
        json.dumps(_choice(0, "a.py", "x = 1\n")) + "\n" + json.dumps(_choice(1, "b.py", "y = 1\n"))
    )
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))


def test_a_list_of_the_choices() -> None:
    text = json.dumps([_choice(0, "a.py", "x = 1\n"), _choice(1, "b.py", "y = 1\n")])
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))
