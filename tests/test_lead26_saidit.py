"""Round 26 (lead): a move, rename or copy-then-delete of the written file said with a pronoun
or "the file", and its DESTINATION named: the destination is another file, but the clause
speaks of the written one (``I renamed it to b.py.``). a.py is not on disk as written."""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I renamed it to b.py afterwards.", id="renamed-it-afterwards"),
        pytest.param("I renamed it to b.py.", id="renamed-it"),
        pytest.param("I renamed the file to b.py.", id="renamed-the-file"),
        pytest.param("I renamed it b.py.", id="renamed-it-no-to"),
        pytest.param("I moved it to lib/a.py.", id="moved-it-same-name"),
        pytest.param("I moved it into old/b.py.", id="moved-it-into"),
        pytest.param("Then I copied it to b.py and deleted it.", id="copied-then-deleted"),
        pytest.param("It now lives in b.py.", id="now-lives-in"),
    ],
)
def test_the_written_file_moved_with_its_destination_named_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I also copied it to b.py.", id="copied-only"),
        pytest.param("I wrote it next to b.py.", id="next-to"),
        pytest.param("It imports helpers from b.py.", id="imports-from"),
    ],
)
def test_the_written_file_beside_another_is_kept(words: str) -> None:
    assert kept_after_write(words)
