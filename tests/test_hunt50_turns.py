"""hunt50-turns: a Cline transcript of two assistant turns (Cline's system prompt asks for a
<thinking> block before each tool call), the first turn without one. Expected by hand: both
files the model wrote (the first one's answer says it was saved)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from meant import meant_or_refused
from tool_renderings import cline, hermes, openhands

from artifact_codec import parse_response

_SAVED = "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"


@pytest.mark.parametrize(
    "between",
    [
        pytest.param(_SAVED, id="after-the-saved-answer"),
        pytest.param("\n", id="no-answer-between"),
        pytest.param("\n---\n\n**User:**\n" + _SAVED + "---\n\n**Assistant:**\n\n", id="export"),
    ],
)
def test_a_later_turns_thinking_does_not_drop_the_first_turns_file(between: str) -> None:
    text = (
        cline("a.py", "x = 1\n")
        + between
        + "<thinking>\nNow b.py.\n</thinking>\n\n"
        + cline("b.py", "y = 2\n")
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


# The same with nothing after the thinking: the first turn's file alone. Expected: a.py.
def test_a_trailing_thinking_does_not_drop_the_file() -> None:
    text = cline("a.py", "x = 1\n") + _SAVED + "<thinking>\nDone; next I test it.\n</thinking>\n"
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    meant_or_refused(parsed, [("a.py", "x = 1\n")])


# The same shape in the other tools' printed forms, and with <think> (Qwen, DeepSeek): a
# reasoning block between two calls. Expected by hand: both files.
@pytest.mark.parametrize(
    ("render", "tag"),
    [
        pytest.param(openhands, "thinking", id="openhands"),
        pytest.param(hermes, "thinking", id="hermes"),
        pytest.param(cline, "think", id="cline-think"),
    ],
)
def test_a_reasoning_block_between_two_calls_does_not_drop_the_first(
    render: Callable[[str, str], str], tag: str
) -> None:
    text = (
        render("a.py", "x = 1\n")
        + f"\n<{tag}>\nNow b.py.\n</{tag}>\n\n"
        + render("b.py", "y = 2\n")
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])
