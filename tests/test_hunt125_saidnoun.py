"""hunt125-saidnoun: the reading of the assistant's words after a write (``says_not_kept``)
knows the written file by its path or by ``it``/``the file``/``this file``; a noun phrase that
can only be the one file the transcript wrote (``the new file``, ``the written file``, ``my
file``, ``the Python file``, ``the script I had just written``, ``the config file`` of
config.yaml, ``the test file`` of test_a.py) is read as another thing, and a deletion or revert
said of it keeps the file (before round 23 too; round 23 reads ``both``/``them``/``the
files`` but no singular noun of the file). A JSON transcript writes one file (``x = 1``; the tool
answers success); the assistant then says one of these.

Expected by hand: the only file written was deleted or reverted: its content is not on disk;
refusing is fine, keeping it (usable) is usable-WRONG. A guard keeps a removal of a named thing
inside the file usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


def _kept(path: str, words: str) -> bool:
    return kept_after_write(words, path)


@pytest.mark.parametrize(
    ("path", "words"),
    [
        pytest.param("a.py", "The new file was deleted.", id="the-new-file"),
        pytest.param("a.py", "I deleted the written file.", id="the-written-file"),
        pytest.param("a.py", "I removed my file.", id="my-file"),
        pytest.param("a.py", "The Python file was deleted.", id="the-python-file"),
        pytest.param("a.py", "I deleted the script I had just written.", id="the-script-written"),
        pytest.param("config.yaml", "The config file was deleted.", id="the-config-file"),
        pytest.param("config.yaml", "I reverted the config.", id="reverted-the-config"),
        pytest.param("test_a.py", "I deleted the test file.", id="the-test-file"),
    ],
)
def test_the_file_named_by_a_noun_does_not_keep_it(path: str, words: str) -> None:
    assert not _kept(path, words)


def test_a_thing_inside_the_file_removed_keeps_it() -> None:
    assert _kept("a.py", "I removed the unused import from a.py.")
