"""hunt139-changedvalue: the written a.py (x = 1) said changed after the write (x
bumped, tweaked, flipped, set to 2; 'x in a.py is now 2', 'a.py now sets x to 2'): neighbours of
hunt132-changedmore (now-reads, now-contains, afterwards-set).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I bumped x in a.py to 2.", "bumped-to"),
    ("I tweaked a.py so x is 2.", "tweaked-so"),
    ("x in a.py is now 2.", "x-is-now"),
    ("a.py now sets x to 2.", "now-sets"),
    ("Later I set x = 2 in a.py.", "later-set"),
    ("I changed x in a.py to 2.", "changed-x-to"),
    ("a.py's x is 2 now.", "possessive-is-now"),
    ("I flipped x to 2 in a.py.", "flipped-to"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_file_changed_after_the_write_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_a_summary_of_the_write_keeps_the_file() -> None:
    assert kept_after_write("I wrote a.py; it sets x to 1.")
