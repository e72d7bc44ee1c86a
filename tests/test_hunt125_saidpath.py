"""hunt125-saidpath: the reading of the assistant's words after a write (``says_not_kept``)
weighs only the written path spelled in full: a JSON transcript writes a file in a folder
(``src/a.py``, ``src/helpers/index.ts``, ``migrations/0001_init.py``; the tool answers success);
the assistant then says it deleted the file by its base name (``I deleted a.py.``), deleted the
folder that holds it (``I removed src/helpers.``, ``The src folder was deleted.``), or reverted
it by a shorter path (``helpers/index.ts``). (Before round 23 too; the round-23 rules read the
same paths.)

Expected by hand: the file written is gone or reverted: its content is not on disk; refusing is
fine, keeping it (usable, the written content) is usable-WRONG. A guard keeps a deletion of
another folder's file usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


def _kept(path: str, words: str) -> bool:
    return kept_after_write(words, path)


@pytest.mark.parametrize(
    ("path", "words"),
    [
        pytest.param("src/a.py", "I deleted a.py.", id="base-name-a"),
        pytest.param("src/helpers/index.ts", "I deleted index.ts.", id="base-name-index"),
        pytest.param(
            "migrations/0001_init.py", "I deleted 0001_init.py.", id="base-name-migration"
        ),
        pytest.param(
            "src/helpers/index.ts",
            "I reverted the helpers/index.ts change.",
            id="shorter-path-reverted",
        ),
        pytest.param("src/helpers/index.ts", "I removed src/helpers.", id="folder-removed"),
        pytest.param(
            "src/helpers/index.ts",
            "The src/helpers directory was deleted.",
            id="folder-directory-deleted",
        ),
        pytest.param("src/helpers/index.ts", "I ran rm -rf src/helpers.", id="folder-rm-rf-said"),
        pytest.param("src/a.py", "The src folder was deleted.", id="src-folder-deleted"),
    ],
)
def test_the_file_named_by_another_path_does_not_keep_it(path: str, words: str) -> None:
    assert not _kept(path, words)


def test_a_file_of_another_folder_deleted_keeps_it() -> None:
    assert _kept("src/a.py", "I deleted tests/old_test.py.")
