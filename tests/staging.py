"""Test helper: staging folders as the writer makes them, for tests of recovery.

Not a test module (pytest collects ``test_*.py`` only). A staging folder is only followed when it
proves it is the writer's (``artifact_codec.write.journal``), so a test that needs a genuine one
makes it with the writer's own :func:`~artifact_codec.write.journal.make_stage`.
"""

from __future__ import annotations

import os
from pathlib import Path

from artifact_codec.write import journal


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
