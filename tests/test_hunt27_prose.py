"""hunt27: prose that names the ``<tool_call>`` tag (no JSON after it) beside a real call.
Expected by hand: the prose is a sentence, the call writes a.py x = 1."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response

ARGS = {"path": "a.py", "content": "x = 1\n"}


def test_a_transcript_text_that_names_the_tag_beside_its_structured_call() -> None:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(ARGS)},
    }
    text = json.dumps(
        [
            {
                "role": "assistant",
                "content": "I'll make a <tool_call> to write a.py.",
                "tool_calls": [call],
            }
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_sentence_that_names_the_tag_before_the_call() -> None:
    value = json.dumps({"name": "write_file", "arguments": ARGS})
    text = "I'll make a <tool_call> now.\n\n<tool_call>\n" + value + "\n</tool_call>"
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]
