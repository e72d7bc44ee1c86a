"""hunt142-struckdone: fix-said172 reads a.py struck out (``~~a.py~~``) as gone; it refuses as
well the common Markdown habit of striking a DONE task or an old value: ``~~Write a.py~~ \u2705``,
``~~Add a.py~~ (done)``, ``- [x] ~~Create a.py~~``, ``~~Fix the bug in a.py~~ fixed``,
``~~x = 0~~ -> a.py now sets x = 1``, a roadmap item ``~~a.py~~ done``: the base bee7c794 kept
them all.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), then the assistant's list
strikes the task of writing it, marked done: a.py is on disk as written; refusing is a false
refusal (regression of fix-said172). The guards: a.py struck as no longer needed.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("~~Add a.py~~ (done)"), id="add-done"),
    pytest.param(said("1. ~~Write `a.py`~~ \u2705"), id="write-check"),
    pytest.param(said("- [x] ~~Create a.py~~", "anthropic"), id="checked-create"),
    pytest.param(said("- ~~Fix the bug in a.py~~ fixed"), id="fix-fixed"),
    pytest.param(said("- ~~Set x in a.py~~ done"), id="set-done"),
    pytest.param(said("~~x = 0~~ \u2192 a.py now sets x = 1."), id="old-value-struck"),
    pytest.param(said("Roadmap:\n- ~~a.py~~ done\n- b.py next"), id="roadmap-done"),
]

NOT_KEPT = [
    pytest.param(said("Files:\n- ~~`a.py`~~ (no longer needed)"), id="no-longer-needed"),
    pytest.param(said("- ~~a.py~~ (removed)", "anthropic"), id="struck-removed"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_struck_done_task_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_file_struck_as_gone_is_refused(answer: str) -> None:
    assert not kept(answer)
