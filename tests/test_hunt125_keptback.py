"""hunt125-keptback: false refusals of the round-23 English words of the work undone: ``put ...
back``, ``is/set back to the``, ``original/clean state``, and a throw-away (``threw away``,
``got rid of``) of the old code before the write. A JSON transcript writes a.py (``x = 1``, the
tool answers success); the assistant then describes its edit or the program: it put a part
back INTO a.py, the program sets state back to defaults, a fixture puts the database back to
its original state, a.py is a clean state machine, it threw the old parser away and rewrote
a.py.

Expected by hand: a.py ``x = 1`` is the file on disk (every sentence speaks of a part put into
the written file, of what the program does, or of old code the write replaced): one reading,
must stay usable; a refusal is a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I put the validation back into a.py.", id="put-validation-back-into"),
        pytest.param("I put the docstring back in a.py.", id="put-docstring-back-in"),
        pytest.param(
            "In a.py, the state is set back to the defaults after each run.",
            id="state-set-back-to-defaults",
        ),
        pytest.param(
            "After the test, the database is back to its original state, thanks to the "
            "fixture in a.py.",
            id="database-original-state",
        ),
        pytest.param(
            "The cursor is back to its original position after a.py runs.",
            id="cursor-back-after-run",
        ),
        pytest.param(
            "I kept the original behaviour: a.py is a clean state machine.",
            id="clean-state-machine",
        ),
        pytest.param(
            "I threw away the old parser and rewrote a.py from scratch.", id="threw-away-rewrote"
        ),
        pytest.param(
            "I got rid of the old version and wrote a fresh a.py.", id="got-rid-wrote-fresh"
        ),
    ],
)
def test_a_part_put_back_or_the_program_state_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
