"""hunt148-turnassentlead: fix-turns182 rewrote the assent a user's turn gives to the assistant's
offer (``_TURN_ASSENT``) with a lead of only ``[\\s"'*_(\\[]``, where the base's ``_ACCEPTED``
took any ``\\W`` first: an assent after an ellipsis, a list dash, a quote mark ``>``, an en or
em dash, a heading ``#``, an inverted ``¡`` or guillemets now keeps the file the user agreed
to have deleted (the base 3dfe17cf refused the first six, in OpenAI chat transcripts).

Expected by hand: a.py ``x = 1`` is written, the assistant offers to delete a.py, the user
agrees, the assistant answers ``Done.`` (no call): a.py is gone; keeping it is usable-WRONG.
The guards: the same leads before a no.
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


_OFFER = "Want me to delete a.py?"

NOT_KEPT = [
    pytest.param(_offered(_OFFER, "...yes"), id="ellipsis-dots"),
    pytest.param(_offered(_OFFER, "- yes"), id="list-dash"),
    pytest.param(_offered(_OFFER, "> yes"), id="quote-mark"),
    pytest.param(_offered(_OFFER, "\u2013 yes"), id="en-dash"),
    pytest.param(_offered(_OFFER, "\u2014 yes"), id="em-dash"),
    pytest.param(_offered(_OFFER, "\u2026ok"), id="ellipsis-char"),
    pytest.param(_offered("\u00bfQuieres que borre a.py?", "\u00a1S\u00ed!"), id="es-inverted"),
    pytest.param(
        _offered("Voulez-vous que je supprime a.py ?", "\u00ab oui \u00bb", "responses"),
        id="fr-guillemets",
    ),
]

KEPT = [
    pytest.param(_offered(_OFFER, "...no", answer="OK."), id="ellipsis-no"),
    pytest.param(_offered(_OFFER, "\u2014 no thanks", "anthropic", "OK."), id="em-dash-no"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_an_assent_after_a_lead_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_refusal_after_a_lead_keeps_the_file(answer: str) -> None:
    assert kept(answer)
