"""hunt139-keptnotas: another thing removed and a.py 'kept', but kept without its contents,
under another name or place, only in history or a backup, or only until now: the keep rule
'I deleted the stale files and kept a.py' (fix-said159 KEPT stale-files-kept) keeps a.py on
the verb 'kept' past words that say it is not kept as written (neighbours of fix-said159's
kept-as-template / left-half-finished / kept-briefly).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
Guards: 'kept a.py' alone or 'kept a.py as is' keeps it.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I deleted the stale files and kept a.py, minus its contents.", "minus-its-contents"),
    ("I deleted the stale files and kept a.py's name only.", "name-only"),
    ("I deleted the stale files and kept a.py as b.py.", "kept-as-other-path"),
    ("I deleted the stale files and kept a.py, renamed to b.py.", "renamed-to"),
    ("I deleted the stale files and kept a.py in git history only.", "in-history-only"),
    ("I deleted the stale files and kept a.py in the backup folder.", "in-backup-folder"),
    ("I deleted the stale files and kept a.py until now.", "until-now"),
    ("I deleted the stale files and kept a.py but without the x assignment.", "without-x"),
]

KEPT = [
    ("I deleted the stale files and kept a.py.", "kept-plain"),
    ("I deleted the stale files and kept a.py as is.", "kept-as-is"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_kept_not_as_written_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_kept_as_written_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
