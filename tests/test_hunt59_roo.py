"""hunt59-roo: Roo Code (which cline.py reads too) prints a command's answer as
``Command executed in terminal within working directory '/w'. Exit code: 0\\nOutput:\\n{result}``
whatever the output (its ExecuteCommandTool: ``const outputInfo = `\\nOutput:\\n${result}```),
so a command with NO output (``ls`` of an empty folder) ends its answer with a bare 'Output:'
line. Cline's 'Output:' rule (cline._not_output: Cline prints that line only before a
non-empty output, so a call right after it is the output's) then drops the model's own next
call. The transcript is the turns joined as text, without Roo's <environment_details>.
Expected by hand: a.py and tests/test_a.py (both saved, Roo's answers say so): never usable
without tests/test_a.py."""

from __future__ import annotations

from meant import meant_or_refused
from tool_renderings import cline

from artifact_codec import parse_response


def test_a_call_after_roos_empty_output_is_the_models() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
        + "<execute_command>\n<command>ls tests</command>\n</execute_command>\n"
        + "\n[execute_command for 'ls tests'] Result:\nCommand executed in terminal within "
        "working directory '/work'. Exit code: 0\nOutput:\n\n"
        + cline("tests/test_a.py", "import a\n")
        + "\n[write_to_file for 'tests/test_a.py'] Result:\nThe content was successfully saved"
        " to tests/test_a.py.\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n"), ("tests/test_a.py", "import a\n")])
