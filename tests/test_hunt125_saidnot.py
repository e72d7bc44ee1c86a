"""hunt125-saidnot: the round-23 reading of a negated undo (``_NEGATED``: ``not``/``never``
right before the word of not kept: ``I did not revert a.py``) keeps a.py when what is negated
is the undoing of a deletion: ``I did not undo the deletion of a.py``, ``The removal of a.py
was not undone``, ``I did not restore a.py after deleting it``. The negation does not negate
the deletion; it says the deletion stands. A JSON transcript writes a.py (``x = 1``, the tool
answers success); the assistant then says one of these.

Expected by hand: a.py was deleted and not put back: a.py ``x = 1`` is not on disk; refusing is
fine, keeping it (usable) is usable-WRONG. The first six were refused before 534303d1; the last
two (a deletion said in an ``after ...ing`` clause) were kept before too. A guard keeps the
round-23 shape (``I did not revert a.py.``) usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I did not undo the deletion of a.py.", id="not-undo-deletion"),
        pytest.param("I did not revert the deletion of a.py.", id="not-revert-deletion"),
        pytest.param("The deletion of a.py was not reverted.", id="deletion-not-reverted"),
        pytest.param("I didn't roll back the removal of a.py.", id="not-roll-back-removal"),
        pytest.param("The removal of a.py was not undone.", id="removal-not-undone"),
        pytest.param("I haven't restored a.py since deleting it.", id="not-restored-since"),
        pytest.param("I did not restore a.py after deleting it.", id="not-restore-after"),
        pytest.param("I didn't recreate a.py after removing it.", id="not-recreate-after"),
    ],
)
def test_a_negated_undo_of_a_deletion_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_a_negated_revert_keeps_the_file() -> None:
    assert kept_after_write("I did not revert a.py.")
