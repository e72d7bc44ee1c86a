"""hunt139-thingfortoo: another thing of a.py removed (the keep rules 'the tests for a.py',
'the lock file a.py created', 'the old module': fix-said159 KEPT tests-for, lock-file-created,
old-module) and, in the same clause, a.py itself said as 'the code', 'its code', 'the module
they tested', 'the implementation', 'the script that created it', 'its creator', 'the new one':
the keep rule reads the other thing only.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py is removed with the
other thing: keeping it usable as written is usable-WRONG (refusing is fine). Guards: the other
thing alone keeps a.py; 'the file they covered' is refused already.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("I deleted the tests for a.py and the code.", "tests-and-the-code"),
    ("I deleted the tests for a.py and its code.", "tests-and-its-code"),
    ("I deleted the tests for a.py and the module they tested.", "tests-and-module-tested"),
    ("I deleted the tests for a.py and then the module.", "tests-then-the-module"),
    ("I deleted the tests for a.py, and the implementation as well.", "tests-and-implementation"),
    ("I removed the lock file a.py created and the script that created it.", "lock-and-script"),
    ("I removed the lock file a.py created and its creator.", "lock-and-its-creator"),
    ("I wrote a.py and removed the old module and the new one.", "old-and-the-new-one"),
]

KEPT = [
    ("I deleted the tests for a.py.", "tests-for"),
    ("I removed the lock file a.py created.", "lock-file-created"),
]

REFUSED_ALREADY = [
    ("I deleted the tests for a.py and the file they covered.", "tests-and-file-covered"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_the_file_removed_with_its_thing_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
def test_the_other_thing_alone_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
