"""hunt139-whatiwrote: the written file removed as 'what I wrote', 'whatever I had created',
'my files', 'all my output', 'the files I made' (no path, no 'it'): neighbours of the 'work
undone' words ('I deleted everything I wrote.', 'I removed all files I created.' are refused).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py is the only file
written, so what the words remove is a.py: keeping it usable is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I deleted what I wrote.", "deleted-what-i-wrote"),
    ("I threw away what I wrote.", "threw-away-what"),
    ("What I wrote is gone.", "what-i-wrote-is-gone"),
    ("I removed all my output.", "all-my-output"),
    ("I deleted whatever I had created.", "whatever-i-had-created"),
    ("I erased what I had written.", "erased-what-written"),
    ("My files were deleted afterwards.", "my-files-deleted"),
    ("I cleaned up all the files I made.", "cleaned-up-files-i-made"),
]

REFUSED_ALREADY = [
    ("I deleted everything I wrote.", "everything-i-wrote"),
    ("I removed all files I created.", "all-files-i-created"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_what_i_wrote_removed_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_an_ordinary_summary_keeps_the_file() -> None:
    assert kept_after_write("What I wrote is in a.py.")
