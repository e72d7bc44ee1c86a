"""hunt144: a foreign lead whose word of the whole is about something else than the block: the
whole file named only to say it is NOT sent ("Die komplette Datei ist zu lang, hier nur die
HSV-Funktionen:", "Весь файл слишком длинный, вот только функции HSV:", "Statt der kompletten
Datei hier nur der geänderte Teil:"), or the whole FUNCTION out of the file ("Hier die komplette
Funktion aus der Datei, der Rest bleibt gleich:", "la función completa del archivo"), over the
tail of the stdlib colorsys.py (from ``rgb_to_hsv`` on). lead27's
:func:`_foreign_says_whole_file` reads a word of the whole anywhere in a clause that also names
the file as "the block is the whole file" and drops the part reading of the same line. The base
bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: the lead says only a part is shown (the whole file
being too long, or replaced by the part): written whole it deletes the rest of the module (not
usable)."""

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
            "Die komplette Datei ist zu lang, hier nur die HSV-Funktionen:", id="de-zu-lang"
        ),
        pytest.param("Весь файл слишком длинный, вот только функции HSV:", id="ru-slishkom"),
        pytest.param(
            "El archivo completo es muy largo; aquí solo las funciones HSV:", id="es-muy-largo"
        ),
        pytest.param("전체 파일은 너무 길어서 HSV 함수만 보여드립니다:", id="ko-neomu-gilo"),
        pytest.param("Statt der kompletten Datei hier nur der geänderte Teil:", id="de-statt"),
        pytest.param(
            "Au lieu du fichier complet, voici seulement la partie modifiée :", id="fr-au-lieu"
        ),
        pytest.param(
            "Hier die komplette Funktion aus der Datei, der Rest bleibt gleich:",
            id="de-komplette-funktion",
        ),
        pytest.param(
            "Aquí está la función completa del archivo; el resto no cambia:",
            id="es-funcion-completa",
        ),
    ],
)
def test_a_foreign_whole_word_of_something_else_still_says_part(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param("Вместо полного файла — только изменённая часть:", id="ru-vmesto"),
        pytest.param(
            "Au lieu de tout le fichier, voici seulement la partie modifiée :", id="fr-tout"
        ),
    ],
)
def test_a_whole_word_of_something_else_guard(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
