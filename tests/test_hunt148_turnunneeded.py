"""hunt148-turnunneeded: fix-turns182 reads a user turn saying a written file is not needed
(``_TURN_NOT_NEEDED``: ``we don't need a.py``; ``_TURN_UNNEEDED``: ``a.py is obsolete``,
``is not needed``) as a request that it go; the same statement in other shapes (a contracted
``isn't needed``, ``has got to go``, ``we can do without``, ``dead code``, ``pointless``, ``I
don't want``, ``nobody needs``, ``there's no need for``), answered ``Done.`` with no call,
keeps a.py.

Expected by hand: a.py ``x = 1`` is written, the user says a.py is not wanted, the assistant
answers ``Done.``: it removed a.py; keeping it as written is usable-WRONG. The guards: a.py
said needed, wanted, or a thing in it unneeded.
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
    pytest.param(_asked("a.py isn't needed anymore."), id="isnt-needed"),
    pytest.param(_asked("a.py has got to go.", "anthropic"), id="has-got-to-go"),
    pytest.param(_asked("We can do without a.py."), id="do-without"),
    pytest.param(_asked("a.py is dead code now.", "responses"), id="dead-code"),
    pytest.param(_asked("a.py is pointless."), id="pointless"),
    pytest.param(_asked("I don't want a.py anymore.", "anthropic"), id="dont-want"),
    pytest.param(_asked("Nobody needs a.py."), id="nobody-needs"),
    pytest.param(_asked("There's no need for a.py.", "responses"), id="no-need-for"),
]

KEPT = [
    pytest.param(_asked("a.py is needed for the build.", answer="Right."), id="needed"),
    pytest.param(_asked("I want a.py kept.", "anthropic", "OK."), id="want-kept"),
    pytest.param(_asked("The import in a.py isn't needed.", answer="It has none."), id="import"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_file_said_unwanted_refuses_it(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_the_file_said_wanted_keeps_it(answer: str) -> None:
    assert kept(answer)
