"""hunt144: a short foreign lead whose noun is a piece and whose qualifier is the file's own name
(a German/Dutch compound "Der Auth-Ausschnitt:", "Das Auth-Snippet:", "Het auth-fragment:", a
change word beside it "Der geänderte Auth-Teil:", Japanese "auth のスニペット:") over a block
holding ONE function of auth.py (``auth_token``): written whole; the Spanish, French, Italian,
Portuguese, Russian and Chinese forms ("El fragmento de auth:", "L'extrait auth :", "auth 片段")
are refused. Not regressions: the base bee7c794 wrote them too.

Expected by hand from what the model meant: an excerpt/snippet/fragment, or the changed part, is
one piece of the file: written whole it deletes the file's other functions (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_PART = "def auth_token(user):\n    return user.token or user.refresh()\n"


def _answer(prose: str) -> str:
    return f"{prose}\n\n`auth.py`:\n\n```python\n{_PART}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Der Auth-Ausschnitt:", id="de-ausschnitt"),
        pytest.param("Hier der Auth-Ausschnitt:", id="de-hier-ausschnitt"),
        pytest.param("Das Auth-Snippet:", id="de-snippet"),
        pytest.param("Auth-Snippet:", id="de-snippet-bare"),
        pytest.param("Der geänderte Auth-Teil:", id="de-geaenderte-teil"),
        pytest.param("Het auth-fragment:", id="nl-fragment"),
        pytest.param("auth のスニペット:", id="ja-sunippetto"),
    ],
)
def test_a_foreign_lead_naming_a_piece_by_the_file_s_name_refuses(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param("El fragmento de auth:", id="es-fragmento"),
        pytest.param("L'extrait auth :", id="fr-extrait"),
        pytest.param("Il frammento auth:", id="it-frammento"),
        pytest.param("Фрагмент auth:", id="ru-fragment"),
    ],
)
def test_a_foreign_lead_naming_a_piece_by_the_file_s_name_guard(prose: str) -> None:
    refused(_answer(prose))
