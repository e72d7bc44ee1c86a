"""Hunt 23: an OpenAI chat.completion response with n=2 (issue 24). Its ``choices`` are two
alternative completions of the same request, not two parts of one answer. Expected by hand:
a usable result is one choice's files (main.py alone, or app.py alone), never both merged."""

from __future__ import annotations

import json
from pathlib import Path

from meant import files_of
from tool_renderings import openai_message as _message

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")
KEYWORD = Path("/usr/lib/python3.11/keyword.py").read_text(encoding="utf-8")


def test_two_alternative_choices_are_not_merged() -> None:
    response = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": "gpt-4o",
        "choices": [
            {"index": 0, "message": _message("main.py", THIS), "finish_reason": "tool_calls"},
            {"index": 1, "message": _message("app.py", KEYWORD), "finish_reason": "tool_calls"},
        ],
    }
    result = parse_response(json.dumps(response, indent=2))
    if result.usable:
        assert files_of(result) in ([("main.py", THIS)], [("app.py", KEYWORD)]), files_of(result)


def test_two_requests_of_a_batch_output_are_not_merged() -> None:
    # an OpenAI Batch API output file (JSON Lines): one line per request (custom_id task-1,
    # task-2), each its own answer to its own task; merged, they are no answer the model gave
    lines = [
        {
            "id": f"batch_req_{n}",
            "custom_id": f"task-{n}",
            "response": {
                "status_code": 200,
                "body": {
                    "object": "chat.completion",
                    "choices": [
                        {"index": 0, "message": _message(path, text), "finish_reason": "tool_calls"}
                    ],
                },
            },
            "error": None,
        }
        for n, (path, text) in enumerate([("main.py", THIS), ("app.py", KEYWORD)], start=1)
    ]
    result = parse_response("\n".join(json.dumps(line) for line in lines) + "\n")
    if result.usable:
        assert files_of(result) in ([("main.py", THIS)], [("app.py", KEYWORD)]), files_of(result)
