"""hunt142-ellipticq: fix-said172 reads a wh-question on the written file answered by a state
of gone (``What happened to a.py? It's gone.``); the elliptic questions a model writes in a
summary (``And a.py? Gone.``, ``a.py? Deleted.``, ``a.py's fate?``, ``Where'd a.py go?``) and the
same questions in German, Spanish and French keep a.py.

Expected by hand: a.py ``x = 1`` is written, then the assistant asks and answers that it is
deleted, moved, renamed or empty: keeping it as written is usable-WRONG. The guards: the same
questions answered by a.py being there.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("And a.py? Gone."), id="and-gone"),
    pytest.param(said("a.py? Deleted.", "anthropic"), id="bare-deleted"),
    pytest.param(said("a.py? Moved to lib/.", "cline"), id="bare-moved"),
    pytest.param(said("And a.py? Empty now."), id="and-empty"),
    pytest.param(said("a.py's fate? Deleted."), id="fate"),
    pytest.param(said("Where'd a.py go? Into old/."), id="whered-go"),
    pytest.param(said("Wo ist a.py jetzt? In old/."), id="de-where-now"),
    pytest.param(said("\u00bfD\u00f3nde est\u00e1 a.py ahora? En old/."), id="es-where-now"),
]

KEPT = [
    pytest.param(said("And a.py? Still there, unchanged."), id="still-there"),
    pytest.param(said("a.py? Ready to run."), id="ready"),
    pytest.param(said("Wo ist a.py? Im Projektordner."), id="de-project-folder"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_question_answered_gone_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_question_answered_present_keeps_the_file(answer: str) -> None:
    assert kept(answer)
