"""hunt125-keptinside: false refusals of the round-23 English words of not kept (``dropped``,
``emptied``, ``truncated``, ``thr(own|ew) ... away``, ``got rid``). A JSON transcript writes
a.py (``x = 1``, the tool answers success); the assistant then says what it took out of the
program IN a.py (a parameter, a docstring, a support, a list's items), as models describe
their edit: ``I dropped the unused parameter in a.py.`` The removal-FROM reading
(``_REMOVED_FROM``: ``removed ... from a.py``) does not cover ``in a.py``, and the thing words
(``said_words.THINGS``) do not hold support, logic, state, docstring, list, loop.

Expected by hand: a.py ``x = 1`` is the file on disk (the content written is the edited
program): the answer has one reading and must stay usable; a refusal is a false refusal. Before
534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I dropped the Python 2 support in a.py.", id="dropped-support"),
        pytest.param("I dropped support for Python 2 in a.py.", id="dropped-support-for"),
        pytest.param("I dropped the unused parameter in a.py.", id="dropped-parameter"),
        pytest.param("I emptied the default list in a.py.", id="emptied-list"),
        pytest.param("I truncated the long docstring in a.py.", id="truncated-docstring"),
        pytest.param("I threw away the old retry logic in a.py.", id="threw-away-logic"),
        pytest.param("I got rid of the global state in a.py.", id="got-rid-of-state"),
        pytest.param("I got rid of the duplicated loop in a.py.", id="got-rid-of-loop"),
    ],
)
def test_a_thing_taken_out_of_the_program_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
