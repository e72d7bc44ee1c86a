"""fix-toolcalls38: a call between a printed output's first closing mark and a later mark that
only ends an output is the printed file's or the model's (its prose quoting the mark): refused
(``printed-or-made``). Expected values by hand."""

from __future__ import annotations

from meant import files_of
from tool_renderings import cline, openhands

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
