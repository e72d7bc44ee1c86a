"""hunt142-strikemarks: fix-said172 reads ``~~a.py~~`` and ``<del>a.py</del>`` as a.py struck
out (gone) and ``D a.py`` as a git name-status line; the neighbours keep a.py: the HTML
``<s>``/``<strike>`` tags, GFM's single-tilde ``~a.py~``, the word that was true struck after
the path (``a.py ~~kept~~``, ``a.py: ~~created~~``), an arrow to nowhere (``a.py -> /dev/null``,
``a.py -> trash``), and ``D a.py`` in a code span.

Expected by hand: a.py ``x = 1`` is written, then the assistant's text marks it thus: a.py is
deleted; keeping it as written is usable-WRONG. The guards: struck words of another thing, an
arrow to what a.py does, a command with D in a code span.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("Files:\n- <s>a.py</s>"), id="s-tag"),
    pytest.param(said("Files:\n- <strike>a.py</strike>", "anthropic"), id="strike-tag"),
    pytest.param(said("Files:\n- ~a.py~"), id="single-tilde"),
    pytest.param(said("- a.py ~~created~~", "cline"), id="struck-created"),
    pytest.param(said("- a.py: ~~kept~~"), id="struck-kept"),
    pytest.param(said("a.py \u2192 /dev/null"), id="arrow-dev-null"),
    pytest.param(said("a.py -> trash", "anthropic"), id="arrow-trash"),
    pytest.param(said("Git status: `D a.py`"), id="d-code-span"),
]

KEPT = [
    pytest.param(said("<s>Old plan</s> a.py sets x."), id="struck-other"),
    pytest.param(said("a.py -> sets x to 1"), id="arrow-what-it-does"),
    pytest.param(said("Run `D=1 python a.py`."), id="d-env-command"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_mark_of_removal_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_mark_of_another_thing_keeps_the_file(answer: str) -> None:
    assert kept(answer)
