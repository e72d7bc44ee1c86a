"""hunt148-turnnoobject: fix-turns182 reads a user turn as a request of a change of a written file
only when the verb's object names it (its path, ``the file``, a pronoun...); a request of an
edit naming no file, when a.py is the one file written (``Add type hints``, ``Add a
docstring``, ``Change x to 2``, ``x should be 2, not 1``, ``Use 2 instead of 1``, ``Rename x
to count``, ``Start over from scratch``, ``Use f-strings``), answered ``Done.`` with no call,
keeps a.py as written (the brief's noticed case is the first).

Expected by hand: a.py ``x = 1`` is the only code written; the user asks for an edit of code
(a thing only a.py holds), the assistant answers ``Done.`` (no call): a.py is no longer as
written; keeping it usable (clean) is usable-WRONG (at least two readings). The guards:
requests of other things (a README, the tests run).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _asked(request: str, convention: str = "openai", answer: str = "Done.") -> str:
    turns = [("user", request), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


NOT_KEPT = [
    pytest.param(_asked("Add type hints"), id="type-hints"),
    pytest.param(_asked("Add a docstring.", "anthropic"), id="docstring"),
    pytest.param(_asked("Change x to 2."), id="change-x"),
    pytest.param(_asked("x should be 2, not 1.", "responses"), id="x-should-be"),
    pytest.param(_asked("Use 2 instead of 1."), id="use-2"),
    pytest.param(_asked("Rename x to count.", "anthropic"), id="rename-x"),
    pytest.param(_asked("Start over from scratch."), id="start-over"),
    pytest.param(_asked("Use f-strings.", "responses"), id="f-strings"),
]

KEPT = [
    pytest.param(_asked("Run the tests.", answer="All pass."), id="run-tests"),
    pytest.param(_asked("Explain x.", "anthropic", "It is 1."), id="explain-x"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_an_edit_naming_no_file_refuses_the_one_written(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_request_of_no_edit_keeps_the_file(answer: str) -> None:
    assert kept(answer)
