"""The writer's commit machinery: the target lock, the journal, and rolling a batch forward/back.

:func:`~artifact_codec.write.writer.write_files` stages every file in a folder inside the target,
then
renames them into place one by one; POSIX cannot rename several files at once. To make the batch
all or nothing even when the process dies half way (``SIGKILL``, a crash, power loss), it works
like a database journal:

1. under an advisory lock (``flock`` on ``.artifact-codec.lock`` in the target), so that two
   writers never interleave;
2. the new files are written and flushed in the staging folder ``.artifact-codec-tmp-*``;
3. a journal (``journal`` in the staging folder) lists every step of the commit: folders to
   make, files to create, files to replace with the name of the backup kept of each, files
   to delete (moved into the staging folder, so that an undo can put them back). It is
   written to a temporary name, flushed and renamed, so it exists whole or not at all. Its
   existence is the commit point;
4. the steps are applied; a failure renames the journal to ``journal-abort`` and undoes them;
5. when done, the journal is renamed to ``journal-done`` and the staging folder removed.

Every step is idempotent and recognizes its own work by inode: a staged file and the file it
became are one inode (``link`` or ``rename`` keep it), recorded in the journal. So
:func:`recover_stages`, run under the lock by the next writer or by ``artifact-codec recover``,
can finish an interrupted batch (journal present: roll forward) or undo it (``journal-abort``, or
a forward step that cannot be done: roll back), and a staging folder without a journal is only
leftovers. ``docs/security.md`` says what this does and does not guarantee.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from ..format.names import ABORT_NAME, DONE_NAME, JOURNAL_NAME, LOCK_NAME, STAGING_PREFIX
from ..format.paths import normalize_path
from ..reports import StageOutcome

__all__ = [
    "LOCK_NAME",
    "STAGING_PREFIX",
    "DirTree",
    "JournalError",
    "LockTimeout",
    "StageOutcome",
    "Step",
    "recover_stages",
    "roll_back",
    "roll_forward",
    "target_lock",
]

_JOURNAL_TMP = "journal.tmp"
_JOURNAL_VERSION = 1

_O_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY: int = getattr(os, "O_DIRECTORY", 0)
_O_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
DIR_FLAGS = os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
_LOCK_FLAGS = os.O_RDWR | os.O_CREAT | _O_NOFOLLOW | _O_CLOEXEC
NEW_FILE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC
# File systems without hard links (FAT, some network and FUSE mounts) answer link() with these.
NO_HARD_LINKS = frozenset(
    {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.ENOSYS, errno.EMLINK}
)
# Directory descriptors kept open at once; more are closed and reopened when needed.
_MAX_OPEN_DIRS = 64
_STAGED_NAME = re.compile(r"[0-9]{1,9}")

#: Test hook: called with a label at each point where a crash would leave a distinct state.
#: The fault-injection tests set it to kill the process there; it is None otherwise.
checkpoint_hook: Callable[[str], None] | None = None


def checkpoint(label: str) -> None:
    """Call :data:`checkpoint_hook` if a test set one."""
    hook = checkpoint_hook
    if hook is not None:
        hook(label)


# LockTimeout and JournalError are internal control flow between this module and the writer,
# not errors of the library: write_files() and recover() turn LockTimeout into
# errors.LockTimeoutError and JournalError into errors.WriteFailedError or a failed
# StageOutcome (then errors.RecoveryFailedError). No caller ever sees them, so they are not in
# artifact_codec/errors.py.


class LockTimeout(TimeoutError):
    """The lock was not free within the timeout (``holder`` is what the lock file says)."""

    def __init__(self, waited: float, holder: str) -> None:
        super().__init__(errno.ETIMEDOUT, "timed out waiting for the target lock")
        self.waited = waited
        self.holder = holder


class JournalError(Exception):
    """A journal cannot be read or a step cannot be applied (the message says which)."""


# ---------------------------------------------------------------------------------------------
# Folders by descriptor


class DirTree:
    """Folders under a root descriptor, each opened without following a symbolic link.

    A descriptor returned by :meth:`fd` is valid until the next call of :meth:`fd`.
    """

    def __init__(self, root_fd: int) -> None:
        self.root_fd = root_fd
        self._open: dict[tuple[str, ...], int] = {}

    def fd(self, parts: tuple[str, ...]) -> int:
        if not parts:
            return self.root_fd
        found = self._open.get(parts)
        if found is not None:
            return found
        if len(self._open) + len(parts) > _MAX_OPEN_DIRS:
            self.release()
        # Iterative, from the deepest folder already open: no recursion on deep paths.
        depth = len(parts) - 1
        while depth > 0 and parts[:depth] not in self._open:
            depth -= 1
        parent = self._open[parts[:depth]] if depth else self.root_fd
        for end in range(depth + 1, len(parts) + 1):
            parent = os.open(parts[end - 1], DIR_FLAGS, dir_fd=parent)
            self._open[parts[:end]] = parent
        return parent

    def forget(self, parts: tuple[str, ...]) -> None:
        """Close the descriptors of ``parts`` and of the folders below it."""
        for key in [key for key in self._open if key[: len(parts)] == parts]:
            os.close(self._open.pop(key))

    def release(self) -> None:
        """Close every descriptor but the root's."""
        for fd in self._open.values():
            os.close(fd)
        self._open.clear()

    def close(self) -> None:
        self.release()
        os.close(self.root_fd)


def lstat_at(name: str, dir_fd: int) -> os.stat_result | None:
    """``fstatat(AT_SYMLINK_NOFOLLOW)``, or None when nothing is there."""
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


# ---------------------------------------------------------------------------------------------
# The lock


@contextlib.contextmanager
def target_lock(root_fd: int, timeout: float | None) -> Iterator[None]:
    """Hold an exclusive ``flock`` on the target's lock file; wait up to ``timeout`` seconds.

    ``None`` waits as long as it takes, ``0`` tries once. The file is removed when the lock is
    released, while still held; a waiter that then wins the lock on the removed file notices
    (the name no longer leads to the inode it locked) and starts again. Raises
    :class:`LockTimeout`, or the :class:`OSError` of creating the file.
    """
    import fcntl  # POSIX only; the package must import on Windows too

    start = time.monotonic()
    while True:
        fd = os.open(
            LOCK_NAME, os.O_RDWR | os.O_CREAT | _O_NOFOLLOW | _O_CLOEXEC, 0o644, dir_fd=root_fd
        )
        try:
            _acquire(fcntl, fd, start, timeout)
            info = lstat_at(LOCK_NAME, root_fd)
            mine = os.fstat(fd)
            if info is None or (info.st_dev, info.st_ino) != (mine.st_dev, mine.st_ino):
                os.close(fd)
                continue
        except BaseException:
            os.close(fd)
            raise
        break
    try:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"pid {os.getpid()}\n".encode(), 0)
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(LOCK_NAME, dir_fd=root_fd)
        os.close(fd)


def _acquire(fcntl: Any, fd: int, start: float, timeout: float | None) -> None:
    if timeout is None:
        fcntl.flock(fd, fcntl.LOCK_EX)
        return
    pause = 0.005
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            waited = time.monotonic() - start
            if waited >= timeout:
                holder = ""
                with contextlib.suppress(OSError):
                    holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip()
                raise LockTimeout(waited, holder) from None
            time.sleep(min(pause, timeout - waited))
            pause = min(pause * 2, 0.05)


# ---------------------------------------------------------------------------------------------
# The journal


@dataclass(frozen=True)
class Step:
    """One step of a commit.

    ``dir``: make folder ``path``. ``create``: put staged file ``staged`` at ``path``, which
    must not exist. ``replace``: keep the file at ``path`` as ``backup`` in the staging folder,
    then put ``staged`` there. ``ino``/``dev`` identify the staged file's inode. ``delete``:
    move the file at ``path`` to ``backup`` in the staging folder (``staged`` is only the
    number the backup is named after); ``ino``/``dev`` identify the file deleted, which is
    the only file the step moves.
    """

    kind: Literal["dir", "create", "replace", "delete"]
    path: str
    staged: str = ""
    backup: str = ""
    dev: int = 0
    ino: int = 0

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(self.path.split("/"))

    def is_staged(self, info: os.stat_result | None) -> bool:
        return info is not None and (info.st_dev, info.st_ino) == (self.dev, self.ino)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "path": self.path,
            "staged": self.staged,
            "backup": self.backup,
            "dev": self.dev,
            "ino": self.ino,
        }


def write_journal(stage_fd: int, steps: list[Step], fsync: bool) -> None:
    """Write the journal whole, or not at all: a temporary name, flushed, then renamed."""
    text = json.dumps(
        {"version": _JOURNAL_VERSION, "pid": os.getpid(), "steps": [s.to_json() for s in steps]},
        separators=(",", ":"),
    )
    fd = os.open(_JOURNAL_TMP, NEW_FILE_FLAGS, 0o600, dir_fd=stage_fd)
    try:
        view = memoryview(text.encode("utf-8"))
        while view:
            view = view[os.write(fd, view) :]
        if fsync:
            os.fsync(fd)
    finally:
        os.close(fd)
    checkpoint("journal-written")
    os.replace(_JOURNAL_TMP, JOURNAL_NAME, src_dir_fd=stage_fd, dst_dir_fd=stage_fd)
    if fsync:
        os.fsync(stage_fd)
    checkpoint("journal-committed")


def read_journal(stage_fd: int, name: str) -> list[Step]:
    """The steps of a journal; :class:`JournalError` if it is not one this module wrote.

    The staging folder is inside the target, which others may write to: every path is checked
    against the path policy again and every name in the staging folder must be one we make.
    """
    try:
        fd = os.open(name, os.O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC, dir_fd=stage_fd)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise JournalError(f"{name} is not a regular file")
            data = b"".join(iter(lambda: os.read(fd, 1 << 20), b""))
        finally:
            os.close(fd)
        document = json.loads(data)
        if document.get("version") != _JOURNAL_VERSION:
            raise JournalError(f"{name} has unknown version {document.get('version')!r}")
        steps = [_step(raw) for raw in document["steps"]]
    except JournalError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise JournalError(f"{name} cannot be read: {exc}") from None
    return steps


def _step(raw: dict[str, Any]) -> Step:
    kind = raw["kind"]
    path = raw["path"]
    staged, backup = raw["staged"], raw["backup"]
    dev, ino = raw["dev"], raw["ino"]
    if kind not in ("dir", "create", "replace", "delete") or not isinstance(path, str):
        raise JournalError(f"a step has an unknown kind {kind!r}")
    if normalize_path(path) != path:
        raise JournalError(f"a step has a path that is not normalized: {path!r}")
    if kind != "dir" and not _STAGED_NAME.fullmatch(str(staged)):
        raise JournalError(f"a step has a bad staged name {staged!r}")
    if kind in ("replace", "delete") and backup != f"{staged}.old":
        raise JournalError(f"a step has a bad backup name {backup!r}")
    if not (isinstance(dev, int) and isinstance(ino, int)):
        raise JournalError("a step has a bad inode")
    return Step(kind, path, str(staged), str(backup), dev, ino)


def set_state(stage_fd: int, old: str, new: str, fsync: bool) -> None:
    """Rename the journal: the one atomic switch between forward, back and done."""
    os.replace(old, new, src_dir_fd=stage_fd, dst_dir_fd=stage_fd)
    if fsync:
        os.fsync(stage_fd)


# ---------------------------------------------------------------------------------------------
# Applying and undoing


#: Called with (steps done, steps in all) as work advances: what a progress bar shows.
ProgressCallback = Callable[[int, int], None]


class Progress:
    """Which step (``index``) and path is being handled: a failure undoes steps up to it.

    ``report``, if given, is told each step that is done (a progress bar)."""

    def __init__(self, report: ProgressCallback | None = None) -> None:
        self.current = ""
        self.index = -1
        self.report = report


def roll_forward(
    tree: DirTree, stage_fd: int, steps: list[Step], progress: Progress | None = None
) -> None:
    """Apply every step that is not done yet. Raises :class:`OSError` (``FileExistsError`` for
    something in the way that is not ours) or :class:`JournalError` (a staged file is gone)."""
    progress = progress or Progress()
    for index, step in enumerate(steps):
        progress.current = step.path
        parts = step.parts
        name = parts[-1]
        parent = tree.fd(parts[:-1])
        progress.index = index  # from here the step may be (partly) done
        if step.kind == "dir":
            try:
                os.mkdir(name, dir_fd=parent)
            except FileExistsError:
                info = lstat_at(name, parent)
                if info is None or not stat.S_ISDIR(info.st_mode):
                    raise
        elif step.kind == "create":
            at_path = lstat_at(name, parent)
            if not step.is_staged(at_path):
                if at_path is not None:
                    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), name)
                _place_new(stage_fd, step.staged, name, parent)
        elif step.kind == "delete":
            at_path = lstat_at(name, parent)
            if step.is_staged(at_path):  # the file to delete, still there: move it aside
                os.replace(name, step.backup, src_dir_fd=parent, dst_dir_fd=stage_fd)
            elif at_path is not None or not step.is_staged(lstat_at(step.backup, stage_fd)):
                # Another file is at the path, or the file to delete is nowhere: not ours.
                raise FileExistsError(
                    errno.EEXIST, "the file to delete changed since the check", name
                )
        else:
            at_path = lstat_at(name, parent)
            if not step.is_staged(at_path):
                if at_path is not None and lstat_at(step.backup, stage_fd) is None:
                    _keep_backup(name, parent, stage_fd, step.backup)
                    checkpoint("backup")
                if lstat_at(step.staged, stage_fd) is None:
                    raise JournalError(f"the staged file of {step.path!r} is missing")
                os.replace(step.staged, name, src_dir_fd=stage_fd, dst_dir_fd=parent)
        checkpoint(f"{step.kind}")
        if progress.report is not None:
            progress.report(index + 1, len(steps))


def roll_back(tree: DirTree, stage_fd: int, steps: list[Step]) -> list[str]:
    """Undo every step that was done, newest first; return what could not be undone.

    Only our own work is undone: a file is removed or restored only if it is the staged inode
    (or missing, for a replaced file whose backup exists); a folder only if it is empty.
    """
    errors: list[str] = []
    for step in reversed(steps):
        parts = step.parts
        try:
            parent = tree.fd(parts[:-1])
        except FileNotFoundError:
            continue  # its folder is gone, so the step was never done
        except OSError as exc:
            errors.append(f"{step.path}: {describe(exc)}")
            continue
        name = parts[-1]
        try:
            if step.kind == "create":
                if step.is_staged(lstat_at(name, parent)):
                    os.unlink(name, dir_fd=parent)
            elif step.kind == "replace":
                at_path = lstat_at(name, parent)
                if lstat_at(step.backup, stage_fd) is not None and (
                    at_path is None or step.is_staged(at_path)
                ):
                    os.replace(step.backup, name, src_dir_fd=stage_fd, dst_dir_fd=parent)
            elif step.kind == "delete":
                # Put the deleted file back, only where nothing else took its name.
                if step.is_staged(lstat_at(step.backup, stage_fd)):
                    if lstat_at(name, parent) is None:
                        os.replace(step.backup, name, src_dir_fd=stage_fd, dst_dir_fd=parent)
                    else:
                        errors.append(
                            f"{step.path}: something else is there now; the deleted file is "
                            f"kept in the staging folder as {step.backup}"
                        )
            else:
                tree.forget(parts)
                with contextlib.suppress(FileNotFoundError):
                    os.rmdir(name, dir_fd=parent)
        except OSError as exc:
            errors.append(f"{step.path}: {describe(exc)}")
        checkpoint(f"undo-{step.kind}")
    return errors


def _place_new(stage_fd: int, staged: str, name: str, parent: int) -> None:
    """Put a staged file at a new name, never over a file that appeared since the check."""
    try:
        os.link(staged, name, src_dir_fd=stage_fd, dst_dir_fd=parent, follow_symlinks=False)
    except OSError as exc:
        if exc.errno not in NO_HARD_LINKS:
            raise
        # Without hard links, check and rename: only a concurrent writer can slip between.
        if lstat_at(name, parent) is not None:
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), name) from None
        os.replace(staged, name, src_dir_fd=stage_fd, dst_dir_fd=parent)


def _keep_backup(name: str, parent: int, stage_fd: int, backup: str) -> None:
    """Keep the old file in the staging folder so that a failure can put it back."""
    # Checked again: a folder put there since the check must not be moved away below.
    info = lstat_at(name, parent)
    if info is None or not stat.S_ISREG(info.st_mode):
        raise FileExistsError(errno.EEXIST, "no longer a regular file", name)
    try:
        # A second link keeps the old file in place until the new one replaces it.
        os.link(name, backup, src_dir_fd=parent, dst_dir_fd=stage_fd, follow_symlinks=False)
    except OSError as exc:
        if exc.errno not in NO_HARD_LINKS:
            raise
        os.replace(name, backup, src_dir_fd=parent, dst_dir_fd=stage_fd)


def describe(exc: OSError) -> str:
    """The short text of an OS error."""
    if exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


# ---------------------------------------------------------------------------------------------
# Recovery


def find_stages(root_fd: int) -> list[str]:
    """The names of the staging folders in the target (any leftovers of an earlier writer)."""
    return sorted(name for name in os.listdir(root_fd) if name.startswith(STAGING_PREFIX))


def recover_stages(
    tree: DirTree, fsync: bool = True, progress: ProgressCallback | None = None
) -> list[StageOutcome]:
    """Finish or undo every interrupted batch in the target; call with the lock held.

    Holding the lock, no staging folder can belong to a live writer: each one is what a writer
    that died left behind. ``progress`` is told the steps of each batch rolled forward.
    """
    outcomes = []
    for name in find_stages(tree.root_fd):
        outcomes.append(_recover_one(tree, name, fsync, progress))
    return outcomes


def _recover_one(
    tree: DirTree, name: str, fsync: bool, progress: ProgressCallback | None = None
) -> StageOutcome:
    root_fd = tree.root_fd
    info = lstat_at(name, root_fd)
    if info is None:
        return StageOutcome(name, "discarded")
    if not stat.S_ISDIR(info.st_mode):
        # Not ours (we only make folders): a name we reserve, so it is removed, never followed.
        try:
            os.unlink(name, dir_fd=root_fd)
        except OSError as exc:
            return StageOutcome(name, "failed", errors=(describe(exc),))
        return StageOutcome(name, "discarded")
    try:
        stage_fd = os.open(name, DIR_FLAGS, dir_fd=root_fd)
    except OSError as exc:
        return StageOutcome(name, "failed", errors=(describe(exc),))
    try:
        names = set(os.listdir(stage_fd))
        steps: list[Step] = []
        errors: list[str] = []
        outcome: Literal["rolled-forward", "rolled-back", "completed", "discarded", "failed"]
        try:
            if ABORT_NAME in names:
                steps = read_journal(stage_fd, ABORT_NAME)
                errors = roll_back(tree, stage_fd, steps)
                outcome = "rolled-back"
            elif JOURNAL_NAME in names:
                steps = read_journal(stage_fd, JOURNAL_NAME)
                try:
                    roll_forward(tree, stage_fd, steps, Progress(progress))
                    _sync_folders(tree, steps, fsync)
                    set_state(stage_fd, JOURNAL_NAME, DONE_NAME, fsync)
                    outcome = "rolled-forward"
                except (OSError, JournalError):
                    # Something that is not ours is in the way: undo instead.
                    set_state(stage_fd, JOURNAL_NAME, ABORT_NAME, fsync)
                    errors = roll_back(tree, stage_fd, steps)
                    outcome = "rolled-back"
            elif DONE_NAME in names:
                steps = read_journal(stage_fd, DONE_NAME)
                outcome = "completed"
            else:
                outcome = "discarded"
        except (OSError, JournalError) as exc:
            detail = describe(exc) if isinstance(exc, OSError) else str(exc)
            return StageOutcome(name, "failed", errors=(detail,))
        paths = tuple(step.path for step in steps if step.kind != "dir")
        if errors:
            return StageOutcome(name, "failed", paths, tuple(errors))
        errors = remove_stage(root_fd, name, stage_fd)
        stage_fd = -1
        if errors:
            return StageOutcome(name, "failed", paths, tuple(errors))
        return StageOutcome(name, outcome, paths)
    finally:
        if stage_fd >= 0:
            os.close(stage_fd)


def _sync_folders(tree: DirTree, steps: list[Step], fsync: bool) -> None:
    if not fsync:
        return
    seen: dict[tuple[str, ...], None] = {}
    for step in steps:
        seen.setdefault(step.parts[:-1])
    for parts in seen:
        os.fsync(tree.fd(parts))


def remove_stage(root_fd: int, name: str, stage_fd: int) -> list[str]:
    """Remove a staging folder and the files in it (closes ``stage_fd``); return the errors.

    Call it only when the journal says ``done`` or ``abort`` with nothing left to undo, or when
    there is no journal.
    """
    try:
        try:
            # The journal goes last: until it is gone, a crash here still leaves a staging
            # folder whose state recovery can read (every step is idempotent).
            order = sorted(os.listdir(stage_fd), key=lambda entry: entry.startswith("journal"))
            for entry in order:
                os.unlink(entry, dir_fd=stage_fd)
        finally:
            os.close(stage_fd)
        checkpoint("stage-emptied")
        os.rmdir(name, dir_fd=root_fd)
    except OSError as exc:
        return [f"{name}: {describe(exc)}"]
    return []
