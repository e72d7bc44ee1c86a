"""fix-said160: the assistant's words after its write (tool_calls.says_not_kept), expected by
hand, neighbours of the hunt132 classes: questions answered in more shapes (``_ANSWER_LEAD_MORE``,
``_YES_MORE``, ``_NO_MORE``), questions of a change, of what may be done, taking a removal as
done (``_ASKED_CHANGED``, ``_ASKED_MAY``, ``_ASKED_DONE``), the work undone in more words
(``_WORK_UNDONE_MORE``) and its exception (``_KEPT_EXCEPT``), the file changed, renamed or
short-lived (``_SAID_LATER``), a bare list lead (``_BARE_LEAD``); and the neighbours that must
stay kept."""

from __future__ import annotations

import pytest
from meant import kept_after_write

from artifact_codec.ingest.conventions.tool_calls import says_not_kept

#: a.py ``x = 1`` is not on disk as written after these words: refusing is the only safe answer.
GONE = [
    # a question of presence answered no, after a lead or in other marks
    "Is a.py still there? `No`.",
    "Is a.py still on disk? **No**.",
    "Is a.py still on disk? The short answer is no.",
    "Is a.py still on disk? Long story short, no.",
    "Is a.py still on disk? TL;DR: no.",
    "Is a.py still on disk? Sadly not.",
    "Is a.py still on disk? I am afraid not.",
    "Is a.py still on disk? \u274c",
    "Is a.py still on disk? False.",
    "| Question | Answer |\n|---|---|\n| Is a.py still on disk? | No |",
    # a question of removal answered yes
    "Was a.py deleted? Yes, it was.",
    "Was a.py deleted? Yep, it was.",
    "Was a.py deleted? Yes indeed, after the run.",
    "Was a.py removed? \u2714 Yes.",
    "Was a.py removed? \u2611",
    "Was a.py deleted? 100 %",
    "Was a.py deleted? Sure is.",
    "Was a.py deleted? `True`.",
    "Was a.py renamed? Yes.",
    "Is a.py empty? Yes.",
    "Is a.py a temporary file? Yes, it goes after the run.",
    # a question taking the removal as done, any answer
    "Any problems with a.py being deleted? None at all.",
    "Did anything break after removing a.py? No.",
    "Any issues with a.py having been removed? Yes, one.",
    # the work undone in more words
    "No files remain.",
    "No changes remain.",
    "There are no files left.",
    "Nothing remains.",
    "Nothing that I wrote is left.",
    "I kept nothing.",
    "I didn't save anything in the end.",
    "I never created anything.",
    "git status shows a clean tree again.",
    "The repo is in a clean state again.",
    # the work undone, the exception not the written file, or a real removal beside it
    "Apart from b.py, I made no changes.",
    "No files were changed, except a.py which I then deleted.",
    "I reverted a.py; the working tree is clean again.",
    "Nothing was kept but a.py, and I deleted a.py afterwards.",
    # the file emptied or changed later
    "I cleared the contents of a.py.",
    "I emptied a.py's contents.",
    "a.py now holds nothing.",
    "a.py has no code in it now.",
    "a.py now reads `x = 2`.",
    "a.py now contains `y = 3`.",
    "Later, a.py was changed to x = 2.",
    "Then a.py got edited again.",
    "a.py was later modified.",
    "I binned a.py.",
    "I scrapped a.py.",
    # a new name or place
    "a.py became b.py.",
    "a.py is now named b.py.",
    "a.py is lib/a.py now.",
    "a.py now in lib/.",
    "a.py now inside old/.",
    "- `a.py` -> `b.py`",
    "a.py => lib/a.py",
    # short-lived
    "a.py was transient.",
    "a.py was only a throwaway file.",
    "a.py lived only for the build.",
    "a.py just lived briefly.",
    # a bare list lead
    "## Removed\n\n- a.py",
    "**Deleted**\n- `a.py`",
    "Files removed\n- a.py",
    "Renamed files\n1. a.py",
]

#: a.py ``x = 1`` is on disk as written: these must stay kept (no new false refusal).
KEPT = [
    # questions whose answer keeps it
    "Is a.py empty? No, it sets x.",
    "Was a.py renamed? No.",
    "Was a.py moved? No, it is still at the root.",
    "Is a.py a scratch file? No.",
    "Any more changes to a.py? No.",
    "Was a.py changed again since? No.",
    "Can I delete a.py later? Yes, once migrated.",
    "Could we remove a.py? Yes, after the release.",
    "Is it safe to delete a.py? Yes.",
    "Is a.py still on disk? Yes.",
    "Was a.py deleted? No.",
    "Was a.py deleted? Not at all.",
    # the work undone, the written file its exception
    "No files were changed; a.py is new.",
    "No files were modified, only a.py was added.",
    "Nothing was left behind but a.py.",
    "I left nothing behind except a.py.",
    "Apart from a.py, I made no changes.",
    "Other than a.py, no files were changed.",
    "Besides a.py, no files remain.",
    "I kept nothing else.",
    "No other files remain.",
    "Nothing remains except the new a.py.",
    "The working tree is clean again after committing a.py.",
    "I committed a.py; the working tree is clean again.",
    "The repository is clean again: a.py is committed.",
    "I didn't write anything to the database.",
    # ordinary words about the file
    "a.py now contains the helper.",
    "a.py now has the parser in it.",
    "a.py reads the config.",
    "a.py is new.",
    "a.py is now in the repo.",
    "I dumped a.py's output to a log.",
    "I killed the a.py process.",
    "a.py lives at the root.",
    "Run it with `python a.py`.",
    "## Added\n\n- a.py",
    "Files created\n- a.py",
]


@pytest.mark.parametrize("words", GONE)
def test_words_saying_the_file_is_not_as_written_refuse_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", KEPT)
def test_ordinary_words_keep_the_file(words: str) -> None:
    assert kept_after_write(words)


def test_the_exception_spares_only_the_file_it_names() -> None:
    said = says_not_kept("Apart from a.py, no files remain.", {"a.py", "b.py"})
    assert [path for path, _ in said] == []
    said = says_not_kept("No files remain, a.py and b.py included.", {"a.py", "b.py"})
    assert sorted(path for path, _ in said) == ["a.py", "b.py"]
