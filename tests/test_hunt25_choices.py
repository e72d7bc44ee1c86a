"""Hunt 25: alternative completions (issue 24, fix-calls23's alternative-answers). Expected by
hand: an OpenAI response with ``n=2`` holds two alternative answers, choice 0 (writes a.py) and
choice 1 (writes b.py); the model meant ONE of them, never both. The response printed as one
JSON value is refused (the control); printed as one JSON value per choice (a log that writes
each choice on its own line), the ``"index": 1`` still says choice 1 is an alternative."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def _choice(index: int, path: str, content: str) -> dict[str, object]:
    arguments = json.dumps({"path": path, "content": content})
    call = {"id": f"c{index}", "type": "function",
            "function": {"name": "write_file", "arguments": arguments}}  # fmt: skip
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    return {"index": index, "message": message, "finish_reason": "tool_calls"}


ZERO = _choice(0, "a.py", "x = 1\n")
ONE = _choice(1, "b.py", "y = 2\n")


def test_control_two_choices_in_one_response_are_refused() -> None:
    assert not parse_response(json.dumps({"id": "r", "choices": [ZERO, ONE]})).usable


def test_two_choices_printed_one_per_line_are_not_both_written() -> None:
    text = (
        json.dumps({"id": "r", "choices": [ZERO]})
        + "\n"
        + json.dumps({"id": "r", "choices": [ONE]})
    )
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result), result.diagnostics)
