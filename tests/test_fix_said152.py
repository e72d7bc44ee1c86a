"""fix-said152: the assistant's words after its write (tool_calls.says_not_kept), expected by
hand: the work undone with no object (``_WORK_UNDONE``), a question of the file answered in
other shapes (``_ANSWER_LEAD``, ``_MORE_YES``), and the neighbours that must stay kept."""

from __future__ import annotations

import pytest
from meant import kept_after_write

#: The work undone said with no object: a.py ``x = 1`` is not on disk as written.
UNDONE = [
    "I reverted the experiment. The workspace is clean again.",
    "No files were changed in the end.",
    "No changes were kept.",
    "I didn't end up keeping any changes.",
    "In the end I made no changes.",
    "I haven't changed anything.",
    "I left no files behind.",
    "I left nothing behind.",
    "Nothing was left behind.",
    "I cleaned up after myself.",
    "The repository is clean again.",
    "The working tree is back to clean.",
]

#: A question of a.py answered that it is gone, in shapes beyond ``? No.`` / ``? Yes.``.
ASKED_GONE = [
    "Was a.py deleted? Affirmative.",
    "Was a.py deleted? Absolutely.",
    "Was a.py removed? That's right.",
    "**Is a.py still there?** No.",
    "__Is a.py still there?__ Nope.",
    "**Was a.py deleted?** Yes.",
    "Q: Is a.py still there?\nA: No.",
    "Q: Was a.py kept?\nAnswer: no.",
    "Is a.py kept? \u2014 No.",
    "Is a.py kept? - No.",
    "Was a.py saved? **No.**",
    "Was a.py deleted? \u2014 Yes.",
]

#: Words that keep a.py as written: another change ruled out, an answer that keeps it.
KEPT = [
    "I made no other changes.",
    "I made no changes to the tests.",
    "No other files were changed.",
    "No existing files were changed.",
    "I didn't change anything else.",
    "I didn't touch anything in b.py.",
    "No files were changed besides a.py.",
    "Nothing was changed in the API.",
    "The working tree is clean.",
    "Was a.py deleted? Absolutely not.",
    "Was a.py deleted? **No.**",
    "**Is a.py kept?** Yes.",
    "Q: Is a.py still there?\nA: Yes.",
    "Is a.py kept? \u2014 Yes.",
    "**Why?** Because a.py needed it.",
]


@pytest.mark.parametrize("words", UNDONE)
def test_the_work_undone_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", ASKED_GONE)
def test_a_question_answered_that_the_file_is_gone_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", KEPT)
def test_words_that_keep_the_file_still_keep_it(words: str) -> None:
    assert kept_after_write(words)
