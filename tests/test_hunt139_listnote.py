"""hunt139-listnote: a list item or table row naming a.py with a note of a thing removed in it
(the keep rule 'Cleaned up:\\n- a.py (removed unused imports)', fix-said159 KEPT list-item-note)
and, after a comma, that a.py is now empty, a stub, a template, archived, or moved to lib/:
the note keeps a.py past its second part.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
Guards: the plain note keeps a.py; 'trashed' and 'now b.py' after it are refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("Cleaned up:\n- a.py (removed unused imports, now empty)", "now-empty"),
    ("Cleaned up:\n- a.py (removed unused imports, now in lib/)", "now-in-folder"),
    ("Cleaned up:\n- a.py (removed unused imports, then archived)", "then-archived"),
    ("Cleaned up:\n- a.py (removed unused imports, now a stub)", "now-a-stub"),
    ("Cleaned up:\n- a.py (removed unused imports, kept as a template)", "kept-as-template"),
    ("Summary:\n- a.py: removed unused imports, now empty", "colon-note-now-empty"),
    ("Summary:\n- a.py — removed unused imports, then moved to lib/", "dash-note-moved"),
    ("| File | Change |\n|---|---|\n| a.py | removed unused imports, now empty |", "table-row"),
]

KEPT = [
    ("Cleaned up:\n- a.py (removed unused imports)", "list-item-note"),
    ("Summary:\n- a.py: removed unused imports", "colon-note"),
]

REFUSED_ALREADY = [
    ("Cleaned up:\n- a.py (removed unused imports, trashed)", "trashed"),
    ("Cleaned up:\n- a.py (removed unused imports; now b.py)", "now-other-path"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_note_saying_the_file_changed_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_plain_note_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
