"""hunt33: an object shaped like a choice ({"index": 1, "message": {...}}) that is data, not
a response's choice (fix-results26: any object with an int index and a message is a choice).
Expected by hand: one answer, its one write."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def test_a_choice_shaped_fixture_in_a_tool_s_arguments_is_data() -> None:
    # Ollama gives a call's arguments as an object: the second call records a test fixture,
    # the second message of a mocked conversation; the answer has one choice.
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
                    },
                    {
                        "function": {
                            "name": "add_fixture",
                            "arguments": {
                                "name": "second_reply",
                                "index": 1,
                                "message": {"role": "assistant", "content": "hi"},
                            },
                        }
                    },
                ],
            }
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]
