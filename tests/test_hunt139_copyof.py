"""hunt139-copyof: the written a.py itself said as a 'copy of a.py' (its only, every, working,
on-disk copy, the one just written) or as 'the original' beside a copy, and removed: the keep
rule 'the copy of a.py' (fix-said159 KEPT copy-of) keeps a.py on the word 'copy' alone.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). The file the words remove
is the written a.py: it is not on disk as written, keeping it usable is usable-WRONG (refusing
is fine). Guards: another copy removed (a backup, 'the copy of a.py') keeps a.py.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I removed the only copy of a.py.", "only-copy"),
    ("I removed every copy of a.py.", "every-copy"),
    ("I removed the copy of a.py and the original.", "copy-and-the-original"),
    ("I removed the backup of a.py and the original.", "backup-and-the-original"),
    ("I removed the working copy of a.py.", "working-copy"),
    ("I deleted the on-disk copy of a.py.", "on-disk-copy"),
    ("I removed the copy of a.py I had just written.", "copy-just-written"),
    ("I deleted every copy of a.py, including the one I wrote.", "every-copy-including-mine"),
]

KEPT = [
    ("I removed the copy of a.py.", "the-copy"),
    ("I removed the backup of a.py.", "the-backup"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_written_file_said_as_a_copy_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_another_copy_removed_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
