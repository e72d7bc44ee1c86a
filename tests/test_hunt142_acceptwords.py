"""hunt142-acceptwords: fix-said172 reads a user's turn accepting the assistant's offer to
change a.py only by the words of ``_ACCEPTED`` (yes, sure, ok, go ahead ...): other words of
assent, or the user picking the change by its verb from an either/or offer, leave a.py kept.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript, string contents), the assistant
offers to delete it, the user accepts in other words, the assistant says ``Done.``: a.py is
gone; keeping it as written is usable-WRONG. The guards: the user declining keeps a.py.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai

_OFFER = "Should I delete a.py?"


def _accepted(reply: str, offer: str = _OFFER) -> str:
    return openai([("assistant", offer), ("user", reply), ("assistant", "Done.")])


NOT_KEPT = [
    pytest.param(_accepted("do that"), id="do-that"),
    pytest.param(_accepted("alright"), id="alright"),
    pytest.param(_accepted("lgtm"), id="lgtm"),
    pytest.param(_accepted("\U0001f44c"), id="ok-hand-emoji"),
    pytest.param(_accepted("let's do it"), id="lets-do-it"),
    pytest.param(_accepted("That works."), id="that-works"),
    pytest.param(_accepted("Thanks, yes."), id="thanks-yes"),
    pytest.param(_accepted("delete", "Should I delete a.py or keep it?"), id="picked-by-verb"),
]

KEPT = [
    pytest.param(
        openai([("assistant", _OFFER), ("user", "no, keep it"), ("assistant", "OK, kept.")]),
        id="no-keep-it",
    ),
    pytest.param(
        openai(
            [
                ("assistant", _OFFER),
                (
                    "user",
                    "keep",
                ),
                ("assistant", "Done."),
            ]
        ),
        id="picked-keep",
    ),
    pytest.param(
        openai([("assistant", _OFFER), ("user", "nope"), ("assistant", "OK.")]),
        id="nope",
    ),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_an_offer_accepted_in_other_words_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_an_offer_declined_keeps_the_file(answer: str) -> None:
    assert kept(answer)
