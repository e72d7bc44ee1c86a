"""hunt140: a lead in another language saying the REST was not touched, in verbs or orders
fix-lang163 does not read: Portuguese "Não mexi no resto", Polish "Reszty nie ruszałem" /
"Nie ruszałem reszty", Norwegian "Resten rørte jeg ikke", Czech "Zbytku jsem se nedotkl",
French "Je n'ai pas touché au reste", Spanish "Resto sin tocar", Chinese "剩下的没动". Read
today: "Não alterei o resto.", "Остальное не трогал.", "Il resto non l'ho toccato.". The base
b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says the rest of the file is left as it was (not shown): written as
the whole colorsys.py it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Não mexi no resto.", id="pt-nao-mexi-no-resto"),
        pytest.param("Reszty nie ruszałem.", id="pl-reszty-nie-ruszalem"),
        pytest.param("Nie ruszałem reszty.", id="pl-nie-ruszalem-reszty"),
        pytest.param("Resten rørte jeg ikke.", id="no-rorte-ikke"),
        pytest.param("Zbytku jsem se nedotkl.", id="cs-nedotkl"),
        pytest.param("Je n'ai pas touché au reste.", id="fr-pas-touche-au-reste"),
        pytest.param("Resto sin tocar.", id="es-sin-tocar"),
        pytest.param("剩下的没动。", id="zh-shengxia-meidong"),
        # guards: read today
        pytest.param("Não alterei o resto.", id="guard-pt-nao-alterei"),
        pytest.param("Остальное не трогал.", id="guard-ru-ne-trogal"),
        pytest.param("Il resto non l'ho toccato.", id="guard-it-toccato"),
    ],
)
def test_a_foreign_rest_untouched_lead_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n")
