"""hunt142-keptqualified: fix-said170 keeps a.py on ``I kept a.py`` only when the sentence
shows a.py itself stays as written (``kept a.py as a stub`` / ``under old/`` / ``but emptied
it`` refuse); other qualifiers of the same keep still keep it: only its name (``kept a.py's
name but replaced its body``), another name (``(as b.py)``, ``, renamed``), its only line gone
(``minus its only line``), only in git history, for a while (``around until the tests
passed``), as a symlink to another file, its contents only in another file.

Expected by hand: a.py ``x = 1`` is written (OpenAI, Anthropic or Cline), then the assistant
says so: a.py is not on disk as written; keeping it is usable-WRONG. The guards: a.py kept
unchanged, or kept and merely ignored by git.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("I kept a.py's name but replaced its body."), id="name-only"),
    pytest.param(said("I kept a.py (as b.py).", "anthropic"), id="as-other-name"),
    pytest.param(said("I kept a.py, renamed.", "cline"), id="renamed"),
    pytest.param(said("I kept a.py, minus its only line."), id="minus-only-line"),
    pytest.param(said("I kept a.py in git history only."), id="history-only"),
    pytest.param(said("I kept a.py around until the tests passed.", "anthropic"), id="until"),
    pytest.param(said("I kept a.py as a symlink to lib/a.py."), id="as-symlink"),
    pytest.param(said("I kept a.py \u2014 well, its contents, in b.py.", "cline"), id="in-other"),
]

KEPT = [
    pytest.param(said("I kept a.py unchanged."), id="unchanged"),
    pytest.param(said("I kept a.py, but in .gitignore."), id="gitignored"),
    pytest.param(said("I kept a.py as the entry point.", "anthropic"), id="as-entry-point"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_qualified_keep_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_plain_keep_keeps_the_file(answer: str) -> None:
    assert kept(answer)
