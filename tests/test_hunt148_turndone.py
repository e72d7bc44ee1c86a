"""hunt148-turndone: a user turn asking for a change of a written file, that the assistant then
DOES with a real write call whose result is the file as written (the code was already
formatted, tidy, documented...), is refused: fix-turns182 reads the request (with its new
verbs: format, tidy up, clean up, optimize, sort, simplify, reformat, improve) and refuses the
file whatever the calls after it did, where the base read no request in these verbs and kept
the file.

Expected by hand: a.py ``x = 1`` is written, the user asks it formatted (or tidied...), the
assistant writes a.py again with ``x = 1`` (the tool answering ``ok``) and says so: the last
write is the file's content, exactly a.py ``x = 1``; refusing it is a false refusal.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response


def _write(ident: str) -> dict[str, Any]:
    arguments = json.dumps({"path": "a.py", "content": "x = 1\n"})
    return {
        "id": ident,
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }


def _done(request: str, answer: str = "Done: it was already clean, nothing changed.") -> str:
    messages: list[dict[str, Any]] = [
        {"role": "assistant", "content": None, "tool_calls": [_write("c1")]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "user", "content": request},
        {"role": "assistant", "content": None, "tool_calls": [_write("c2")]},
        {"role": "tool", "tool_call_id": "c2", "content": "ok"},
        {"role": "assistant", "content": answer},
    ]
    return json.dumps(messages)


DONE = [
    pytest.param(_done("Format a.py with black."), id="format"),
    pytest.param(_done("Tidy up a.py."), id="tidy-up"),
    pytest.param(_done("Clean up the script."), id="clean-up"),
    pytest.param(_done("Optimize a.py."), id="optimize"),
    pytest.param(_done("Sort the imports in a.py."), id="sort-imports"),
    pytest.param(_done("Simplify it."), id="simplify"),
    pytest.param(_done("Reformat the file."), id="reformat"),
    pytest.param(_done("Improve a.py if you can."), id="improve"),
]


@pytest.mark.parametrize("answer", DONE)
def test_a_request_done_by_a_write_of_the_same_content_keeps_the_file(answer: str) -> None:
    parsed = parse_response(answer)
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]
