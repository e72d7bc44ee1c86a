"""hunt142-whichone: fix-said172 reads a later user turn that asks to delete a written file
named by its path, a pronoun, ``both``/``everything`` or ``the file(s)``; with two files
written, a request picking one by its place or by what to keep (``delete the first one``,
``drop the second file``, ``only keep b.py``, ``keep just a.py``), answered ``Done.``, keeps
both files as written.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` then b.py ``y = 2`` in one
message, the user asks for one of them to go, the assistant says ``Done.``: only the other one
is on disk; a usable result with both is usable-WRONG (refusing, or only the other file, is
fine). The guards: a request of another thing keeps both.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_A = ("a.py", "x = 1\n")
_B = ("b.py", "y = 2\n")


def _two_then(request: str, answer: str = "Done.") -> str:
    calls = [
        {
            "id": f"c{i}",
            "type": "function",
            "function": {
                "name": "write_file",
                "arguments": json.dumps({"path": path, "content": content}),
            },
        }
        for i, (path, content) in enumerate((_A, _B), 1)
    ]
    messages: list[dict[str, Any]] = [
        {"role": "assistant", "content": None, "tool_calls": calls},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "tool", "tool_call_id": "c2", "content": "ok"},
        {"role": "user", "content": request},
        {"role": "assistant", "content": answer},
    ]
    return json.dumps(messages)


MEANT = [
    pytest.param("delete the first one", [_B], id="first-one"),
    pytest.param("delete the first file", [_B], id="first-file"),
    pytest.param("drop the second one", [_A], id="second-one"),
    pytest.param("remove the last one", [_A], id="last-one"),
    pytest.param("only keep b.py", [_B], id="only-keep-b"),
    pytest.param("keep just a.py", [_A], id="keep-just-a"),
    pytest.param("delete the former", [_B], id="the-former"),
    pytest.param("Lose the second file.", [_A], id="lose-second-file"),
]


@pytest.mark.parametrize(("request_", "meant"), MEANT)
def test_one_of_two_files_asked_gone_is_not_kept(
    request_: str, meant: list[tuple[str, str]]
) -> None:
    parsed = parse_response(_two_then(request_))
    assert not parsed.usable or files_of(parsed) == meant


@pytest.mark.parametrize(
    "request_",
    [
        pytest.param("run the first one", id="run-first"),
        pytest.param("thanks, both look good", id="both-good"),
    ],
)
def test_a_request_of_another_thing_keeps_both(request_: str) -> None:
    parsed = parse_response(_two_then(request_, "Sure."))
    assert parsed.usable
    assert files_of(parsed) == [_A, _B]
