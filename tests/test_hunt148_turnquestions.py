"""hunt148-turnquestions: fix-turns182 (hunt142-ellipticq) reads a question of a written file's
fate and its answer when both are in the assistant's text (``And a.py? Gone.``); the same
question asked by the USER in a turn, answered by the assistant's next message with the state
alone (``Gone.``, ``Removed.``, ``Renamed to main.py.``, ``Emptied.``, ``In the trash.``, ``Now
under src/.``, ``No.`` to ``Is a.py still there?``), keeps a.py.

Expected by hand: a.py ``x = 1`` is written, the user asks where a.py is or what became of it,
the assistant answers that it is gone, renamed, emptied or moved: a.py is not on disk as
written; keeping it is usable-WRONG. The guards: the answers that it is there.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _asked(question: str, answer: str, convention: str = "openai") -> str:
    turns = [("user", question), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


NOT_KEPT = [
    pytest.param(_asked("Where is a.py?", "Gone."), id="where-gone"),
    pytest.param(_asked("And a.py?", "Removed.", "anthropic"), id="and-removed"),
    pytest.param(_asked("What about a.py?", "Renamed to main.py."), id="what-about-renamed"),
    pytest.param(_asked("a.py?", "Emptied.", "responses"), id="bare-emptied"),
    pytest.param(_asked("What happened to a.py?", "In the trash."), id="what-happened-trash"),
    pytest.param(_asked("Status of a.py?", "Now under src/.", "anthropic"), id="status-moved"),
    pytest.param(_asked("Is a.py still there?", "No."), id="still-there-no"),
    pytest.param(_asked("Does a.py still exist?", "Nope.", "responses"), id="still-exist-nope"),
]

KEPT = [
    pytest.param(_asked("Where is a.py?", "In the project root, as written."), id="where-root"),
    pytest.param(_asked("Is a.py still there?", "Yes.", "anthropic"), id="still-there-yes"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_user_question_answered_gone_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_user_question_answered_present_keeps_the_file(answer: str) -> None:
    assert kept(answer)
