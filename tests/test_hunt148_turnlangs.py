"""hunt148-turnlangs: fix-turns182's ``_TURN_FOREIGN_VERBS`` reads requests of removal in German,
Dutch, French, Spanish, Italian, Portuguese, Polish, Turkish, Russian, Ukrainian, Chinese,
Japanese and Korean; the same request in other languages written in Latin letters (Italian
``togli``, Spanish ``elimínalo`` with its accent, Vietnamese, Indonesian, Swedish, Finnish,
Czech, Romanian), answered ``Done.`` with no call, keeps a.py.

Expected by hand: a.py ``x = 1`` is written, the user asks in these words for a.py to be
deleted, the assistant answers ``Done.``: a.py is gone; keeping it is usable-WRONG. The guards:
requests to run it in the same languages.
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
    pytest.param(_asked("Togli a.py."), id="it-togli"),
    pytest.param(_asked("Elim\u00ednalo.", "anthropic"), id="es-eliminalo"),
    pytest.param(_asked("X\u00f3a a.py \u0111i."), id="vi-xoa"),
    pytest.param(_asked("Hapus a.py.", "responses"), id="id-hapus"),
    pytest.param(_asked("Ta bort a.py."), id="sv-ta-bort"),
    pytest.param(_asked("Poista a.py.", "anthropic"), id="fi-poista"),
    pytest.param(_asked("Sma\u017e a.py."), id="cs-smaz"),
    pytest.param(_asked("\u0218terge a.py.", "responses"), id="ro-sterge"),
]

KEPT = [
    pytest.param(_asked("Jalankan a.py.", answer="Selesai."), id="id-run"),
    pytest.param(_asked("K\u00f6r a.py.", "anthropic", "Klart."), id="sv-run"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_of_removal_in_another_language_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_request_to_run_it_keeps_the_file(answer: str) -> None:
    assert kept(answer)
