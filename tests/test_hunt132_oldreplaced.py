"""hunt132-oldreplaced: the old file removed and a new one written, said with the new one
elsewhere or under another name (fix-said152 _OLD_REPLACED keeps a.py: the lookahead lists only
in/as/at/to/under/into/inside/called/named/instead/elsewhere)

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I removed the old a.py and wrote a new one, b.py.", "new-one-comma-name"),
    ("I deleted the old a.py and made a new file b.py.", "new-file-name"),
    ("I removed the old a.py and wrote a new one with the same name in src/.", "same-name-in-src"),
    ("I removed the old a.py and wrote a new one for lib/.", "new-one-for-lib"),
    ("I removed the old a.py and wrote a new version: lib/a.py.", "new-version-colon-path"),
    ("I removed the old a.py and created a fresh copy over in src/.", "fresh-copy-over-in"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_new_one_elsewhere_does_not_keep_the_old_file(words: str) -> None:
    assert not kept_after_write(words)
