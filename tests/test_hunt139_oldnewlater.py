"""hunt139-oldnewlater: 'I removed the old a.py and wrote a new one.' (fix-said159 KEPT
old-new-one, old-new-next-other) with the new one's other path or folder named later than the
next sentence, after a blank line, or in words fix-said159's next-sentence rule does not read
('Find it at b.py', 'New file: b.py', 'It is now b.py', 'Its path is b.py').

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). The new one is elsewhere,
a.py is removed: keeping it usable as written is usable-WRONG (refusing is fine). Guards: the
new one with no other place keeps a.py; 'The new one is b.py.' as the next sentence is refused.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

_OLD = "I removed the old a.py and wrote a new one."

NOT_KEPT = [
    (f"{_OLD} Tests pass. You will find it in lib/.", "later-find-it-in-folder"),
    (f"{_OLD}\n\nThe new file is b.py.", "blank-line-new-file"),
    (f"{_OLD} Tests pass. The new one is b.py.", "later-new-one-is"),
    (f"{_OLD} Tests pass. Find it at b.py.", "later-find-it-at"),
    (f"{_OLD}\n\nNew file: b.py", "blank-line-label"),
    (f"{_OLD} Tests pass. The new one sits in lib/.", "later-sits-in"),
    (f"{_OLD} All green. Its path is b.py.", "later-its-path"),
    (f"{_OLD} Tests pass. It is now b.py.", "later-it-is-now"),
]

KEPT = [
    (f"{_OLD} Tests pass.", "next-other"),
    ("I removed the old a.py and wrote a new one in its place. Tests pass.", "in-its-place"),
]

REFUSED_ALREADY = [
    (f"{_OLD} The new one is b.py.", "next-new-one-is"),
    (f"{_OLD} Tests pass. It lives in lib/.", "later-lives-in"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_new_one_named_elsewhere_later_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_new_one_in_place_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
