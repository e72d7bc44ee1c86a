"""hunt139-temporarywords: the written a.py said temporary in words the temporary rule does not
read (a stopgap, a scratchpad, a throwaway, transient, a stand-in until b.py was ready, never
meant to stay 'and it didn't', for debugging only 'and has been cleaned up', a placeholder
'replaced by b.py'): neighbours of fix-said159's temporary-plain and hunt132-templists
(short-lived, only-lived-for, ephemeral).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). A temporary a.py, cleaned
up or replaced, is not what the model means to leave on disk: keeping it usable as written is
usable-WRONG (refusing is fine). Guards: 'since removed', 'that I binned' are refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py was a stopgap.", "stopgap"),
    ("a.py served as a scratchpad.", "scratchpad"),
    ("a.py is a throwaway.", "throwaway"),
    ("a.py was transient.", "transient"),
    ("a.py was a stand-in until b.py was ready.", "stand-in-until"),
    ("a.py was never meant to stay, and it didn't.", "never-meant-to-stay"),
    ("a.py was for debugging only and has been cleaned up.", "debugging-only-cleaned-up"),
    ("a.py was a placeholder, replaced by b.py.", "placeholder-replaced-by"),
]

REFUSED_ALREADY = [
    ("a.py was a one-shot helper, since removed.", "since-removed"),
    ("a.py was a quick hack that I binned.", "binned"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_a_temporary_file_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_a_file_said_permanent_keeps_it() -> None:
    assert kept_after_write("a.py is the permanent entry point.")
