"""hunt139-programthen: a sentence says what the program a.py does (the keep rule 'a.py removes
stale cache entries', fix-said159 KEPT program-removes) and then, in the same sentence, that
a.py itself was removed, emptied, renamed or cleared: the program rule keeps a.py for the whole
sentence.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). After the words a.py is not
on disk as written: keeping it usable is usable-WRONG (refusing is fine). Guards: the program
sentence alone keeps a.py; the removal in a sentence of its own is refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py removes stale cache entries, so I removed it.", "so-removed-it"),
    ("a.py cleans the cache, and then I removed it.", "and-then-removed-it"),
    ("a.py removes stale cache entries and was then removed.", "was-then-removed"),
    ("a.py removes stale cache entries, so I deleted it once it ran.", "deleted-once-it-ran"),
    ("a.py removes stale cache entries, and I removed the file.", "removed-the-file"),
    ("a.py removes stale cache entries, then I emptied it.", "then-emptied-it"),
    ("a.py removes stale cache entries, so I renamed it to b.py.", "renamed-it"),
    ("a.py clears the cache, so I cleared it too.", "cleared-it-too"),
]

KEPT = [
    ("a.py removes stale cache entries.", "program-alone"),
    ("a.py deletes temp files and logs what it removed.", "program-and-logs"),
]

REFUSED_ALREADY = [
    ("a.py deletes temp files; I deleted it afterwards.", "semicolon-deleted-it"),
    ("a.py removes stale cache entries; it has since been deleted.", "since-deleted"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_program_then_removed_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_program_sentence_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
