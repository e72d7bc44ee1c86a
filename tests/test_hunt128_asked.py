"""hunt128-askedno / hunt128-askedremoval: a question about the written a.py that the
assistant answers itself, after a write (tool_calls.says_not_kept reads ``Was a.py saved?
No.`` as not kept, lead round 23).

askedno: a question whether the file is there or the write held, answered no in a shape not
known (``Unfortunately not.``, ``Nah.``, ``Negative.``): a.py ``x = 1`` is not on disk;
refusing is fine, keeping it usable is usable-WRONG.

askedremoval: a question whether the file was removed, reverted or is gone, or whether it
should be, answered no (``Was a.py deleted? No.``, ``Is a.py gone? No, it's still there.``):
the answer says the opposite of a removal, a.py ``x = 1`` is on disk as written; a refusal is a
false refusal.

Expected values by hand from the question and its answer.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "Did the write to a.py stick? Unfortunately not.", id="stick-unfortunately-not"
        ),
        pytest.param("Is a.py still around? Nah.", id="still-around-nah"),
        pytest.param("Is a.py kept? Negative.", id="kept-negative"),
    ],
)
def test_a_question_of_presence_answered_no_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Was a.py deleted? No.", id="was-deleted-no"),
        pytest.param("Did I revert a.py? No.", id="did-revert-no"),
        pytest.param("Is a.py gone? No, it's still there.", id="gone-no-still-there"),
        pytest.param("Did anything remove a.py? No.", id="anything-remove-no"),
        pytest.param("Should I delete a.py? No, keep it.", id="should-delete-no"),
        pytest.param("Do you need to delete a.py? No.", id="need-to-delete-no"),
        pytest.param("Does a.py delete anything? No, it only reads.", id="program-deletes-no"),
    ],
)
def test_a_question_of_removal_answered_no_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Was a.py saved? No.", id="saved-no"),
        pytest.param("Is a.py still there? Nope.", id="still-there-nope"),
    ],
)
def test_the_questions_refused_today(words: str) -> None:
    assert not kept_after_write(words)
