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
