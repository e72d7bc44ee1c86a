"""hunt40-tied: a tool's failure answer that the reader does not tie to the write it answers,
so the failed write is kept. Expected by hand: the model's write of a.py (``x = 1``) was
answered ``Error: EACCES`` (the file was not written): never a usable result holding it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_ARGS = {"path": "a.py", "content": "x = 1\n"}
_ERROR = "Error: EACCES: permission denied, open 'a.py'"


def _openai_call() -> dict[str, Any]:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(_ARGS)},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def _langchain_dumpd(status: str) -> list[dict[str, Any]]:
    """LangChain's ``dumpd`` of the messages (a LangGraph checkpoint, a LangSmith run): each
    message a constructor with its fields under ``kwargs``; a tool that RETURNED an error text
    (no exception) gets ``status: "success"``."""
    call = {"name": "write_file", "args": _ARGS, "id": "c1", "type": "tool_call"}
    return [
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain", "schema", "messages", "AIMessage"],
            "kwargs": {"content": "", "tool_calls": [call]},
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain", "schema", "messages", "ToolMessage"],
            "kwargs": {"content": _ERROR, "tool_call_id": "c1", "status": status},
        },
    ]


@pytest.mark.parametrize(
    "transcript",
    [
        pytest.param(_langchain_dumpd("success"), id="langchain-dumpd-error-text"),
        pytest.param(
            [_openai_call(), {"role": "tool", "tool_call_id": None, "content": _ERROR}],
            id="tool-message-null-id",
        ),
        pytest.param(
            [_openai_call(), {"role": "tool", "tool_call_id": 1, "content": _ERROR}],
            id="tool-message-integer-id",
        ),
    ],
)
def test_a_failure_answer_is_tied_to_the_only_write(transcript: list[dict[str, Any]]) -> None:
    parsed = parse_response(json.dumps(transcript))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


def _later_turns(*messages: dict[str, Any]) -> str:
    return json.dumps([_openai_call(), *messages])


# The write has no tool answer in the log (or a success), and the transcript's later turns say
# in words that a.py is not on disk: the assistant says the write failed, or the user asks to
# delete it and the assistant says it is removed. Expected by hand (the model's own account):
# a.py ``x = 1`` is not the file left; refusing is fine, keeping it is not. (Arguable: the
# words are prose, as a tool's text is; no call in the log removes a.py.)
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            _later_turns(
                {
                    "role": "assistant",
                    "content": "I couldn't write a.py: permission denied. Please check the"
                    " folder's permissions.",
                }
            ),
            id="assistant-says-write-failed",
        ),
        pytest.param(
            _later_turns(
                {"role": "tool", "tool_call_id": "c1", "content": "Successfully wrote to a.py"},
                {"role": "user", "content": "Undo that. Delete a.py."},
                {"role": "assistant", "content": "Done, a.py is removed."},
            ),
            id="assistant-says-removed",
        ),
    ],
)
def test_later_turns_saying_the_file_is_not_there_do_not_keep_it(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status
