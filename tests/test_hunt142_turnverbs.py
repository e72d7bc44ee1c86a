"""hunt142-turnverbs: fix-said172 refuses a written file that a later user turn asks to change
only when the turn holds a verb of ``_CHANGE_ASKED`` (delete, remove, rename, move, revert,
undo + a pronoun ...): other verbs of the same requests (nuke, ditch, scrap, purge, put into a
folder, call it another name), a bare ``undo``, or the user saying the file is not needed,
answered by the assistant's ``Done.``, keep a.py as written.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), the user asks for it to go,
move or be undone, the assistant answers that it did so: a.py is not on disk as written;
keeping it is usable-WRONG. The guards: requests that leave a.py as it is.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


NOT_KEPT = [
    pytest.param(_asked("nuke a.py"), id="nuke"),
    pytest.param(_asked("ditch a.py"), id="ditch"),
    pytest.param(_asked("scrap a.py"), id="scrap"),
    pytest.param(_asked("purge a.py"), id="purge"),
    pytest.param(_asked("put a.py in src/"), id="put-in-folder"),
    pytest.param(_asked("call a.py b.py instead"), id="call-it-instead"),
    pytest.param(_asked("undo"), id="bare-undo"),
    pytest.param(_asked("We don't need a.py anymore."), id="not-needed"),
]

KEPT = [
    pytest.param(_asked("Run a.py", "Done. It printed nothing."), id="run"),
    pytest.param(_asked("Explain a.py", "It sets x to 1."), id="explain"),
    pytest.param(_asked("Commit a.py"), id="commit"),
    pytest.param(_asked("Write tests for a.py"), id="tests-for"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_of_removal_in_other_words_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_request_leaving_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
