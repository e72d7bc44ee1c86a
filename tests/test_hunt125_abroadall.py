# ruff: noqa: RUF001  (sentences in other scripts: their letters are meant)
"""hunt125-abroadall: false refusals of the round-23 reading of other languages
(``_said_abroad``: in a foreign sentence naming no path, a word of ``said_words.FOREIGN_UNDO``
speaks of EVERY written file, as ``Removi os dois arquivos.`` does). Models that answer in their
user's language sum up their edit in sentences that name no path: they removed extra spaces,
comments or unused imports, or fixed a bug where saving or a test failed. A JSON transcript
writes a.py (``x = 1``, the tool answers success); the assistant then says one of these. The
same sentences in English (``I removed the unused imports.``, ``Fixed the failing tests.``) are
kept.

Expected by hand: a.py ``x = 1`` is the file on disk (the removal is of things inside the
program, the failure is the bug fixed): one reading, must stay usable; a refusal is a false
refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Удалил лишние пробелы.", id="ru-removed-spaces"),
        pytest.param("불필요한 주석을 삭제했습니다.", id="ko-deleted-comments"),
        pytest.param("删除了未使用的导入。", id="zh-deleted-imports"),
        pytest.param("Ich habe die ungenutzten Importe entfernt.", id="de-imports-entfernt"),
        pytest.param("Kullanılmayan importları sildim.", id="tr-imports-sildim"),
        pytest.param("테스트 실패 문제를 해결했습니다.", id="ko-fixed-test-failure"),
        pytest.param("修复了保存失败的问题。", id="zh-fixed-save-failure"),
        pytest.param(
            "Исправил ошибку, из-за которой сохранение не удалось.", id="ru-fixed-save-bug"
        ),
    ],
)
def test_a_removal_or_failure_of_another_thing_said_abroad_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


def test_the_same_in_english_keeps_the_file() -> None:
    assert kept_after_write("I removed the unused imports.")
