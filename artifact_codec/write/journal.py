"""The writer's commit machinery: the target lock, the journal, and rolling a batch forward/back.

:func:`~artifact_codec.write.writer.write_files` stages every file in a folder inside the target,
then renames them into place one by one; POSIX cannot rename several files at once. To make the
batch all or nothing even when the process dies half way (``SIGKILL``, a crash, power loss), it
works like a database journal:

1. under an advisory lock (``flock`` on ``.artifact-codec.lock`` in the target), so that two
   writers never interleave;
2. a staging folder ``.artifact-codec-tmp-*`` (mode 0700) is made in the target and **sealed**:
   its first file, ``seal``, records a random token and the inode numbers of the target and of
   the staging folder itself;
3. the new files are written and flushed in the staging folder;
4. a journal (``journal`` in the staging folder) lists every step of the commit: folders to
   make, files to create, files to replace (with the inode of the file replaced and the name of
   the backup kept of it), and for every staged file its inode, size and SHA-256. It also
   repeats the seal's token and records the seal file's inode and change time (``ctime``, in
   nanoseconds). It is written to a temporary name, flushed and renamed, so it exists whole or
   not at all. Its existence is the commit point;
5. the steps are applied; a failure renames the journal to ``journal-abort`` and undoes them;
6. when done, the journal is renamed to ``journal-done`` and the staging folder removed.

**Provenance.** Recovery runs on whatever a target holds under these names, and a target can
come from anywhere: a cloned repository, an unpacked archive, a co-worker's copy. So a staging
folder is followed only when it proves it was made by this library, on this file system, for
this target, and never touched since: it is a real folder (not a link), owned by the user
running recovery, closed to other users, on the target's file system; its seal and journal are
regular files with one name, owned and closed alike; the seal names this very folder and target
by inode number; and the journal carries the seal's token and the seal file's inode and
``ctime``. ``cp -a``, ``tar x``, ``rsync -a`` and ``git clone`` make new inodes and cannot set a
``ctime`` (the kernel sets it to the time of the copy), so a copy fails the proof even when its
inode numbers happen to be reused. Within a proven folder, a file is touched only if it is
proven too: a staged file by its inode (and, in recovery, its size and SHA-256), a file in the
target by being that inode, a backup by being the inode the journal says was replaced.
Anything that fails is reported (outcome ``untrusted`` or ``failed``) and left exactly as it
is: never deleted, moved or followed.

Every step is idempotent and recognizes its own work by inode: a staged file and the file it
became are one inode (``link`` or ``rename`` keep it). So :func:`recover_stages`, run under the
lock by the next writer or by ``artifact-codec recover``, can finish an interrupted batch
(journal present: roll forward) or undo it (``journal-abort``, or a forward step that cannot be
done: roll back), and a sealed staging folder without a journal is only leftovers.
``docs/security.md`` says what this does and does not guarantee.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from ..errors import UnsafePathError
from ..format.names import ABORT_NAME, DONE_NAME, JOURNAL_NAME, LOCK_NAME, STAGING_PREFIX
from ..format.paths import check_path_set, normalize_path
from ..reports import RecoveryOutcome, StageOutcome

__all__ = [
    "LOCK_NAME",
    "SEAL_NAME",
    "STAGING_PREFIX",
    "DirTree",
    "ForeignLockError",
    "JournalError",
    "LockTimeout",
    "Stage",
    "StageOutcome",
    "Step",
    "UntrustedError",
    "make_stage",
    "recover_stages",
    "roll_back",
    "roll_forward",
    "target_lock",
]

#: In a staging folder: the file that ties it to the write that made it (the module docstring).
SEAL_NAME = "seal"
_JOURNAL_TMP = "journal.tmp"
_JOURNAL_VERSION = 2
_STATES = (JOURNAL_NAME, ABORT_NAME, DONE_NAME)
_MAX_SEAL_BYTES = 4096
_MAX_JOURNAL_BYTES = 256 << 20
_MAX_LOCK_BYTES = 64

_O_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY: int = getattr(os, "O_DIRECTORY", 0)
_O_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
# Never block in open(): a FIFO put where a file of ours is expected is refused by fstat after.
_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)
DIR_FLAGS = os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
NEW_FILE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC
_READ_FLAGS = os.O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC
_NEW_LOCK_FLAGS = os.O_RDWR | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC
_OLD_LOCK_FLAGS = os.O_RDWR | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC
# File systems without hard links (FAT, some network and FUSE mounts) answer link() with these.
NO_HARD_LINKS = frozenset(
    {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.ENOSYS, errno.EMLINK}
)
# Directory descriptors kept open at once; more are closed and reopened when needed.
_MAX_OPEN_DIRS = 64
_STAGED_NAME = re.compile(r"[0-9]{1,9}")
_STAGE_NAME = re.compile(re.escape(STAGING_PREFIX) + "[0-9a-f]{16}")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_TOKEN = re.compile(r"[0-9a-f]{32}")
_LOCK_TEXT = re.compile(rb"(?:pid [0-9]{1,12}\n)?")

#: Test hook: called with a label at each point where a crash would leave a distinct state.
#: The fault-injection tests set it to kill the process there; it is None otherwise.
checkpoint_hook: Callable[[str], None] | None = None


def checkpoint(label: str) -> None:
    """Call :data:`checkpoint_hook` if a test set one."""
    hook = checkpoint_hook
    if hook is not None:
        hook(label)


# LockTimeout, ForeignLockError and JournalError are internal control flow between this module
# and the writer, not errors of the library: write_files() and recover() turn LockTimeout into
# errors.LockTimeoutError, ForeignLockError into errors.WriteFailedError, and JournalError into
# errors.WriteFailedError or a failed/untrusted StageOutcome (then errors.RecoveryFailedError).
# No caller ever sees them, so they are not in artifact_codec/errors.py.


class LockTimeout(TimeoutError):
    """The lock was not free within the timeout (``holder`` is what the lock file says)."""

    def __init__(self, waited: float, holder: str) -> None:
        super().__init__(errno.ETIMEDOUT, "timed out waiting for the target lock")
        self.waited = waited
        self.holder = holder


class ForeignLockError(Exception):
    """The lock file's name holds something the writer did not make (the message says what)."""


class JournalError(Exception):
    """A journal cannot be read or a step cannot be applied (the message says which)."""


class UntrustedError(JournalError):
    """A staging folder, seal or journal does not prove it was made by this library for this
    target (the message says which check failed); it is left as it is."""


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


def kind_of(mode: int) -> str:
    """What a file of this mode is, in words (for messages)."""
    if stat.S_ISREG(mode):
        return "regular file"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISLNK(mode):
        return "symbolic link"
    if stat.S_ISFIFO(mode):
        return "FIFO"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "device"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


# ---------------------------------------------------------------------------------------------
# The lock


@contextlib.contextmanager
def target_lock(root_fd: int, timeout: float | None) -> Iterator[None]:
    """Hold an exclusive ``flock`` on the target's lock file; wait up to ``timeout`` seconds.

    ``None`` waits as long as it takes, ``0`` tries once. The file is removed when the lock is
    released, while still held; a waiter that then wins the lock on the removed file notices
    (the name no longer leads to the inode it locked) and starts again. A lock file this module
    did not make (a hard link to another file, a FIFO, a file of another user or with other
    content than ``pid N``) is never opened for writing, truncated or removed:
    :class:`ForeignLockError`. Raises :class:`LockTimeout`, or the :class:`OSError` of creating
    the file.
    """
    import fcntl  # POSIX only; the package must import on Windows too

    start = time.monotonic()
    while True:
        fd = _open_lock(root_fd)
        try:
            _acquire(fcntl, fd, start, timeout)
            info = lstat_at(LOCK_NAME, root_fd)
            mine = os.fstat(fd)
            if info is None or (info.st_dev, info.st_ino) != (mine.st_dev, mine.st_ino):
                os.close(fd)
                continue
            # Checked again while held: nothing may have linked it elsewhere meanwhile.
            reason = _foreign_lock_reason(fd)
            if reason is not None:
                raise ForeignLockError(reason)
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


def _open_lock(root_fd: int) -> int:
    """Open the lock file: a new one of ours, or an existing one proven to be a lock file."""
    while True:
        try:
            return os.open(LOCK_NAME, _NEW_LOCK_FLAGS, 0o644, dir_fd=root_fd)
        except FileExistsError:
            pass
        info = lstat_at(LOCK_NAME, root_fd)
        if info is None:
            continue  # removed by the writer that held it: make a new one
        if not stat.S_ISREG(info.st_mode):
            raise ForeignLockError(f"it is a {kind_of(info.st_mode)}, not a lock file")
        try:
            fd = os.open(LOCK_NAME, _OLD_LOCK_FLAGS, dir_fd=root_fd)
        except FileNotFoundError:
            continue
        try:
            reason = _foreign_lock_reason(fd)
        except BaseException:
            os.close(fd)
            raise
        if reason is not None:
            os.close(fd)
            raise ForeignLockError(reason)
        return fd


def lock_problem(root_fd: int) -> str | None:
    """Why the target's lock file cannot be taken by the writer (it is not one this module
    made), or None (none is there, or it is ours). Read only: nothing is created or changed,
    so a dry run can say what the write would meet."""
    info = lstat_at(LOCK_NAME, root_fd)
    if info is None:
        return None
    if not stat.S_ISREG(info.st_mode):
        return f"it is a {kind_of(info.st_mode)}, not a lock file"
    try:
        fd = os.open(
            LOCK_NAME, os.O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC, dir_fd=root_fd
        )
    except FileNotFoundError:
        return None
    try:
        return _foreign_lock_reason(fd)
    finally:
        os.close(fd)


def _foreign_lock_reason(fd: int) -> str | None:
    """Why the open file is not a lock file this module made, or None."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        return f"it is a {kind_of(info.st_mode)}, not a lock file"
    if info.st_nlink != 1:
        return f"it has {info.st_nlink} names (a hard link to another file)"
    if info.st_uid != os.geteuid():
        return f"it belongs to another user (uid {info.st_uid})"
    if info.st_size > _MAX_LOCK_BYTES or not _LOCK_TEXT.fullmatch(
        os.pread(fd, _MAX_LOCK_BYTES + 1, 0)
    ):
        return "it holds something else than the writer's 'pid N' line"
    return None


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
# The staging folder and its seal


@dataclass(frozen=True)
class Seal:
    """What the ``seal`` file of a staging folder says: a random token, the folder's own name
    and the inode numbers of the target and of the folder. (Device numbers are not recorded:
    some file systems give new ones at each mount, and a reboot must not make a genuine folder
    fail its proof; they are compared live instead: everything must be on one file system.)"""

    token: str
    name: str
    target_ino: int
    stage_ino: int

    def to_json(self) -> dict[str, Any]:
        return {
            "token": self.token,
            "name": self.name,
            "target": self.target_ino,
            "stage": self.stage_ino,
        }


@dataclass
class Stage:
    """An open staging folder that is the writer's: made by :func:`make_stage`, or proven by
    :func:`open_stage`. ``sealed`` is the seal file's ``(inode, ctime in ns)``."""

    name: str
    fd: int
    dev: int
    ino: int
    seal: Seal
    sealed: tuple[int, int]

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def make_stage(root_fd: int, fsync: bool) -> Stage:
    """Make and seal a new staging folder in the target (removed again if that fails)."""
    target = os.fstat(root_fd)
    while True:
        name = STAGING_PREFIX + secrets.token_hex(8)
        try:
            os.mkdir(name, 0o700, dir_fd=root_fd)
        except FileExistsError:
            continue
        break
    fd = -1
    sealed = False
    try:
        fd = os.open(name, DIR_FLAGS, dir_fd=root_fd)
        info = os.fstat(fd)
        seal = Seal(secrets.token_hex(16), name, target.st_ino, info.st_ino)
        seal_fd = os.open(SEAL_NAME, NEW_FILE_FLAGS, 0o600, dir_fd=fd)
        sealed = True
        try:
            _write_all(seal_fd, json.dumps(seal.to_json()).encode())
            if fsync:
                os.fsync(seal_fd)
            # The ctime now is the seal's for good: nothing writes, renames or links it again.
            seal_info = os.fstat(seal_fd)
        finally:
            os.close(seal_fd)
        if fsync:
            # The journal in it must not outlive its folder. (The folder's own entries, the
            # seal's among them, are flushed with the journal.)
            os.fsync(root_fd)
    except BaseException:
        if fd >= 0:
            if sealed:
                with contextlib.suppress(OSError):
                    os.unlink(SEAL_NAME, dir_fd=fd)
            os.close(fd)
        with contextlib.suppress(OSError):
            os.rmdir(name, dir_fd=root_fd)
        raise
    return Stage(
        name, fd, info.st_dev, info.st_ino, seal, (seal_info.st_ino, seal_info.st_ctime_ns)
    )


def open_stage(root_fd: int, name: str) -> Stage:
    """Open a staging folder found in the target, if it proves it is the writer's.

    Raises :class:`UntrustedError` naming the check that failed (the folder is not touched),
    ``FileNotFoundError`` if it is gone, or another :class:`OSError`.
    """
    target = os.fstat(root_fd)
    info = lstat_at(name, root_fd)
    if info is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), name)
    if not stat.S_ISDIR(info.st_mode):
        raise UntrustedError(f"it is a {kind_of(info.st_mode)}, not a staging folder")
    if not _STAGE_NAME.fullmatch(name):
        raise UntrustedError(
            f"the writer names its staging folders {STAGING_PREFIX} and 16 hex digits"
        )
    try:
        fd = os.open(name, DIR_FLAGS, dir_fd=root_fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):  # swapped for something else meanwhile
            raise UntrustedError("it changed while it was examined") from None
        raise
    try:
        here = os.fstat(fd)
        if (here.st_dev, here.st_ino) != (info.st_dev, info.st_ino):
            raise UntrustedError("it changed while it was examined")
        if here.st_dev != target.st_dev:
            raise UntrustedError("it is on another file system than the target (a mount)")
        _check_private(here, "the folder", 0o077)
        sealed = lstat_at(SEAL_NAME, fd)
        entries = os.listdir(fd)
        if sealed is None and not entries:
            # What a writer killed at the very end of its cleanup leaves (the seal goes last).
            # An empty folder, private to this user, holds nothing to lose.
            raise _EmptyStage(here)
        if (
            entries == [SEAL_NAME]
            and sealed is not None
            and stat.S_ISREG(sealed.st_mode)
            and sealed.st_size == 0
            and sealed.st_nlink == 1
            and sealed.st_uid == os.geteuid()
        ):
            # What a writer killed between creating its seal and writing it leaves (make_stage
            # writes the seal in one call): an empty file in a private folder, nothing to lose.
            os.unlink(SEAL_NAME, dir_fd=fd)
            raise _EmptyStage(here)
        data, seal_info = _read_private(fd, SEAL_NAME, _MAX_SEAL_BYTES, "seal")
        seal = _parse_seal(data)
        if seal.name != name or seal.stage_ino != here.st_ino or seal.target_ino != target.st_ino:
            raise UntrustedError(
                "its seal names another folder or target: it was copied, moved or made by "
                "someone else"
            )
    except BaseException:
        os.close(fd)
        raise
    return Stage(
        name, fd, here.st_dev, here.st_ino, seal, (seal_info.st_ino, seal_info.st_ctime_ns)
    )


class _EmptyStage(Exception):
    """A staging folder that is private to this user and empty: only its removal was left."""

    def __init__(self, info: os.stat_result) -> None:
        self.info = info


def _check_private(info: os.stat_result, what: str, others: int) -> None:
    if info.st_uid != os.geteuid():
        raise UntrustedError(f"{what} belongs to another user (uid {info.st_uid})")
    if info.st_mode & others:
        raise UntrustedError(
            f"{what} is open to other users (mode {stat.S_IMODE(info.st_mode):o}); the writer "
            "makes it private"
        )


def _read_private(dir_fd: int, name: str, limit: int, what: str) -> tuple[bytes, os.stat_result]:
    """The bytes of one of the writer's own files in a staging folder, after checking that it
    is a regular file with one name, owned by this user and private."""
    try:
        fd = os.open(name, _READ_FLAGS, dir_fd=dir_fd)
    except FileNotFoundError:
        raise UntrustedError(f"it has no {what} file: the writer did not make it") from None
    except OSError as exc:
        raise UntrustedError(f"its {what} cannot be opened: {describe(exc)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UntrustedError(f"its {what} is a {kind_of(info.st_mode)}, not a regular file")
        if info.st_nlink != 1:
            raise UntrustedError(f"its {what} has {info.st_nlink} names (a hard link)")
        _check_private(info, f"its {what}", 0o077)
        if info.st_size > limit:
            raise UntrustedError(f"its {what} is too large to be the writer's")
        data = b"".join(iter(lambda: os.read(fd, 1 << 20), b""))
    finally:
        os.close(fd)
    return data, info


def _parse_seal(data: bytes) -> Seal:
    try:
        raw = json.loads(data)
        seal = Seal(str(raw["token"]), raw["name"], raw["target"], raw["stage"])
    except (ValueError, KeyError, TypeError, RecursionError):
        raise UntrustedError("its seal is not one the writer wrote") from None
    if not (
        _TOKEN.fullmatch(seal.token)
        and isinstance(seal.name, str)
        and _is_count(seal.target_ino)
        and _is_count(seal.stage_ino)
    ):
        raise UntrustedError("its seal is not one the writer wrote")
    return seal


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


# ---------------------------------------------------------------------------------------------
# The journal


@dataclass(frozen=True)
class Step:
    """One step of a commit.

    ``dir``: make folder ``path``. ``create``: put staged file ``staged`` at ``path``, which
    must not exist. ``replace``: keep the file at ``path`` as ``backup`` in the staging folder,
    then put ``staged`` there; only the very file that was checked is replaced (its inode,
    size and modification time: ``old_ino``, ``old_size``, ``old_mtime_ns``). ``dev``/``ino``
    identify the staged file's inode, ``size``/``sha256`` its content. ``delete``: move the
    file at ``path`` into the staging folder as ``backup`` (``staged`` is only the number the
    backup is named after; nothing is staged); only the very file that was checked is moved
    (``old_*``), and an undo puts it back.
    """

    kind: Literal["dir", "create", "replace", "delete"]
    path: str
    staged: str = ""
    backup: str = ""
    dev: int = 0
    ino: int = 0
    size: int = 0
    sha256: str = ""
    old_ino: int = 0
    old_size: int = 0
    old_mtime_ns: int = 0

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(self.path.split("/"))

    def is_staged(self, info: os.stat_result | None, dev: int) -> bool:
        """Whether ``info`` is the staged file's inode (``dev``: the staging folder's)."""
        return (
            info is not None
            and stat.S_ISREG(info.st_mode)
            and (info.st_dev, info.st_ino) == (dev, self.ino)
        )

    def is_old(self, info: os.stat_result | None, dev: int) -> bool:
        """Whether ``info`` is the file this step replaces or deletes, at its path, unchanged
        since it was checked (inode, size and modification time)."""
        return (
            info is not None
            and stat.S_ISREG(info.st_mode)
            and (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
            == (dev, self.old_ino, self.old_size, self.old_mtime_ns)
        )

    def is_backup(self, info: os.stat_result | None, dev: int) -> bool:
        """Whether ``info`` (an entry of the staging folder) is the backup of the file this
        step replaces or deletes: that inode. Not its size or modification time: the file may
        have other names outside the target (a package store's hard link, ``cp -al``), through
        which it can change while it waits in the staging folder; it is still the file moved
        aside, and only it can be put back (no other file has its inode while it exists)."""
        return (
            info is not None
            and stat.S_ISREG(info.st_mode)
            and (info.st_dev, info.st_ino) == (dev, self.old_ino)
        )

    def to_json(self) -> dict[str, Any]:
        if self.kind == "dir":
            return {"kind": self.kind, "path": self.path}
        raw: dict[str, Any] = {
            "kind": self.kind,
            "path": self.path,
            "staged": self.staged,
            "dev": self.dev,
            "ino": self.ino,
            "size": self.size,
            "sha256": self.sha256,
        }
        if self.kind == "delete":
            return {
                "kind": self.kind,
                "path": self.path,
                "staged": self.staged,
                "backup": self.backup,
                "old_ino": self.old_ino,
                "old_size": self.old_size,
                "old_mtime_ns": self.old_mtime_ns,
            }
        if self.kind == "replace":
            raw["backup"] = self.backup
            raw["old_ino"] = self.old_ino
            raw["old_size"] = self.old_size
            raw["old_mtime_ns"] = self.old_mtime_ns
        return raw


def write_journal(stage: Stage, steps: list[Step], fsync: bool) -> None:
    """Write the journal whole, or not at all: a temporary name, flushed, then renamed."""
    text = json.dumps(
        {
            "version": _JOURNAL_VERSION,
            **stage.seal.to_json(),
            "seal": list(stage.sealed),
            "pid": os.getpid(),
            "steps": [s.to_json() for s in steps],
        },
        separators=(",", ":"),
    )
    fd = os.open(_JOURNAL_TMP, NEW_FILE_FLAGS, 0o600, dir_fd=stage.fd)
    try:
        _write_all(fd, text.encode("utf-8"))
        if fsync:
            os.fsync(fd)
    finally:
        os.close(fd)
    checkpoint("journal-written")
    os.replace(_JOURNAL_TMP, JOURNAL_NAME, src_dir_fd=stage.fd, dst_dir_fd=stage.fd)
    if fsync:
        os.fsync(stage.fd)
    checkpoint("journal-committed")


def read_journal(stage: Stage, name: str) -> list[Step]:
    """The steps of the journal ``name`` of a proven staging folder; :class:`UntrustedError`
    if it was not written by the writer that sealed the folder, or names a step it would not
    write (a path the path policy refuses, a staged name that is not its own...)."""
    data, _ = _read_private(stage.fd, name, _MAX_JOURNAL_BYTES, "journal")
    try:
        document = json.loads(data)
        version = document.get("version")
        if version != _JOURNAL_VERSION:
            raise UntrustedError(f"its journal has an unknown version {version!r}")
        seal = Seal(document["token"], document["name"], document["target"], document["stage"])
        sealed = document["seal"]
        if seal != stage.seal or not (isinstance(sealed, list) and tuple(sealed) == stage.sealed):
            raise UntrustedError(
                "its journal was not written with this folder's seal (it was copied, or the "
                "seal was changed since)"
            )
        steps = [_step(raw) for raw in document["steps"]]
    except JournalError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        raise UntrustedError(f"its journal cannot be read: {exc}") from None
    _check_steps(steps)
    return steps


def _step(raw: dict[str, Any]) -> Step:
    kind = raw["kind"]
    path = raw["path"]
    if kind not in ("dir", "create", "replace", "delete") or not isinstance(path, str):
        raise UntrustedError(f"a step of its journal has an unknown kind {kind!r}")
    try:
        normalized = normalize_path(path)
    except UnsafePathError as error:
        raise UntrustedError(
            f"a step of its journal has a path the writer refuses ({error.rule}): {path!r}"
        ) from None
    if normalized != path:
        raise UntrustedError(f"a step of its journal has a path that is not normalized: {path!r}")
    if kind == "dir":
        return Step("dir", path)
    if kind == "delete":
        staged, backup = raw["staged"], raw["backup"]
        if not (isinstance(staged, str) and _STAGED_NAME.fullmatch(staged)):
            raise UntrustedError(f"a step of its journal has a bad staged name {staged!r}")
        if backup != f"{staged}.old":
            raise UntrustedError(f"a step of its journal has a bad backup name {backup!r}")
        old = (raw["old_ino"], raw["old_size"], raw["old_mtime_ns"])
        if not all(isinstance(value, int) and not isinstance(value, bool) for value in old):
            raise UntrustedError("a step of its journal has a bad inode")
        return Step("delete", path, staged, backup, 0, 0, 0, "", *old)
    staged, dev, ino, size, sha256 = (
        raw["staged"],
        raw["dev"],
        raw["ino"],
        raw["size"],
        raw["sha256"],
    )
    if not (isinstance(staged, str) and _STAGED_NAME.fullmatch(staged)):
        raise UntrustedError(f"a step of its journal has a bad staged name {staged!r}")
    if not (_is_count(dev) and _is_count(ino) and _is_count(size)):
        raise UntrustedError("a step of its journal has a bad inode or size")
    if not (isinstance(sha256, str) and _SHA256.fullmatch(sha256)):
        raise UntrustedError("a step of its journal has a bad SHA-256")
    if kind == "create":
        return Step("create", path, staged, "", dev, ino, size, sha256)
    backup, old = raw["backup"], (raw["old_ino"], raw["old_size"], raw["old_mtime_ns"])
    if backup != f"{staged}.old":
        raise UntrustedError(f"a step of its journal has a bad backup name {backup!r}")
    if not all(isinstance(value, int) and not isinstance(value, bool) for value in old):
        raise UntrustedError("a step of its journal has a bad inode")
    return Step("replace", path, staged, backup, dev, ino, size, sha256, *old)


def _check_steps(steps: list[Step]) -> None:
    """The steps as a whole: each staged name once, the files a set of paths the writer would
    write (no path twice, none both file and folder), no folder step that is also a file."""
    files = [step for step in steps if step.kind != "dir"]
    if len({step.staged for step in files}) != len(files):
        raise UntrustedError("its journal names a staged file twice")
    try:
        check_path_set(step.path for step in files)
    except UnsafePathError as error:
        raise UntrustedError(f"its journal has paths the writer would not write: {error}") from None
    folders = [step.path for step in steps if step.kind == "dir"]
    if len(set(folders)) != len(folders) or set(folders) & {step.path for step in files}:
        raise UntrustedError("its journal makes a folder twice, or where it puts a file")


def set_state(stage_fd: int, old: str, new: str, fsync: bool) -> None:
    """Rename the journal: the one atomic switch between forward, back and done."""
    os.replace(old, new, src_dir_fd=stage_fd, dst_dir_fd=stage_fd)
    if fsync:
        os.fsync(stage_fd)


def mark_done(stage_fd: int, fsync: bool) -> None:
    """Rename the journal to ``journal-done`` once every step is done.

    From the rename on the batch is committed, whatever follows: a failure to flush the
    staging folder afterwards is not a failure of the write. If the rename was not durable,
    a crash leaves ``journal``, and recovery rolls forward a batch that is complete already
    (every step is idempotent): the same files either way. So that flush is tried, and its
    error dropped.
    """
    os.replace(JOURNAL_NAME, DONE_NAME, src_dir_fd=stage_fd, dst_dir_fd=stage_fd)
    if fsync:
        with contextlib.suppress(OSError):
            os.fsync(stage_fd)


# ---------------------------------------------------------------------------------------------
# Proofs about single files


def _content_is(dir_fd: int, name: str, step: Step) -> bool:
    """Whether ``name`` in ``dir_fd`` is the step's staged inode holding exactly its content
    (size and SHA-256), read without following a link or blocking on a FIFO."""
    try:
        fd = os.open(name, _READ_FLAGS, dir_fd=dir_fd)
    except OSError:
        return False
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_ino != step.ino or info.st_size != step.size:
            return False
        digest = hashlib.sha256()
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
        return digest.hexdigest() == step.sha256
    finally:
        os.close(fd)


def _check_staged(stage: Stage, step: Step, verify: bool) -> None:
    """Raise :class:`JournalError` unless the staged file of ``step`` is the one the writer
    staged: a regular file, its inode, one name, and with ``verify`` its recorded content."""
    info = lstat_at(step.staged, stage.fd)
    if info is None:
        raise JournalError(f"the staged file of {step.path!r} is missing")
    if not step.is_staged(info, stage.dev):
        raise JournalError(f"the staged file of {step.path!r} is not the one the writer staged")
    if info.st_nlink != 1:
        raise JournalError(
            f"the staged file of {step.path!r} has {info.st_nlink} names (a hard link)"
        )
    if verify and not _content_is(stage.fd, step.staged, step):
        raise JournalError(f"the staged file of {step.path!r} does not hold what the writer staged")


def _placed(stage: Stage, step: Step, parent: int, name: str) -> Literal["ours", "not", "changed"]:
    """Whether the file at ``name`` is the staged file the step put there.

    ``ours`` when it is the staged inode holding exactly the recorded content (size and
    SHA-256: so neither a file that reused a freed inode number nor one edited since is taken
    for it); ``changed`` when it is the inode but its content changed since; ``not`` otherwise.
    """
    info = lstat_at(name, parent)
    if not step.is_staged(info, stage.dev):
        return "not"
    return "ours" if _content_is(parent, name, step) else "changed"


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
    tree: DirTree,
    stage: Stage,
    steps: list[Step],
    progress: Progress | None = None,
    *,
    verify: bool = True,
) -> None:
    """Apply every step that is not done yet. Raises :class:`OSError` (``FileExistsError`` for
    something in the way that is not ours) or :class:`JournalError` (a staged file is gone or
    not the writer's). ``verify`` also checks each staged file's content against the journal
    before putting it in place (recovery does; the writer that just staged them does not)."""
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
            if not step.is_staged(at_path, stage.dev):
                if at_path is not None:
                    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), name)
                _check_staged(stage, step, verify)
                _place_new(stage.fd, step.staged, name, parent)
        elif step.kind == "delete":
            _delete(stage, step, name, parent)
        else:
            at_path = lstat_at(name, parent)
            if not step.is_staged(at_path, stage.dev):
                _replace(stage, step, name, parent, at_path, verify)
        checkpoint(f"{step.kind}")
        if progress.report is not None:
            progress.report(index + 1, len(steps))


def _replace(
    stage: Stage,
    step: Step,
    name: str,
    parent: int,
    at_path: os.stat_result | None,
    verify: bool,
) -> None:
    backup = lstat_at(step.backup, stage.fd)
    if backup is None:
        # Only the very file the batch was checked against is replaced (same inode).
        if not step.is_old(at_path, stage.dev):
            raise FileExistsError(
                errno.EEXIST, "the file to replace is gone or changed since the check", name
            )
        _keep_backup(name, parent, stage.fd, step.backup)
        checkpoint("backup")
    elif not step.is_backup(backup, stage.dev):
        raise JournalError(f"the backup of {step.path!r} is not the file the batch replaced")
    elif at_path is not None and not step.is_old(at_path, stage.dev):
        raise FileExistsError(
            errno.EEXIST, "the file to replace is gone or changed since the check", name
        )
    _check_staged(stage, step, verify)
    os.replace(step.staged, name, src_dir_fd=stage.fd, dst_dir_fd=parent)


def roll_back(tree: DirTree, stage: Stage, steps: list[Step]) -> list[str]:
    """Undo every step that was done, newest first; return what could not be undone.

    Only our own work is undone: a file is removed only if it is proven to be the staged file
    (see :func:`_placed`); a replaced file is restored only from a backup that is its inode,
    and only over the staged file or a missing name; a folder only if it is empty.
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
                placed = _placed(stage, step, parent, name)
                if placed == "ours":
                    os.unlink(name, dir_fd=parent)
                elif placed == "changed":
                    errors.append(f"{step.path}: changed since it was written; left as it is")
            elif step.kind == "replace":
                errors.extend(_restore(stage, step, parent, name))
            elif step.kind == "delete":
                errors.extend(_undelete(stage, step, parent, name))
            else:
                tree.forget(parts)
                with contextlib.suppress(FileNotFoundError):
                    os.rmdir(name, dir_fd=parent)
        except OSError as exc:
            errors.append(f"{step.path}: {describe(exc)}")
        checkpoint(f"undo-{step.kind}")
    return errors


def _delete(stage: Stage, step: Step, name: str, parent: int) -> None:
    """Move the file to delete into the staging folder (where an undo finds it), only if it is
    the very file that was checked; done already when that file is the backup."""
    at_path = lstat_at(name, parent)
    if step.is_old(at_path, stage.dev):
        if lstat_at(step.backup, stage.fd) is not None:
            raise JournalError(f"the backup name of {step.path!r} is taken in the staging folder")
        os.rename(name, step.backup, src_dir_fd=parent, dst_dir_fd=stage.fd)
        return
    if at_path is not None or not step.is_backup(lstat_at(step.backup, stage.fd), stage.dev):
        # Another file is at the path, or the file to delete is nowhere: not ours to touch.
        raise FileExistsError(errno.EEXIST, "the file to delete changed since the check", name)


def _undelete(stage: Stage, step: Step, parent: int, name: str) -> list[str]:
    """Put a deleted file back, only from a backup that is that file and only where nothing
    else took its name."""
    backup = lstat_at(step.backup, stage.fd)
    if backup is None:
        return []  # never moved: the file was not touched
    if not step.is_backup(backup, stage.dev):
        return [f"{step.path}: its backup is not the file the batch deleted; left as it is"]
    if lstat_at(name, parent) is not None:
        return [
            f"{step.path}: something else is there now; the deleted file is kept in the "
            f"staging folder as {step.backup}"
        ]
    os.rename(step.backup, name, src_dir_fd=stage.fd, dst_dir_fd=parent)
    return []


def _restore(stage: Stage, step: Step, parent: int, name: str) -> list[str]:
    backup = lstat_at(step.backup, stage.fd)
    if backup is None:
        return []  # never backed up: the old file was not touched
    if not step.is_backup(backup, stage.dev):
        return [f"{step.path}: its backup is not the file the batch replaced; left as it is"]
    at_path = lstat_at(name, parent)
    if at_path is not None and (at_path.st_dev, at_path.st_ino) == (backup.st_dev, backup.st_ino):
        # Backed up by a second link, not replaced yet: the old file is in place.
        os.unlink(step.backup, dir_fd=stage.fd)
        return []
    if at_path is not None:
        placed = _placed(stage, step, parent, name)
        if placed == "changed":
            return [f"{step.path}: changed since it was written; left as it is"]
        if placed == "not":
            return [
                f"{step.path}: something else is there now; the old file is kept in the "
                f"staging folder as {step.backup}"
            ]
    os.replace(step.backup, name, src_dir_fd=stage.fd, dst_dir_fd=parent)
    return []


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
    that died left behind, or something that is not the writer's at all. ``progress`` is told
    the steps of each batch rolled forward.
    """
    outcomes = []
    for name in find_stages(tree.root_fd):
        outcomes.append(_recover_one(tree, name, fsync, progress))
    return outcomes


def _recover_one(
    tree: DirTree, name: str, fsync: bool, progress: ProgressCallback | None = None
) -> StageOutcome:
    try:
        stage = open_stage(tree.root_fd, name)
    except UntrustedError as exc:
        return StageOutcome(name, "untrusted", errors=(str(exc),))
    except FileNotFoundError:
        return StageOutcome(name, "discarded")
    except _EmptyStage as empty:
        try:
            _remove_empty(tree.root_fd, name, (empty.info.st_dev, empty.info.st_ino))
        except OSError as exc:
            return StageOutcome(name, "failed", errors=(f"{name}: {describe(exc)}",))
        return StageOutcome(name, "completed")
    except OSError as exc:
        return StageOutcome(name, "failed", errors=(describe(exc),))
    try:
        steps: list[Step] | None = None
        errors: list[str] = []
        outcome: RecoveryOutcome
        try:
            states = [state for state in _STATES if lstat_at(state, stage.fd) is not None]
            if len(states) > 1:
                raise UntrustedError(f"it holds {' and '.join(states)}; the writer keeps one")
            if not states:
                outcome = "discarded"
            elif states[0] == ABORT_NAME:
                steps = read_journal(stage, ABORT_NAME)
                errors = roll_back(tree, stage, steps)
                outcome = "rolled-back"
            elif states[0] == JOURNAL_NAME:
                steps = read_journal(stage, JOURNAL_NAME)
                try:
                    roll_forward(tree, stage, steps, Progress(progress))
                    _sync_folders(tree, steps, fsync)
                    mark_done(stage.fd, fsync)
                    outcome = "rolled-forward"
                except (OSError, JournalError):
                    # Something that is not ours is in the way: undo instead.
                    set_state(stage.fd, JOURNAL_NAME, ABORT_NAME, fsync)
                    errors = roll_back(tree, stage, steps)
                    outcome = "rolled-back"
            else:
                steps = read_journal(stage, DONE_NAME)
                outcome = "completed"
        except UntrustedError as exc:
            return StageOutcome(name, "untrusted", errors=(str(exc),))
        except (OSError, JournalError) as exc:
            detail = describe(exc) if isinstance(exc, OSError) else str(exc)
            return StageOutcome(name, "failed", errors=(detail,))
        paths = tuple(step.path for step in steps or () if step.kind != "dir")
        if errors:
            return StageOutcome(name, "failed", paths, tuple(errors))
        errors = remove_stage(tree.root_fd, stage, steps)
        if errors:
            return StageOutcome(name, "failed", paths, tuple(errors))
        return StageOutcome(name, outcome, paths)
    finally:
        stage.close()


def _sync_folders(tree: DirTree, steps: list[Step], fsync: bool) -> None:
    if not fsync:
        return
    seen: dict[tuple[str, ...], None] = {}
    for step in steps:
        seen.setdefault(step.parts[:-1])
    for parts in seen:
        os.fsync(tree.fd(parts))


def remove_stage(root_fd: int, stage: Stage, steps: list[Step] | None) -> list[str]:
    """Remove a staging folder and the files in it (closes it); return the errors.

    Call it only when the journal says ``done`` or ``abort`` with nothing left to undo
    (``steps``: its steps), or when there is no journal (``steps`` None). Every entry must be
    one the writer made: the seal, the journal, and staged files and backups that are the
    inodes the journal names (without a journal: staged files with one name, as they are
    before any commit). Anything else keeps the whole folder as it is.
    """
    try:
        try:
            entries = os.listdir(stage.fd)
            strangers = [e for e in entries if not _is_ours(stage, e, steps)]
            if strangers:
                shown = ", ".join(repr(e) for e in sorted(strangers)[:3])
                return [
                    f"{stage.name}: it holds {shown}, which the writer did not put there; the "
                    "folder is left as it is"
                ]
            # The journal and then the seal go last: until they are gone, a crash here still
            # leaves a staging folder whose state recovery can prove and read (every step is
            # idempotent).
            last = {SEAL_NAME: 2, **dict.fromkeys(_STATES, 1)}
            for entry in sorted(entries, key=lambda e: last.get(e, 0)):
                os.unlink(entry, dir_fd=stage.fd)
        finally:
            stage.close()
        checkpoint("stage-emptied")
        _remove_empty(root_fd, stage.name, (stage.dev, stage.ino))
    except OSError as exc:
        return [f"{stage.name}: {describe(exc)}"]
    return []


def _remove_empty(root_fd: int, name: str, identity: tuple[int, int]) -> None:
    """Remove the emptied staging folder ``name``, if the name still leads to it (``identity``:
    its device and inode)."""
    now = lstat_at(name, root_fd)
    if now is None or (now.st_dev, now.st_ino) != identity:
        raise OSError(errno.ESTALE, "it was moved or replaced while it was emptied")
    os.rmdir(name, dir_fd=root_fd)


def _is_ours(stage: Stage, entry: str, steps: list[Step] | None) -> bool:
    info = lstat_at(entry, stage.fd)
    if info is None:
        return True  # gone already
    if not stat.S_ISREG(info.st_mode):
        return False
    if entry in (SEAL_NAME, _JOURNAL_TMP, *_STATES):
        return info.st_nlink == 1
    if steps is None:
        return _STAGED_NAME.fullmatch(entry) is not None and info.st_nlink == 1
    for step in steps:
        if entry == step.staged:
            return step.is_staged(info, stage.dev)
        if step.kind in ("replace", "delete") and entry == step.backup:
            return step.is_backup(info, stage.dev)
    return False
