"""hunt132-otherscript: ordinary summaries that remove ANOTHER thing beside the written a.py
(the old script, a.py's tests, its backup, a cache it used) or say what the program deletes:
refused today (the round's base 9ec80bf0 refused them too: no regression, false refusals of the
said-gone reading, tool_calls.says_not_kept).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write): a.py is kept as written.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("I wrote a.py and deleted the old script.", "wrote-and-deleted-old-script"),
    ("I deleted the old script and wrote a.py.", "deleted-old-script-and-wrote"),
    ("Created a.py. Removed the old script.", "created-then-removed-old-script"),
    ("I removed the test file for a.py.", "test-file-for"),
    ("I deleted the backup of a.py.", "backup-of"),
    ("I deleted a.py's old backup.", "possessive-backup"),
    ("I removed the cache directory a.py used.", "cache-dir-it-used"),
    ("a.py deletes stale cache entries.", "program-deletes"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_another_thing_removed_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
