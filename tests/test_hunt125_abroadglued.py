"""hunt125-abroadglued: Chinese and Japanese write a path with no space around it (``删除了a.py。``,
``a.pyを削除しました。``), Korean glues its particle to it (``a.py를``). The path pattern's
``\\w`` takes the CJK letters into the path word, so the written path is not seen, and the
round-23 language reading (``_said_abroad``) takes the path word with the words of removal out
of the sentence before it weighs it: what is left is empty (read as English) or English
(``Done:``, ``OK:``). A JSON transcript writes a.py (``x = 1``, the tool answers success); the
assistant then says a.py was deleted, reverted or not saved.

Expected by hand: a.py was deleted, reverted, or not saved: a.py ``x = 1`` is not on disk;
refusing is fine, keeping it (usable) is usable-WRONG (the same words with spaces around the
path, ``a.py 已删除。``, are refused).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("删除了a.py。", id="zh-deleted-a"),
        pytest.param("a.py已删除。", id="zh-a-deleted"),
        pytest.param("已将a.py回滚。", id="zh-rolled-back"),
        pytest.param("我撤销了对a.py的修改。", id="zh-undid-changes"),
        pytest.param("a.pyを削除しました。", id="ja-deleted"),
        pytest.param("a.pyの変更を元に戻しました。", id="ja-reverted"),
        pytest.param("Done: a.py를 삭제했습니다.", id="ko-done-deleted"),
        pytest.param("OK: a.py를 저장하지 못했습니다.", id="ko-ok-not-saved"),
    ],
)
def test_a_path_glued_to_cjk_words_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_the_spaced_path_is_refused() -> None:
    assert not kept_after_write("a.py 已删除。")
