"""hunt142-changedshapes: fix-said171 refuses a written file whose value the assistant says it
changed after the write (``I raised x in a.py to 5``, ``a.py now defines x as 2``); the same
change said in other shapes keeps a.py ``x = 1``: an arrow (``a.py: x 1 -> 2``), the old and
new line in code spans, ``now has`` / ``ends up as`` a line, ``went from 1 to 2``, a verb with
no number (``incremented``), a line appended, type hints added afterwards.

Expected by hand: a.py ``x = 1`` is written (OpenAI, Anthropic or Cline), then the assistant
says a.py holds another value or more lines: a.py on disk is not the one written; keeping it is
usable-WRONG. The guards: the same shapes saying the written value.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("a.py: x 1 \u2192 2"), id="arrow"),
    pytest.param(said("Changed `x = 1` to `x = 2` in a.py.", "anthropic"), id="spans"),
    pytest.param(said("a.py now has `x = 2`."), id="now-has"),
    pytest.param(said("a.py ends up as `x = 2`.", "cline"), id="ends-up-as"),
    pytest.param(said("x in a.py went from 1 to 2."), id="went-from"),
    pytest.param(said("I incremented x in a.py.", "anthropic"), id="incremented"),
    pytest.param(said("I appended `y = 2` to a.py."), id="appended"),
    pytest.param(said("I then added type hints to a.py."), id="then-type-hints"),
]

KEPT = [
    pytest.param(said("a.py now has `x = 1`."), id="now-has-written"),
    pytest.param(said("x in a.py went from 0 to 1."), id="went-to-written"),
    pytest.param(said("a.py: x 0 \u2192 1", "cline"), id="arrow-to-written"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_change_said_after_the_write_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_the_written_value_said_keeps_the_file(answer: str) -> None:
    assert kept(answer)
