"""hunt140: a lead in another language naming the block a piece or excerpt OF THE CODE, a noun
fix-lang163 reads bare ("Wycinek:", "Utdrag:", "Fragmento de código:") but not with this
kind or compound: Polish "Fragment kodu" / "Fragment pliku", Czech "Ukázka kódu", Turkish "Kod
parçasi" (dotless i), Norwegian "Kodutdrag", German "Codeauszug", Japanese "コードの一部", Chinese
"部分代码". The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a piece of the code: written as the whole colorsys.py it
deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Fragment kodu:", id="pl-fragment-kodu"),
        pytest.param("Fragment pliku:", id="pl-fragment-pliku"),
        pytest.param("Ukázka kódu:", id="cs-ukazka-kodu"),
        pytest.param("Kod parçası:", id="tr-kod-parcasi"),  # noqa: RUF001
        pytest.param("Kodutdrag:", id="no-kodutdrag"),
        pytest.param("Codeauszug:", id="de-codeauszug"),
        pytest.param("コードの一部:", id="ja-kodo-no-ichibu"),
        pytest.param("部分代码：", id="zh-bufen-daima"),  # noqa: RUF001
        # guards: read today
        pytest.param("Wycinek:", id="guard-pl-wycinek"),
        pytest.param("Fragmento de código:", id="guard-es-fragmento"),
        pytest.param("代码节选：", id="guard-zh-jiexuan"),  # noqa: RUF001
    ],
)
def test_a_foreign_excerpt_of_the_code_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n")
