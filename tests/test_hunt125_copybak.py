"""hunt125-copybak: false refusals of the round-23 copy reading (``_COPIED_ONTO``,
``_CP_COMMAND``). A JSON transcript writes a.py (``x = 1``, the tool answers success); the
assistant then says it copied a.py to a backup beside it, named after it (``a.py.bak``,
``a.py.orig``, ``a.py~``), or a template to ``a.py.j2``. The path pattern of the copy's target
stops inside the longer name and reads ``a.py`` as the file written over.

Expected by hand: a copy FROM a.py (or onto another file) leaves a.py as written: a.py ``x = 1``
is the file on disk, the answer has one reading and must stay usable (before 534303d1 each was
kept); a refusal is a false refusal.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I copied a.py to a.py.bak.", id="copied-to-bak"),
        pytest.param("I ran cp a.py a.py.bak.", id="cp-to-bak"),
        pytest.param("Then I ran `cp a.py a.py.bak` to keep a backup.", id="cp-code-to-bak"),
        pytest.param("I copied a.py to a.py.orig for reference.", id="copied-to-orig"),
        pytest.param("I copied a.py to a.py~.", id="copied-to-tilde"),
        pytest.param("I copied the template to a.py.j2.", id="template-to-j2"),
    ],
)
def test_a_copy_to_a_longer_name_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
