"""hunt148-turnforeignquestions: fix-turns182's ``_TURN_FOREIGN_VERBS`` reads a foreign verb of
change with a.py in its clause as a request, not negated; a QUESTION whose subject is a thing
(Was ändert sich, wenn ich a.py ausführe? / ¿Qué cambia si ejecuto a.py? / Qu'est-ce qui
modifie a.py ? / Cosa cambia in a.py? / O que altera a.py? / Quita tiempo ejecutar a.py?)
answered ``Nothing`` refuses a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user asks what changes (or what a.py
changes), the assistant answers nothing: a.py stays usable, exactly as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "OK.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(
        _asked("Was \u00e4ndert sich, wenn ich a.py ausf\u00fchre?", "Nichts."), id="de-was-aendert"
    ),
    pytest.param(_asked("\u00bfQu\u00e9 cambia si ejecuto a.py?", "Nada."), id="es-que-cambia"),
    pytest.param(_asked("Qu'est-ce qui modifie a.py ?", "Rien."), id="fr-qui-modifie"),
    pytest.param(_asked("Cosa cambia in a.py?", "Niente."), id="it-cosa-cambia"),
    pytest.param(_asked("O que altera a.py?", "Nada."), id="pt-o-que-altera"),
    pytest.param(_asked("Quita tiempo ejecutar a.py?", "No."), id="es-quita-tiempo"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_question_of_what_changes_keeps_the_file(answer: str) -> None:
    assert kept(answer)
