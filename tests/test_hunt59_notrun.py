"""hunt59-notrun: a Hermes or OpenHands write call answered in Cline's printed form for a call
Cline did NOT run ('Skipping tool [write_file for 'a.py'] due to user rejecting a previous
tool.', 'Tool [write_file for 'b.py'] was not executed because a tool has already been used in
this message.'). printed.FORMS, the one table of answer forms the Hermes and OpenHands readers
tie, holds Cline's '[tool for 'path'] Result:' but not these two lines, which Cline's own
reader ties (cline._NOT_RUN). hunt50-forms' 'The user denied this operation.' in the same form
is refused. Expected by hand: the file named was not written: never usable with it."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import hermes, openhands

from artifact_codec import parse_response

_SKIP = "Skipping tool [{tool} for 'a.py'] due to user rejecting a previous tool.\n"
_NOT_RUN = (
    "Tool [{tool} for 'b.py'] was not executed because a tool has already been used in this"
    " message.\n"
)


@pytest.mark.parametrize(
    ("text", "not_written"),
    [
        pytest.param(
            hermes("a.py", "x = 1\n") + "\n" + _SKIP.format(tool="write_file"),
            ("a.py", "x = 1\n"),
            id="hermes-skipped",
        ),
        pytest.param(
            openhands("a.py", "x = 1\n") + "\n" + _SKIP.format(tool="str_replace_editor"),
            ("a.py", "x = 1\n"),
            id="openhands-skipped",
        ),
        pytest.param(
            hermes("a.py", "x = 1\n")
            + hermes("b.py", "y = 2\n")
            + "\n"
            + _NOT_RUN.format(tool="write_file"),
            ("b.py", "y = 2\n"),
            id="hermes-not-executed",
        ),
    ],
)
def test_a_call_cline_says_it_did_not_run_is_not_kept(
    text: str, not_written: tuple[str, str]
) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and not_written in files_of(parsed)), files_of(parsed)
