"""hunt139-summaryrefused: ordinary summaries of the write refused: another thing removed (the
old draft, design, placeholder, stub, skeleton, everything unnecessary) and a.py written in full,
or the old a.py replaced by a new one said with what it is like ('that is much simpler', 'with
cleaner code'): fix-said159's KEPT old-new-from-scratch / previous-scripts hold only for their
exact words. Not regressions: base26 refused them too.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py is on disk as written
(the words describe that write): it should be kept usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

KEPT = [
    ("I removed the old a.py and wrote a new one that is much simpler.", "new-one-simpler"),
    ("I removed the old a.py and wrote a new one with cleaner code.", "new-one-cleaner"),
    ("I tossed the old design and wrote a.py from scratch.", "tossed-old-design"),
    ("I scrapped the old draft and wrote a.py.", "scrapped-old-draft"),
    ("I deleted the placeholder and wrote the real a.py.", "placeholder-then-real"),
    ("I deleted the stub and wrote a.py in full.", "stub-then-in-full"),
    ("I deleted the skeleton and wrote a.py properly.", "skeleton-then-properly"),
    ("I removed everything unnecessary; a.py just sets x.", "everything-unnecessary"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_an_ordinary_summary_of_the_write_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


def test_guard_the_threw_out_prototype_summary_keeps_the_file() -> None:
    assert kept_after_write("I threw out the prototype and wrote a.py.")
