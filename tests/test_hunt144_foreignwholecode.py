"""hunt144: a foreign lead giving the complete CODE of one named function and saying the rest is
unchanged ("Hier der komplette Code von `rgb_to_hsv()`, der Rest bleibt gleich:", "Voici le
code complet de `rgb_to_hsv()`, le reste ne change pas :", "Вот полный код `rgb_to_hsv()`,
остальное без изменений:"), over the one function ``rgb_to_hsv`` of the stdlib colorsys.py.
lead27's :func:`_foreign_says_whole_file` takes a word of the whole beside a noun of the
``subject`` table ("Code", "code", "код") as the whole file and drops the part reading of the
line. The base bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a,
usable-WRONG.

Expected by hand from what the model meant: the complete code of ONE function, the rest of the
file as it was: written whole colorsys.py loses every other function (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_FN = _SRC[_SRC.index("def rgb_to_hsv") : _SRC.index("def hsv_to_rgb")].rstrip("\n") + "\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "Hier der komplette Code von `rgb_to_hsv()`, der Rest bleibt gleich:", id="de-komplette"
        ),
        pytest.param(
            "Hier der vollständige Code der Funktion `rgb_to_hsv()`, der Rest des Moduls bleibt"
            " gleich:",
            id="de-vollstaendig",
        ),
        pytest.param(
            "Voici le code complet de `rgb_to_hsv()`, le reste ne change pas :", id="fr-complet"
        ),
        pytest.param(
            "Aquí está el código completo de `rgb_to_hsv()`; el resto no cambia:", id="es-completo"
        ),
        pytest.param(
            "Ecco il codice completo di `rgb_to_hsv()`, il resto non cambia:", id="it-completo"
        ),
        pytest.param(
            "Aqui está o código completo de `rgb_to_hsv()`, o resto não muda:", id="pt-completo"
        ),
        pytest.param("Вот полный код `rgb_to_hsv()`, остальное без изменений:", id="ru-polnyj"),
        pytest.param("Oto pełny kod `rgb_to_hsv()`, reszta bez zmian:", id="pl-pelny"),
    ],
)
def test_the_complete_code_of_one_function_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_FN}```\n")


def test_the_complete_code_of_one_function_zh_guard() -> None:
    refused(
        f"`rgb_to_hsv()` 的完整代码如下，其余部分不变\n\n`colorsys.py`:\n\n```python\n{_FN}```\n"  # noqa: RUF001
    )
