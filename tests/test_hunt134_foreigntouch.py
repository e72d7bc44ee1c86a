"""hunt134: a lead in another language saying the model did not touch (left as they were) the
OTHER converters of the file, before a labelled block holding only some of them. fix-lang158
reads the state ("Die übrigen Konverter bleiben unverändert.", refused) but not the verb of
not touching ("nicht angefasst", "pas touché", "no toqué", "не трогал", "没有动", "non ho
toccato", "nie ruszałem", "건드리지 않았"), which the English "I left the other converters
alone." / "I didn't touch the remaining functions." (read) say.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says the other converters of that file are kept: a part, written
whole it deletes them (not usable). Other FILES said untouched keep the block whole."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Ich habe die anderen Konverter nicht angefasst.", id="de-angefasst"),
        pytest.param("Je n'ai pas touché aux autres convertisseurs.", id="fr-touche"),
        pytest.param("No toqué los demás convertidores.", id="es-toque"),
        pytest.param("Другие конвертеры я не трогал.", id="ru-trogal"),
        pytest.param("我没有动其他转换函数。", id="zh-meiyoudong"),
        pytest.param("Non ho toccato gli altri convertitori.", id="it-toccato"),
        pytest.param("Nie ruszałem pozostałych konwerterów.", id="pl-ruszalem"),
        pytest.param("다른 변환기는 건드리지 않았습니다.", id="ko-geondeuriji"),
    ],
)
def test_other_converters_said_untouched_in_another_language_is_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Ich habe die anderen Dateien nicht angefasst.", id="de-other-files"),
        pytest.param("Je n'ai pas touché aux autres fichiers.", id="fr-other-files"),
        pytest.param("我没有动其他文件。", id="zh-other-files"),
    ],
)
def test_other_files_said_untouched_keep_the_block_whole(prose: str) -> None:
    result = parse_response(_answer(prose))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _HSV)]
