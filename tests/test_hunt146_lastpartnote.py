"""hunt146 (issue 20): lastpartnote. fix-notes177's ``_weigh_last_comment`` refuses a block
whose last line is a comment that is nothing but a note of part-ness, "as its first line
would be"; but the first line is read by more rules than labels.PART_ONLY_NOTE alone: the
same notes in other languages ("# nur die HSV-Funktionen", "# только функции HSV", "# 只有
HSV 函数"), "# Ausschnitt", "# showing only the HSV functions" are refused as the first line
and written as complete as the last line.

The answer gives the HSV functions of the stdlib's colorsys.py (its YIQ and HLS functions
left out) under the name colorsys.py. Expected by hand: a part (refused), as the same note
as the block's first line is (guards)."""

from __future__ import annotations

import colorsys
import inspect

import pytest
from meant import refused

_SOURCE = inspect.getsource(colorsys)
_HSV = _SOURCE[_SOURCE.index("def rgb_to_hsv") :]
_NOTES = [
    pytest.param("# nur die HSV-Funktionen", id="de-nur"),
    pytest.param("# seulement les fonctions HSV", id="fr-seulement"),
    pytest.param("# solo las funciones HSV", id="es-solo"),
    pytest.param("# только функции HSV", id="ru-tolko"),
    pytest.param("# 只有 HSV 函数", id="zh-zhiyou"),
    pytest.param("# HSV 関数のみ", id="ja-nomi"),
    pytest.param("# Ausschnitt", id="de-ausschnitt"),
    pytest.param("# showing only the HSV functions", id="en-showing-only"),
]


def _answer(body: str) -> str:
    return f"Here you go:\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize("note", _NOTES)
def test_a_part_note_as_the_last_line_is_refused(note: str) -> None:
    refused(_answer(f"{_HSV}\n{note}\n"))


@pytest.mark.parametrize(
    "note", [pytest.param(p.values[0], id="guard-first-" + str(p.id)) for p in _NOTES]
)
def test_the_same_note_as_the_first_line_is_refused(note: str) -> None:
    refused(_answer(f"{note}\n\n{_HSV}"))
