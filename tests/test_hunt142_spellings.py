"""hunt142-spellings: fix-said172 folds ``./``, ``//`` and ``..`` in a path the words name
(``_folded_spellings``) before matching the written a.py; other spellings of the same path
keep a.py: Markdown emphasis by underscores (``_a.py_``, ``__a.py__``), the shell's ``$PWD/``,
the workspace's absolute path, ``~/project/``, or another case (the same file on the
case-insensitive disks of macOS and Windows).

Expected by hand: a.py ``x = 1`` is written, then the assistant says it deleted the path so
spelled: a.py is (or may well be) gone; keeping it as written with no diagnostic is
usable-WRONG (two readings: refuse, or keep naming the other). The guards: another file.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("I deleted _a.py_."), id="underscore-emphasis"),
    pytest.param(said("I deleted __a.py__.", "anthropic"), id="double-underscore"),
    pytest.param(said("I deleted $PWD/a.py."), id="dollar-pwd"),
    pytest.param(said("I deleted ${PWD}/a.py.", "cline"), id="braced-pwd"),
    pytest.param(said("I deleted /workspace/a.py."), id="workspace-absolute"),
    pytest.param(said("I deleted ~/project/a.py.", "anthropic"), id="home-project"),
    pytest.param(said("I deleted `A.py`."), id="upper-case-code"),
    pytest.param(said("I deleted ./A.py."), id="dot-upper-case"),
]

KEPT = [
    pytest.param(said("I deleted _b.py_."), id="other-underscore"),
    pytest.param(said("I deleted $PWD/b.py."), id="other-pwd"),
    pytest.param(said("I deleted /workspace/old/a.py_bak."), id="other-absolute"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_another_spelling_of_the_path_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_another_file_spelled_so_keeps_it(answer: str) -> None:
    assert kept(answer)
