"""hunt132-outputtruncated: a ``cat`` of the written a.py whose output the agent's harness cut
short (``... [output truncated]``): fix-said152 refuses a cat not holding the whole content
written; the round's base 9ec80bf0 kept the file.

Expected by hand: an OpenAI transcript writes a.py (300 lines) and cats it; the tool shows its
first 100 lines and a truncation mark. a.py is on disk as written: refusing is a false refusal
(regression of fix-said152). The guard: an output holding other lines still refuses.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "".join(f"x{i} = {i}\n" for i in range(300))
HEAD = "".join(f"x{i} = {i}\n" for i in range(100))


def _after(output: str) -> list[tuple[str, str]] | None:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": "cat a.py"}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    "output",
    [
        pytest.param(HEAD + "... [output truncated]", id="truncated-mark"),
        pytest.param(HEAD + "\n[... 200 more lines]", id="more-lines-mark"),
    ],
)
def test_a_truncated_cat_keeps_the_file(output: str) -> None:
    assert _after(output) == [("a.py", CONTENT)]


def test_guard_a_cat_of_other_lines_refuses() -> None:
    assert _after("y = 2\n... [output truncated]") is None
