"""hunt139-renamedwords: a.py renamed or moved in words the rename rules do not read
(a new home, known as, its name is now, a new name, its new path, re-homed, promoted to, turned
into); neighbours of hunt132-renamedmore (goes-by, has-become).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py has a new home in lib/.", "new-home"),
    ("a.py is known as b.py from now on.", "known-as"),
    ("a.py's name is now b.py.", "name-is-now"),
    ("I gave a.py a new name: b.py.", "gave-a-new-name"),
    ("a.py got a new name (b.py).", "got-a-new-name"),
    ("a.py's new path is lib/a.py.", "new-path-is"),
    ("I re-homed a.py to lib/.", "re-homed"),
    ("a.py was promoted to lib/core.py.", "promoted-to"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_file_renamed_or_moved_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_a_summary_of_the_write_keeps_the_file() -> None:
    assert kept_after_write("I wrote a.py; it sets x to 1.")
