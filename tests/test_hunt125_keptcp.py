"""hunt125-keptcp: false refusals of the round-23 reading of a copy said as its command
(``_CP_COMMAND``: ``cp``, then up to six words, then a path at a sentence's end or before
``and``/``then``, is read as cp's last word, the file written over). In prose the words after
``cp`` run on past the command to the written path: ``Run cp .env.example .env, then start
a.py.``, ``The deploy script uses cp to ship a.py.`` A JSON transcript writes a.py (``x = 1``,
the tool answers success); the assistant then says one of these.

Expected by hand: no copy onto a.py is said (the cp writes .env, or cp is the word of a tool):
a.py ``x = 1`` is the file on disk, one reading, must stay usable; a refusal is a false
refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Use cp to make a backup before editing a.py.", id="use-cp-backup"),
        pytest.param("Run cp .env.example .env, then start a.py.", id="cp-env-then-start"),
        pytest.param("Run cp .env.example .env and then run a.py.", id="cp-env-and-run"),
        pytest.param("Remember: cp overwrites without asking, unlike a.py.", id="cp-overwrites"),
        pytest.param("The deploy script uses cp to ship a.py.", id="uses-cp-to-ship"),
        pytest.param("Next, cp the env file and start a.py.", id="cp-env-file-and-start"),
        pytest.param("You can now cp your settings over and run a.py.", id="cp-settings-over"),
    ],
)
def test_cp_in_prose_not_onto_the_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)
