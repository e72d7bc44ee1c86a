"""hunt132-cleancommitted: the working tree or repository said clean again BECAUSE a.py was
committed: fix-said152 reads ``clean again`` as the work undone; the round's base 9ec80bf0 kept
a.py (regressions of fix-said152).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and the
assistant then says the words (tests/meant.py kept_after_write): a.py is committed, kept as
written. The guard: clean again after a revert still refuses.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("The working tree is clean again after committing a.py.", "clean-after-committing"),
    ("I committed a.py; the working tree is clean again.", "committed-then-clean"),
    ("The repository is clean again: a.py is committed.", "clean-colon-committed"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_clean_because_committed_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


def test_guard_clean_again_after_a_revert_refuses() -> None:
    assert not kept_after_write("I reverted a.py; the working tree is clean again.")
