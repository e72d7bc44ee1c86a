"""hunt144: a Chinese, Japanese or Korean lead naming the whole file only to say it is NOT sent
("完整的文件就不贴了", "没有给出完整文件", "ファイル全体は長いので", "ファイル全体は載せません",
"전체 파일 대신", "전체 파일은 생략하고") before only the HSV functions, over the tail of the
stdlib colorsys.py (from ``rgb_to_hsv`` on). lead27's :func:`_foreign_says_whole_file` reads
a CJK word of the whole beside a word of the file as the whole file unless one of six negations
(不是, 并非, 並非, ではない, 아닌, 아니) stands in the clause, and drops the part reading. The base
bee7c794 refused them (partial-file): regressions of lead27's a8e00a5a, usable-WRONG.

Expected by hand from what the model meant: only the HSV functions are sent: written whole the
file loses the rest of the module (not usable)."""

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
        pytest.param("完整的文件就不贴了，只有 HSV 函数：", id="zh-jiu-bu-tie"),  # noqa: RUF001
        pytest.param("没有给出完整文件，只有 HSV 函数：", id="zh-meiyou"),  # noqa: RUF001
        pytest.param("ファイル全体は長いので、HSV 関数だけ載せます:", id="ja-nagai"),
        pytest.param("ファイル全体は載せません。HSV 関数だけです:", id="ja-nosemasen"),
        pytest.param("전체 파일 대신 HSV 함수만 보여드립니다:", id="ko-daesin"),
        pytest.param("전체 파일은 생략하고 HSV 함수만 보여드립니다:", id="ko-saengnyak"),
    ],
)
def test_a_cjk_lead_naming_the_whole_file_not_sent_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


def test_a_cjk_lead_denying_the_whole_file_guard() -> None:
    refused(f"这不是完整的文件，只有 HSV 函数\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")  # noqa: RUF001
