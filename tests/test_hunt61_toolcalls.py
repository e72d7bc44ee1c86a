"""hunt61: a tool-call answer whose assistant text says code named as code was left out of the
file it writes. Expected by hand: app.py is written holding handler() alone, and the assistant's
own text says main() and load() were left out (or main() kept as it is): the write is a part of
app.py, as the same sentence says beside a Markdown, native, Cline or OpenHands write (refused
there by named_code_left_out); the answer is never usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_HANDLER = "def handler():\n    return 2\n"


def _render(shape: str, text: str) -> str:
    if shape == "openai":
        call = {"path": "app.py", "content": _HANDLER}
        message = {
            "role": "assistant",
            "content": text,
            "tool_calls": [
                {
                    "id": "c0",
                    "type": "function",
                    "function": {"name": "write_file", "arguments": json.dumps(call)},
                }
            ],
        }
        return json.dumps(message)
    if shape == "anthropic":
        blocks = [
            {"type": "text", "text": text},
            {
                "type": "tool_use",
                "id": "t0",
                "name": "str_replace_based_edit_tool",
                "input": {"command": "create", "path": "app.py", "file_text": _HANDLER},
            },
        ]
        return json.dumps({"role": "assistant", "content": blocks})
    call = {"name": "write_file", "arguments": {"path": "app.py", "content": _HANDLER}}
    return text + "\n<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


@pytest.mark.parametrize("shape", ["openai", "anthropic", "hermes"])
@pytest.mark.parametrize(
    "text",
    [
        pytest.param("I omitted `main()` and `load()` for brevity.", id="omitted-two-calls"),
        pytest.param("Leave `main()` as it is.", id="leave-main-as-it-is"),
    ],
)
def test_the_assistant_text_leaving_code_out_refuses_the_write(shape: str, text: str) -> None:
    result = parse_response(_render(shape, text))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
