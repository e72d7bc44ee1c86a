"""hunt142-turnnouns: fix-said172 takes a user's request to delete as naming the written
files by a pronoun, ``the file`` / ``the script`` / ``the module`` or ``what you wrote``; the
same request naming the only written file by its kind (``the .py file``, ``the Python file``,
``the program``, ``the code you wrote``, ``the whole thing``) or by another spelling of its
path (case, ``~/`` or the workspace's absolute path) keeps a.py.

Expected by hand: a.py ``x = 1`` is the only file written (OpenAI transcript), the user asks to
delete it by those words, the assistant says ``Done.``: a.py is gone; keeping it is
usable-WRONG. The guards: a file of another kind (``the README file``).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


NOT_KEPT = [
    pytest.param(_asked("delete the .py file"), id="the-py-file"),
    pytest.param(_asked("delete the Python file"), id="the-python-file"),
    pytest.param(_asked("Delete the program."), id="the-program"),
    pytest.param(_asked("delete the code you wrote"), id="the-code-you-wrote"),
    pytest.param(_asked("remove the whole thing"), id="the-whole-thing"),
    pytest.param(_asked("Delete A.PY"), id="upper-case"),
    pytest.param(_asked("delete `~/proj/a.py`"), id="home-spelling"),
    pytest.param(_asked("delete /workspace/a.py"), id="absolute-spelling"),
]

KEPT = [
    pytest.param(_asked("delete the README file"), id="readme-file"),
    pytest.param(_asked("delete the .js file"), id="other-kind"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_naming_the_file_by_its_kind_refuses_it(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_a_request_naming_another_file_keeps_it(answer: str) -> None:
    assert kept(answer)
