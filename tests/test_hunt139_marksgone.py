"""hunt139-marksgone: a.py marked gone by Markdown or git marks rather than sentences: struck
through (``~~a.py~~``), a checked task to delete/remove/empty it (``- [x] Remove a.py``; the
checked 'Rename a.py to b.py' and 'Move a.py to lib/' are refused), a ``--name-status`` list
(``D a.py``): neighbours of the listed-removed shapes (hunt132-templists, fix-said160).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). The marks say a.py was
deleted or emptied: keeping it usable as written is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("Files:\n- ~~a.py~~", "struck-in-list"),
    ("~~a.py~~", "struck-alone"),
    ("- [x] delete a.py", "checked-delete"),
    ("- [x] Remove a.py", "checked-remove"),
    ("- [x] Delete `a.py`", "checked-delete-code"),
    ("- [x] Empty a.py", "checked-empty"),
    ("M b.py\nD a.py", "name-status"),
    ("D\ta.py", "name-status-tab"),
]

REFUSED_ALREADY = [
    ("- [x] Rename a.py to b.py", "checked-rename"),
    ("Changes:\n- a.py (deleted)", "changes-deleted"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_a_file_marked_gone_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_an_unchecked_task_keeps_the_file() -> None:
    assert kept_after_write("- [x] Write a.py\n- [ ] Add tests")
