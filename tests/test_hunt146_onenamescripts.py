"""hunt146 (issue 20): onenamescripts, other scripts and East Asian kinds: the answers and what they
are expected to be are described in tests/test_hunt146_onenamekinds.py, which also holds the guards
(the same notes over an imported name stay usable)."""

from __future__ import annotations

import pytest
from meant import refused_native
from test_hunt146_onenamekinds import _JS


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("функция submit остаётся прежней", id="ru-prezhnej"),
        pytest.param("submit फ़ंक्शन अपरिवर्तित", id="hi"),
        pytest.param("פונקציית submit ללא שינוי", id="he"),
        pytest.param("دالة submit بدون تغيير", id="ar"),
        pytest.param("submit ハンドラーは変更なし", id="ja-handler"),
        pytest.param("submit 핸들러는 변경 없음", id="ko-handler"),
        pytest.param("submit 处理函数不变", id="zh-handler"),
        pytest.param("submit 回调不变", id="zh-callback"),
    ],
)
def test_a_one_function_note_in_another_script_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
