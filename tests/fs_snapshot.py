"""Test helper: everything observable about a directory tree, to assert that nothing changed.

Not a test module (pytest collects ``test_*.py`` only); the writer and packer tests import it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

Entry = dict[str, Any]


def snapshot(root: Path) -> dict[str, Entry]:
    """Map each path under ``root`` (``""`` is ``root`` itself) to what can be seen of it.

    Every entry has its type, permission bits, inode and link count; a file also its bytes and
    modification time, a symbolic link its target. FIFOs and sockets are never opened. Folder
    modification times are left out: the writer's staging folder comes and goes.
    """
    state: dict[str, Entry] = {}
    if os.path.lexists(root):
        _add(root, "", state)
    return state


def _add(path: Path, relative: str, state: dict[str, Entry]) -> None:
    info = os.lstat(path)
    mode = info.st_mode
    entry: Entry = {
        "mode": stat.S_IMODE(mode),
        "inode": info.st_ino,
        "links": info.st_nlink,
    }
    if stat.S_ISLNK(mode):
        entry["type"] = "symlink"
        entry["target"] = os.readlink(path)
    elif stat.S_ISDIR(mode):
        entry["type"] = "dir"
        for name in sorted(os.listdir(path)):
            _add(path / name, f"{relative}/{name}" if relative else name, state)
    elif stat.S_ISREG(mode):
        entry["type"] = "file"
        entry["data"] = path.read_bytes()
        entry["mtime_ns"] = info.st_mtime_ns
    elif stat.S_ISFIFO(mode):
        entry["type"] = "fifo"
    elif stat.S_ISSOCK(mode):
        entry["type"] = "socket"
    else:
        entry["type"] = "other"
    state[relative] = entry


def files_under(root: Path) -> dict[str, bytes]:
    """The regular files under ``root`` (relative posix path -> bytes), nothing else."""
    return {
        name: entry["data"] for name, entry in snapshot(root).items() if entry["type"] == "file"
    }
