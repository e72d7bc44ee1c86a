"""hunt125-thinglist: the round-23 reading of a removal of a thing (``_of_another_thing``) reads
the object of ``deleted``/``removed`` up to the first ``,``/``and``/``then`` and takes it as a
thing unless a path or ``the file`` comes RIGHT after that word. A list of objects whose path
comes later, or after an article or adverb (``and the new a.py``, ``and also a.py``, ``, the
tests and a.py``), is read as the thing alone. A JSON transcript writes a.py (``x = 1``, the
tool answers success); the assistant then says it removed a thing and a.py.

Expected by hand: a.py was removed with the other things: a.py ``x = 1`` is not on disk;
refusing is fine, keeping it (usable) is usable-WRONG. Before 534303d1 each was refused.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted the cache and the new a.py.", id="and-the-new-a"),
        pytest.param("I deleted the helper and also a.py.", id="and-also-a"),
        pytest.param("I deleted the helper and my a.py.", id="and-my-a"),
        pytest.param("I removed the helper and the a.py module.", id="and-the-a-module"),
        pytest.param("I deleted the helper, the tests and a.py.", id="list-of-three"),
        pytest.param("I deleted the helper, the cache, and a.py.", id="list-oxford-comma"),
    ],
)
def test_a_thing_listed_with_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)
