"""fix-said171: the assistant's words after its write (tool_calls.says_not_kept), expected by
hand, neighbours of the hunt139 classes: a second clause after what the program does
(``_PROGRAM_THEN``, in English or another language), a new name or place, a merge, a value
changed, a temporary file (``_SAID_MORE``, ``_GONE_PLAIN``), the work undone in more words
(``_WORK_UNDONE_171``), a list lead of files gone (``Retired:``, ``Gone:``), a list note's part
saying the file is gone (``_NOTE_GONE``); and the neighbours that must stay kept."""

from __future__ import annotations

import pytest
from meant import kept_after_write

from artifact_codec.ingest.conventions.tool_calls import says_not_kept

#: a.py ``x = 1`` is not on disk as written after these words: refusing is the only safe answer.
GONE = [
    # what the program does, then the file removed, emptied or renamed in the same sentence
    "a.py removes stale cache entries, so I deleted it.",
    "a.py removes stale cache entries, and afterwards I deleted it.",
    "a.py cleans the cache, but then I removed it.",
    "a.py prunes old logs and was later deleted.",
    "a.py removes stale cache entries and has since been removed.",
    "a.py removes stale cache entries, then we emptied it.",
    "a.py handles the cache, so I moved it to lib/.",
    "a.py clears the cache, so I cleared the file too.",
    "a.py removes stale cache entries, ich habe es umbenannt.",
    "a.py removes stale cache entries, je l'ai renommé.",
    "a.py removes stale cache entries, lo he eliminado.",
    "a.py removes stale cache entries, l'ho svuotato.",
    # a new name or place
    "a.py found a new home in lib/.",
    "a.py now has a new home: lib/a.py.",
    "a.py is now known as b.py.",
    "a.py's path is now lib/a.py.",
    "a.py's new location is lib/a.py.",
    "I gave it a new name: b.py.",
    "I rehomed a.py.",
    "a.py was demoted to legacy/a.py.",
    "I turned a.py into lib/core.py.",
    "I renamed it to b.py.",
    "I moved it into b.py.",
    "The file was renamed to lib/b.py.",
    # merged into another file
    "a.py was merged into b.py.",
    "a.py has been consolidated into b.py.",
    "I folded a.py into b.py.",
    "I inlined it into b.py.",
    "a.py got squashed into b.py.",
    "The file was folded back into b.py.",
    # a value changed after the write
    "I raised x in a.py to 5.",
    "I switched the flag in a.py to `False`.",
    "I changed x to 2 in a.py.",
    "I adjusted a.py so that x equals 3.",
    "The value of x in a.py is now 2.",
    "a.py's timeout is now 30.",
    "a.py now defines x as 2.",
    "Then I bumped the version in a.py.",
    "After that, I tweaked the retries in a.py.",
    # temporary
    "a.py was just a quick stopgap.",
    "a.py acted as a stand-in.",
    "a.py was a temporary placeholder.",
    "a.py was only a throwaway.",
    "a.py is just a throwaway.",
    "a.py was only for testing purposes.",
    "a.py was never intended to be kept.",
    "a.py was scaffolding, which I tore down.",
    # the work undone
    "I reverted the last change.",
    "I undid my latest edit.",
    "I rolled back the previous change, so a.py is gone.",
    "I ran git checkout -- . afterwards.",
    "Then I ran `git restore .` to clean up.",
    "I reverted back to the original state.",
    "The workspace was wiped, so nothing I made survives.",
    "The VM was destroyed afterwards.",
    "None of my changes remain.",
    "I left the repository just as I found it.",
    # a list lead of files gone
    "Retired files:\n- a.py",
    "### Gone\n- a.py",
    "Archived:\n- a.py",
    "Superseded (removed):\n- a.py",
    # a list note's part saying the file is gone, emptied or moved
    "Changes:\n- a.py (fixed a typo, then deleted)",
    "Changes:\n- a.py (removed unused imports; now empty)",
    "Changes:\n- a.py (removed unused imports, renamed to b.py)",
    "Changes:\n- a.py (removed unused imports, now under lib/)",
    "Changes:\n- a.py (removed unused imports, left as a stub)",
    "Changes:\n- a.py (now empty)",
    "Changes:\n- a.py (moved to lib/)",
    "| File | Change |\n|---|---|\n| a.py | deleted |",
    "Summary:\n- a.py \u2013 removed unused imports, then archived",
]

#: Ordinary answers that keep a.py ``x = 1`` as written.
KEPT = [
    "a.py removes stale cache entries.",
    "a.py deletes temp files and logs what it removed.",
    "a.py removes stale cache entries, and I added a test for it.",
    "a.py removes stale cache entries, so I ran it once.",
    "a.py clears the cache; I wrote it to be idempotent.",
    "I added a.py with x = 1.",
    "I wrote a.py; it sets x to 1.",
    "I set x to 1 in a.py.",
    "a.py sets x to 1.",
    "a.py is the permanent entry point.",
    "a.py is a placeholder for the real config; fill it in later.",
    "a.py is for debugging only.",
    "The helper was folded into a.py.",
    "I merged the two helpers into a.py.",
    "Files:\n- a.py (new)",
    "Files:\n- a.py (removed unused imports)",
    "Files:\n- a.py (empty)",
    "Files:\n- a.py (template)",
    "Files:\n- a.py (placeholder for the config)",
    "Files:\n- a.py (fixed a typo, removed the debug print)",
    "I tore down the old test server and wrote a.py.",
    "I reverted the config change in settings.toml and wrote a.py.",
    "The container was rebuilt with a.py in it.",
    "I copied b.py and renamed it to c.py.",
    "I reverted my earlier change to config.json and wrote a.py.",
    "b.py was renamed to c.py.",
]


@pytest.mark.parametrize("words", GONE)
def test_the_file_said_gone_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)
    assert {path for path, _ in says_not_kept(words, {"a.py"})} == {"a.py"}


@pytest.mark.parametrize("words", KEPT)
def test_an_ordinary_answer_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
    assert says_not_kept(words, {"a.py"}) == []
