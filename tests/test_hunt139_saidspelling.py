"""hunt139-saidspelling: the said words name the written file by another spelling of the same
relative path: a doubled slash (``src//a.py``, ``.//a.py``), a ``.`` segment (``src/./a.py``,
``././a.py``), a ``..`` segment back into the same folder (``src/../src/a.py``,
``lib/../a.py``): named_paths.folded folds only paths from ``/`` (lead26's ``//`` fold), so the
said path is not read as the written one.

Expected by hand: an OpenAI transcript writes the path (``x = 1``, the tool answering success)
and the assistant then says the words (tests/meant.py kept_after_write). Each spelling is the
written file on every file system: it is deleted, renamed or emptied, keeping it usable is
usable-WRONG (refusing is fine). Guards: the absolute spellings are refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I deleted src//a.py.", "src/a.py", "inner-double-slash"),
    ("I deleted src/./a.py.", "src/a.py", "dot-segment"),
    ("I deleted src/../src/a.py.", "src/a.py", "dotdot-back-in"),
    ("I deleted src/sub/../a.py.", "src/a.py", "dotdot-sub"),
    ("I deleted .//a.py.", "a.py", "dot-double-slash"),
    ("I deleted lib/../a.py.", "a.py", "dotdot-to-root"),
    ("I renamed src//a.py to b.py.", "src/a.py", "renamed-double-slash"),
    ("src/./a.py is now empty.", "src/a.py", "emptied-dot-segment"),
]

REFUSED_ALREADY = [
    ("I deleted /work//a.py.", "/work/a.py", "absolute-double-slash"),
    ("I deleted /work/x/../src/a.py.", "/work/src/a.py", "absolute-dotdot"),
]


@pytest.mark.parametrize(
    ("words", "path"), [pytest.param(w, p, id=i) for w, p, i in NOT_KEPT + REFUSED_ALREADY]
)
def test_another_spelling_of_the_written_path_is_the_file(words: str, path: str) -> None:
    assert not kept_after_write(words, path)


def test_guard_another_file_removed_keeps_it() -> None:
    assert kept_after_write("I deleted src//b.py.", "src/a.py")
