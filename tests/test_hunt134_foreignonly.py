"""hunt134: a short lead in another language saying the block shows ONLY some code or an
excerpt ("Nur die HSV-Funktionen:", "只有 HSV 函数", "HSV 関数だけ:", "HSV 함수만:",
"Hier nur der relevante Ausschnitt:", "Voici l'extrait concerné :", "Вот только изменённая
часть:", "以下是相关片段"), the foreign neighbours of fix-lead154's "Just the HSV functions:"
(read). "Solo las funciones HSV:", "Только функции HSV:", "Nur der geänderte Teil:" and
"変更部分のみ:" are read and refuse (guards).

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a part of that file: written whole it deletes the rest
(not usable). A foreign lead saying the file is whole over the whole file stays usable."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str = _HSV) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Nur die HSV-Funktionen:", id="de-nur-die-funktionen"),
        pytest.param("只有 HSV 函数：", id="zh-zhiyou"),  # noqa: RUF001
        pytest.param("HSV 関数だけ:", id="ja-dake"),
        pytest.param("HSV 함수만:", id="ko-man"),
        pytest.param("Hier nur der relevante Ausschnitt:", id="de-nur-ausschnitt"),
        pytest.param("Voici l'extrait concerné :", id="fr-extrait"),
        pytest.param("Вот только изменённая часть:", id="ru-tolko-chast"),
        pytest.param("以下是相关片段：", id="zh-pianduan"),  # noqa: RUF001
    ],
)
def test_foreign_lead_saying_only_some_code_is_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Solo las funciones HSV:", id="guard-es-solo"),
        pytest.param("Только функции HSV:", id="guard-ru-tolko"),
        pytest.param("Nur der geänderte Teil:", id="guard-de-nur-teil"),
        pytest.param("変更部分のみ:", id="guard-ja-nomi"),
    ],
)
def test_read_foreign_neighbours_still_refuse(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Hier ist die vollständige colorsys.py:", id="de-whole"),
        pytest.param("这是完整的 colorsys.py：", id="zh-whole"),  # noqa: RUF001
    ],
)
def test_foreign_whole_file_lead_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _SRC)]
