"""The names the writer gives to what it creates inside a target folder (the path policy
reserves them: a model may not write a file of that name).

They are the on-disk contract between :mod:`~artifact_codec.write.journal` (which creates them),
:mod:`~artifact_codec.write.packer` (which never packs them) and the error messages of
:mod:`artifact_codec.errors` (which name the lock). This module imports nothing, so every layer
can use it.
"""

from __future__ import annotations

__all__ = ["ABORT_NAME", "DONE_NAME", "JOURNAL_NAME", "LOCK_NAME", "STAGING_PREFIX"]

#: The lock file in the target, held with ``flock`` during a commit and removed after it.
LOCK_NAME = ".artifact-codec.lock"
#: Name prefix of the staging folders created inside the target while writing.
STAGING_PREFIX = ".artifact-codec-tmp-"
#: In a staging folder: the journal of a batch being committed (roll forward after a crash).
JOURNAL_NAME = "journal"
#: The journal of a batch being undone (roll back after a crash).
ABORT_NAME = "journal-abort"
#: The journal of a batch that is complete (only the staging folder is left to remove).
DONE_NAME = "journal-done"
