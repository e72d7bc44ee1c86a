"""hunt142-samevalue: fix-said171 refuses a written file the assistant says it changed after
the write (a value changed, a new name, a temporary file); it refuses as well the ordinary
summaries where the value said IS the one written (``x = 1`` written, ``a.py now defines x as
1``), where a.py is the new name given, or a throwaway script the user asked for: the base
bee7c794 kept them all.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), then the assistant describes
the file as written: a.py is on disk as written; refusing is a false refusal (regression of
fix-said171). The guards: a value other than the written one, a new name other than a.py.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("x in a.py is now 1, up from 0."), id="now-1-up-from-0"),
    pytest.param(said("The value of x in a.py is now 1."), id="value-of-x-now-1"),
    pytest.param(said("a.py's x is now 1."), id="possessive-now-1"),
    pytest.param(said("a.py now defines x as 1."), id="now-defines-as-1"),
    pytest.param(said("I changed x to 1 in a.py."), id="changed-to-1"),
    pytest.param(said("I raised x in a.py to 1."), id="raised-to-1"),
    pytest.param(said("a.py is a throwaway script for this migration."), id="throwaway-script"),
    pytest.param(said("I gave the file a new name: a.py."), id="new-name-is-it"),
]

NOT_KEPT = [
    pytest.param(said("The value of x in a.py is now 2."), id="value-now-2"),
    pytest.param(said("I changed x to 2 in a.py."), id="changed-to-2"),
    pytest.param(said("I gave the file a new name: b.py."), id="new-name-other"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_the_file_described_as_written_is_kept(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_file_said_changed_otherwise_is_refused(answer: str) -> None:
    assert not kept(answer)
