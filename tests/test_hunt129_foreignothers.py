"""hunt129: prose before a labelled block saying, in another language, that the OTHER code of
the file is kept, where the noun is one of no table (converters) or a compound ending with a
kind (转换函数, 변환 함수), or the rest is the module's.

``The other converters stay unchanged.``, ``The rest of the module is unchanged.`` and the
foreign sentences with the table's noun (``Die übrigen Funktionen bleiben unverändert.``,
``其余函数保持不变。``, ``他の関数はそのままです。``) refuse the block (fix-prose132). The
sentences below say the same with the word the model chose for the functions (Konverter,
convertisseurs, conversores, dönüştürücüler, hàm chuyển đổi, fungsi konversi, 変換関数) or of the
module (模块的其余部分, モジュールの他の部分), and the block is written as all of colorsys.py.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the sentence says the other converters (or the module's rest) are kept: a
part; writing it whole deletes the rest of colorsys.py: not usable."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Die übrigen Konverter bleiben unverändert.", id="de"),
        pytest.param("Les autres convertisseurs restent inchangés.", id="fr"),
        pytest.param("Los demás conversores no cambian.", id="es"),
        pytest.param("Diğer dönüştürücüler aynı kalıyor.", id="tr"),  # noqa: RUF001
        pytest.param("Các hàm chuyển đổi khác giữ nguyên.", id="vi"),
        pytest.param("Fungsi konversi lainnya tidak berubah.", id="id"),
        pytest.param("他の変換関数はそのままです。", id="ja"),
        pytest.param("나머지 변환 함수는 변경되지 않았습니다.", id="ko"),
    ],
)
def test_other_converters_said_kept_make_the_block_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("模块的其余部分保持不变。", id="zh-module-rest"),
        pytest.param("モジュールの他の部分は変更ありません。", id="ja-module-other-parts"),
        pytest.param("其余转换函数保持不变。", id="zh-compound-kind"),
    ],
)
def test_the_module_rest_said_kept_makes_the_block_a_part(prose: str) -> None:
    refused(_answer(prose))
