"""hunt142-turnother: fix-said172 reads a later user turn holding a verb of change
(``_CHANGE_ASKED``) and a pronoun as a request to change the written file; it reads so the
user's own thanks (``that fixed it``), what the user did or will do elsewhere (``I updated my
config to use it``, ``I'll move it myself later``, ``I removed my old version of it``) and a
question the assistant answers without changing a.py (``Should I rename it?`` ``No``): the base
bee7c794 kept them all.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), the user says these words,
the assistant answers without a change of a.py: a.py is on disk as written (what the user
does later on their own disk is not the model's output); refusing is a false refusal
(regression of fix-said172). The guards: a request the assistant says it did.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _turns(request: str, answer: str) -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_turns("Thanks, that fixed it!", "Great!"), id="that-fixed-it"),
    pytest.param(_turns("Perfect, I updated my config to use it.", "Great."), id="updated-config"),
    pytest.param(_turns("I'll move it myself later.", "Sounds good."), id="move-it-myself"),
    pytest.param(_turns("Thanks! I removed my old version of it.", "Great."), id="removed-my-old"),
    pytest.param(_turns("Should I rename it?", "No, keep the name."), id="should-i-rename"),
    pytest.param(_turns("Does this replace my old script?", "Yes."), id="does-this-replace"),
    pytest.param(
        _turns("Can I delete the old script now that a.py exists?", "Yes, a.py replaces it."),
        id="can-i-delete-old",
    ),
]

NOT_KEPT = [
    pytest.param(_turns("Please rename it to b.py.", "Renamed."), id="rename-it"),
    pytest.param(_turns("Can you delete it?", "Sure, done."), id="can-you-delete"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_user_turn_that_asks_no_change_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_user_asking_the_change_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
