"""fix-said170: the keep rules of the said reader keep a written a.py only where the sentence
shows a.py ITSELF stays as written at its path (hunt139 copyof, keptnotas, thingandall,
thingfortoo, droppedcleared, oldnewlater, conventions, summaryrefused; lead26-saidit), and
their neighbours.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success),
then the assistant says the words (tests/meant.py kept_after_write). NOT_KEPT: the words say
a.py is removed, a copy of it all, moved, renamed, emptied, kept only in name or elsewhere, or
a new one written elsewhere: keeping a.py as written is usable-WRONG (refusing is fine). KEPT:
ordinary summaries where a.py stays as written (another file or a thing removed, a draft
removed before the write): they must stay usable.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, kept_after_write, write_messages

from artifact_codec import parse_response

NOT_KEPT = [
    # every / the only / the working copy: the written file itself
    ("I removed the sole copy of a.py.", "sole-copy"),
    ("I deleted all copies of a.py.", "all-copies"),
    ("I removed the local copy of a.py.", "local-copy"),
    ("I deleted the copy of a.py that I wrote.", "copy-that-i-wrote"),
    ("I deleted the backup of a.py and the original file.", "backup-and-original-file"),
    ("I removed my copy of a.py.", "my-copy"),
    ("I removed both copies of a.py.", "both-copies"),
    ("I removed the only backup of a.py.", "only-backup"),
    ("I removed the copy of a.py, then a.py.", "copy-then-the-path"),
    # kept, but not as written at a.py
    ("I deleted the stale files and kept a.py as a stub.", "kept-as-stub"),
    ("I deleted the stale files and kept a.py under old/.", "kept-under-folder"),
    ("I removed the old configs but kept a.py only in the stash.", "kept-only-in-stash"),
    # a thing of a.py, then the file or the rest of it
    ("I removed the debug prints from a.py together with the file.", "together-with-file"),
    ("I removed the debug prints from a.py, and then the script.", "and-then-the-script"),
    ("I removed the unused imports from a.py and its only line.", "and-its-only-line"),
    ("a.py is now empty of comments and of everything else.", "empty-of-everything-else"),
    # another file of a.py, then a.py too
    ("I deleted the fixtures for a.py and the module itself.", "fixtures-and-module"),
    ("I removed the cache a.py used, plus the program.", "cache-plus-program"),
    ("I deleted the tests for a.py, then the code.", "tests-then-code"),
    # dropped or cleared, then away
    ("I dropped a.py into the project's trash.", "dropped-project-trash"),
    ("I cleared a.py for release, then emptied it.", "cleared-then-emptied"),
    # a pronoun or the file, moved with its new place named
    ("I moved the file to old/a.py.", "moved-the-file"),
    ("I renamed the file b.py.", "renamed-the-file-no-to"),
    ("I relocated it to lib/.", "relocated-it"),
    ("I deleted the stale files and kept a.py, but emptied it.", "kept-but-emptied"),
    ("I tossed a.py into the repo's trash folder.", "tossed-repo-trash"),
    ("I cleared a.py for merge and then deleted it.", "cleared-then-deleted"),
    ("I renamed it to lib/b.py.", "renamed-it-to-folder"),
    ("It now sits in lib/.", "it-now-sits-in"),
    ("Then I moved it into old/.", "moved-it-into-folder"),
    # the new one written elsewhere, said later or said of it
    ("I removed the old a.py and wrote a new one.\n\nYou'll find it under lib/.", "later-under"),
    ("I removed the old a.py and wrote a new one that lives in lib/.", "new-one-lives-in"),
    ("I removed the old a.py and wrote a new one with the name b.py.", "new-one-with-name"),
    ("I deleted the placeholder and wrote a.py, then deleted it.", "draft-then-deleted"),
    # what the program does, then the file removed
    ("a.py clears the cache, so we deleted it.", "program-so-we-deleted"),
    ("a.py removes stale cache entries and was then removed.", "program-was-then-removed"),
]

KEPT = [
    ("I deleted the backup of a.py.", "backup-alone"),
    ("I removed the stale copy of a.py.", "stale-copy"),
    ("I removed the unused helpers and the stale comments from a.py.", "two-things-from"),
    ("I removed the old a.py and wrote a new one in its place.", "new-one-in-place"),
    ("I deleted the stale files and kept a.py unchanged.", "kept-unchanged"),
    ("I removed the stale cache files and kept a.py.", "kept-plain"),
    ("I removed the debug prints from a.py and added logging.", "then-a-verb"),
    ("I removed the debug prints from a.py and the unused imports.", "two-things"),
    ("I deleted the tests for a.py and the fixtures.", "tests-and-fixtures"),
    ("I dropped a.py in.", "dropped-in"),
    ("I cleared a.py with the team.", "cleared-with-team"),
    ("a.py is now empty of secrets.", "empty-of-secrets"),
    ("I also copied it to b.py.", "copied-only"),
    ("I created b.py and deleted it.", "other-file-deleted"),
    ("I removed the old a.py and wrote a new one that is faster.", "new-one-faster"),
    ("I removed the old a.py and wrote a new one. Run it with python a.py.", "later-same-path"),
    ("I deleted the draft and wrote a.py.", "draft-then-wrote"),
    ("I deleted the old prototype and wrote a.py from scratch.", "prototype-from-scratch"),
    ("I removed everything unused; a.py now just sets x.", "everything-unused"),
    ("a.py deletes temp files and logs what it removed.", "program-logs-removed"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT])
def test_the_written_file_not_kept_as_written_is_refused(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_written_file_kept_as_written_stays_usable(words: str) -> None:
    assert kept_after_write(words)


def _two_messages(first: str, second: str) -> bool:
    messages = write_messages("c1", "a.py", "x = 1\n")
    messages += [{"role": "assistant", "content": first}, {"role": "assistant", "content": second}]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


def test_the_new_one_placed_in_the_next_message_is_refused() -> None:
    old = "I removed the old a.py and wrote a new one."
    assert not _two_messages(old, "You will find it in lib/.")


def test_the_next_message_saying_nothing_of_a_place_keeps_the_file() -> None:
    assert _two_messages("I removed the old a.py and wrote a new one.", "Tests pass.")
