"""hunt59-prose: a model prompted to reason ReAct-style writes 'OBSERVATION:' at a line's start in
its OWN turn of a Cline exported task ('**Assistant:**'), then makes its call. Cline reads calls
only from the assistant's turn; the tool's answers stand in the '**User:**' turn. The prose
line is read as OpenHands' printed answer head: the call after it, up to the '**User:**' turn
marker, is taken for that answer's output and dropped, and the prose is tied to a.py as an
answer that does not say it succeeded. Expected by hand: a.py and b.py, both saved (Cline's
own answers say so)."""

from __future__ import annotations

from meant import files_of
from tool_renderings import cline

from artifact_codec import parse_response

_ENV = "<environment_details>\n# VSCode Visible Files\na.py\n</environment_details>\n"


def _saved(path: str) -> str:
    return (
        f"[write_to_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
    )


def test_an_observation_line_in_the_assistants_own_turn_is_prose() -> None:
    text = (
        "**Assistant:**\n\n"
        + cline("a.py", "x = 1\n")
        + "\n---\n\n**User:**\n\n"
        + _saved("a.py")
        + _ENV
        + "\n---\n\n**Assistant:**\n\nOBSERVATION: a.py is written; b.py is still missing.\n\n"
        + cline("b.py", "y = 2\n")
        + "\n---\n\n**User:**\n\n"
        + _saved("b.py")
        + _ENV
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
