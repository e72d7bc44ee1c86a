"""hunt132-undonemore: the work undone said with no object in more words (fix-said152
_WORK_UNDONE): nothing remains, no changes left, kept nothing, a clean tree shown by git status,
nothing written in the end

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("git status shows a clean tree again.", "git-status-clean-again"),
    ("No files remain.", "no-files-remain"),
    ("There are no changes left.", "no-changes-left"),
    ("I kept nothing.", "kept-nothing"),
    ("Nothing I wrote remains.", "nothing-i-wrote-remains"),
    ("I didn't write anything in the end.", "didnt-write-in-the-end"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_the_work_undone_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
