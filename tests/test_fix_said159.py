"""fix-said159: the keep rules of the said reader (tool_calls.says_not_kept) keep a written file
only where the sentence shows the file itself stays as written.

Expected by hand: an OpenAI transcript writes the path (``x = 1``, the tool answering success)
and the assistant then says the words (tests/meant.py kept_after_write). NOT_KEPT: the file is
not on disk as written after the words (removed, emptied, replaced elsewhere, changed after the
write), or both readings are possible: keeping it usable as written would be usable-WRONG.
KEPT: ordinary summaries where another thing is removed, or a part of the file: the file is
kept as written.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    # the old file replaced by a new one said elsewhere or named
    ("I removed the old a.py and wrote a new one called b.py.", "old-new-called"),
    ("I removed the old a.py and wrote a new version in b.py.", "old-new-version-in"),
    ("I deleted the old a.py and wrote a new one, then moved it to src/.", "old-new-moved"),
    ("I deleted the old a.py and created a new file: src/a.py.", "old-new-colon"),
    ("I removed the old a.py and wrote a new one. The new one is b.py.", "old-new-next-path"),
    ("I removed the old a.py and wrote a new one. It lives in lib/.", "old-new-next-folder"),
    ("I deleted the old a.py and wrote a new one; it is b.py.", "old-new-semicolon-path"),
    # kept or left, but not as written
    ("I deleted the config and kept a.py as a template.", "kept-as-template"),
    ("I deleted the config and left a.py half-finished.", "left-half-finished"),
    ("I removed the contents and kept a.py.", "contents-then-kept"),
    ("I removed the code and kept a.py.", "code-then-kept"),
    ("I removed everything and kept a.py.", "everything-then-kept"),
    ("I trashed the old config and kept a.py briefly.", "kept-briefly"),
    # the whole content said as a thing of the file
    ("I deleted all the statements from a.py.", "all-the-statements"),
    ("I removed the entire body from a.py.", "entire-body"),
    ("I removed all of the code in a.py.", "all-of-the-code-in"),
    ("I took every line out of a.py.", "took-every-line-out"),
    ("I cut all the text from a.py.", "cut-all-the-text"),
    ("I removed whatever a.py held.", "whatever-held"),
    ("I deleted everything that was in a.py.", "everything-that-was"),
    ("I removed its only statement from a.py.", "its-only-statement"),
    ("I removed a.py's only line.", "possessive-only-line"),
    ("I removed the whole thing from a.py.", "the-whole-thing"),
    ("I deleted every line of a.py.", "every-line-of"),
    ("I removed the print from a.py and deleted it.", "thing-then-deleted-it"),
    ("I removed the print from a.py and the file too.", "thing-and-the-file-too"),
    # a thing of the file, then the file itself, or after the write
    ("Afterwards I removed the print from a.py.", "afterwards-before"),
    ("I removed the print from a.py afterwards.", "afterwards-after"),
    ("I removed the print from a.py, leaving the file empty.", "leaving-the-file-empty"),
    ("I removed the helper in a.py, leaving it a bare stub.", "leaving-a-stub"),
    ("I deleted the helper in a.py and then the file itself.", "in-then-the-file-itself"),
    ("I deleted the backup of a.py and then a.py itself.", "backup-then-itself"),
    ("I wrote a.py, then removed the assignment from it.", "then-from-it"),
    # the written file itself past the replaces / kind exceptions
    ("a.py supersedes b.py, so I removed a.py.", "supersedes-then-removed"),
    ("I deleted all the .py files.", "all-the-py-files"),
    # the guards of the words of removal and change stay
    ("I cleared a.py.", "cleared-plain"),
    ("I cleared a.py with truncate.", "cleared-with-a-tool"),
    ("a.py is now empty of code.", "empty-of-code"),
    ("a.py was a temporary fix.", "temporary-plain"),
    ("I tossed a.py into the trash.", "tossed-into-trash"),
    ("I dropped a.py.", "dropped-plain"),
    ("I tossed a.py in the bin.", "tossed-in-the-bin"),
    ("I cleared a.py for deletion.", "cleared-for-deletion"),
    ("I rm'd a.py.", "rmd-file"),
    ("a.py got rm'd.", "rmd-passive"),
    ("I swept them away and kept a.py.", "swept-them-kept"),
    ("I removed the test file for a.py and a.py too.", "test-file-and-itself"),
]

KEPT = [
    ("I removed the old a.py and wrote a new one.", "old-new-one"),
    ("I removed the old a.py and wrote a new one in its place.", "old-new-in-its-place"),
    ("I removed the old a.py and wrote a new one. Tests pass.", "old-new-next-other"),
    ("I removed the old a.py and wrote a new one from scratch.", "old-new-from-scratch"),
    ("I tossed a.py in.", "tossed-in"),
    ("I trashed the old config and kept a.py.", "trashed-config-kept"),
    ("I deleted the stale files and kept a.py.", "stale-files-kept"),
    ("I removed the debug prints from a.py.", "debug-prints-from"),
    ("I removed every debug print from a.py.", "every-debug-print"),
    ("I removed all unused imports from a.py.", "all-unused-imports"),
    ("I cleared a.py for merge.", "cleared-for-merge"),
    ("a.py is now empty of TODOs.", "empty-of-todos"),
    ("I dropped a.py into the project.", "dropped-into-project"),
    ("I deleted the tests for a.py.", "tests-for"),
    ("I removed the copy of a.py.", "copy-of"),
    ("I removed the lock file a.py created.", "lock-file-created"),
    ("I wrote a.py and removed the old module.", "old-module"),
    ("I deleted the previous scripts and wrote a.py.", "previous-scripts"),
    ("a.py removes stale cache entries.", "program-removes"),
    ("Cleaned up:\n- a.py (removed unused imports)", "list-item-note"),
    ("I rm'd the stale cache and wrote a.py.", "rmd-cache"),
    ("I tossed the old logs away and kept a.py.", "tossed-old-logs-kept"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_file_not_kept_as_written_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_another_thing_removed_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted the old src folder.", id="old-folder-of-it"),
        pytest.param("I deleted the old src directory and kept notes.", id="old-dir-of-it"),
    ],
)
def test_a_folder_holding_the_file_is_not_another_thing(words: str) -> None:
    assert not kept_after_write(words, "src/a.py")
