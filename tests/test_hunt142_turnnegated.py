"""hunt142-turnnegated: fix-said172 reads a later user turn holding a verb of change
(``_CHANGE_ASKED``) and a pronoun or the written path as a request to change the file; it
reads so the user saying NOT to change it (``don't change it``, ``no need to change
anything``, ``Don't delete a.py.``, ``no changes needed``, ``leave it, don't touch it``): the
base bee7c794 kept them all.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), the user says to leave it as
it is, the assistant agrees: a.py is on disk as written; refusing is a false refusal
(regression of fix-said172). The guards: the user asking for the change does refuse.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _turns(request: str, answer: str) -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_turns("Great, don't change it.", "OK."), id="dont-change-it"),
    pytest.param(_turns("It works, no need to change anything.", "Glad to hear it."), id="no-need"),
    pytest.param(_turns("Don't delete a.py.", "OK, I won't."), id="dont-delete-path"),
    pytest.param(_turns("This is perfect, no changes needed", "\U0001f44d"), id="no-changes"),
    pytest.param(_turns("Please never rename it.", "Understood."), id="never-rename"),
    pytest.param(_turns("No, don't move it.", "OK, it stays."), id="no-dont-move"),
]

NOT_KEPT = [
    pytest.param(_turns("Please change it to x = 2.", "Done."), id="change-it"),
    pytest.param(_turns("Delete a.py.", "Done."), id="delete-path"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_the_user_saying_not_to_change_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_user_asking_the_change_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
