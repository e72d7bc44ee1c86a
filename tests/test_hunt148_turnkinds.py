"""hunt148-turnkinds: fix-turns182 reads a written file named by its kind only as ``the/that/
this/your <kind> <file noun>`` (``the Python file``, ``the .py file``); a turn naming the
written files by their kind in other shapes (a shell glob, ``all .py files``, ``every Python
file``, ``the py file`` with no dot, ``the Python one``, ``any .py files``), answered ``Done.``
with no call, keeps a.py.

Expected by hand: a.py ``x = 1`` is the one Python file written; the user asks for the Python
files (so a.py) to be deleted, the assistant answers ``Done.``: a.py is gone; keeping it is
usable-WRONG. The guards: the kind of files none of which was written (``all .js files``).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _asked(request: str, convention: str = "openai", answer: str = "Done.") -> str:
    turns = [("user", request), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


NOT_KEPT = [
    pytest.param(_asked("rm *.py"), id="glob"),
    pytest.param(_asked("Delete all .py files.", "anthropic"), id="all-dot-py-files"),
    pytest.param(_asked("Delete all Python files."), id="all-python-files"),
    pytest.param(_asked("Remove every python file.", "responses"), id="every-python-file"),
    pytest.param(_asked("delete the py file"), id="py-no-dot"),
    pytest.param(_asked("delete the Python one", "anthropic"), id="python-one"),
    pytest.param(_asked("Remove any .py files you made."), id="any-py-files"),
    pytest.param(_asked("Delete the Python scripts.", "responses"), id="python-scripts-plural"),
]

KEPT = [
    pytest.param(_asked("Delete all .js files."), id="all-js-files"),
    pytest.param(_asked("rm *.log", "anthropic"), id="glob-logs"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_written_kind_asked_gone_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_another_kind_asked_gone_keeps_the_file(answer: str) -> None:
    assert kept(answer)
