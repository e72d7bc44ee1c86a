"""hunt144: a foreign lead whose word of the whole qualifies THE REST of the file ("Cała reszta
pliku bez zmian, tylko funkcje HSV:", "Der ganze Rest der Datei bleibt, hier nur die
HSV-Funktionen:", "Весь остальной код файла без изменений, ...", "文件的其余部分全部不变",
"파일의 나머지 전체는 그대로이고"), over the tail of the stdlib colorsys.py (from ``rgb_to_hsv``
on). lead27's :func:`_foreign_says_whole_file` reads the word of the whole beside the noun of
the file as "the block is the whole file" and drops the part reading. The base bee7c794 refused
them (partial-file): regressions of lead27's a8e00a5a, usable-WRONG (the Swedish case: base
wrote it too).

Expected by hand from what the model meant: all the REST of the file is unchanged and only the
HSV functions are shown: written whole the file loses the rest (not usable)."""

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
        pytest.param("Cała reszta pliku bez zmian, tylko funkcje HSV:", id="pl-cala-reszta"),
        pytest.param(
            "Der ganze Rest der Datei bleibt, hier nur die HSV-Funktionen:", id="de-ganze-rest"
        ),
        pytest.param(
            "Der gesamte restliche Code der Datei bleibt gleich, hier nur die HSV-Funktionen:",
            id="de-gesamte-restliche",
        ),
        pytest.param(
            "Весь остальной код файла без изменений, только функции HSV:", id="ru-ves-ostalnoj"
        ),
        pytest.param("文件的其余部分全部不变，只有 HSV 函数：", id="zh-quanbu-bubian"),  # noqa: RUF001
        pytest.param(
            "파일의 나머지 전체는 그대로이고 HSV 함수만 바꿨습니다:", id="ko-nameoji-jeonche"
        ),
        pytest.param(
            "Resten av hela filen är oförändrad, här är bara HSV-funktionerna:", id="sv-hela-filen"
        ),
    ],
)
def test_the_whole_rest_of_the_file_said_unchanged_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param(
            "Alles andere in der Datei bleibt gleich, hier nur die HSV-Funktionen:", id="de-alles"
        ),
        pytest.param("Всё остальное в файле без изменений, вот только функции HSV:", id="ru-vsyo"),
        pytest.param(
            "Tout le reste du fichier est inchangé, voici seulement les fonctions HSV :",
            id="fr-tout-le-reste",
        ),
    ],
)
def test_the_whole_rest_of_the_file_guard(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
