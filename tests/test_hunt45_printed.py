"""hunt45-printed: attacks on fix-printed31 (the printed tool answers Cline and OpenHands put
after a write call, read by ``tool_calls.printed_answer_refusal``). Each text holds a write
the tool's own printed answer says did NOT happen (denied, skipped, failed), in a shape the
fix did not read: the answer printed after a second call, after another path's answer, for
a path holding an apostrophe, with Cline's ``Tool #1:`` prefix, on the header's own line.
Expected by hand: the file that was not written is never in a usable result."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline, openhands

from artifact_codec import parse_response

_DENIED = "The user denied this operation."
_ENV = "<environment_details>\n# VSCode Visible Files\n(No visible files)\n</environment_details>\n"


def _result(path: str) -> str:
    return f"\n[write_to_file for '{path}'] Result:\n"


_BASH = "<function=execute_bash>\n<parameter=command>python a.py</parameter>\n</function>\n"
_EXISTS = (
    "ERROR:\nInvalid `path` parameter: a.py. File already exists at: a.py. Cannot overwrite"
    " files using command `create`.\n"
)


@pytest.mark.parametrize(
    ("text", "not_written"),
    [
        # Cline's own text when the user rejects the first of two calls in one message: the
        # first is denied, the second skipped (Cline's "Skipping tool [...] due to user
        # rejecting a previous tool."): neither file was written.
        pytest.param(
            cline("a.py", "x = 1\n")
            + cline("b.py", "y = 2\n")
            + "\n---\n\n**User:**\n"
            + _result("a.py")
            + _DENIED
            + "\nSkipping tool [write_to_file for 'b.py'] due to user rejecting a previous"
            " tool.\n" + _ENV,
            [("a.py", "x = 1\n"), ("b.py", "y = 2\n")],
            id="cline-two-calls-denied-then-skipped",
        ),
        # Two calls, their answers after both, in order: a.py denied, b.py saved.
        pytest.param(
            cline("a.py", "x = 1\n")
            + cline("b.py", "y = 2\n")
            + _result("a.py")
            + _DENIED
            + "\n"
            + _result("b.py")
            + "The content was successfully saved to b.py.\n",
            [("a.py", "x = 1\n")],
            id="cline-two-calls-answers-in-order",
        ),
        # The same answers in the other order: b.py saved, a.py denied.
        pytest.param(
            cline("a.py", "x = 1\n")
            + cline("b.py", "y = 2\n")
            + _result("b.py")
            + "The content was successfully saved to b.py.\n"
            + _result("a.py")
            + _DENIED
            + "\n",
            [("a.py", "x = 1\n")],
            id="cline-two-calls-answers-swapped",
        ),
        # One call, another path's answer first, then its own denial: the answer naming the
        # call's path is its answer (lenient.md: "naming the call's tool and path").
        pytest.param(
            cline("a.py", "x = 1\n")
            + _result("b.py")
            + "The content was successfully saved to b.py.\n"
            + _result("a.py")
            + _DENIED
            + "\n",
            [("a.py", "x = 1\n")],
            id="cline-other-paths-answer-first",
        ),
        # Cline prints the path as the call gave it, between single quotes, unescaped: a
        # path holding an apostrophe (don't-panic.md) makes the header unread.
        pytest.param(
            cline("notes/don't-panic.md", "# Notes\n")
            + "\n---\n\n**User:**\n"
            + _result("notes/don't-panic.md")
            + _DENIED
            + "\n"
            + _ENV,
            [("notes/don't-panic.md", "# Notes\n")],
            id="cline-path-with-apostrophe",
        ),
        # Cline's exported transcripts number the answers: "Tool #1: [... for 'a.py'] Result:".
        pytest.param(
            cline("a.py", "x = 1\n")
            + "\n---\n\n**User:**\n\nTool #1: [write_to_file for 'a.py'] Result:\n"
            + _DENIED
            + "\n",
            [("a.py", "x = 1\n")],
            id="cline-numbered-tool-answer",
        ),
        # The answer's text on the header's own line (a transcript pasted with its line
        # breaks folded).
        pytest.param(
            cline("a.py", "x = 1\n") + "\n[write_to_file for 'a.py'] Result: " + _DENIED + "\n",
            [("a.py", "x = 1\n")],
            id="cline-answer-on-the-header-line",
        ),
        # OpenHands: a create then a run in one turn, their answers after both, in order:
        # the create failed (the file exists); the run's answer follows.
        pytest.param(
            openhands("a.py", "x = 1\n")
            + _BASH
            + "\nEXECUTION RESULT of [str_replace_editor]:\n"
            + _EXISTS
            + "\nEXECUTION RESULT of [execute_bash]:\nhello\n",
            [("a.py", "x = 1\n")],
            id="openhands-create-then-run-answers-after-both",
        ),
        # OpenHands' answer on the header's own line.
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [str_replace_editor]: "
            + _EXISTS.replace("\n", " ")
            + "\n",
            [("a.py", "x = 1\n")],
            id="openhands-answer-on-the-header-line",
        ),
    ],
)
def test_a_write_its_printed_answer_says_did_not_happen_is_not_kept(
    text: str, not_written: list[tuple[str, str]]
) -> None:
    parsed = parse_response(text)
    if parsed.usable:
        kept = files_of(parsed)
        assert not [f for f in not_written if f in kept], (parsed.status, kept)


# A call printed with two answers: the first says it succeeded, the second that it did not.
# A JSON transcript holding the same two answers (an MCP response ok, then one with isError)
# refuses (tool-call-failed: every answer a call was given is weighed); the printed answers
# are the same answers (lenient.md: "read by the same rule as a JSON transcript's tool
# answer"). Expected by hand: whether a.py was written is not known: never a usable a.py.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            cline("a.py", "x = 1\n")
            + _result("a.py")
            + "The content was successfully saved to a.py.\n"
            + _result("a.py")
            + _DENIED
            + "\n",
            id="cline-saved-then-denied",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
            + "\nEXECUTION RESULT of [str_replace_editor]:\n"
            + _EXISTS,
            id="openhands-created-then-error",
        ),
    ],
)
def test_a_second_printed_answer_saying_it_failed_is_weighed(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


_RUN = "<function=execute_bash>\n<parameter=command>\npython3 a.py\n</parameter>\n</function>\n"


# OpenHands' own text rendering of a turn (its fn_call_converter's in-context example:
# "USER: EXECUTION RESULT of [str_replace_editor]:" then "ASSISTANT: ..." before the next
# call). The create failed (the file exists). Expected by hand: a.py not written.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "ASSISTANT: Sure.\n"
            + openhands("a.py", "x = 1\n")
            + "\nUSER: EXECUTION RESULT of [str_replace_editor]:\n"
            + _EXISTS
            + "\nASSISTANT: Let me run it:\n"
            + _RUN,
            id="openhands-user-prefixed-answer-then-run",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nUSER: EXECUTION RESULT of [str_replace_editor]:\n"
            + _EXISTS,
            id="openhands-user-prefixed-answer",
        ),
    ],
)
def test_openhands_user_prefixed_failure_answer_does_not_keep_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


_NOT_RUN = (
    "Tool [write_to_file] was not executed because a tool has already been used in this message."
    " Only one tool may be used per message. You must assess the first tool's result before"
    " proceeding to use the next tool.\n"
)


# Cline runs one tool per message: two write calls in one message, Cline's own answer (as its
# exported tasks show it): a.py saved, then "Tool [write_to_file] was not executed because a
# tool has already been used in this message." Expected by hand: b.py was never written; a.py
# was (a usable a.py alone, or a refusal, but never b.py).
@pytest.mark.parametrize(
    "between",
    [
        pytest.param("", id="calls-back-to-back"),
        pytest.param("\nAnd the second one:\n\n", id="prose-between-calls"),
    ],
)
def test_cline_one_tool_per_message_the_second_write_is_not_kept(between: str) -> None:
    text = (
        cline("a.py", "x = 1\n")
        + between
        + cline("b.py", "y = 2\n")
        + "\n---\n\n**User:**\n\n[write_to_file for 'a.py'] Result:\n"
        "The content was successfully saved to a.py.\n"
        + _NOT_RUN
        + "<environment_details>\n# VSCode Visible Files\na.py\n</environment_details>\n"
    )
    parsed = parse_response(text)
    assert not (parsed.usable and ("b.py", "y = 2\n") in files_of(parsed)), files_of(parsed)


# The denial printed for the call's path spelled another way (./a.py called, a.py answered).
# Expected by hand: a.py was not written.
def test_a_denial_for_the_same_path_spelled_otherwise_does_not_keep_the_file() -> None:
    text = cline("./a.py", "x = 1\n") + _result("a.py") + _DENIED + "\n"
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


_EACCES = "Error: EACCES: permission denied, open 'a.py'"


# Two conventions in one text: the call printed in one tool's form, its answer in another's
# (a harness that prints every tool answer its own way: Qwen's chat template wraps each as
# <tool_response>). The answer says the write failed. Expected by hand: a.py not written.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            openhands("a.py", "x = 1\n") + f"<tool_response>\n{_EACCES}\n</tool_response>\n",
            id="openhands-call-tool-response-error",
        ),
        pytest.param(
            cline("a.py", "x = 1\n") + f"<tool_response>\n{_EACCES}\n</tool_response>\n",
            id="cline-call-tool-response-error",
        ),
    ],
)
def test_a_failure_answer_in_another_tools_form_does_not_keep_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


# A Cline call without its </write_to_file> (Cline's own parser takes a call whose closing
# tag is missing; the API said finish_reason "stop"), then Cline's denial. Expected by hand:
# a.py was not written.
def test_a_denial_after_a_call_without_its_closing_tag_does_not_keep_the_file() -> None:
    text = (
        cline("a.py", "x = 1\n").replace("</write_to_file>\n", "")
        + "\n---\n\n**User:**\n"
        + _result("a.py")
        + _DENIED
        + "\n"
        + _ENV
    )
    parsed = parse_response(text, finish_reason="stop")
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status
