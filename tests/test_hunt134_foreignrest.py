"""hunt134: a lead in another language saying "the rest" (bare, no noun of code) was left out or
is as before, before a labelled block holding only some of the file: "Den Rest habe ich
weggelassen.", "Остальное опущено.", "Rest wie gehabt.", "Le reste, je ne l'ai pas recopié.",
"El resto lo omití.", "Reszta jak wcześniej.", "其余的我省略了。", "Остальное как было.".
fix-lang158
reads the same sentences with a verb of state or a noun of code ("Der Rest bleibt wie gehabt.",
"El resto del código queda igual.", guards) and the English "I've skipped what didn't change."
is read.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says the rest of it was left out / is unchanged: a part, written
whole it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Den Rest habe ich weggelassen.", id="de-weggelassen"),
        pytest.param("Остальное опущено.", id="ru-opushcheno"),
        pytest.param("Rest wie gehabt.", id="de-rest-wie-gehabt"),
        pytest.param("Le reste, je ne l'ai pas recopié.", id="fr-pas-recopie"),
        pytest.param("El resto lo omití.", id="es-omiti"),
        pytest.param("Reszta jak wcześniej.", id="pl-jak-wczesniej"),
        pytest.param("其余的我省略了。", id="zh-shenglue"),
        pytest.param("Остальное как было.", id="ru-kak-bylo"),
    ],
)
def test_the_rest_said_left_out_in_another_language_is_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Der Rest bleibt wie gehabt.", id="guard-de-bleibt"),
        pytest.param("残りは省略しました。", id="guard-ja-shoryaku"),
        pytest.param("El resto del código queda igual.", id="guard-es-codigo"),
    ],
)
def test_read_neighbours_still_refuse(prose: str) -> None:
    refused(_answer(prose))
