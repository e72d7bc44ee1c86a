# ruff: noqa: RUF001  (sentences in other scripts: their letters are meant)
"""hunt125-keptabroad: false refusals of the round-23 reading of other languages
(``_said_abroad``: in a sentence ``said_words.is_english`` reads as foreign, a word of
``said_words.FOREIGN_UNDO`` speaks of every path the sentence names). A JSON transcript writes
a.py (``x = 1``, the tool answers success); the assistant then says, in its user's language,
what it removed FROM a.py (an unused import) or what the program a.py does (deletes temporary
files): the same sentences in English are kept (``Removed the unused import from a.py.``,
``a.py deletes temporary files``); in the other language the removal word is taken for the
file's.

Expected by hand: a.py ``x = 1`` is the file on disk: one reading, must stay usable; a refusal
is a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Я удалил неиспользуемый импорт из a.py.", id="ru-import-iz"),
        pytest.param("a.py에서 사용하지 않는 import를 삭제했습니다.", id="ko-import"),
        pytest.param("a.py içindeki kullanılmayan importu sildim.", id="tr-import"),
        pytest.param("Removi o import não usado de a.py.", id="pt-import"),
        pytest.param("Usunąłem nieużywany import z a.py.", id="pl-import"),
        pytest.param("Ho rimosso l'import inutilizzato da a.py.", id="it-import"),
        pytest.param("a.py удаляет временные файлы при выходе.", id="ru-program-deletes"),
        pytest.param("a.py löscht temporäre Dateien beim Beenden.", id="de-program-loescht"),
    ],
)
def test_a_removal_inside_or_by_the_program_said_abroad_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
