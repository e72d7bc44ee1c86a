"""hunt132-said151keep: ordinary summaries that fix-said151's new words of removal, change,
temporariness and lists read as a.py not kept: ``rm'd``/``mv'd`` of another thing, a temporary
fix made permanent, a ``Cleaned up:`` list naming a.py with what was removed IN it, ``empty of
secrets``, old files swept away and a.py kept (the round's base 9ec80bf0 kept all six:
regressions of fix-said151); a.py tossed or dropped INTO the project (refused at the base too).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and the
assistant then says the words (tests/meant.py kept_after_write): a.py is kept as written.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("a.py was a temporary fix, now made permanent.", "temporary-made-permanent"),
    ("I rm'd the old build dir and wrote a.py.", "rmd-other-dir"),
    ("I mv'd the helpers into a.py.", "mvd-into"),
    ("Cleaned up:\n- a.py (removed dead code)", "cleaned-up-list-in-file"),
    ("a.py is now empty of secrets.", "empty-of"),
    ("I swept the old files away and kept a.py.", "swept-others-kept"),
    ("I tossed a.py into the repo.", "tossed-into"),
    ("I dropped a.py in.", "dropped-in"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_ordinary_summaries_keep_the_file(words: str) -> None:
    assert kept_after_write(words)
