"""hunt142-turnedits: fix-said172 reads a later user turn asking to change a.py by the verbs
of ``_CHANGE_ASKED`` (change, edit, update, fix, rewrite ...); a request to add to, insert
into, append to, refactor, comment out or set a value in a.py, answered ``Done.`` with no call
of a tool, keeps a.py as first written although the assistant says it changed it.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), the user asks for an edit of
a.py, the assistant answers ``Done.``: a.py on disk is the edited one, which the transcript
does not show; keeping the first write as the file is usable-WRONG (refusing is fine). The
guards: requests that leave a.py as it is.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


NOT_KEPT = [
    pytest.param(_asked("Add a docstring to a.py"), id="add-docstring"),
    pytest.param(_asked("Add a main guard to a.py."), id="add-main-guard"),
    pytest.param(_asked("Insert a print at the end of a.py"), id="insert"),
    pytest.param(_asked("Append y = 2 to a.py"), id="append"),
    pytest.param(_asked("Refactor a.py into a class"), id="refactor"),
    pytest.param(_asked("Comment out x in a.py"), id="comment-out"),
    pytest.param(_asked("Increase x in a.py to 5"), id="increase"),
    pytest.param(_asked("Set x to 2 in a.py"), id="set-value"),
]

KEPT = [
    pytest.param(_asked("Run a.py", "Done. It printed nothing."), id="run"),
    pytest.param(_asked("What does a.py do?", "It sets x to 1."), id="question"),
    pytest.param(_asked("Add a.py to git", "Done."), id="add-to-git"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_to_edit_the_file_answered_done_refuses_it(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_request_leaving_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
