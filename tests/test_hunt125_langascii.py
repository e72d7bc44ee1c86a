"""hunt125-langascii: the round-23 language test (``said_words.is_english``) reads a sentence as
English when it holds one common English word (``ok``, ``no``, ``file``) or when every word is
ASCII and none is in the short table of foreign words (``FOREIGN_SMALL``). A JSON transcript
writes a.py (``x = 1``, the tool answers success); the assistant then says, in German, French,
Spanish, Portuguese, Finnish or Turkish written in ASCII (or holding one English word), that
a.py is gone or was not saved. Read as English, the sentence has no English word of removal and
keeps a.py; read as the foreign sentence it is, the round-23 rule refuses it (it names a written
file and says no write).

Expected by hand (the meaning of each sentence): a.py is gone, does not exist any more, was
thrown away or was not saved: refusing is fine, keeping a.py ``x = 1`` (usable) is
usable-WRONG.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Ok, a.py ist weg.", id="de-ok-ist-weg"),
        pytest.param("Die file a.py ist weg.", id="de-die-file-ist-weg"),
        pytest.param("a.py ya no existe.", id="es-ya-no-existe"),
        pytest.param("a.py existiert nicht mehr.", id="de-existiert-nicht-mehr"),
        pytest.param("a.py n'existe plus.", id="fr-nexiste-plus"),
        pytest.param("a.py foi pro lixo.", id="pt-foi-pro-lixo"),
        pytest.param("a.py poistettu.", id="fi-poistettu"),
        pytest.param("a.py kaydedilmedi.", id="tr-kaydedilmedi"),
    ],
)
def test_a_foreign_sentence_read_as_english_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Ok, a.py is ready.", id="en-ok-ready"),
        pytest.param("Die Datei a.py ist fertig.", id="de-fertig"),
    ],
)
def test_controls(words: str) -> None:
    # English: kept; German "is finished" with no write word: refused (not known), by rule
    assert kept_after_write(words) is words.startswith("Ok")
