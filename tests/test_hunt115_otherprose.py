"""hunt115: prose after a whole real stdlib module (colorsys.py) about other things: how the
module is used, other modules, the API's compatibility. The English sentences of the same
meaning are read as no note ('Other usage is the same as before.', 'Other modules need no
changes.', 'The rest of the API stays backward compatible.'); the Japanese, Chinese, Vietnamese
and Indonesian ones are read as a note that the block is a part.

Expected by hand: the block is the whole colorsys.py; the answer is usable and writes it
exactly as sent.
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_COLORSYS = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("その他の使い方は以前と同じです。", id="ja-usage-as-before"),
        pytest.param("Cara penggunaan lainnya tetap sama.", id="id-usage-same"),
        pytest.param("其他用法不变，直接 `import colorsys` 即可。", id="zh-usage-unchanged"),  # noqa: RUF001
        pytest.param("API 其余部分保持向后兼容。", id="zh-api-compatible"),
        pytest.param("Các module khác không cần sửa.", id="vi-other-modules"),
        pytest.param("Modul lain tidak perlu diubah.", id="id-other-modules"),
    ],
)
def test_prose_about_other_things_after_a_whole_module(after: str) -> None:
    result = parse_response(f"`colorsys.py`:\n\n```python\n{_COLORSYS}```\n\n{after}\n")
    assert result.usable, result.status
    assert files_of(result) == [("colorsys.py", _COLORSYS)]


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Other usage is the same as before.", id="en-usage-as-before"),
        pytest.param("Other modules need no changes.", id="en-other-modules"),
        pytest.param("The rest of the API stays backward compatible.", id="en-api-compatible"),
    ],
)
def test_guard_the_english_sentences_are_no_note(after: str) -> None:
    result = parse_response(f"`colorsys.py`:\n\n```python\n{_COLORSYS}```\n\n{after}\n")
    assert result.usable, result.status
    assert files_of(result) == [("colorsys.py", _COLORSYS)]
