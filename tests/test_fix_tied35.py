"""fix-tied35: the closing marks of a tool's printed output (printed._CLOSED) and Cline's
not-run answers (printed.NOT_RUN). Expected values by hand from what the model meant."""

from __future__ import annotations

from meant import meant_or_refused
from tool_renderings import cline, openhands

from artifact_codec import parse_response


# The OpenHands SDK suffix closes the output: the model's next call after it is the model's.
def test_a_call_after_the_sdk_suffix_is_the_models() -> None:
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n"
        + "<function=execute_bash>\n<parameter=command>ls</parameter>\n</function>\n"
        + "\nEXECUTION RESULT of [execute_bash]:\na.py\n"
        + "[The command completed with exit code 0.]\n[Current working directory: /w]\n"
        + openhands("b.py", "y = 2\n")
        + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: b.py\n"
    )
    parsed = parse_response(text)
    assert parsed.usable
    meant_or_refused(parsed, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


# A Cline exported task: the output closes at <environment_details>; the model's next call
# comes after "**Assistant:**" and is followed by "**User:**" (a turn marker, not a mark that
# only ends an output) and its answer: it is the model's.
def test_a_call_between_cline_turn_markers_is_the_models() -> None:
    text = (
        "**Assistant:**\n\n"
        + cline("a.py", "x = 1\n")
        + "\n---\n\n**User:**\n\n[write_to_file for 'a.py'] Result:\n"
        "The content was successfully saved to a.py.\n\n<environment_details>\nx\n"
        "</environment_details>\n\n---\n\n**Assistant:**\n\n"
        + cline("b.py", "y = 2\n")
        + "\n---\n\n**User:**\n\n[write_to_file for 'b.py'] Result:\n"
        "The content was successfully saved to b.py.\n\n<environment_details>\nx\n"
        "</environment_details>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable
    meant_or_refused(parsed, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])
