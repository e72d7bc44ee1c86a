"""hunt124-saidelse / hunt124-saidnot: false refusals of the round-22 reading of the assistant's
words after a write. A JSON transcript writes a.py (``x = 1``, the tool answers success); the
assistant's later words speak of removing, reverting or failing, but of something else (a
cache, an earlier test run, a part the written content already lacks, what the program does),
or deny that a.py was reverted or deleted.

Expected by hand: a.py ``x = 1`` is the file on disk after the transcript; the answer has one
reading and must stay usable with a.py ``x = 1`` (a refusal is a false refusal).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

_kept = kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "I deleted the old cache directory and wrote a.py.", id="deleted-cache-and-wrote"
        ),
        pytest.param("The test failed before this change.", id="test-failed-before"),
        pytest.param("Removed the unused import from a.py.", id="removed-unused-import"),
        pytest.param(
            "a.py reverts the config to defaults when called with --reset.",
            id="program-reverts-config",
        ),
        pytest.param(
            "The deprecated helper was removed; a.py is the new version.",
            id="deprecated-helper-removed",
        ),
        pytest.param(
            "a.py handles the case where the file was deleted.", id="handles-deleted-case"
        ),
        pytest.param("旧缓存已删除\uff0ca.py 已写入。", id="zh-old-cache-deleted"),
        pytest.param("The old version of a.py is gone.", id="old-version-gone"),
    ],
)
def test_words_of_removal_or_failure_of_something_else_keep_it(words: str) -> None:
    assert _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I did not revert a.py.", id="did-not-revert"),
        pytest.param("a.py was not deleted.", id="was-not-deleted"),
        pytest.param("Nothing else changed.", id="nothing-else-changed"),
    ],
)
def test_words_denying_an_undo_keep_it(words: str) -> None:
    assert _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted the old cache.", id="deleted-cache"),
        pytest.param("No other files were modified.", id="no-other-files"),
        pytest.param("a.py now removes temporary files after use.", id="program-removes"),
        pytest.param("Changes:\n- a.py (created)\n- old.py (removed)", id="list-other-removed"),
    ],
)
def test_clean_guards_words_about_something_else_keep_it(words: str) -> None:
    assert _kept(words)
