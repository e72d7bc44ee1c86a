"""hunt125-saidcopy: the round-23 reading of a copy onto the written file (``_COPIED_ONTO``,
``_CP_COMMAND``: the word after ``to``/``over``/``onto``, or cp's last word, is what is
written over) misses copies said the other way round: cp given its target folder first (``-t
DIR``) or last as ``.``, a copy "over from" another file, a source named ``a.py.bak`` or
``a.py.orig`` (the path word there is no whole path), a replacement with the backup, a copy of
a backup of a.py into the project folder. A JSON transcript writes a.py (``x = 1``, the tool
answers success); the assistant then says one of these.

Expected by hand: after each, a.py on disk holds the other file's (the backup's, b.py's)
content, not ``x = 1``: refusing is fine, keeping a.py ``x = 1`` (usable) is usable-WRONG.
A control copies FROM a.py (kept, as the round-23 rules say).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I ran cp -t . backup/a.py.", id="cp-t-dot"),
        pytest.param("I ran cp backup/a.py .", id="cp-dest-dot"),
        pytest.param("I copied a.py over from b.py.", id="copied-over-from"),
        pytest.param("I copied a.py.bak to a.py.", id="bak-to-a"),
        pytest.param("I moved a.py.orig back to a.py.", id="orig-back-to-a"),
        pytest.param("I copied the backup of a.py back.", id="backup-of-a-back"),
        pytest.param("I replaced a.py with the backup.", id="replaced-with-backup"),
        pytest.param("I copied backup/a.py into the project root.", id="into-project-root"),
    ],
)
def test_another_content_copied_onto_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I ran cp a.py backup/a.py.", id="cp-from-a"),
        pytest.param("I copied a.py to backups/a.py.", id="copied-a-to-backups"),
    ],
)
def test_a_copy_from_the_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)
