"""fix-disk4: what the fixes of tests/test_hunt4_disk.py promise beyond its minimized cases."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.write.edits import apply_to_folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")

SEARCH_REPLACE = "{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize("mode", [0o600, 0o664, 0o755, 0o400])
@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_an_edit_and_a_rename_keep_every_permission_bit(
    tmp_path: Path, mode: int, umask: int
) -> None:
    """The mode of an edited or renamed file is the old one exactly, whatever the umask."""
    edited, moved = tmp_path / "a.py", tmp_path / "b.py"
    for path in (edited, moved):
        path.write_text("x = 1\n")
        os.chmod(path, mode)
    old_mask = os.umask(umask)
    try:
        done = apply_to_folder(
            [
                FileOperation(
                    kind=OperationKind.EDIT, path="a.py", hunks=(Hunk(old="x = 1\n", new="x = 2\n"),)
                ),
                FileOperation(kind=OperationKind.RENAME, path="b.py", new_path="c.py"),
            ],
            tmp_path,
            fsync=False,
        )
    finally:
        os.umask(old_mask)
    assert done.ok, done.edits.feedback()
    assert edited.read_text() == "x = 2\n"
    assert stat.S_IMODE(os.stat(edited).st_mode) == mode
    assert stat.S_IMODE(os.stat(tmp_path / "c.py").st_mode) == mode
    assert not moved.exists()


def test_a_whole_file_replacing_one_in_apply_keeps_its_bits_a_new_file_gets_the_default(
    tmp_path: Path,
) -> None:
    """apply's whole files go through the same commit: a replaced file keeps its bits, a new
    file is created with 0o644 & ~umask."""
    (tmp_path / "k.env").write_text("A=1\n")
    os.chmod(tmp_path / "k.env", 0o600)
    answer = [
        FileOperation(kind=OperationKind.REPLACE, path="k.env", content="A=2\n"),
        FileOperation(kind=OperationKind.CREATE, path="n.py", content="x = 1\n"),
    ]
    old_mask = os.umask(0o022)
    try:
        done = apply_to_folder(answer, tmp_path, fsync=False)
    finally:
        os.umask(old_mask)
    assert done.ok, done.edits.feedback()
    assert (tmp_path / "k.env").read_text() == "A=2\n"
    assert stat.S_IMODE(os.stat(tmp_path / "k.env").st_mode) == 0o600
    assert stat.S_IMODE(os.stat(tmp_path / "n.py").st_mode) == 0o644
