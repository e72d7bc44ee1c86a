"""hunt125-keptall: false refusals of the round-23 words "of all the files" (``_THE_FILE``:
``them``, ``these``, ``those``, ``both``, ``all the files``, ``git stash``). A JSON transcript
writes a.py (``x = 1``, the tool answers success); the assistant then says it removed some
other things, named in the sentence before the pronoun or right after ``both`` (debug prints,
unused helpers, stale branches, two parameters, the files of dist/), or advises the user to run
``git stash`` before pulling.

Expected by hand: a.py ``x = 1`` is the file on disk (``them`` is the debug prints, ``both`` the
two functions; the advice is the user's to follow): one reading, must stay usable; a refusal is
a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("There were some debug prints; I removed them.", id="prints-removed-them"),
        pytest.param("The old helpers were unused, so I deleted them.", id="helpers-deleted-them"),
        pytest.param("The tests had stale fixtures; I deleted those.", id="fixtures-those"),
        pytest.param(
            "The repository had stale branches; I deleted them.", id="branches-deleted-them"
        ),
        pytest.param("Both deprecated functions were removed.", id="both-functions"),
        pytest.param("I removed both unused parameters.", id="both-parameters"),
        pytest.param("All the files in dist/ were deleted.", id="all-files-in-dist"),
        pytest.param(
            "If you have local changes, run git stash before pulling.", id="advice-git-stash"
        ),
    ],
)
def test_other_things_removed_keep_the_file(words: str) -> None:
    assert kept_after_write(words)
