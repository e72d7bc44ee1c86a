"""hunt144: a foreign NOTE after the block that names the whole file only to say it is not
what was sent ("Die komplette Datei ist zu lang, daher nur die HSV-Funktionen.", "Весь файл
слишком длинный, поэтому только функции HSV.", "전체 파일은 너무 길어서 HSV 함수만 넣었습니다.",
"Die ganze Datei zeige ich nicht; das sind nur die HSV-Funktionen.", "Den Rest der Datei habe
ich weggelassen; die komplette Datei ist zu lang."), after the tail of the stdlib colorsys.py
(from ``rgb_to_hsv`` on). lead27's :func:`_foreign_says_whole_file` reads the word of the whole
beside the noun of the file as "the block is the whole file" and drops the part reading of the
same line, after the block as before it. The base bee7c794 refused them (partial-file):
regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: the note says only the HSV functions were sent:
written whole the file loses the rest of the module (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(
            "Die komplette Datei ist zu lang, daher nur die HSV-Funktionen.", id="de-zu-lang"
        ),
        pytest.param(
            "Den Rest der Datei habe ich weggelassen; die komplette Datei ist zu lang.",
            id="de-rest-weggelassen",
        ),
        pytest.param(
            "Die ganze Datei zeige ich nicht; das sind nur die HSV-Funktionen.",
            id="de-zeige-ich-nicht",
        ),
        pytest.param("Весь файл слишком длинный, поэтому только функции HSV.", id="ru-slishkom"),
        pytest.param("전체 파일은 너무 길어서 HSV 함수만 넣었습니다.", id="ko-neomu-gilo"),
        pytest.param(
            "El archivo completo es muy largo, por eso solo las funciones HSV.", id="es-largo"
        ),
        pytest.param(
            "Le fichier complet est trop long, donc seulement les fonctions HSV.",
            id="fr-trop-long",
        ),
    ],
)
def test_a_foreign_note_after_the_block_naming_the_whole_file_not_sent_refuses(
    note: str,
) -> None:
    refused(f"`colorsys.py`:\n\n```python\n{_TAIL}```\n\n{note}\n")
