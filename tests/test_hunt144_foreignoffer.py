"""hunt144: a foreign lead OFFERING the whole file on request or asking whether to send it, then
giving only the HSV functions ("Wenn du die komplette Datei brauchst, sag Bescheid; hier nur die
HSV-Funktionen:", "Если нужен весь файл — скажи, вот только функции HSV:", "Si necesitas el
archivo completo, avísame; aquí solo ...", "Soll ich die komplette Datei schicken? Hier erstmal
nur ..."), over the tail of the stdlib colorsys.py (from ``rgb_to_hsv`` on). lead27's
:func:`_foreign_says_whole_file` reads the word of the whole beside the noun of the file in the
condition or the question as "the block is the whole file" and drops the part reading. The base
bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: only the HSV functions are sent, the whole file on
request: written whole the file loses the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "Wenn du die komplette Datei brauchst, sag Bescheid; hier nur die HSV-Funktionen:",
            id="de-wenn",
        ),
        pytest.param(
            "Soll ich die komplette Datei schicken? Hier erstmal nur die HSV-Funktionen:",
            id="de-soll-ich",
        ),
        pytest.param("Если нужен весь файл — скажи, вот только функции HSV:", id="ru-esli"),
        pytest.param(
            "Si necesitas el archivo completo, avísame; aquí solo las funciones HSV:", id="es-si"
        ),
        pytest.param(
            "Si tu veux le fichier complet, dis-le-moi ; voici seulement les fonctions HSV :",
            id="fr-si",
        ),
        pytest.param(
            "Se ti serve il file completo, dimmelo; ecco solo le funzioni HSV:", id="it-se"
        ),
        pytest.param(
            "Als je het volledige bestand nodig hebt, zeg het; alleen de HSV-functies:", id="nl-als"
        ),
        pytest.param("完整文件需要的话告诉我，这里只有 HSV 函数：", id="zh-xuyao"),  # noqa: RUF001
    ],
)
def test_the_whole_file_offered_on_request_still_says_part(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


def test_the_whole_file_offered_on_request_guard() -> None:
    prose = "Jeśli potrzebujesz całego pliku, daj znać; tylko funkcje HSV:"
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
