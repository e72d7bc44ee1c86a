"""hunt132-undoneexcept: the work undone said with no object, but with the written a.py named as
the exception (``Apart from a.py, I made no changes.``, ``Nothing was left behind but a.py.``,
``No files were changed; a.py is new.``): fix-said152's _WORK_UNDONE reads them as nothing
kept; the round's base 9ec80bf0 kept a.py (regressions of fix-said152).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and the
assistant then says the words (tests/meant.py kept_after_write): a.py is the one change, kept as
written.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("No files were changed; a.py is new.", "no-files-changed-a-is-new"),
    ("No files were modified, only a.py was added.", "only-a-added"),
    ("Nothing was left behind but a.py.", "nothing-left-but"),
    ("I left nothing behind except a.py.", "left-nothing-except"),
    ("Apart from a.py, I made no changes.", "apart-from-fronted"),
    ("Other than a.py, no files were changed.", "other-than-fronted"),
    ("Aside from writing a.py, I haven't changed anything.", "aside-from-writing"),
    ("The workspace is clean again apart from the new a.py.", "clean-again-apart-from"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_the_work_undone_but_the_written_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)
