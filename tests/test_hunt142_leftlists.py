"""hunt142-leftlists: the said reader refuses a.py when a list or sentence names it gone, and
``No files remain.``; a summary of what is LEFT that does not hold a.py keeps it: ``Only b.py
remains.``, ``Files left: b.py``, ``Remaining files: none.``, the workspace or folder empty or
holding only another file.

Expected by hand: a.py ``x = 1`` is the only file written (OpenAI, Anthropic or Cline), then
the assistant says what remains and a.py is not among it: a.py is gone; keeping it as written
is usable-WRONG. The guards: what remains holds a.py.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("Only b.py remains."), id="only-other-remains"),
    pytest.param(said("Files left: b.py", "anthropic"), id="files-left"),
    pytest.param(said("Remaining files: none."), id="remaining-none"),
    pytest.param(said("Which files remain? Only b.py.", "cline"), id="which-remain"),
    pytest.param(said("The only file left is b.py."), id="only-file-left"),
    pytest.param(said("Nothing is left in the workspace."), id="nothing-left"),
    pytest.param(said("The project folder is now empty.", "anthropic"), id="folder-empty"),
    pytest.param(said("The workspace now contains only README.md."), id="contains-only"),
]

KEPT = [
    pytest.param(said("Only a.py remains."), id="only-it-remains"),
    pytest.param(said("Files left: a.py, b.py", "anthropic"), id="left-with-it"),
    pytest.param(said("The workspace now contains a.py and README.md."), id="contains-it"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_what_is_left_without_the_file_refuses_it(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_what_is_left_with_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
