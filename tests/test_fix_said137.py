"""fix-said137 (round 24, issue 24): the assistant's words after a write, the other readings
each new shape of says_not_kept guards against, and the shapes that merge closed.

Expected by hand: ``not kept_after_write`` where the words may say a.py ``x = 1`` is not on
disk (removed, moved away, the work put back); ``kept_after_write`` where they cannot (a thing
inside the file, another file, a tidy-up of its code).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write
from timing import assert_linear

from artifact_codec.ingest.conventions.tool_calls import says_not_kept
from artifact_codec.ingest.said_words import is_english


@pytest.mark.parametrize(
    "words",
    [
        # (fix-xml127's look-ahead over any noun phrase kept these: a draft, a lockfile may
        # be a.py; merged into the one THINGS rule of _of_another_thing)
        pytest.param("I wrote a.py as a draft and then deleted the draft.", id="draft"),
        pytest.param("I created a.py as a stopgap and then removed the stopgap.", id="stopgap"),
    ],
)
def test_a_removal_of_a_noun_that_may_be_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I created a.py and removed the old cache.", id="old-cache"),
        pytest.param("I deleted the stale helper and wrote a.py.", id="stale-helper"),
    ],
)
def test_a_removal_of_a_thing_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        # (hunt128-saidcleanup and the others: the other reading of each new shape)
        pytest.param("I cleaned up the code in a.py.", id="cleaned-up-the-code"),
        pytest.param("I cleaned up a.py's imports.", id="cleaned-up-possessive"),
        pytest.param("I cleaned up and simplified a.py.", id="cleaned-up-and-simplified"),
        pytest.param("I have taken out the debug prints from a.py.", id="taken-out-prints"),
        pytest.param("I wrote a.py and took out the debug prints.", id="took-out-prints"),
        pytest.param("I backed a.py up to a.py.bak first.", id="backed-up"),
        pytest.param("The trash icon in a.py is now red.", id="trash-icon"),
        pytest.param("The helper no longer lives in a.py.", id="helper-no-longer-in"),
        pytest.param("The bug in a.py is no longer there.", id="bug-no-longer-there"),
        pytest.param("I wrote a.py and left everything else as it was.", id="everything-else"),
        pytest.param("a.py binned the values into ten buckets.", id="binned-values"),
        pytest.param("I created a.py and ditched the old approach.", id="ditched-approach"),
        pytest.param("I pulled out the helper into a.py.", id="pulled-out-helper"),
    ],
)
def test_the_other_readings_of_the_new_words_keep_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I left a.py as it was.", id="left-as-it-was"),
        pytest.param("The script is no longer there.", id="the-script-no-longer-there"),
        pytest.param("I put it in the trash.", id="put-it-in-trash"),
        pytest.param("I cleaned them up.", id="cleaned-them-up"),
    ],
)
def test_more_of_the_new_words_do_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "unit",
    [
        pytest.param("I cleaned it ", id="many-cleaned"),
        pytest.param("cleaned up the ", id="many-cleaned-up"),
        pytest.param("there is no ", id="many-there-is-no"),
        pytest.param("a.py is not in the ", id="many-not-in"),
        pytest.param("things as it ", id="many-as-it"),
        pytest.param("put the old file ", id="many-put"),
        pytest.param("some debug prints; I removed them ", id="many-them"),
        pytest.param("Was a.py deleted? Yes. ", id="many-asked-yes"),
        pytest.param("I deleted the unused variable in a.py ", id="many-inside"),
        pytest.param("cp the a.py ", id="many-cp-prose"),
    ],
)
def test_the_new_words_read_in_linear_time(unit: str) -> None:
    assert_linear(lambda n: unit * n, lambda text: says_not_kept(text, ["a.py"]), 200)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Was a.py deleted? Yes.", id="deleted-yes"),
        pytest.param("Did the write to a.py fail? Yes.", id="failed-yes"),
        pytest.param("Wasn't a.py deleted? No.", id="negated-no"),
        pytest.param("Wasn't a.py deleted? Yes, it was.", id="negated-yes"),
        pytest.param("I deleted all lines in a.py.", id="all-lines-in"),
        pytest.param("I deleted a.py's contents.", id="possessive-contents"),
        pytest.param("a.py's been deleted.", id="contraction-not-possessive"),
        pytest.param("I renamed a.py to b.py.", id="renamed-to-other"),
        pytest.param("I deleted the helper in a.py and then a.py itself.", id="then-itself"),
    ],
)
def test_the_answers_and_objects_that_do_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Did the write to a.py fail? No.", id="failed-no"),
        pytest.param("Does a.py delete anything? Yes, the temp files.", id="program-yes"),
        pytest.param("The unused import in a.py was removed.", id="passive-inside"),
        pytest.param("I deleted a.py.bak and kept a.py.", id="other-path-suffix"),
    ],
)
def test_the_answers_and_objects_that_keep_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        # (the other readings of the hunt125 kept* rules: the file is still meant)
        pytest.param("Does a.py still exist? No.", id="program-asked-exist"),
        pytest.param("Is a.py there? No.", id="there-no"),
        pytest.param("I ran cp template a.py.", id="cp-bare-source"),
        pytest.param("a.py is back to its old behaviour.", id="back-to-its-old"),
        pytest.param("a.py is back to the original.", id="back-to-the-original"),
        pytest.param("I ran cp -f backup/a.py.bak ./a.py.", id="cp-option-source"),
        pytest.param("I decided not to keep a.py.", id="decided-not-to-keep"),
        pytest.param("I did not apply the change to a.py.", id="not-apply-the-change"),
        pytest.param("Can a.py still be found? No.", id="program-asked-be-found"),
        pytest.param("I ran git stash.", id="ran-git-stash"),
        pytest.param("I deleted both.", id="deleted-both"),
        pytest.param("I deleted them.", id="deleted-them"),
        pytest.param("All the files were deleted.", id="all-the-files"),
        pytest.param("I wrote the files and the helpers; I deleted them.", id="them-after-files"),
    ],
)
def test_the_kept_rules_leave_the_file_words_refused(words: str) -> None:
    assert not kept_after_write(words)


def test_all_the_files_in_the_written_files_folder_are_not_kept() -> None:
    assert says_not_kept("All the files in src/ were deleted.", ["src/a.py"])


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        ("Refactored (O(n\u00b2) \u2192 O(n)).", True),
        ("computes \u03c0 to 10 digits.", True),
        ("Removi o arquivo.", False),
        ("\u042f \u0441\u043e\u0437\u0434\u0430\u043b \u0444\u0430\u0439\u043b.", False),
    ],
)
def test_notation_is_no_word_of_another_language(sentence: str, english: bool) -> None:
    assert is_english(sentence) is english
