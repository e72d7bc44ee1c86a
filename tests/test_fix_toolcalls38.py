"""fix-toolcalls38: a call between a printed output's first closing mark and a later mark that
only ends an output is the printed file's or the model's (its prose quoting the mark): refused
(``printed-or-made``). Expected values by hand."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from tool_renderings import cline, hermes, openhands

from artifact_codec import parse_response

_CREATED = "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: {}\n"
_LS = (
    "<function=execute_bash>\n<parameter=command>ls</parameter>\n</function>\n"
    "\nEXECUTION RESULT of [execute_bash]:\na.py\n[Command finished with exit code 0]\n"
)


def _codes(text: str) -> list[str]:
    parsed = parse_response(text)
    assert not parsed.usable
    return [d.code for d in parsed.diagnostics]


# The model's prose after its last call quotes the bash tool's last line: b.py is either the
# model's (the prose quotes the mark) or the printed file's (the output went on): refused.
def test_openhands_call_before_a_quoted_mark_is_refused_printed_or_made() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + _CREATED.format("a.py")
        + _LS
        + "Now b.py:\n"
        + openhands("b.py", "y = 2\n")
        + "\nWhen run, the shell will print:\n[Command finished with exit code 0]\n"
    )
    assert "printed-or-made" in _codes(text)


def test_cline_call_before_a_quoted_environment_details_is_refused_printed_or_made() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py."
        "\n\n<environment_details>\nx\n</environment_details>\n\n"
        + cline("b.py", "y = 2\n")
        + "\nThe editor will then add a block:\n<environment_details>\n...\n"
        "</environment_details>\n"
    )
    assert "printed-or-made" in _codes(text)


# One closing mark after the call: the output ended there, the next call is the model's.
def test_a_call_after_the_only_mark_is_read() -> None:
    text = (
        openhands("a.py", "x = 1\n") + _CREATED.format("a.py") + _LS + openhands("b.py", "y = 2\n")
    )
    parsed = parse_response(text)
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# The tool_calls reader weighs the model's own text about its writes (named_code_left_out, as
# every reader): not the user's text, not a tool's result. Here the sentence is the user's or
# a tool's: app.py holding handler() alone is what the model meant, written.
_HANDLER = "def handler():\n    return 2\n"
_WRITE = {
    "role": "assistant",
    "content": None,
    "tool_calls": [
        {
            "id": "c1",
            "type": "function",
            "function": {
                "name": "write_file",
                "arguments": json.dumps({"path": "app.py", "content": _HANDLER}),
            },
        }
    ],
}
_READ = {
    "role": "assistant",
    "content": None,
    "tool_calls": [
        {
            "id": "c0",
            "type": "function",
            "function": {"name": "read_file", "arguments": json.dumps({"path": "notes.md"})},
        }
    ],
}


@pytest.mark.parametrize(
    "before",
    [
        pytest.param([{"role": "user", "content": "Leave `main()` as it is."}], id="user-text"),
        pytest.param(
            [
                {"role": "user", "content": "Write app.py."},
                _READ,
                {"role": "tool", "tool_call_id": "c0", "content": "Leave `main()` as it is."},
            ],
            id="tool-result",
        ),
    ],
)
def test_text_not_the_models_does_not_refuse_the_write(before: list[object]) -> None:
    parsed = parse_response(json.dumps({"messages": [*before, _WRITE]}))
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", _HANDLER)]


# The model's text of the message holding the write, and a message after its last call, are
# weighed; one of another turn before the write (not holding it) is not.
def test_the_models_text_after_the_last_call_refuses_the_write() -> None:
    after = {"role": "assistant", "content": "I omitted `main()` and `load()` for brevity."}
    parsed = parse_response(json.dumps({"messages": [_WRITE, after]}))
    assert not parsed.usable
    assert "partial-file" in [d.code for d in parsed.diagnostics]


# Roo Code prints "Output:" for an empty output too: a call right after the line, answered by
# its own head, is the model's (Roo) or the output's (Cline): refused, never dropped.
def test_an_answered_call_right_after_output_is_refused() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
        + "<execute_command>\n<command>ls tests</command>\n</execute_command>\n"
        + "\n[execute_command for 'ls tests'] Result:\nCommand executed.\nOutput:\n\n"
        + cline("b.py", "y = 2\n")
        + "\n[write_to_file for 'b.py'] Result:\nThe content was successfully saved to b.py.\n"
    )
    assert "printed-or-made" in _codes(text)


# Hermes: a <tool_call> inside a tool's printed answer is the output's (hunt59-hermes); one
# between the first closing mark and the model's prose quoting a later one is refused.
def test_hermes_call_before_a_quoted_mark_is_refused_printed_or_made() -> None:
    bash = {"name": "bash", "arguments": {"command": "ls"}}
    text = (
        hermes("a.py", "x = 1\n")
        + '<tool_response>\n{"ok": true}\n</tool_response>\n'
        + "<tool_call>\n"
        + json.dumps(bash)
        + "\n</tool_call>\n"
        + "\nEXECUTION RESULT of [bash]:\na.py\n[Command finished with exit code 0]\n"
        + "Now b.py:\n"
        + hermes("b.py", "y = 2\n")
        + "\nWhen run, the shell will print:\n[Command finished with exit code 0]\n"
    )
    assert "printed-or-made" in _codes(text)
