"""hunt45-refusals: plain answers refused by fix-printed31's printed-answer reading. Each text
holds a write call the tool's printed answer says succeeded; what follows is a turn the
transcript itself marks as the assistant's (Cline's exported task: ``---`` then
``**Assistant:**``), or OpenHands' call without its ``</function>`` (its stop word, which
lenient.md says may be missing) answered ``File created successfully``. Expected by hand:
a.py ``x = 1`` was written: usable, that file."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline, openhands

from artifact_codec import parse_response

_SAVED = (
    "\n---\n\n**User:**\n\n[write_to_file for 'a.py'] Result:\n"
    "The content was successfully saved to a.py.\n\n---\n\n**Assistant:**\n\n"
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            cline("a.py", "x = 1\n") + _SAVED + "I have created a.py with the constant.\n",
            id="cline-export-assistant-prose",
        ),
        pytest.param(
            cline("a.py", "x = 1\n")
            + _SAVED
            + "<attempt_completion>\n<result>\nCreated a.py.\n</result>\n</attempt_completion>\n",
            id="cline-export-attempt-completion",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n").replace("</function>\n", "")
            + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n",
            id="openhands-call-without-function-close-created",
        ),
    ],
)
def test_a_write_its_printed_answer_says_succeeded_is_kept(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


# The create answered "File created successfully", then the turn OpenHands' converter marks
# as the assistant's ("ASSISTANT: ...") before the next call. Expected by hand: a.py x = 1.
def test_openhands_assistant_turn_after_a_success_answer_keeps_the_file() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + "\nASSISTANT: I have created a.py. Let me run it:\n"
        + "<function=execute_bash>\n<parameter=command>\npython3 a.py\n</parameter>\n</function>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


# A prompt file (an LLM app's system prompt) holding a <thinking> example block, written by
# a Cline call: the block is the file's text, not the model's reasoning. Expected by hand:
# prompts/system.md as written.
def test_a_thinking_block_inside_a_cline_file_is_its_text() -> None:
    content = "You are a helpful agent.\n<thinking>\nreason here\n</thinking>\nAnswer briefly.\n"
    parsed = parse_response(cline("prompts/system.md", content))
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("prompts/system.md", content)]


# Cline's success answer with its echo of the saved file (every Cline write answers so), for
# a file holding a comparison (``n > 0``): 17 of 30 stdlib modules rendered this way were
# refused changed-after ("the command `</write_to_file>` ... may change it"). The echo is the
# same text as the call's content. Expected by hand: the file as written.
@pytest.mark.parametrize(
    "content",
    [
        pytest.param("n = 1\nif n > 0:\n    x = 1\n", id="if-greater"),
        pytest.param(
            "class Queue:\n    def put(self, item):\n        if self.maxsize > 0:\n"
            "            self.wait()\n        self._put(item)\n",
            id="queue-put",
        ),
    ],
)
def test_a_cline_success_with_its_echo_keeps_a_file_with_a_comparison(content: str) -> None:
    text = (
        cline("a.py", content)
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
        "Here is the full, updated content of the file that was saved:\n\n"
        '<final_file_content path="a.py">\n' + content + "</final_file_content>\n\n"
        "IMPORTANT: For any future changes to this file, use the final_file_content shown above"
        " as your reference.\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", content)]


# Qwen3-Coder's own tool-call rendering (its chat template): <tool_call> around an
# OpenHands-style <function=...> with <parameter=...> values on their own lines. One call,
# one file. Expected by hand: a.py x = 1.
def test_a_qwen3_coder_call_is_one_file() -> None:
    text = (
        "<tool_call>\n<function=str_replace_editor>\n<parameter=command>\ncreate\n</parameter>\n"
        "<parameter=path>\na.py\n</parameter>\n<parameter=file_text>\nx = 1\n</parameter>\n"
        "</function>\n</tool_call>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


_EXISTS = (
    "ERROR:\nInvalid `path` parameter: a.py. File already exists at: a.py. Cannot overwrite"
    " files using command `create`.\n"
)


# A write the tool's printed answer refused, then the model's retry of the same file, which
# the tool's answer says it saved (the JSON transcripts' rule: a later call that writes the
# file again is the file; the same with a <thinking> between them is kept today). Expected by
# hand: a.py x = 2.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            cline("a.py", "x = 1\n")
            + "\n[write_to_file for 'a.py'] Result:\nThe user denied this operation.\n"
            + cline("a.py", "x = 2\n")
            + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n",
            id="cline-denied-then-saved",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [str_replace_editor]:\n"
            + _EXISTS
            + openhands("a.py", "x = 2\n")
            + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n",
            id="openhands-failed-then-created",
        ),
    ],
)
def test_a_retry_the_tool_says_succeeded_is_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 2\n")]
