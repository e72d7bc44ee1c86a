"""hunt125-hyphen: the round-23 reading of an option's name (``_of_another_thing``: a word of
not kept right after ``-`` is an option, ``--reset``) takes every hyphenated compound for one:
``force-deleted``, ``auto-reverted``, ``hard-reverted``, ``git-reverted``, ``re-deleted``. A
JSON transcript writes a.py (``x = 1``, the tool answers success); the assistant then says a.py
was deleted or reverted with such a compound.

Expected by hand: a.py was deleted or reverted: a.py ``x = 1`` is not on disk; refusing is fine,
keeping it (usable) is usable-WRONG. Before 534303d1 each was refused. A guard keeps the
round-23 option shape usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I force-deleted a.py.", id="force-deleted"),
        pytest.param("a.py was auto-reverted by the formatter hook.", id="auto-reverted"),
        pytest.param("The watcher auto-deleted a.py.", id="watcher-auto-deleted"),
        pytest.param("I hard-reverted a.py.", id="hard-reverted"),
        pytest.param("a.py got git-reverted.", id="git-reverted"),
        pytest.param("I then re-deleted a.py.", id="re-deleted"),
        pytest.param("a.py was force-removed.", id="force-removed"),
    ],
)
def test_a_hyphenated_undo_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_an_option_name_keeps_the_file() -> None:
    assert kept_after_write("Run a.py with --reset to start over.")
