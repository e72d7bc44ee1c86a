"""hunt128-said*: the assistant's own words after a write say the written a.py is gone or back
as before, in shapes the word reader does not know (tool_calls.says_not_kept, said_words.py).

Each answer is an OpenAI transcript writing a.py (``x = 1``, the tool answering success) then
the assistant's words (meant.kept_after_write), or a Cline ``write_to_file`` of a.py then an
``<attempt_completion>`` whose ``<result>`` holds the words (fix-xml127 weighs them).

Expected by hand: each sentence says a.py ``x = 1`` is not on disk after the answer (removed,
cleaned up, moved away, the work put back); refusing is fine, keeping it usable is
usable-WRONG. The known shapes (``I deleted a.py.``, ``a.py no longer exists.``, ``I threw a.py
away.``, ``Everything is back to how it was.``) are refused today.
"""

from __future__ import annotations

import pytest
from meant import files_of, kept_after_write

from artifact_codec import parse_response

_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"


def _cline_kept(result: str) -> bool:
    answer = (
        _WRITE + f"<attempt_completion>\n<result>\n{result}\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I then realised it was not needed and cleaned it up.", id="cleaned-it-up"),
        pytest.param(
            "I created a.py temporarily to test the fix and have since cleaned up.",
            id="temporarily-since-cleaned-up",
        ),
        pytest.param("I cleaned up a.py afterwards.", id="cleaned-up-path"),
        pytest.param("I cleaned a.py up afterwards.", id="cleaned-path-up"),
        pytest.param("I tidied a.py away.", id="tidied-away"),
        pytest.param("I backed a.py out again.", id="backed-path-out"),
        pytest.param("I've taken a.py out again since main.py already does this.", id="taken-out"),
        pytest.param("I pulled a.py out again.", id="pulled-out"),
    ],
)
def test_a_cleanup_or_taken_out_said_of_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I tossed a.py.", id="tossed"),
        pytest.param("I binned a.py.", id="binned"),
        pytest.param("I scrapped a.py.", id="scrapped"),
        pytest.param("I ditched a.py.", id="ditched"),
        pytest.param("I zapped a.py.", id="zapped"),
        pytest.param("I cleared out a.py.", id="cleared-out"),
    ],
)
def test_a_plain_word_of_throwing_away_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py is no longer there.", id="no-longer-there"),
        pytest.param("a.py is not in the repo anymore.", id="not-in-repo-anymore"),
        pytest.param("There is no a.py anymore.", id="there-is-no-anymore"),
        pytest.param(
            "a.py has been superseded and no longer lives in the repo.", id="no-longer-lives"
        ),
        pytest.param("a.py is now back at HEAD.", id="back-at-head"),
        pytest.param("Everything is as it was before I started.", id="as-before-i-started"),
        pytest.param("I left the repo as I found it.", id="left-as-found"),
        pytest.param("I left things as they were.", id="left-as-they-were"),
    ],
)
def test_the_file_said_absent_or_the_work_said_as_before_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I stashed a.py away in old/.", id="stashed-away"),
        pytest.param("I archived a.py under attic/.", id="archived-under"),
        pytest.param("I put a.py in the trash.", id="put-in-trash"),
        pytest.param("I sent a.py to the recycle bin.", id="recycle-bin"),
    ],
)
def test_the_file_said_put_elsewhere_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "result",
    [
        pytest.param(
            "I created a.py. I then realised it was not needed and cleaned it up.",
            id="cline-cleaned-it-up",
        ),
        pytest.param(
            "a.py has been superseded and no longer lives in the repo.",
            id="cline-no-longer-lives",
        ),
    ],
)
def test_the_same_words_in_a_cline_result_do_not_keep_it(result: str) -> None:
    assert not _cline_kept(result)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted a.py.", id="deleted"),
        pytest.param("a.py no longer exists.", id="no-longer-exists"),
        pytest.param("I threw a.py away.", id="threw-away"),
        pytest.param("Everything is back to how it was.", id="back-to-how-it-was"),
        pytest.param("I nuked a.py.", id="nuked"),
    ],
)
def test_the_shapes_refused_today(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py removes temporary files older than a day.", id="program-removes"),
        pytest.param("I created a.py and left the old b.py untouched.", id="other-untouched"),
        pytest.param("I first wrote a.py with a bug, then fixed it.", id="fixed-it"),
    ],
)
def test_words_that_keep_the_file(words: str) -> None:
    assert kept_after_write(words)
