"""hunt142-remainsqualified: the said reader takes ``a.py stays`` / ``a.py remains`` /
``Kept: a.py`` as a.py kept; the same words qualified keep it as well: ``stays, but as an
empty file``, ``remains, renamed to b.py``, ``remains only in the backup``, a ``Kept:`` list
item noted ``(moved to lib/)`` or ``(now empty)``.

Expected by hand: a.py ``x = 1`` is written (OpenAI, Anthropic or Cline), then the assistant
says so: a.py is not on disk as written; keeping it is usable-WRONG. The guards: a.py stays or
is kept as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("a.py stays, but as an empty file."), id="stays-empty"),
    pytest.param(said("a.py remains, renamed to b.py.", "anthropic"), id="remains-renamed"),
    pytest.param(said("a.py remains only in the backup."), id="remains-in-backup"),
    pytest.param(said("Kept: a.py (moved to lib/)", "cline"), id="kept-list-moved"),
    pytest.param(said("Kept: a.py (now empty)"), id="kept-list-empty"),
]

KEPT = [
    pytest.param(said("a.py stays as written."), id="stays-as-written"),
    pytest.param(said("Kept: a.py (unchanged)", "cline"), id="kept-list-unchanged"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_qualified_stay_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_plain_stay_keeps_the_file(answer: str) -> None:
    assert kept(answer)
