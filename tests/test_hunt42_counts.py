"""hunt42: a whole success whose size is printed as people print it. The model's write_file
of a.py is ``x = 1`` and a newline 200 times: 1200 bytes, 200 lines. Each answer below says
exactly that size and the written path, nothing else: a.py is kept."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

CONTENT = "x = 1\n" * 200


def _chat(result: str) -> str:
    arguments = json.dumps({"path": "a.py", "content": CONTENT})
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": result},
        ]
    )


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote 1,200 bytes to a.py", id="thousands-separator"),
        pytest.param(
            "Successfully wrote 1200 bytes / 200 lines to a.py", id="slash-between-counts"
        ),
    ],
)
def test_a_size_printed_as_people_print_it_keeps_the_file(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", CONTENT)]
