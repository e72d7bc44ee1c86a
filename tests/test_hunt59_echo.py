"""hunt59-echo: the model writes fixtures.py, a test fixture holding a Hermes <tool_call> in a
string, with a Cline <write_to_file>; Cline answers that it was saved and echoes the file
(<final_file_content>), then <environment_details> closes the answer. The same call alone is
read clean; the echo, the tool's printed output, is read by the Hermes reader as a call of the
model's (tool_calls does not apply printed.output_regions), and the answer is refused
mixed-conventions. Expected by hand: fixtures.py, usable."""

from __future__ import annotations

from meant import files_of
from tool_renderings import cline, hermes

from artifact_codec import parse_response

_FIXTURE = 'SAMPLE = """\n' + hermes("x.py", "print(1)\n") + '"""\n'


def test_cline_echoing_a_file_that_holds_a_hermes_call_keeps_the_file() -> None:
    text = (
        cline("fixtures.py", _FIXTURE)
        + "\n[write_to_file for 'fixtures.py'] Result:\nThe content was successfully saved to"
        " fixtures.py.\n\nHere is the full, updated content of the file that was saved:\n\n"
        '<final_file_content path="fixtures.py">\n'
        + _FIXTURE
        + "\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the"
        " final_file_content shown above as your reference.\n\n\n"
        "<environment_details>\n# VSCode Visible Files\nfixtures.py\n</environment_details>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("fixtures.py", _FIXTURE)]


# A ReAct prompt template (an 'OBSERVATION: {o}' line at a line's start in a string) written
# with <write_to_file>; Cline's echo of it holds that line, read as OpenHands' older answer
# head: the echo is cut there (cline._RESULT_END) and a second answer is tied to the call
# (new this round: cline ties printed.FORMS). The call alone is read clean. Expected by hand:
# prompts.py, usable.
_TEMPLATE = 'TEMPLATE = """\nQuestion: {q}\nTHOUGHT: {t}\nACTION: {a}\nOBSERVATION: {o}\n"""\n'


def test_cline_echoing_a_react_template_keeps_the_file() -> None:
    text = (
        cline("prompts.py", _TEMPLATE)
        + "\n[write_to_file for 'prompts.py'] Result:\nThe content was successfully saved to"
        " prompts.py.\n\nHere is the full, updated content of the file that was saved:\n\n"
        '<final_file_content path="prompts.py">\n'
        + _TEMPLATE
        + "\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the"
        " final_file_content shown above as your reference.\n\n\n"
        "<environment_details>\n# VSCode Visible Files\nprompts.py\n</environment_details>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("prompts.py", _TEMPLATE)]
