"""hunt148-turnasked: fix-turns182 does not read as a request a user's question with ``Should I``,
``Can I``, ``How do I`` or a hypothesis (``_TURN_OWN``, ``_TURN_IF``); other shapes of a
question about a change, or of a change by a third person, still refuse a.py (the base refused
them too): ``Is it safe to delete a.py?``, ``Is it OK to rename a.py later?``, ``What's the
best way to move a.py into src/?``, ``I plan to rename a.py``, ``My colleague wants to delete
a.py``, ``Someone may rename a.py later``.

Expected by hand: a.py ``x = 1`` is written, the user asks about a change or reports another
person's plan, the assistant answers in prose (no call): a.py stays as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str) -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_asked("Is it safe to delete a.py?", "Yes, nothing imports it."), id="is-it-safe"),
    pytest.param(_asked("Is it OK to rename a.py later?", "Sure."), id="ok-to-rename"),
    pytest.param(_asked("What's the best way to move a.py into src/?", "git mv."), id="best-way"),
    pytest.param(_asked("I plan to rename a.py at some point.", "OK."), id="i-plan"),
    pytest.param(
        _asked("My colleague wants to delete a.py.", "It's still needed."), id="colleague"
    ),
    pytest.param(_asked("Someone may rename a.py later.", "Fine."), id="someone-may"),
    pytest.param(_asked("How do I delete a.py?", "Use your file manager."), id="how-do-i"),
    pytest.param(_asked("When should I delete a.py?", "After the migration."), id="when-should-i"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_question_or_another_person_s_plan_keeps_the_file(answer: str) -> None:
    assert kept(answer)
