"""hunt145: fix-en175 reads a short part lead one or two lines above the lead right before a
block (markdown._earlier_part_lead) by :func:`labels.short_part_lead`, English only: a
foreign part lead there ("Solo la parte HSV:" / "Arreglé el redondeo.", "Auszug:" / "Ich
habe die Rundung korrigiert.", "HSV部分だけ:"), which fix-kinds176 refuses right before the
block, is no word on it, and the part is written whole: usable-WRONG (the base 6056e91f
wrote them too).

Expected by hand from what the model meant: the block holds only the HSV converters of the
stdlib colorsys.py (which also holds __all__, the constants, the YIQ and HLS converters):
written whole it deletes the rest of the module (refused). The guards: a foreign sentence
above an ordinary lead over the whole file keeps it."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Solo la parte HSV:\nArreglé el redondeo.", id="es"),
        pytest.param("Seulement la partie HSV :\nJ'ai corrigé l'arrondi.", id="fr"),
        pytest.param("Solo la parte HSV:\nHo corretto l'arrotondamento.", id="it"),
        pytest.param("Только часть HSV:\nЯ исправил округление.", id="ru"),
        pytest.param("Alleen het HSV-gedeelte:\nIk heb de afronding verbeterd.", id="nl"),
        pytest.param("Fragment kodu:\nPoprawiłem zaokrąglanie.", id="pl"),
        pytest.param("Auszug:\nIch habe die Rundung korrigiert.", id="de"),
        pytest.param("HSV部分だけ:\n丸めを修正しました。", id="ja"),
    ],
)
def test_a_foreign_part_lead_above_another_line_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Arreglé el redondeo.\nAquí está el archivo:", id="guard-es-whole"),
        pytest.param("Ich habe die Rundung korrigiert.\nHier die Datei:", id="guard-de-whole"),
    ],
)
def test_a_foreign_part_lead_above_another_line_guard_the_whole_file_stays_usable(
    prose: str,
) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
