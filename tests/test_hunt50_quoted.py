"""hunt50-quoted: a write call quoted in the USER's text of a transcript (Cline's exported
task, the feedback Cline prints with a denial, an OpenHands ``USER:`` turn) is the user's
example, not a call the model made. Expected by hand: only the files the model wrote."""

from __future__ import annotations

from meant import files_of, meant_or_refused
from tool_renderings import cline, openhands

from artifact_codec import parse_response

_EXAMPLE = cline("example.py", "print(1)\n")


# Cline's exported task (its "**User:**" turn holds the <task>), the user showing the form.
def test_a_call_quoted_in_the_users_task_is_not_a_file() -> None:
    text = (
        "**User:**\n\n<task>\nCreate hello.py. Use this form:\n"
        + _EXAMPLE
        + "</task>\n\n---\n\n**Assistant:**\n\n"
        + cline("hello.py", "print('hi')\n")
    )
    meant_or_refused(parse_response(text), [("hello.py", "print('hi')\n")])


# Cline's answer to a denied write carries the user's feedback (<feedback>); the user shows a
# call there; the model then writes a.py again.
def test_a_call_quoted_in_the_users_feedback_is_not_a_file() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe user denied this operation. The user"
        " provided the following feedback:\n<feedback>\nWrite it like\n"
        + _EXAMPLE
        + "</feedback>\n\n"
        + cline("a.py", "x = 2\n")
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 2\n")])


# OpenHands' text rendering of a conversation: the USER: turn shows a call, the ASSISTANT:
# turn makes its own.
def test_a_call_quoted_in_an_openhands_user_turn_is_not_a_file() -> None:
    text = (
        "USER: Please create hello.py, e.g.\n"
        + openhands("example.py", "print(1)\n")
        + "\nASSISTANT: Sure.\n"
        + openhands("hello.py", "print('hi')\n")
    )
    meant_or_refused(parse_response(text), [("hello.py", "print('hi')\n")])


# A tool's printed OUTPUT (the text of its answer, not the model's) shows a write call: the
# model ran `cat docs/example.txt` and the file holds one. Expected by hand: a.py alone.
def test_a_call_in_an_openhands_commands_output_is_not_a_file() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + "<function=execute_bash>\n<parameter=command>cat docs/example.txt</parameter>\n"
        "</function>\n"
        + "\nEXECUTION RESULT of [execute_bash]:\n"
        + openhands("example.py", "print(1)\n")
        + "[Command finished with exit code 0]\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])


def test_a_call_in_a_cline_commands_output_is_not_a_file() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
        + "<execute_command>\n<command>cat docs/example.txt</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n"
        + "\n[execute_command for 'cat docs/example.txt'] Result:\nCommand executed.\nOutput:\n"
        + _EXAMPLE
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])


# The guards: the model's own calls after a tool's answer stay calls. After the mark that
# closes a bash answer ('[Command finished ...]'), b.py is the model's; after an answer with
# no closing mark before the next answer's head, b.py (then the bash run's answer, with its
# closing mark) is the model's too. Expected by hand: a.py and b.py.
def test_the_models_call_after_a_closed_output_is_read() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + "<function=execute_bash>\n<parameter=command>ls</parameter>\n</function>\n"
        + "\nEXECUTION RESULT of [execute_bash]:\na.py\n[Command finished with exit code 0]\n"
        + openhands("b.py", "y = 2\n")
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


def test_the_models_call_before_the_next_answers_closing_mark_is_read() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + openhands("b.py", "y = 2\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: b.py\n"
        + "<function=execute_bash>\n<parameter=command>ls</parameter>\n</function>\n"
        + "\nEXECUTION RESULT of [execute_bash]:\na.py b.py\n[Command finished with exit code 0]\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# A file the model writes may document a tool's printed answer (its head, its closing mark):
# that text is the file's, and the file is read whole. Expected by hand: notes.md as written.
def test_a_printed_answer_inside_a_models_file_is_its_text() -> None:
    body = "EXECUTION RESULT of [execute_bash]:\nhi\n[Command finished with exit code 0]\n"
    parsed = parse_response(openhands("notes.md", body) + openhands("b.py", "y = 2\n"))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("notes.md", body), ("b.py", "y = 2\n")]


_CAT = (
    cline("a.py", "x = 1\n")
    + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
    + "<execute_command>\n<command>cat docs/example.txt</command>\n"
    "<requires_approval>false</requires_approval>\n</execute_command>\n"
    + "\n[execute_command for 'cat docs/example.txt'] Result:\nCommand executed.\nOutput:\n"
)


# Cline's user message closes with <environment_details>: the call before it is the output's,
# b.py after it the model's; output that does not start with a call leaves b.py the model's
# (Cline prints 'Output:' only before output, so here the output is 'docs' and b.py follows).
# Expected by hand: a.py and b.py, usable (the output's closing tags refuse nothing).
def test_a_cline_output_closed_by_environment_details_is_output() -> None:
    text = (
        _CAT
        + _EXAMPLE
        + "\n<environment_details>\n# Current Working Directory\n</environment_details>\n\n"
        + cline("b.py", "y = 2\n")
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


def test_the_models_call_after_a_cline_commands_output_is_read() -> None:
    parsed = parse_response(_CAT + "docs\n\n" + cline("b.py", "y = 2\n"))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
