"""Hunt (hunt4-disk): edits and files applied to a folder on disk. Each test is one minimized
finding: it states the promise (docs/security.md, docs/edits.md), how it was found and what
the library did. They fail until the library is fixed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from artifact_codec.write.edits import apply_to_folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")

SEARCH_REPLACE = "{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


def test_an_edit_keeps_a_private_file_private(tmp_path: Path) -> None:
    """Class (b), the files on disk differ from the pure result: mode. Found by
    benchmarks/hunt_hunt4-disk.py (22 of 177 applied sets in 800 trials, seed 2, widened a
    file's mode to other users). An edit "changes lines of a file, so the file keeps its
    executable bits" (docs/security.md, Modes), but the commit rebuilds the mode as
    ``0o644 | exec bits``: a ``0o600`` file of secrets (``.env``, a key, a token) edited by
    ``apply_to_folder`` or ``artifact-codec apply`` came out ``0o644``, readable by every user
    of the machine. The library reported ``ok`` and wrote the right bytes with mode 0o644."""
    secret = tmp_path / "secret.env"
    secret.write_text("KEY=1\n")
    os.chmod(secret, 0o600)
    done = apply_to_folder(
        SEARCH_REPLACE.format(path="secret.env", old="KEY=1\n", new="KEY=2\n"),
        tmp_path,
        fsync=False,
    )
    assert done.ok
    assert secret.read_text() == "KEY=2\n"
    assert stat.S_IMODE(os.stat(secret).st_mode) & 0o077 == 0, oct(os.stat(secret).st_mode)
