# ruff: noqa: RUF001  (sentences in other scripts: their letters are meant)
"""hunt125-abroaddesc: false refusals of the round-23 reading of other languages
(``_said_abroad``: a word of ``said_words.FOREIGN_UNDO`` in a foreign sentence speaks of the
paths it names, even beside a word of the write). A model answering in its user's language says
it created a.py and what the program does: it connects to a REMOTE server (Russian
``удалённый``, remote, shares its stem with ``удалён``, deleted), it deletes temporary files,
retries failed requests, has a delete feature, supports rollback. A JSON transcript writes a.py
(``x = 1``, the tool answers success); the assistant then says one of these. The same sentences
in English (``I created a.py, which deletes temporary files.``) are kept.

Expected by hand: a.py ``x = 1`` is the file on disk: one reading, must stay usable; a refusal
is a false refusal. The first five were kept before 534303d1; the two Chinese ones were refused
before too.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py подключается к удалённому серверу.", id="ru-remote-server"),
        pytest.param("Я создал a.py для работы с удалённым сервером.", id="ru-created-for-remote"),
        pytest.param("a.py oluşturdum; başarısız istekleri tekrar dener.", id="tr-retries-failed"),
        pytest.param(
            "J'ai créé a.py, qui supprime les fichiers temporaires.", id="fr-qui-supprime"
        ),
        pytest.param("a.py를 생성했습니다: 삭제 기능을 추가했습니다.", id="ko-delete-feature"),
        pytest.param("我创建了 a.py，支持回滚。", id="zh-supports-rollback"),
        pytest.param("我创建了 a.py，失败时会自动重试。", id="zh-retry-on-failure"),
    ],
)
def test_the_program_described_abroad_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


def test_the_same_in_english_keeps_the_file() -> None:
    assert kept_after_write("I created a.py, which deletes temporary files.")
