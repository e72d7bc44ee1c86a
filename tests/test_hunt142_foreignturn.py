"""hunt142-foreignturn: fix-said172 reads a later user turn asking to change a written file
(``_CHANGE_ASKED``) and an offer of one only in English: the same request or offer in German,
French, Spanish, Italian, Russian, Chinese or Japanese, answered by the assistant saying it is
done, keeps a.py.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), the user asks to delete or
rename it (or accepts the assistant's offer to), the assistant says it is done: a.py is not on
disk as written; keeping it is usable-WRONG. The guards: a foreign question or thanks.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str) -> str:
    return openai([("user", request), ("assistant", answer)])


NOT_KEPT = [
    pytest.param(_asked("L\u00f6sche bitte a.py.", "Erledigt."), id="de-delete"),
    pytest.param(_asked("Benenne a.py in b.py um.", "Erledigt."), id="de-rename"),
    pytest.param(_asked("Supprime a.py s'il te pla\u00eet.", "C'est fait."), id="fr-delete"),
    pytest.param(_asked("Borra a.py por favor.", "Listo."), id="es-delete"),
    pytest.param(_asked("Rimuovi a.py", "Fatto."), id="it-remove"),
    pytest.param(
        _asked("\u0423\u0434\u0430\u043b\u0438 a.py", "\u0413\u043e\u0442\u043e\u0432\u043e."),
        id="ru-delete",
    ),
    pytest.param(
        _asked("\u8bf7\u5220\u9664 a.py", "\u597d\u7684\uff0c\u5df2\u5b8c\u6210\u3002"),
        id="zh-delete",
    ),
    pytest.param(
        openai(
            [
                ("assistant", "Soll ich a.py l\u00f6schen?"),
                ("user", "ja"),
                ("assistant", "Erledigt."),
            ]
        ),
        id="de-offer-ja",
    ),
]

KEPT = [
    pytest.param(_asked("Was macht a.py?", "Es setzt x auf 1."), id="de-question"),
    pytest.param(_asked("Merci !", "Avec plaisir."), id="fr-thanks"),
    pytest.param(_asked("\u00bfC\u00f3mo ejecuto a.py?", "Con python a.py."), id="es-how-to-run"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_foreign_request_answered_done_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_foreign_turn_asking_nothing_of_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
