"""hunt132-keptbeside: another thing removed and a.py 'kept'/'left', but left empty, blank, out,
as a stub, or kept only for a while (fix-said152 _KEPT_AFTER/_kept_beside keeps a.py on the verb
alone)

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I deleted the config and left a.py empty.", "left-empty"),
    ("I removed the contents and left a.py blank.", "left-blank"),
    ("I removed the code and kept a.py as an empty stub.", "kept-as-empty-stub"),
    ("I removed the body and kept a.py as a placeholder.", "kept-as-placeholder"),
    ("I trashed the old config and kept a.py for a while.", "kept-for-a-while"),
    ("I trashed the old config and kept a.py only until the tests passed.", "kept-only-until"),
    ("I deleted the tests and left a.py out.", "left-out"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_kept_or_left_not_as_written_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
