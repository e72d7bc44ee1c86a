"""hunt132-clearedkeep: 'cleared' in its sense of approved (fix-said151 reads ``I cleared a.py``
as the file emptied): ``I cleared a.py for release``, ``Legal cleared a.py for release``, ``I
cleared a.py with the team`` (the round's base 9ec80bf0 kept all three).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write): a.py is approved, kept as
written; refusing it is a false refusal (regression of fix-said151). The guards keep their
neighbours that already read right.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I cleared a.py for release.", "cleared-for-release"),
    ("Legal cleared a.py for release.", "legal-cleared-for"),
    ("I cleared a.py with the team.", "cleared-with-the-team"),
    # guards (read right today)
    ("a.py was cleared by security review.", "guard-cleared-by-review"),
    ("I cleared a.py of lint warnings.", "guard-cleared-of"),
    ("I cleared the warnings in a.py.", "guard-cleared-in"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_cleared_as_approved_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
