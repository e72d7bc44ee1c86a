"""hunt50-forms: a write call printed in one tool's form, its answer printed in ANOTHER tool's
printed form (a harness printing every answer its own way; hunt45-printed's <tool_response>
case, closed, is the same class), or in OpenHands' older observation form ('OBSERVATION:').
Each answer names the call's path and says the write did not happen. Expected by hand: a.py
was not written: never a usable a.py."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline, hermes, openhands

from artifact_codec import parse_response

_EXISTS = (
    "ERROR:\nInvalid `path` parameter: a.py. File already exists at: a.py. Cannot overwrite"
    " files using command `create`.\n"
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            cline("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [write_to_file]:\nERROR:\nPermission denied: a.py\n",
            id="cline-call-openhands-form-error",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n")
            + "\n[str_replace_editor for 'a.py'] Result:\nThe user denied this operation.\n",
            id="openhands-call-cline-form-denial",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + "\n[write_file for 'a.py'] Result:\nThe user denied this operation.\n",
            id="hermes-call-cline-form-denial",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + "\nEXECUTION RESULT of [write_file]:\nERROR: Permission denied: a.py\n",
            id="hermes-call-openhands-form-error",
        ),
        pytest.param(
            cline("a.py", "x = 1\n") + "\nOBSERVATION:\nERROR: Permission denied: a.py\n",
            id="cline-call-observation-form",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n") + "\nOBSERVATION:\n" + _EXISTS,
            id="openhands-observation-form",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n") + "\nUSER: OBSERVATION:\n" + _EXISTS,
            id="openhands-user-observation-form",
        ),
    ],
)
def test_a_failure_printed_in_another_form_does_not_keep_the_file(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


# The guard: a Hermes write answered in another tool's printed form that says it succeeded
# keeps the file; a second call after that answer is read too. Expected by hand: a.py, b.py.
@pytest.mark.parametrize(
    "said",
    [
        pytest.param(
            "[write_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n",
            id="cline-form-success",
        ),
        pytest.param(
            "EXECUTION RESULT of [write_file]:\nFile created successfully at: a.py\n",
            id="openhands-form-success",
        ),
    ],
)
def test_a_success_printed_in_another_form_keeps_the_file(said: str) -> None:
    parsed = parse_response(hermes("a.py", "x = 1\n") + "\n" + said + hermes("b.py", "y = 2\n"))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
