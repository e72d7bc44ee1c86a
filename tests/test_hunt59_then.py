"""hunt59-then: a Hermes write answered in Cline's or OpenHands' printed form that says it
succeeded, then ONE line of the model's own prose before its next call (the turns joined as
text: 'Next, b.py.'). tool_calls._printed_answers runs the answer's text to the next head or
<tool_call> tag, so the model's line is read as the tool's answer, which then 'does not say it
succeeded' (tool-result-unknown). hunt50-forms' guard holds only with no prose between.
(Cline's and OpenHands' own readers refuse the same shape with their native calls.)
Expected by hand: a.py and b.py, both saved."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import hermes

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "said",
    [
        pytest.param(
            "[write_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n",
            id="cline-form",
        ),
        pytest.param(
            "EXECUTION RESULT of [write_file]:\nFile created successfully at: a.py\n",
            id="openhands-form",
        ),
    ],
)
def test_the_models_line_after_a_printed_success_is_not_the_answer(said: str) -> None:
    text = hermes("a.py", "x = 1\n") + "\n" + said + "\nNext, b.py.\n" + hermes("b.py", "y = 2\n")
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
