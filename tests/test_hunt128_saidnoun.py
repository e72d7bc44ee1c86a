"""hunt128-saidnounadj: after a transcript writes one file, a.py (``x = 1``), the assistant says
it removed it, naming it by a kind noun with a word before it (``the helper script``, ``the
temporary script``, ``the one-off script``) or by its suffix (``the .py file``). The answer
writes no other script or .py file, so the noun names a.py (``the script``, ``the scratch
file``, ``the migration script`` are read so today; ``I created a.py and removed the old
cache.`` keeps it: a cache is no script).

Expected by hand: a.py ``x = 1`` is not on disk after the words; refusing is fine, keeping it
usable is usable-WRONG.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I ran a.py and then removed the helper script.", id="helper-script"),
        pytest.param("I ran it and then deleted the temporary script.", id="temporary-script"),
        pytest.param(
            "After running the migration I removed the one-off script.", id="one-off-script"
        ),
        pytest.param("I deleted the .py file.", id="suffix-file"),
    ],
)
def test_the_only_script_named_by_a_qualified_noun_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I wrote a.py, ran it once, then removed the script.", id="the-script"),
        pytest.param("I removed the migration script since it already ran.", id="migration"),
    ],
)
def test_the_nouns_refused_today(words: str) -> None:
    assert not kept_after_write(words)


def test_another_thing_removed_keeps_it() -> None:
    assert kept_after_write("I created a.py and removed the old cache.")
