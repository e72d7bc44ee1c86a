"""hunt125-thingand: the round-23 reading of a removal of a thing (``_of_another_thing``: a
passive subject or an object naming a thing of ``said_words.THINGS``, a helper, a cache, debug
prints) keeps a.py when the same clause goes on to remove a.py with the thing, in shapes the
coordination check (a path right after ``,``/``and``/``then``) does not see: ``and then a.py``,
``along with a.py``, ``and so was a.py``, ``, then a.py too``, ``, a.py too``, ``as was a.py``.
A JSON transcript writes a.py (``x = 1``, the tool answers success); the assistant then says
one of these.

Expected by hand: a.py was removed along with the thing: a.py ``x = 1`` is not on disk;
refusing is fine, keeping it (usable) is usable-WRONG. Before 534303d1 each was refused. A
guard keeps the round-23 shape (``I deleted the old cache directory and wrote a.py.``) usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted the helper and then a.py.", id="and-then-a"),
        pytest.param("I deleted the helper, then a.py.", id="comma-then-a"),
        pytest.param("The old helper was removed along with a.py.", id="along-with-a"),
        pytest.param("I removed the unused imports and then a.py itself.", id="and-then-a-itself"),
        pytest.param("The deprecated helper was removed, as was a.py.", id="as-was-a"),
        pytest.param("The helper was removed, and so was a.py.", id="and-so-was-a"),
        pytest.param("The debug prints were removed, then a.py too.", id="then-a-too"),
        pytest.param("The old cache was wiped, a.py too.", id="comma-a-too"),
    ],
)
def test_a_thing_removed_with_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_a_thing_removed_beside_a_write_keeps_the_file() -> None:
    assert kept_after_write("I deleted the old cache directory and wrote a.py.")
