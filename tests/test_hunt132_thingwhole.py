"""hunt132-thingwhole: a 'thing in/from a.py' removed that is the whole content (fix-said152
_thing_in_file keeps a.py unless _WHOLE_THING/_WHOLE_OF name the whole: 'whatever was', 'what
was', 'the stuff', 'every statement', 'the lot', 'all of it' are not in those tables)

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine). (a.py holds one line, ``x = 1``: its only line, all of it, whatever was in it, removed
leaves it empty)
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I wiped out whatever was in a.py.", "whatever-was-in"),
    ("I removed what was in a.py.", "what-was-in"),
    ("I deleted the stuff in a.py.", "the-stuff-in"),
    ("I removed every statement from a.py.", "every-statement"),
    ("I stripped each line out of a.py.", "each-line-out-of"),
    ("I removed the lot from a.py.", "the-lot"),
    ("I dropped all of it from a.py.", "all-of-it"),
    ("I deleted the only line in a.py.", "the-only-line"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_the_whole_content_removed_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
