"""hunt132-renamedmore: fix-said151's neighbours: a new name or place said of a.py in other
words

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("a.py goes by b.py now.", "goes-by"),
    ("a.py has become b.py.", "has-become"),
    ("a.py is b.py now.", "is-b-now"),
    ("a.py now resides in lib/.", "now-resides-in"),
    ("a.py now under lib/.", "now-under"),
    ("`a.py` → `b.py`", "code-arrow"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_new_name_or_place_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
