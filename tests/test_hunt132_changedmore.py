"""hunt132-changedmore: fix-said151's neighbours: the file emptied or changed after the write in
other words, slang removals

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I cleared a.py's contents.", "cleared-contents"),
    ("a.py now has nothing in it.", "now-nothing-in-it"),
    ("a.py now reads x = 2.", "now-reads"),
    ("a.py now contains x = 2.", "now-contains"),
    ("Afterwards, a.py was set to x = 2.", "afterwards-set"),
    ("I dumped a.py.", "dumped"),
    ("I killed a.py.", "killed"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_the_file_changed_or_gone_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)
