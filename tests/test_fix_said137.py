"""fix-said137 (round 24, issue 24): the assistant's words after a write, the other readings
each new shape of says_not_kept guards against, and the shapes that merge closed.

Expected by hand: ``not kept_after_write`` where the words may say a.py ``x = 1`` is not on
disk (removed, moved away, the work put back); ``kept_after_write`` where they cannot (a thing
inside the file, another file, a tidy-up of its code).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        # (fix-xml127's look-ahead over any noun phrase kept these: a draft, a lockfile may
        # be a.py; merged into the one THINGS rule of _of_another_thing)
        pytest.param("I wrote a.py as a draft and then deleted the draft.", id="draft"),
        pytest.param("I created a.py as a stopgap and then removed the stopgap.", id="stopgap"),
    ],
)
def test_a_removal_of_a_noun_that_may_be_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I created a.py and removed the old cache.", id="old-cache"),
        pytest.param("I deleted the stale helper and wrote a.py.", id="stale-helper"),
    ],
)
def test_a_removal_of_a_thing_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
