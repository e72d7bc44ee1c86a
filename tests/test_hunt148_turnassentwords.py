"""hunt148-turnassentwords: fix-turns182's ``_TURN_ASSENT`` lists the words a user accepts the
assistant's offer with (yes, sure, do it, go ahead, lgtm, ...); other common assents (``That
would be great``, ``Feel free``, ``Be my guest``, ``You may``, ``I'd like that``, ``Aye``,
``yess``, ``Oh yes``) answered ``Done.`` keep the file the offer was to change.

Expected by hand: a.py ``x = 1`` is written, the assistant offers to delete (or rename) a.py,
the user accepts in these words, the assistant answers ``Done.`` (no call): a.py is not on disk
as written; keeping it is usable-WRONG. The guards: declines in similar words.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _offered(offer: str, reply: str, convention: str = "openai", answer: str = "Done.") -> str:
    turns = [("assistant", offer), ("user", reply), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


_OFFER = "Should I delete a.py?"
_MAYBE = "I can remove a.py if you like."

NOT_KEPT = [
    pytest.param(_offered(_OFFER, "That would be great, thanks"), id="would-be-great"),
    pytest.param(_offered(_MAYBE, "Feel free.", "anthropic"), id="feel-free"),
    pytest.param(_offered(_MAYBE, "Be my guest"), id="be-my-guest"),
    pytest.param(_offered("May I delete a.py?", "You may.", "responses"), id="you-may"),
    pytest.param(_offered("Want me to delete a.py?", "I'd like that."), id="id-like-that"),
    pytest.param(_offered("Want me to delete a.py?", "Aye", "anthropic"), id="aye"),
    pytest.param(_offered("Want me to delete a.py?", "yess"), id="yess"),
    pytest.param(
        _offered("Shall I rename a.py to main.py?", "Oh yes, please.", "responses"),
        id="oh-yes",
    ),
]

KEPT = [
    pytest.param(_offered(_OFFER, "That would be a mistake.", answer="OK."), id="mistake"),
    pytest.param(_offered(_MAYBE, "Feel free to leave it.", "anthropic", "OK."), id="leave-it"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_an_offer_accepted_in_other_words_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_an_offer_declined_keeps_the_file(answer: str) -> None:
    assert kept(answer)
