"""hunt144: a foreign lead that says the block is NOT the whole file, with a negation the new
reading (lead27, :func:`_foreign_says_whole_file`, :data:`_FOREIGN_NOT`) does not see: one word
between the negation and the word of the whole ("nicht wirklich die komplette Datei"), the
negation before the article and the whole word after the noun ("pas le fichier complet", "no
es el archivo completo", "non è il file completo"), the negation on the verb ("Я не привожу
здесь весь файл", "Nie jest to cały plik"), the Korean/Japanese polite negations ("전체 파일이
아닙니다", "ファイル全体ではありません"), over the tail of the stdlib colorsys.py (from
``rgb_to_hsv`` on: no ``__all__``, no constants). The base bee7c794 refused them (partial-file):
regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: the lead says the block is not the whole file but
only the HSV functions: written whole it deletes the rest of the module (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str = _TAIL) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "Das ist nicht wirklich die komplette Datei, nur die HSV-Funktionen:",
            id="de-nicht-wirklich",
        ),
        pytest.param(
            "Ce n'est pas le fichier complet, seulement les fonctions HSV :", id="fr-pas-le-fichier"
        ),
        pytest.param("No es el archivo completo, solo las funciones HSV:", id="es-no-es"),
        pytest.param("Non è il file completo, solo le funzioni HSV:", id="it-non-e"),
        pytest.param("Nie jest to cały plik, tylko funkcje HSV:", id="pl-nie-jest"),
        pytest.param("Я не привожу здесь весь файл, только функции HSV:", id="ru-ne-privozhu"),
        pytest.param("전체 파일이 아닙니다. HSV 함수만 보여드립니다:", id="ko-animnida"),
        pytest.param("ファイル全体ではありません。HSV 関数だけです:", id="ja-dewaarimasen"),
    ],
)
def test_a_foreign_lead_denying_the_whole_file_refuses(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        # guards: the negation right before the word of the whole, read right today
        pytest.param("Das ist nicht die komplette Datei, nur die HSV-Funktionen:", id="de-nicht"),
        pytest.param("Это не весь файл, только функции HSV:", id="ru-ne-ves"),
        pytest.param("这不是完整的文件，只有 HSV 函数：", id="zh-bushi"),  # noqa: RUF001
    ],
)
def test_a_foreign_lead_denying_the_whole_file_right_before_refuses(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        # guards: the whole file said, the rest as before (lead27's own cases, other words)
        pytest.param("Der Rest ist wie gehabt, hier die komplette Datei:", id="de-komplette"),
        pytest.param("Остальное не менял, вот весь файл:", id="ru-ves-fajl"),
    ],
)
def test_a_foreign_lead_saying_the_whole_file_keeps_it(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
