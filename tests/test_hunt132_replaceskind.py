"""hunt132-replaceskind: the replaces exception and the .ext kind exception where a.py itself is
the removed one: 'a.py replaces b.py, so I deleted a.py' (a.py before 'replaces' skipped), 'the
.py files' (plural of a kind a.py has)

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("a.py replaces b.py, so I deleted a.py.", "replaces-then-deleted"),
    ("I removed the .py files.", "py-files-plural"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_the_written_file_removed_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)
