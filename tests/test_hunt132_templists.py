"""hunt132-templists: fix-said151's neighbours: the file there only for a while in other words;
a removal list under a Markdown heading or a lead with no colon

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("a.py was short-lived.", "short-lived"),
    ("a.py only lived for the test run.", "only-lived-for"),
    ("a.py was ephemeral.", "ephemeral"),
    ("### Deleted\n- a.py", "heading-deleted"),
    ("Deleted files\n- a.py", "lead-no-colon"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_temporary_or_listed_removed_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
