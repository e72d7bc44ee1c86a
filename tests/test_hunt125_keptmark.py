"""hunt125-keptmark: false refusals of the round-23 failure marks (``❌``, ``✗`` before the path
are read as the file not kept). A JSON transcript writes a.py (``x = 1``, the tool answers
success); the assistant then sums up the change with before/after marks, as models do: the
cross marks the OLD behaviour (a crash, failing tests), a tick the new one.

Expected by hand: a.py ``x = 1`` is the file on disk (the marks describe the program before and
after the fix): one reading, must stay usable; a refusal is a false refusal. Before 534303d1
each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "\u274c a.py used to crash on empty input; now it handles it.", id="used-to-crash"
        ),
        pytest.param(
            "Before this change: \u274c a.py crashed on empty input. Now \u2705.",
            id="before-crashed-now-tick",
        ),
        pytest.param("| a.py | \u274c before | \u2705 after |", id="table-before-after"),
        pytest.param(
            "\u2717 old behaviour: a.py crashed. \u2713 new: a.py returns None.",
            id="old-behaviour-new",
        ),
        pytest.param(
            "\u274c tests were failing before; a.py fixes them.", id="tests-failing-before"
        ),
    ],
)
def test_a_mark_of_the_old_behaviour_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
