"""hunt124-saidlang / hunt124-saidshape: a JSON transcript's write of a.py (``x = 1``, the
tool answers success) followed by the assistant's own words that a.py was then removed,
emptied, thrown away or not kept.

Expected by hand: such words mean a.py ``x = 1`` is not the file on disk after the
transcript: refusing is fine, keeping it (usable, a.py ``x = 1``) is usable-WRONG. The
languages and shapes here are ones the round-22 reading (lead's transcripts commit,
fix-agent108's move/remove words) does not list: Portuguese, Russian, Korean, Turkish,
Polish; a status line with an emoji, a question answered, phrasal verbs.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

_kept = kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Removi o arquivo a.py.", id="pt-removi"),
        pytest.param("Я удалил a.py.", id="ru-udalil"),
        pytest.param("Файл a.py удалён.", id="ru-udalyon"),
        pytest.param("a.py 파일을 삭제했습니다.", id="ko-sakje"),
        pytest.param("a.py dosyas\u0131n\u0131 sildim.", id="tr-sildim"),
        pytest.param("Usunąłem plik a.py.", id="pl-usunalem"),
    ],
)
def test_other_languages_words_that_the_file_was_removed_do_not_keep_it(words: str) -> None:
    assert not _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("❌ a.py", id="emoji-cross-status"),
        pytest.param("Was a.py saved? No.", id="question-answered-no"),
        pytest.param("I got rid of a.py.", id="got-rid-of"),
        pytest.param("I decided not to keep a.py.", id="decided-not-to-keep"),
        pytest.param("a.py was thrown away.", id="thrown-away"),
        pytest.param("I un-did the a.py change.", id="un-did"),
        pytest.param("I emptied a.py.", id="emptied"),
        pytest.param("I truncated a.py.", id="truncated"),
    ],
)
def test_english_shapes_that_the_file_is_not_kept_do_not_keep_it(words: str) -> None:
    assert not _kept(words)
