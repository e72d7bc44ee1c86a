"""hunt59-hermes: a Hermes ``<tool_call>`` inside a tool's printed OUTPUT (the model ran
``cat docs/example.txt``, a file that holds a Hermes call) is read as a call of the model's,
whatever form the answer is printed in: Hermes' own ``<tool_response>``...``</tool_response>``
(closed around it), OpenHands' ``EXECUTION RESULT of [bash]:`` closed by ``[Command finished
with exit code 0]``, Cline's ``Result:`` with ``Output:`` right before the call. The Cline and
OpenHands readers drop a call there (printed.output_regions); the Hermes reader does not.
Expected by hand: a.py alone; example.py is the file's text that ``cat`` printed."""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused
from tool_renderings import hermes

from artifact_codec import parse_response


def _bash(command: str) -> str:
    call = {"name": "bash", "arguments": {"command": command}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


_EXAMPLE = hermes("example.py", "print(1)\n")


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            hermes("a.py", "x = 1\n")
            + '<tool_response>\n{"ok": true}\n</tool_response>\n'
            + _bash("cat docs/example.txt")
            + "<tool_response>\n"
            + _EXAMPLE
            + "</tool_response>\n",
            id="in-a-tool-response",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [write_file]:\nFile created successfully at: a.py\n\n"
            + _bash("cat docs/example.txt")
            + "\nEXECUTION RESULT of [bash]:\n"
            + _EXAMPLE
            + "[Command finished with exit code 0]\n",
            id="in-an-openhands-printed-answer",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + "\n[write_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
            + _bash("cat docs/example.txt")
            + "\n[bash for 'cat docs/example.txt'] Result:\nCommand executed.\nOutput:\n"
            + _EXAMPLE
            + "\n<environment_details>\n# VSCode Visible Files\na.py\n</environment_details>\n",
            id="in-a-cline-printed-answer",
        ),
    ],
)
def test_a_hermes_call_in_a_tools_printed_output_is_not_a_file(text: str) -> None:
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])


# A printed answer head INSIDE a <tool_response>'s text (the model cats an OpenHands run's log)
# is read as one more answer (tool_calls._printed_answers skips heads inside <tool_call> tags,
# not inside <tool_response> blocks) and its error is tied to a.py, whose own answer said ok.
# Expected by hand: a.py and b.py, both answered ok.
def test_a_printed_head_inside_a_tool_response_is_not_an_answer() -> None:
    text = (
        hermes("a.py", "x = 1\n")
        + '<tool_response>\n{"ok": true}\n</tool_response>\n'
        + _bash("cat run.log")
        + "<tool_response>\nEXECUTION RESULT of [write_file]:\nERROR: Permission denied: b.py\n"
        "</tool_response>\n"
        + hermes("b.py", "y = 2\n")
        + '<tool_response>\n{"ok": true}\n</tool_response>\n'
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
