"""hunt111-saidmore / hunt111-saidlang / hunt111-saidfr: a JSON transcript's write of a.py
(``x = 1``, the tool answers success) followed by the assistant's own words about a.py.

Expected by hand: words that a.py was not written, was undone or reset (English wordings the
fix-agent102 sentence reading does not see, or French, German, Japanese), mean a.py ``x = 1``
is not the file left: refusing is fine, keeping it is not (usable-WRONG). Words that only
mention a failure or an undo of something else (an earlier plan, the old file's tests, another
file) leave a.py as written: it must be kept (else a false refusal).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

_kept = kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I ran git checkout -- a.py to discard it.", id="git-checkout-prose"),
        pytest.param(
            "The write was rejected by the user, so a.py is unchanged.", id="rejected-by-user"
        ),
        pytest.param("I wasn't able to save a.py.", id="wasnt-able-to-save"),
        pytest.param("Saving a.py did not work.", id="did-not-work"),
        pytest.param("a.py has been put back to how it was.", id="put-back"),
        pytest.param("I've reset a.py.", id="reset"),
        pytest.param("I backed out the change to a.py.", id="backed-out"),
        pytest.param("The tool errored; a.py is not on disk.", id="not-on-disk"),
    ],
)
def test_english_words_that_the_file_is_not_there_do_not_keep_it(words: str) -> None:
    assert not _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Je n'ai pas pu écrire a.py.", id="fr-pas-pu-ecrire"),
        pytest.param("Ich konnte a.py nicht schreiben.", id="de-nicht-schreiben"),
        pytest.param("a.py を書き込めませんでした。", id="ja-kakikome-masen"),
    ],
)
def test_other_languages_words_that_the_write_failed_do_not_keep_it(words: str) -> None:
    assert not _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I reverted my earlier plan, not the file a.py.", id="reverted-plan"),
        pytest.param(
            "The old a.py failed the tests; the new a.py passes.", id="old-failed-new-passes"
        ),
        pytest.param(
            "I wrote a.py. The previous attempt to write b.py failed, but a.py is fine.",
            id="other-file-failed",
        ),
        pytest.param(
            "The test failed before this change; a.py is written.", id="test-failed-before"
        ),
    ],
)
def test_a_failure_of_something_else_keeps_the_written_file(words: str) -> None:
    assert _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I reverted the file.", id="reverted-the-file"),
        pytest.param("That broke the build, so I undid my change.", id="undid-my-change"),
        pytest.param("On second thought, I deleted it again.", id="deleted-it"),
    ],
)
def test_words_about_the_only_written_file_without_its_path_do_not_keep_it(words: str) -> None:
    assert not _kept(words)
