"""hunt139-mergedgone: a.py merged into another file (folded, inlined, subsumed,
absorbed, consolidated), torn down as scaffolding, or listed under Retired:/Gone:/Obsolete
(deleted): (neighbours of hunt132-templists' Deleted files, fix-said160's listed-removed).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk at a.py as written after the words: keeping it usable is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("a.py was folded into b.py.", "folded-into"),
    ("a.py was inlined into b.py.", "inlined-into"),
    ("a.py was absorbed by b.py.", "absorbed-by"),
    ("a.py was subsumed into b.py.", "subsumed-into"),
    ("a.py was scaffolding I later tore down.", "scaffolding-torn-down"),
    ("Retired:\n- a.py", "retired-list"),
    ("Gone:\n- a.py", "gone-list"),
    ("Obsolete (deleted):\n- a.py", "obsolete-deleted-list"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_file_merged_or_listed_gone_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_a_summary_of_the_write_keeps_the_file() -> None:
    assert kept_after_write("I wrote a.py; it sets x to 1.")
