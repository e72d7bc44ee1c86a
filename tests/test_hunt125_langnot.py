"""hunt125-langnot: the round-23 rule of other languages (``_said_abroad``) keeps a file a
foreign sentence names when the sentence holds a word of a write (``said_words.WROTE``: a stem
such as ``сохран``, ``zapisa``, ``salv``, ``저장``, ``保存``, ``lưu``); the same stem negated says
the write did NOT happen. A JSON transcript writes a.py (``x = 1``, the tool answers success);
the assistant then says, in another language, that a.py was not saved.

Expected by hand: the model says a.py was not saved (what is on disk is not known, or not the
written content): refusing is fine, keeping a.py ``x = 1`` (usable) is usable-WRONG. The same
sentences in English (``a.py was not saved.``) are refused.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py не сохранился.", id="ru-ne-sokhranilsya"),
        pytest.param("a.py не был сохранён.", id="ru-ne-byl-sokhranyon"),
        pytest.param("a.py nie został zapisany.", id="pl-nie-zostal-zapisany"),
        pytest.param("a.py não foi salvo.", id="pt-nao-foi-salvo"),
        pytest.param("a.py no se guardó.", id="es-no-se-guardo"),
        pytest.param("a.py 저장되지 않았습니다.", id="ko-not-saved"),
        pytest.param("a.py 没有保存。", id="zh-meiyou-baocun"),
        pytest.param("a.py chưa được lưu.", id="vi-chua-duoc-luu"),
    ],
)
def test_a_write_word_negated_in_another_language_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py was not saved.", id="en-not-saved"),
        pytest.param("Я сохранил a.py.", id="ru-saved"),
    ],
)
def test_controls(words: str) -> None:
    assert kept_after_write(words) is words.startswith("Я")
