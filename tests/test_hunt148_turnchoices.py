"""hunt148-turnchoices: fix-turns182 reads an offer accepted by an assent (``yes``, ``sure``)
after ``Should I delete a.py?``; an offer whose acceptance is a choice or a negation keeps the
file: ``Should a.py go?`` (no verb of ``_TURN_VERBS``) ``yes``; ``Do you still need a.py?``
``No.``; ``Should I keep a.py?`` ``no``; a numbered or lettered option picked by its number or
letter; ``Delete a.py or keep it?`` ``The first.``; a new name picked among two.

Expected by hand: a.py ``x = 1`` is written, the assistant asks, the user's answer chooses the
removal or rename of a.py, the assistant answers ``Done.`` (no call): a.py is not as written;
keeping it is usable-WRONG. The guards: the choice that keeps a.py.
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


_OPTIONS = "Options:\n1. Delete a.py\n2. Keep it"

NOT_KEPT = [
    pytest.param(_offered("Should a.py go?", "yes"), id="should-go-yes"),
    pytest.param(_offered("Do you still need a.py?", "No.", "anthropic"), id="still-need-no"),
    pytest.param(_offered("Should I keep a.py?", "no"), id="keep-no"),
    pytest.param(_offered(_OPTIONS, "1", "responses"), id="option-number"),
    pytest.param(
        _offered("Options:\n(a) delete a.py\n(b) keep a.py", "a", "anthropic"), id="option-letter"
    ),
    pytest.param(_offered("Should I delete a.py or keep it?", "The first."), id="the-first"),
    pytest.param(
        _offered("Should I rename a.py to main.py or app.py?", "main.py", "responses"),
        id="pick-new-name",
    ),
]

KEPT = [
    pytest.param(_offered(_OPTIONS, "2", answer="OK."), id="option-keep"),
    pytest.param(_offered("Should I keep a.py?", "yes", "anthropic", "OK."), id="keep-yes"),
    pytest.param(_offered("Do you still need a.py?", "Yes.", answer="OK."), id="still-need-yes"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_choice_of_the_change_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_choice_keeping_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
