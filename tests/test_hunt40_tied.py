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
