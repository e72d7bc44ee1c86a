"""hunt139-thingandall: a thing of a.py removed (the keep rule 'I removed the debug prints from
a.py', fix-said159 KEPT debug-prints-from / empty-of-todos / lock-file-created) and, in the same
clause, the rest of it: its only statement, the assignment, 'the file' itself, 'the script',
'everything else': the keep rule reads the first thing only.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words (emptied or removed): keeping it usable is usable-WRONG
(refusing is fine). Guards: the thing alone keeps a.py; 'the assignment and the debug prints'
is refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py is now empty of TODOs and of code.", "empty-of-todos-and-code"),
    ("a.py is now empty of TODOs, and of everything else.", "empty-of-everything-else"),
    ("I removed the debug prints from a.py along with the file.", "along-with-the-file"),
    ("I removed the lock file a.py created, then the script.", "lock-file-then-script"),
    ("I removed all unused imports from a.py, and its one statement.", "and-its-one-statement"),
    ("I removed every debug print from a.py and the assignment.", "and-the-assignment"),
    ("I removed the debug prints and the assignment from a.py.", "prints-and-assignment-from"),
    ("I removed the debug prints from a.py and the only statement.", "and-the-only-statement"),
]

KEPT = [
    ("I removed the debug prints from a.py.", "prints-alone"),
    ("a.py is now empty of TODOs.", "empty-of-todos"),
]

REFUSED_ALREADY = [
    ("I removed the assignment and the debug prints from a.py.", "assignment-first"),
    ("I removed the debug prints from a.py, then the file.", "then-the-file"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_rest_of_the_file_removed_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_a_thing_of_the_file_removed_keeps_it(words: str) -> None:
    assert kept_after_write(words)
