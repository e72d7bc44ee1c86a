"""hunt40-printed: a write call PRINTED in a text transcript (a Hermes ``<tool_call>``, Cline's
``<write_to_file>``, OpenHands' ``<function=str_replace_editor>``) followed by the tool's
answer printed the way the same tool's transcripts print it (Hermes/Qwen ``<tool_response>``,
Cline's ``[write_to_file for 'a.py'] Result:``, OpenHands' ``EXECUTION RESULT of [...]``),
saying the write failed or was denied. Expected by hand: a.py was not written: never a
usable result holding a.py ``x = 1`` (the JSON transcripts' answers are weighed; these are
the same answers printed)."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline, hermes, openhands

from artifact_codec import parse_response

_ERROR = "Error: EACCES: permission denied, open 'a.py'"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            hermes("a.py", "x = 1\n") + f"<tool_response>\n{_ERROR}\n</tool_response>\n",
            id="hermes-tool-response-error",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + '<tool_response>\n{"name": "write_file", "content": "'
            + _ERROR.replace("'", "")
            + '"}\n</tool_response>\n',
            id="hermes-tool-response-json-error",
        ),
        pytest.param(
            "<|im_start|>assistant\n"
            + hermes("a.py", "x = 1\n")
            + "<|im_end|>\n<|im_start|>user\n<tool_response>\n"
            + _ERROR
            + "\n</tool_response><|im_end|>\n",
            id="qwen-chat-template-error",
        ),
        pytest.param(
            cline("a.py", "x = 1\n")
            + "\n[write_to_file for 'a.py'] Result:\nThe user denied this operation.\n",
            id="cline-result-denied",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [str_replace_editor]:\nERROR:\nInvalid `path` parameter:"
            " a.py. The path should be an absolute path, starting with `/`.\n",
            id="openhands-execution-result-error",
        ),
    ],
)
def test_a_printed_failure_answer_after_a_printed_call_does_not_keep_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


_CLINE_SAVED = (
    "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
    "Here is the full, updated content of the file that was saved:\n\n"
    '<final_file_content path="a.py">\nx = 1\n</final_file_content>\n\n'
    "IMPORTANT: For any future changes to this file, use the final_file_content shown above"
    " as your reference.\n\n<environment_details>\n# VSCode Visible Files\na.py\n"
    "</environment_details>\n"
)


# The same printed answers saying the write succeeded (Cline's own success text with its echo
# of the saved file; OpenHands' ``File created successfully at:``). Expected by hand: a.py
# x = 1 was written: the file, usable.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(cline("a.py", "x = 1\n") + _CLINE_SAVED, id="cline-saved-with-echo"),
        pytest.param(
            cline("a.py", "x = 1\n")
            + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n",
            id="cline-saved",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [str_replace_editor]:\nFile created successfully at: a.py\n",
            id="openhands-created",
        ),
    ],
)
def test_a_printed_success_answer_after_a_printed_call_keeps_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n")]


# A file whose text holds Cline's printed answer (a test fixture of a transcript): inside the
# call it is the file's text, never an answer. Expected by hand: the file as written.
def test_a_printed_answer_inside_the_file_is_its_text() -> None:
    content = "[write_to_file for 'a.py'] Result:\nThe user denied this operation.\n"
    parsed = parse_response(cline("fixture.txt", content))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("fixture.txt", content)]


# Cline's printed failure (``The tool execution failed with the following error:``): a.py
# was not written. Expected by hand: refused as failed.
def test_a_cline_printed_tool_error_refuses_the_file() -> None:
    text = cline("a.py", "x = 1\n") + (
        "\n[write_to_file for 'a.py'] Result:\nThe tool execution failed with the following"
        " error:\n<error>\nEACCES: permission denied\n</error>\n"
    )
    parsed = parse_response(text)
    assert not parsed.usable, parsed.status
    assert "tool-call-failed" in [d.code for d in parsed.diagnostics]
