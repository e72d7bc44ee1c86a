"""hunt125-oldgone: the round-23 reading "the old content the write replaced is gone"
(``_OLD_GONE``: ``old``/``previous``/``original`` + ``version``/``code``/``contents`` within 40
characters before the word of not kept) keeps a.py whenever the words before the removal start
with the old version, though they go on to name a.py itself (``The old version and a.py were
both deleted.``), or the word says the old content came BACK (``The old version of a.py was
restored.``). A JSON transcript writes a.py (``x = 1``, the tool answers success); the assistant
then says one of these.

Expected by hand: a.py was deleted too, or a.py holds its old content again: a.py ``x = 1`` is
not on disk; refusing is fine, keeping it (usable) is usable-WRONG. Before 534303d1 each was
refused. A guard keeps the round-23 shape (``The old version of a.py is gone.``) usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("The old version is gone, a.py included.", id="gone-a-included"),
        pytest.param(
            "The old version of a.py was deleted, and so was the new one.", id="and-the-new-one"
        ),
        pytest.param("The previous code and a.py are gone.", id="previous-code-and-a-gone"),
        pytest.param("The old code is gone and so is a.py.", id="and-so-is-a"),
        pytest.param("The old version and a.py were both deleted.", id="old-and-a-both-deleted"),
        pytest.param("The original contents of a.py were restored.", id="original-restored"),
        pytest.param("The old version of a.py was restored.", id="old-version-restored"),
        pytest.param("Previous version of a.py restored.", id="previous-version-restored"),
    ],
)
def test_the_old_version_words_do_not_hide_the_file(words: str) -> None:
    assert not kept_after_write(words)


def test_the_old_version_gone_keeps_the_file() -> None:
    assert kept_after_write("The old version of a.py is gone.")
