"""hunt144: a foreign lead saying the whole file is NOT sent here, the negation AFTER the word
of the whole (the natural word order of German, Russian, Spanish, French, Italian: "Die ganze
Datei zeige ich nicht, nur die HSV-Funktionen:", "Весь файл я не привожу, только функции
HSV:", "El archivo completo no lo pongo, ..."), or the whole file promised for later ("Полный
файл пришлю позже, пока только функции HSV:", "El archivo completo te lo mando después; por
ahora solo ..."), over the tail of the stdlib colorsys.py (from ``rgb_to_hsv`` on). lead27's
:func:`_foreign_says_whole_file` looks for a negation only in the two words BEFORE the word of
the whole. The base bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a,
usable-WRONG.

Expected by hand from what the model meant: only the HSV functions are shown: written whole
the file loses the rest of the module (not usable)."""

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
            "Die ganze Datei zeige ich nicht, nur die HSV-Funktionen:", id="de-zeige-ich-nicht"
        ),
        pytest.param(
            "Die komplette Datei ist das nicht, nur die HSV-Funktionen:", id="de-ist-das-nicht"
        ),
        pytest.param("Весь файл я не привожу, только функции HSV:", id="ru-ya-ne-privozhu"),
        pytest.param("El archivo completo no lo pongo, solo las funciones HSV:", id="es-no-lo"),
        pytest.param(
            "Le fichier complet, je ne le remets pas ; seulement les fonctions HSV :",
            id="fr-ne-le-remets-pas",
        ),
        pytest.param("Il file completo non lo incollo, solo le funzioni HSV:", id="it-non-lo"),
        pytest.param("Полный файл пришлю позже, пока только функции HSV:", id="ru-prishlyu-pozzhe"),
        pytest.param(
            "El archivo completo te lo mando después; por ahora solo las funciones HSV:",
            id="es-despues",
        ),
    ],
)
def test_a_foreign_lead_saying_the_whole_file_is_not_sent_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guard: read right today
        pytest.param("Całego pliku nie wklejam, tylko funkcje HSV:", id="pl-nie-wklejam"),
    ],
)
def test_a_foreign_lead_saying_the_whole_file_is_not_sent_guard(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
