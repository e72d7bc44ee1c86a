"""hunt132-thingthenfile: a thing removed from a.py, then the file itself or the file left empty
in the same sentence, or the removal said to come after the write ('Then ...'): the thing-in
rule keeps a.py

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I deleted the debug code from a.py and then the file itself.", "then-the-file-itself"),
    ("I removed the print from a.py, and later a.py as well.", "later-a-py-as-well"),
    ("I removed the assignment from a.py, leaving it empty.", "leaving-it-empty"),
    ("Then I removed the assignment from a.py.", "then-removed-from"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_thing_then_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)
