"""hunt139-undonewords: the work undone in words the 'work undone' rule does not read: a
rollback of 'the last write', a stash, a ``git checkout .``/``git restore .`` said in prose, a
reset sandbox or destroyed container with nothing persisting, a revert to the previous commit,
the repo left 'exactly as it was before'.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). The write is undone: a.py
``x = 1`` is not on disk, keeping it usable is usable-WRONG (refusing is fine). Guards: 'I
reverted my changes.' and 'Then I ran git reset --hard.' are refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I rolled back the last write.", "rolled-back-last-write"),
    ("I stashed my changes.", "stashed-my-changes"),
    ("I ran git checkout . to start over.", "git-checkout-dot-prose"),
    ("I ran git restore . afterwards.", "git-restore-dot-prose"),
    ("The sandbox was reset, so nothing I wrote persists.", "sandbox-reset"),
    ("The container was destroyed; none of the files remain.", "container-destroyed"),
    ("I reverted to the previous commit.", "reverted-to-previous-commit"),
    ("I left the repo exactly as it was before.", "repo-as-before"),
]

REFUSED_ALREADY = [
    ("I reverted my changes.", "reverted-my-changes"),
    ("Then I ran git reset --hard.", "reset-hard"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_work_undone_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_an_ordinary_summary_keeps_the_file() -> None:
    assert kept_after_write("I wrote a.py; it sets x to 1.")
