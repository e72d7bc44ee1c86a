"""hunt144: lead27's foreign whole-file reading (:func:`_foreign_says_whole_file`) drops the
part reading of a lead that names the whole file only to deny it ("Ce n'est pas le fichier
complet, seulement les fonctions HSV :", "Die komplette Datei ist zu lang, hier nur die
HSV-Funktionen:", "Die ganze Datei zeige ich nicht, nur die HSV-Funktionen:") before the other
conventions too: a bolt ``boltAction`` file, an OpenAI ``write_file`` call, a Cline
``write_to_file``, each writing the tail of the stdlib colorsys.py (from ``rgb_to_hsv`` on).
The base bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: the write holds only the HSV functions: written as
the whole colorsys.py it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused
from tool_renderings import bolt, cline, led_by, openai_led

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]

_FR = "Ce n'est pas le fichier complet, seulement les fonctions HSV :"
_DE_LONG = "Die komplette Datei ist zu lang, hier nur die HSV-Funktionen:"
_DE_NOT = "Die ganze Datei zeige ich nicht, nur die HSV-Funktionen:"


def _bolt(prose: str) -> str:
    return led_by(prose, bolt("colorsys.py", _TAIL))


def _openai(prose: str) -> str:
    return openai_led(prose, "colorsys.py", _TAIL)


def _cline(prose: str) -> str:
    return led_by(prose, cline("colorsys.py", _TAIL))


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_bolt(_FR), id="bolt-fr-pas"),
        pytest.param(_openai(_FR), id="openai-fr-pas"),
        pytest.param(_cline(_FR), id="cline-fr-pas"),
        pytest.param(_bolt(_DE_LONG), id="bolt-de-zu-lang"),
        pytest.param(_openai(_DE_LONG), id="openai-de-zu-lang"),
        pytest.param(_cline(_DE_LONG), id="cline-de-zu-lang"),
        pytest.param(_openai(_DE_NOT), id="openai-de-zeige-nicht"),
        pytest.param(_cline(_DE_NOT), id="cline-de-zeige-nicht"),
    ],
)
def test_a_foreign_lead_denying_the_whole_file_before_a_write_refuses(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    "answer",
    [
        # guards: read right today
        pytest.param(_bolt("Nur die HSV-Funktionen:"), id="bolt-nur"),
        pytest.param(_openai("Nur die HSV-Funktionen:"), id="openai-nur"),
        pytest.param(_cline("Nur die HSV-Funktionen:"), id="cline-nur"),
    ],
)
def test_a_foreign_part_lead_before_a_write_guard(answer: str) -> None:
    refused(answer)
