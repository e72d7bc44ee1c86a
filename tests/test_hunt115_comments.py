"""hunt115: shlex.py sent as its docstring and imports, a placeholder comment, and ONE function
(``quote``): the comment says the other functions are left out or kept, in everyday Korean
(polite -세요/-어요), Japanese, Chinese (同上), Vietnamese, Indonesian and Turkish forms, or in
English after an emoji bullet (issue 20's note table, ``ingest/note_words.py``).

Expected by hand: the block is a part of the real stdlib module; writing it whole deletes the
rest of shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_PART, SHLEX_HEAD


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# 나머지 함수는 그대로 두세요", id="ko-duseyo"),
        pytest.param("# 다른 함수들은 생략했어요", id="ko-saengnyak-eoyo"),
        pytest.param("# 他の関数は省略しています", id="ja-shouryaku"),
        pytest.param("# 其他函数同上", id="zh-tongshang"),
        pytest.param("# …以下同様…", id="ja-ika-douyou"),
        pytest.param("# Các hàm khác giữ nguyên như cũ", id="vi-giu-nguyen"),
        pytest.param("# Fungsi-fungsi lain tidak diubah", id="id-fungsi-lain"),
        pytest.param("# 👉 other functions unchanged", id="emoji-bullet"),
    ],
)
def test_a_placeholder_comment_over_one_function(comment: str) -> None:
    refused(f"`shlex.py`:\n\n```python\n{SHLEX_HEAD}{comment}\n\n\n{QUOTE_PART}```\n")
