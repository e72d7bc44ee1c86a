"""hunt148-keptqualifiers: fix-marks183 refuses a keep of the written file qualified after it
(``renamed``, ``until``, ``without`` within 160 characters: ``I kept a.py, without its only
line``); the same words in ordinary closing prose refuse a.py, which the base kept: another
file renamed in the next clause, ``without errors``, ``without changes``/``any edits``/``touching
it``, ``until you run it``/``tell me otherwise``/``the next release``, ``renamed nothing``.

Expected by hand: a.py ``x = 1`` is written, then the assistant says it kept a.py (as written)
and something else: a.py stays usable, exactly as written. The guards: the qualified keeps
fix-marks183 closed (``without its only line``, ``kept its name only``).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("I kept a.py; b.py was renamed to c.py."), id="other-renamed"),
    pytest.param(said("I kept a.py, and it runs without errors.", "anthropic"), id="no-errors"),
    pytest.param(said("a.py stays as written until you run it.", "cline"), id="until-run"),
    pytest.param(said("I kept a.py as written until you tell me otherwise."), id="until-told"),
    pytest.param(said("I kept a.py without changes.", "anthropic"), id="without-changes"),
    pytest.param(said("I kept a.py but renamed nothing.", "cline"), id="renamed-nothing"),
    pytest.param(
        said("a.py is kept; the test file was renamed to test_a.py.", "responses"),
        id="test-renamed",
    ),
    pytest.param(
        said("I kept a.py exactly as it was, without touching it."), id="without-touching"
    ),
]

NOT_KEPT = [
    pytest.param(said("I kept a.py, without its only line."), id="without-its-line"),
    pytest.param(said("I kept a.py's filename and rewrote the rest.", "anthropic"), id="filename"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_keep_said_with_ordinary_words_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_keep_qualified_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
