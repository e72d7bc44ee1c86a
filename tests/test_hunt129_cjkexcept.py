"""hunt129: a Chinese or Japanese sentence after the whole real stdlib colorsys.py that says,
apart from one fix, the module's BEHAVIOUR (behaviour, output, calling, API) is the same, read
as "the rest of the file is unchanged".

fix-prose132 reads an East Asian word of "except" (除了, 以外) with a state as saying part.
Here the state is said of the module's behaviour, output, calls or API, not of its code: the
English sentences of the same meaning ("Everything works as before, except that
`rgb_to_hsv()` now rounds.", "Other than the rounding fix, the output is identical.") keep the
file.

Expected by hand from what the model meant: the block is all of colorsys.py, byte for byte the
installed module: usable, written exactly."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("除了 `rgb_to_hsv()` 现在会四舍五入外，其他行为不变。", id="zh-behaviour"),  # noqa: RUF001
        pytest.param("除了舍入修复以外，输出结果完全相同。", id="zh-output"),  # noqa: RUF001
        pytest.param("除此之外，调用方式不变。", id="zh-calling"),  # noqa: RUF001
        pytest.param("除了 `rgb_to_hsv()`，API 保持不变。", id="zh-api"),  # noqa: RUF001
        pytest.param("`rgb_to_hsv()` 以外の動作は変わりません。", id="ja-behaviour"),
        pytest.param("丸め処理の修正以外、出力は同じです。", id="ja-output"),
        pytest.param("`rgb_to_hsv()` 以外の呼び出し方は同じです。", id="ja-calling"),
    ],
)
def test_behaviour_said_the_same_except_one_fix_keeps_the_module(after: str) -> None:
    result = parse_response(f"`colorsys.py`:\n\n```python\n{_SRC}```\n\n{after}\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
