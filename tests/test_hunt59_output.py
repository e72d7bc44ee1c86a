"""hunt59-output: a write call inside a tool's printed OUTPUT (the text of its answer, not the
model's) is read as a call of the model's. Expected by hand: only the files the model wrote
(a.py); example.py is what ``cat`` printed, never a file of the answer."""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused
from tool_renderings import cline, openhands

from artifact_codec import parse_response


# OpenHands' terminal observation (its software-agent SDK's TerminalObservation, and its
# runtime's CmdOutputObservation metadata suffix) closes with "[The command completed with
# exit code 0.]" and "[Current working directory: ...]", not always with the older
# "[Command finished with exit code 0]" line. The model ran `cat docs/example.txt`; the
# file holds an OpenHands call. The transcript ends with the output.
def test_a_call_in_an_openhands_output_closed_by_the_sdk_suffix_is_not_a_file() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + "<function=execute_bash>\n<parameter=command>cat docs/example.txt</parameter>\n"
        "</function>\n"
        + "\nEXECUTION RESULT of [execute_bash]:\n"
        + openhands("example.py", "print(1)\n")
        + "[The command completed with exit code 0.]\n[Current working directory: /workspace]\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])


# Cline prints a command's output after "Output:"; the output of `cat docs/example.txt` starts
# with a line of text, then the example call (the transcript ends there: no closing mark).
# The 'Output:' rule reads only a call right after the line; this one is past one line of
# the output's text, and still the tool's (only the tool prints after its Result: head
# until the next turn).
def test_a_call_in_a_cline_output_after_a_line_of_text_is_not_a_file() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
        + "<execute_command>\n<command>cat docs/example.txt</command>\n</execute_command>\n"
        + "\n[execute_command for 'cat docs/example.txt'] Result:\nCommand executed.\nOutput:\n"
        + "Example of a call:\n"
        + cline("example.py", "print(1)\n")
    )
    parsed = parse_response(text)
    assert not (parsed.usable and ("example.py", "print(1)\n") in files_of(parsed))


# The output itself prints a closing mark: the model `cat`s a transcript or a log, which holds
# the marks (a Cline exported task's "**User:**"/"**Assistant:**" turn markers, an OpenHands
# log's "[Command finished with exit code 0]" line) above the call it shows. The first mark is
# the file's text, not the end of the output: the tool's real closing mark comes after the
# call (Cline's <environment_details>, OpenHands' last "[Command finished ...]" line).
_ENV = "\n<environment_details>\n# VSCode Visible Files\na.py\n</environment_details>\n"
_CLINE_CAT = (
    cline("a.py", "x = 1\n")
    + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
    + "<execute_command>\n<command>cat cline_task_example.md</command>\n</execute_command>\n"
    + "\n[execute_command for 'cat cline_task_example.md'] Result:\nCommand executed.\n"
    "Output:\n"
)
_OPENHANDS_CAT = (
    openhands("a.py", "x = 1\n")
    + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
    + "<function=execute_bash>\n<parameter=command>cat logs/session.txt</parameter>\n"
    "</function>\n" + "\nEXECUTION RESULT of [execute_bash]:\n"
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            _CLINE_CAT
            + "**User:**\n\n<task>\nCreate example.py\n</task>\n\n---\n\n**Assistant:**\n\n"
            + cline("example.py", "print(1)\n")
            + _ENV,
            id="cline-cat-of-an-exported-task",
        ),
        pytest.param(
            _OPENHANDS_CAT
            + "ok\n[Command finished with exit code 0]\n"
            + openhands("example.py", "print(1)\n")
            + "[Command finished with exit code 0]\n",
            id="openhands-cat-of-a-log",
        ),
    ],
)
def test_a_closing_mark_printed_inside_the_output_does_not_end_it(text: str) -> None:
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])
