"""hunt139-mixedlang: an English sentence of what the program a.py does (the English words
said_words._MORE_ENGLISH holds: 'removes stale cache entries', fix-said159) and then, in
another language, that a.py was deleted, emptied, renamed or moved ('ich habe es gelöscht',
'je l'ai supprimé', 'lo borré', 'poi l'ho rinominato in b.py'): the sentence reads as English
and the program rule keeps a.py.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
Guards: the other language alone is refused; the program sentence alone keeps a.py.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py removes stale cache entries, ich habe es gelöscht.", "german-deleted"),
    ("a.py removes stale cache entries, je l'ai supprimé.", "french-deleted"),
    ("a.py removes stale cache entries, lo borré.", "spanish-deleted"),
    ("a.py cleans the cache, depois apaguei-o.", "portuguese-deleted"),
    ("a.py deletes stale cache entries, ma l'ho eliminato.", "italian-deleted"),
    ("a.py removes stale cache entries, poi l'ho rinominato in b.py.", "italian-renamed"),
    ("a.py removes stale cache entries, ich habe es nach lib/ verschoben.", "german-moved"),
    ("a.py deletes stale cache entries, je l'ai vidé.", "french-emptied"),
]

KEPT = [
    ("a.py removes stale cache entries.", "program-alone"),
]

REFUSED_ALREADY = [
    ("a.py wurde gelöscht.", "german-alone"),
    ("a.py removes stale cache entries. Я удалил a.py.", "russian-next-sentence"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_file_removed_in_another_language_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_program_sentence_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
