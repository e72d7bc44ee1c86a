"""Hunt 25: a ``<tool_call>`` printed in a transcript's assistant text (issue 24, fix-calls23).
Expected by hand: the assistant's text says "Example:" and shows a call writing e.py in a code
fence, then the message makes its real tool_use call writing a.py. The model meant a.py only;
in plain text the same fenced call before the real one is skipped as an example (the
control). A result holding e.py is WRONG."""

from __future__ import annotations

import json

from meant import meant_or_refused

from artifact_codec import parse_response

A = "x = 1\n"
SHOWN = "<tool_call>\n" + json.dumps(
    {"name": "write_file", "arguments": {"path": "e.py", "content": "y = 2\n"}}
) + "\n</tool_call>\n"  # fmt: skip


def test_control_in_plain_text_the_fenced_call_is_an_example() -> None:
    real = "<tool_call>\n" + json.dumps(
        {"name": "write_file", "arguments": {"path": "a.py", "content": A}}
    ) + "\n</tool_call>\n"  # fmt: skip
    meant_or_refused(parse_response("Example:\n```\n" + SHOWN + "```\n\n" + real), [("a.py", A)])


def test_a_fenced_call_in_the_assistant_text_before_its_tool_use_is_not_written() -> None:
    tool_use = {"type": "tool_use", "id": "t1", "name": "write_file",
                "input": {"path": "a.py", "content": A}}  # fmt: skip
    shown = {"type": "text", "text": "Example:\n```\n" + SHOWN + "```\n"}
    message = {"role": "assistant", "content": [shown, tool_use]}
    meant_or_refused(parse_response(json.dumps([message])), [("a.py", A)])
