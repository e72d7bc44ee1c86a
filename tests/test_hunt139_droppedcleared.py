"""hunt139-droppedcleared: the exceptions of the words of removal fix-said159 added ('I dropped
a.py into the project', 'I cleared a.py for merge': KEPT dropped-into-project, cleared-for-merge)
keep a.py past words that put it into a trash or archive folder of the project, under another
name or folder, or that say 'cleared' emptied it.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words (moved, trashed, emptied): keeping it usable is
usable-WRONG (refusing is fine). Guards: the plain exceptions keep a.py.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I dropped a.py into .trash/.", "into-dot-trash"),
    ("I dropped a.py into the project's attic.", "project-attic"),
    ("I dropped a.py into the project's .Trash folder.", "project-trash-folder"),
    ("I dropped a.py into the project, under lib/.", "project-under-lib"),
    ("I dropped a.py into the project as b.py.", "project-as-other-name"),
    ("I cleared a.py for merge by emptying it.", "cleared-by-emptying"),
    ("I cleared a.py for merge, leaving it empty.", "cleared-leaving-empty"),
    ("I cleared a.py out for merge.", "cleared-out"),
]

KEPT = [
    ("I dropped a.py into the project.", "dropped-into-project"),
    ("I cleared a.py for merge.", "cleared-for-merge"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_dropped_or_cleared_away_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_plain_exceptions_keep_the_file(words: str) -> None:
    assert kept_after_write(words)
