"""Test helper: staging folders as the writer makes them, for tests of recovery.

Not a test module (pytest collects ``test_*.py`` only). A staging folder is only followed when it
proves it is the writer's (``artifact_codec.write.journal``), so a test that needs a genuine one
makes it with the writer's own :func:`~artifact_codec.write.journal.make_stage`.
"""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path

from artifact_codec import GeneratedCode
from artifact_codec.write import journal
from artifact_codec.write.writer import write_files


def genuine_stage(target: Path) -> str:
    """Make a sealed staging folder in ``target``, as a writer killed before its journal leaves
    it; return its name."""
    fd = os.open(target, os.O_RDONLY)
    try:
        stage = journal.make_stage(fd, fsync=False)
        stage.close()
    finally:
        os.close(fd)
    return stage.name


def crashed_write(
    target: Path,
    code: GeneratedCode,
    label: str,
    *,
    occurrence: int = 1,
    overwrite: bool = True,
) -> str:
    """Write ``code`` into ``target`` in a child process killed (``SIGKILL``) at the
    ``occurrence``-th checkpoint named ``label``; return the name of the staging folder it left.
    """
    before = set(os.listdir(target))
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        seen = [0]

        def hook(name: str) -> None:
            if name == label:
                seen[0] += 1
                if seen[0] == occurrence:
                    os.kill(os.getpid(), signal.SIGKILL)

        journal.checkpoint_hook = hook
        try:
            write_files(code, target, overwrite=overwrite, fsync=False)
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status), "the child was not killed"
    assert os.WTERMSIG(status) == signal.SIGKILL
    # The killed writer's lock file is removed, as any later writer would (tested on its own):
    # the tests compare the target with what it held before.
    if journal.LOCK_NAME not in before:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(target / journal.LOCK_NAME)
    (name,) = [n for n in set(os.listdir(target)) - before if n.startswith(journal.STAGING_PREFIX)]
    return name
