"""hunt115: the sentence after the one block says the rest of shlex.py stays, in the casual or
polite forms models use when they answer in the user's language: Korean -어요 politeness,
Japanese のみ glued to the name, Indonesian 'lainnya' / 'biarin', Vietnamese 'còn lại để
nguyên' (issue 20's note table, ``ingest/note_words.py``).

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); the
sentence says the other functions are kept: a part. Writing it whole deletes the rest of
shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("다른 함수들은 수정하지 않았어요.", id="ko-eoyo"),
        pytest.param("`quote`関数のみ修正しました。", id="ja-nomi-glued"),
        pytest.param("Fungsi lainnya tetap seperti semula.", id="id-lainnya"),
        pytest.param("Saya cuma ubah fungsi quote aja, yang lain biarin.", id="id-biarin"),
        pytest.param("Mình chỉ sửa mỗi hàm quote thôi nhé, còn lại để nguyên.", id="vi-de-nguyen"),
    ],
)
def test_the_others_kept_in_everyday_forms(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


_DEBOUNCE = (
    "export function debounce(fn, ms) {\n  let t;\n  return (...args) => {\n"
    "    clearTimeout(t);\n    t = setTimeout(() => fn(...args), ms);\n  };\n}\n"
)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("`debounce` だけ直しました。ほかはそのまま。", id="ja-hoka-hiragana"),
        pytest.param("Cuma `debounce` yang diganti, sisanya sama.", id="id-cuma-sisanya"),
    ],
)
def test_one_js_function_with_a_casual_note(after: str) -> None:
    """src/utils.js sent as one function; the note says only it changed, the rest is kept."""
    refused(f"`src/utils.js`:\n\n```javascript\n{_DEBOUNCE}```\n\n{after}\n")
