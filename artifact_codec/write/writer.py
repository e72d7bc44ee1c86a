"""Safe, all-or-nothing writing of a :class:`GeneratedCode` to a directory (docs/security.md).

The paths of a model's answer are untrusted. :func:`write_files` checks the whole batch before it
touches the disk: every path again with :func:`~artifact_codec.format.paths.normalize_path` (a model
built
with ``model_construct`` skipped validation), the paths against each other, the sizes, and what
already exists on disk. Then, holding a lock on the target (so concurrent writers take turns),
it stages every file in a temporary folder inside the target, writes a journal of the commit and
commits them by renaming; if anything fails half way, everything done so far is undone, and if
the process dies half way, the journal lets :func:`recover` (or the next write) finish or undo
the batch (the machinery is in :mod:`artifact_codec.write.journal`).

Every operation is relative to an open directory descriptor and refuses symbolic links
(``O_NOFOLLOW``), so no symbolic link inside the target is ever followed. POSIX only.
``docs/security.md`` explains each rule and what is *not* protected against.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import signal
import stat
import threading
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Literal

from ..errors import (
    ContentError,
    DiskConflictError,
    LimitExceededError,
    LockTimeoutError,
    PathRefusedError,
    RecoveryFailedError,
    SpecialFileError,
    SymlinkError,
    TargetExistsError,
    UnsafePathError,
    WriteError,
    WriteFailedError,
    WriteRefusedError,
)
from ..format.names import ABORT_NAME, DONE_NAME, JOURNAL_NAME, LOCK_NAME, STAGING_PREFIX
from ..format.paths import PathSet, check_portable, normalize_path
from ..models import GeneratedCode
from ..operations import FileOperation
from ..reports import RecoveryReport, Refusal, StageOutcome, WriteReport
from . import journal
from .journal import (
    DIR_FLAGS,
    NEW_FILE_FLAGS,
    DirTree,
    ForeignLockError,
    JournalError,
    LockTimeout,
    Progress,
    ProgressCallback,
    Stage,
    Step,
    describe,
    lstat_at,
)

__all__ = [
    "DEFAULT_LIMITS",
    "DEFAULT_LOCK_TIMEOUT",
    "FILE_MODE",
    "LOCK_NAME",
    "STAGING_PREFIX",
    "ContentError",
    "DiskConflictError",
    "LimitExceededError",
    "LockTimeoutError",
    "PathRefusedError",
    "RecoveryFailedError",
    "RecoveryReport",
    "Refusal",
    "SpecialFileError",
    "StageOutcome",
    "SymlinkError",
    "TargetExistsError",
    "WriteError",
    "WriteFailedError",
    "WriteLimits",
    "WriteRefusedError",
    "WriteReport",
    "commit_changes",
    "disk_refusal",
    "recover",
    "write_files",
]

#: Permission bits of written files, before the process umask is applied.
FILE_MODE = 0o644
#: Seconds :func:`write_files` and :func:`recover` wait for another writer's lock by default.
DEFAULT_LOCK_TIMEOUT = 60.0

_DIR_FLAGS = DIR_FLAGS
_O_NOFOLLOW_READ = (
    getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
)
_NEW_FILE_FLAGS = NEW_FILE_FLAGS
_Tree = DirTree


# ---------------------------------------------------------------------------------------------
# Limits, refusals and the report


@dataclass(frozen=True)
class WriteLimits:
    """Upper bounds for one call of :func:`write_files`; sizes are bytes of UTF-8."""

    max_files: int = 10_000
    max_file_bytes: int = 10 * 1024 * 1024
    max_total_bytes: int = 100 * 1024 * 1024

    def __post_init__(self) -> None:
        for name in ("max_files", "max_file_bytes", "max_total_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"WriteLimits.{name} must be an int >= 0, not {value!r}")


#: The limits used when none are given.
DEFAULT_LIMITS = WriteLimits()


# ---------------------------------------------------------------------------------------------
# The public function


def write_files(
    code: GeneratedCode,
    target_dir: str | os.PathLike[str],
    *,
    overwrite: bool = False,
    dry_run: bool = False,
    limits: WriteLimits = DEFAULT_LIMITS,
    fsync: bool = True,
    portable: bool = True,
    lock_timeout: float | None = DEFAULT_LOCK_TIMEOUT,
    progress: ProgressCallback | None = None,
) -> WriteReport:
    """Write every file of ``code`` under ``target_dir``, all or nothing, and report what was done.

    The whole batch is checked first; any refusal means nothing is written:

    - ``code.edits`` must be empty: edit operations are applied to what is on disk by
      :func:`~artifact_codec.write.edits.apply_to_folder` (``artifact-codec apply``), not
      written; a code holding any is refused (rule ``edit-operation``, one refusal per
      operation, :class:`ContentError`) rather than written without them;
    - each path against the lexical policy (``normalize_path``), and the paths against each
      other (duplicates after NFC and case folding, a name used as both file and folder, one
      folder spelled in two cases);
    - with ``portable`` (the default), names Windows cannot hold (``:`` and ``< > " | ? *``,
      :func:`~artifact_codec.format.paths.check_portable`); ``portable=False`` allows them on POSIX;
    - ``limits``: number of files, bytes per file, total bytes;
    - the disk: no symbolic link at any component (not even a dangling one), no FIFO, socket or
      device, no folder where the file goes and no file where a folder is needed, no existing
      name that differs only in case or normalization, and no existing file unless
      ``overwrite`` is true.

    With refusals, ``dry_run=False`` raises a :class:`WriteRefusedError` subclass chosen by the
    first refusal (a :class:`PathRefusedError`, which is an ``UnsafePathError``, for a bad path)
    carrying the full report; ``dry_run=True`` returns that report and never touches the disk.
    A dry run also refuses what the real run would meet before writing, as it does not
    recover: a staging folder in the target (rule ``interrupted-write``: run ``artifact-codec
    recover``) and a lock file that is not the writer's (rule ``foreign-lock``).

    The commit holds an advisory lock (``flock`` on ``.artifact-codec.lock`` in the target), so
    concurrent writers into one target take turns; a writer waits up to ``lock_timeout``
    seconds (``None``: without limit, ``0``: not at all), then raises
    :class:`LockTimeoutError`. Under the lock the disk is checked again, any batch an earlier
    writer left half done (the process was killed) is first finished or undone (see
    :func:`recover`), then the files are staged in a folder ``.artifact-codec-tmp-*`` inside
    the target, a journal of the commit is written, and the files are committed by hard link
    (which cannot overwrite a file that appeared meanwhile) or, with ``overwrite``, by
    ``rename`` (a new inode: a hard link to the old file is never written through). On any
    failure everything is undone and :class:`WriteFailedError` is raised. Files get mode
    ``0o644 & ~umask``, new folders ``0o777 & ~umask``; replaced files get the new mode too.

    The target folder is created (with missing parents) if it does not exist. Its own path is
    trusted: symbolic links in its parents are followed, but the target itself must not be a
    symbolic link (pass ``os.path.realpath(target)`` to write through one on purpose).
    ``fsync=False`` skips flushing files and folders to the device: faster for scratch
    folders, but a power loss may then leave empty files. ``progress``, if given, is called
    with (files staged, files to write) as each file is written to the staging folder (the
    long part of a large batch; the commit that follows is quick). POSIX only.
    """
    if not isinstance(code, GeneratedCode):
        raise TypeError(f"write_files() takes a GeneratedCode, not {type(code).__name__}")
    if not isinstance(limits, WriteLimits):
        raise TypeError(f"limits must be a WriteLimits, not {type(limits).__name__}")
    target = _checked_target(target_dir, lock_timeout, "write_files")

    planned, _, refused = _check_batch(
        [(file.file_path, file.content) for file in code.files], target, limits, portable
    )
    # Writing the whole files and dropping the edits would report success over an answer
    # only partly on disk: a code with edits is refused whole.
    refused[:0] = [_edit_refusal(operation) for operation in code.edits]
    target_path = folder_path(target)
    try:
        root_fd, missing = _open_target(target, target_path, refused)
    except OSError as exc:
        raise _failure(target, exc) from exc
    new_dirs: list[tuple[str, ...]] = []
    tree = _Tree(root_fd) if root_fd is not None else None
    made: list[str] = []
    try:
        if tree is not None:
            try:
                if not dry_run and not refused and journal.find_stages(tree.root_fd):
                    # Leftovers of a writer that died: make the target whole before checking it.
                    with _locked(tree, target, lock_timeout):
                        _recover_locked(tree, target, fsync)
                planned, new_dirs = _check_disk(tree, planned, overwrite, refused)
            except OSError as exc:
                raise _failure(target, exc) from exc
        else:
            new_dirs = _all_directories(planned)
        if dry_run and tree is not None:
            try:
                refused.extend(_preflight(tree))
            except OSError as exc:
                raise _failure(target, exc) from exc
        report = _report(target, planned, new_dirs, refused, bool(missing), dry_run)
        if dry_run:
            return report
        if refused:
            raise WriteRefusedError.from_report(report)
        if tree is None:
            tree = _Tree(_create_target(target, target_path, missing, made))
        with _locked(tree, target, lock_timeout):
            journal.checkpoint("locked")
            try:
                _recover_locked(tree, target, fsync)
                # Check again under the lock: another writer may have committed since.
                tree.release()
                again: list[Refusal] = []
                planned, new_dirs = _check_disk(tree, planned, overwrite, again)
            except OSError as exc:
                raise _failure(target, exc) from exc
            report = _report(target, planned, new_dirs, again, bool(made), dry_run)
            if again:
                raise WriteRefusedError.from_report(report)
            # The commit walks again from the target: a folder swapped for a symbolic link
            # after the check is refused, not reached through a handle the check opened.
            tree.release()
            _Transaction(tree, planned, new_dirs, fsync, progress).run(target)
        return replace(report, written=True)
    except BaseException:
        if made:
            if tree is not None:
                tree.close()
                tree = None
            for path in reversed(made):
                with contextlib.suppress(OSError):
                    os.rmdir(path)
        raise
    finally:
        if tree is not None:
            tree.close()


def recover(
    target_dir: str | os.PathLike[str],
    *,
    lock_timeout: float | None = DEFAULT_LOCK_TIMEOUT,
    fsync: bool = True,
    progress: ProgressCallback | None = None,
) -> RecoveryReport:
    """Finish or undo any write into ``target_dir`` that was interrupted (the process was
    killed, the machine lost power), so that the target holds wholly the old files or wholly
    the new ones; remove the leftovers.

    :func:`write_files` does the same before it writes, so calling this is needed only to
    clean a target that is not written again (``artifact-codec recover DIR`` calls it). A batch
    whose journal was written is rolled forward (its new files are all in the staging folder);
    one undone half way, or whose forward steps meet something that is not ours, is rolled
    back; one that had not reached its journal is discarded. The lock is taken as by
    :func:`write_files` (:class:`LockTimeoutError`), so a live writer is waited for, never
    interfered with; a lock file left by a killed writer is removed. Raises
    :class:`RecoveryFailedError` if a batch could not be finished or
    undone (the report says why; its staging folder is kept), :class:`WriteFailedError` if the
    target cannot be opened. A missing target has nothing to recover. ``progress``, if given,
    is called with (steps done, steps of the batch) as a batch is rolled forward.
    """
    target = _checked_target(target_dir, lock_timeout, "recover")
    refused: list[Refusal] = []
    try:
        root_fd, _ = _open_target(target, folder_path(target), refused)
    except OSError as exc:
        raise _failure(target, exc) from exc
    if refused:  # a link or not a folder: opened as write_files opens it, never followed
        raise WriteFailedError(target, refused[0].reason)
    if root_fd is None:
        return RecoveryReport(target)
    tree = _Tree(root_fd)
    try:
        if not journal.find_stages(root_fd) and lstat_at(LOCK_NAME, root_fd) is None:
            return RecoveryReport(target)
        # A lock file alone is what a writer killed before staging leaves: taking the lock
        # (which waits for a live writer) and releasing it removes it.
        with _locked(tree, target, lock_timeout):
            return _recover_locked(tree, target, fsync, progress)
    except OSError as exc:
        raise _failure(target, exc) from exc
    finally:
        tree.close()


def commit_changes(
    changes: Mapping[str, str | bytes | None],
    target_dir: str | os.PathLike[str],
    *,
    expected: Mapping[str, bytes | str | None],
    dry_run: bool = False,
    limits: WriteLimits = DEFAULT_LIMITS,
    fsync: bool = True,
    portable: bool = True,
    lock_timeout: float | None = DEFAULT_LOCK_TIMEOUT,
    progress: ProgressCallback | None = None,
    moved: Mapping[str, str] | None = None,
) -> WriteReport:
    """Write ``changes`` into the existing folder ``target_dir``, all or nothing, and only if
    every file is still what the caller read: the commit of an applied edit set.

    ``moved`` maps a written path to the deleted path it was renamed from: the file written
    there gets the permission bits of the file deleted (``git mv`` keeps a script runnable,
    ``mv`` keeps a private file private).

    ``changes`` maps paths to their new text, or to bytes written as they are (a file put back
    as it was, whatever its encoding), or to ``None`` for a file to delete (a rename is its
    old path deleted and its new path written). ``expected`` says, for every path of
    ``changes``, what the caller read there: the bytes, or their SHA-256 as 64 hex digits, or
    ``None`` when nothing was there. Under the target's lock each file is read again and
    compared; a file that changed, appeared or went away since is refused (rule
    ``changed-on-disk``, :class:`DiskConflictError`), and nothing is written.

    Everything else is :func:`write_files`' policy and transaction: the checks of paths (the
    paths written and deleted form one batch: a file named twice, as ``./x`` and ``x``, or
    two names that are one file on macOS and Windows, is refused before anything is touched),
    limits and what is on disk (an existing file is replaced only when the caller read it),
    the lock (``lock_timeout``), the staging folder, the journal (a deleted file is moved into
    the staging folder until the commit is done, so that an interrupted commit is rolled back
    or forward whole by :func:`recover`; a replaced file keeps its permission bits exactly,
    ``stat.S_IMODE(mode) & 0o777``, the umask not applied again: an edit changes its lines, not
    who may read or run it), ``fsync``, ``portable``, ``dry_run`` (returns the
    report and writes nothing), ``progress`` (told the files staged). Returns the
    :class:`WriteReport` (``deleted`` lists the files deleted); raises
    :class:`WriteRefusedError` or :class:`WriteFailedError` as :func:`write_files` does.
    """
    if not isinstance(limits, WriteLimits):
        raise TypeError(f"limits must be a WriteLimits, not {type(limits).__name__}")
    target = _checked_target(target_dir, lock_timeout, "commit_changes")
    digests = _digests(changes, expected)
    # Written and deleted paths are one batch under one path policy: a file named twice
    # (``./x`` and ``x``), or two names that are one file on macOS and Windows, is refused
    # before anything is touched, exactly as recovery's check of the journal would refuse it.
    planned, deletions, refused = _check_batch(
        list(changes.items()), target, limits, portable, raw=True
    )
    target_path = folder_path(target)
    try:
        root_fd, missing = _open_target(target, target_path, refused)
    except OSError as exc:
        raise _failure(target, exc) from exc
    if root_fd is None:
        if missing:
            refused.append(
                Refusal(rule="target-not-a-directory", path=target, reason="the folder is missing")
            )
        report = _report(target, planned, [], refused, False, dry_run)
        if dry_run:
            return report
        raise WriteRefusedError.from_report(report)
    tree = _Tree(root_fd)
    try:
        try:
            checked = _check_changes(tree, planned, deletions, digests, refused, moved)
            if dry_run:
                refused.extend(_preflight(tree))
        except OSError as exc:
            raise _failure(target, exc) from exc
        report = replace(
            _report(target, *checked, refused, False, dry_run), deleted=[d.path for d in deletions]
        )
        if dry_run:
            return report
        if refused:
            raise WriteRefusedError.from_report(report)
        with _locked(tree, target, lock_timeout):
            journal.checkpoint("locked")
            try:
                _recover_locked(tree, target, fsync)
                tree.release()
                again: list[Refusal] = []
                planned, new_dirs = _check_changes(tree, planned, deletions, digests, again, moved)
            except OSError as exc:
                raise _failure(target, exc) from exc
            report = replace(
                _report(target, planned, new_dirs, again, False, False),
                deleted=[d.path for d in deletions],
            )
            if again:
                raise WriteRefusedError.from_report(report)
            tree.release()
            _Transaction(tree, planned, new_dirs, fsync, progress, deletions).run(target)
        return replace(report, written=True)
    finally:
        tree.close()


@dataclass
class _Deletion:
    """A file to delete, and the file it was checked to be (inode, size and modification time:
    the journal's proof that the file it moves aside is that very file)."""

    #: Its place in the batch: the number its backup in the staging folder is named after.
    index: int
    path: str
    parts: tuple[str, ...]
    ino: int = 0
    size: int = 0
    mtime_ns: int = 0


def _digests(
    changes: Mapping[str, str | bytes | None], expected: Mapping[str, bytes | str | None]
) -> dict[str, str | None]:
    """The SHA-256 the caller read at each changed path (normalized), or None."""
    digests: dict[str, str | None] = {}
    for path in changes:
        if path not in expected:
            raise ValueError(f"expected has no entry for {path!r}: say what was read there")
        read = expected[path]
        if isinstance(read, bytes):
            read = hashlib.sha256(read).hexdigest()
        elif read is not None and not (
            isinstance(read, str) and len(read) == 64 and all(c in "0123456789abcdef" for c in read)
        ):
            raise ValueError(f"expected[{path!r}] must be bytes, a SHA-256 hex digest or None")
        try:
            digests[normalize_path(path)] = read
        except UnsafePathError:
            digests[path] = read  # refused with the batch's path checks
    return digests


def _check_changes(
    tree: DirTree,
    planned: list[_Planned],
    deletions: list[_Deletion],
    digests: dict[str, str | None],
    refused: list[Refusal],
    moved: Mapping[str, str] | None = None,
) -> tuple[list[_Planned], list[tuple[str, ...]]]:
    """The disk checks of write_files with overwrite, then: is every file what was read?"""
    kept, new_dirs = _check_disk(tree, planned, True, refused)
    executable = _moved_modes(tree, deletions, moved) if moved else {}
    for item in kept:
        problem = _changed(tree, item.path, item.parts, digests.get(item.path), None)
        if problem is not None:
            refused.append(problem)
        elif item.replace:
            # An edit changes lines of a file, not what the file is: a script stays runnable.
            # (The inode is the one checked; the commit proves it again before replacing.)
            info = os.stat(item.parts[-1], dir_fd=tree.fd(item.parts[:-1]), follow_symlinks=False)
            # Its permission bits are kept whole, not rebuilt from FILE_MODE: a 0o600 file of
            # secrets stays private, a script stays runnable.
            if info.st_ino == item.old[0]:
                item.mode = stat.S_IMODE(info.st_mode) & 0o777
                item.exact_mode = True
        elif item.path in executable:
            # A renamed file is its old file under a new name: it keeps its permission bits.
            item.mode = executable[item.path]
            item.exact_mode = True
    for deletion in deletions:
        problem = _changed(
            tree, deletion.path, deletion.parts, digests.get(deletion.path), deletion
        )
        if problem is not None:
            refused.append(problem)
    return kept, new_dirs


def _moved_modes(
    tree: DirTree, deletions: list[_Deletion], moved: Mapping[str, str]
) -> dict[str, int]:
    """The permission bits of each deleted file that ``moved`` names as a written path's
    old path, by the written path (normalized)."""
    deleted = {deletion.path: deletion for deletion in deletions}
    found: dict[str, int] = {}
    for new_path, old_path in moved.items():
        try:
            new_key, old_key = normalize_path(new_path), normalize_path(old_path)
        except UnsafePathError:
            continue  # refused with the batch's path checks
        deletion = deleted.get(old_key)
        if deletion is None:
            continue
        try:
            info = os.stat(
                deletion.parts[-1], dir_fd=tree.fd(deletion.parts[:-1]), follow_symlinks=False
            )
        except OSError:
            continue  # gone: the deletion's own check refuses it
        found[new_key] = stat.S_IMODE(info.st_mode) & 0o777
    return found


def _changed(
    tree: DirTree,
    path: str,
    parts: tuple[str, ...],
    digest: str | None,
    deletion: _Deletion | None,
) -> Refusal | None:
    """Why the file at ``path`` is not what the caller read (its SHA-256 ``digest``, or None
    for nothing), or None when it is. A deletion records the inode it checked."""
    try:
        parent = tree.fd(parts[:-1])
        info = os.stat(parts[-1], dir_fd=parent, follow_symlinks=False)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
            raise
        # A folder of the path is a symbolic link (O_NOFOLLOW) or a file.
        return Refusal(
            rule="symlink" if exc.errno == errno.ELOOP else "not-a-directory",
            path=path,
            reason="a folder of the path is a symbolic link or a file on disk",
        )
    if info is None:
        if digest is None and deletion is None:
            return None
        return Refusal(
            rule="changed-on-disk",
            path=path,
            reason="the file was there when the edits were read and is gone now; read it again",
        )
    if stat.S_ISLNK(info.st_mode):
        return Refusal(
            rule="symlink",
            path=path,
            reason="it is a symbolic link on disk; links are never followed or replaced",
        )
    if not stat.S_ISREG(info.st_mode):
        return Refusal(
            rule="special-file", path=path, reason=f"it is a {_kind(info.st_mode)} on disk"
        )
    if digest is None:
        return Refusal(
            rule="changed-on-disk",
            path=path,
            reason="the file was not there when the edits were read and is there now; read it "
            "again",
        )
    fd = os.open(parts[-1], os.O_RDONLY | _O_NOFOLLOW_READ, dir_fd=parent)
    try:
        hasher = hashlib.sha256()
        while chunk := os.read(fd, 1 << 20):
            hasher.update(chunk)
        opened = os.fstat(fd)
    finally:
        os.close(fd)
    if hasher.hexdigest() != digest or (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
        return Refusal(
            rule="changed-on-disk",
            path=path,
            reason="the file changed on disk since the edits were read; read it again and send "
            "edits to what it holds now",
        )
    if deletion is not None:
        deletion.ino, deletion.size, deletion.mtime_ns = info.st_ino, info.st_size, info.st_mtime_ns
    return None


def _checked_target(
    target_dir: str | os.PathLike[str], lock_timeout: float | None, caller: str
) -> str:
    """The target as a str path, after the checks every entry point makes on its arguments."""
    _check_timeout(lock_timeout)
    target = os.fspath(target_dir)
    if not isinstance(target, str) or not target:
        raise ValueError("target_dir must be a non-empty str path")
    if os.name != "posix":
        raise NotImplementedError(f"{caller}() needs a POSIX system (Linux, macOS, BSD)")
    return target


def _check_timeout(lock_timeout: float | None) -> None:
    if lock_timeout is None:
        return
    if isinstance(lock_timeout, bool) or not isinstance(lock_timeout, (int, float)):
        raise TypeError(f"lock_timeout must be a number of seconds or None, not {lock_timeout!r}")
    if not lock_timeout >= 0:  # also refuses NaN
        raise ValueError(f"lock_timeout must be >= 0 seconds, not {lock_timeout!r}")


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """SIGINT and SIGTERM held back while the block runs (in the main thread, where Python
    runs signal handlers): a signal that came meanwhile is raised again when the block ends,
    with the handler that was in place. (Blocking the signal for one thread is not enough: a
    signal sent to the process goes to any thread that does not block it.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []

    def hold(signum: int, frame: object) -> None:
        caught.append(signum)

    held = (signal.SIGINT, signal.SIGTERM)
    old = {signum: signal.signal(signum, hold) for signum in held}
    try:
        yield
    finally:
        for signum, handler in old.items():
            signal.signal(signum, handler)
        if caught:
            signal.raise_signal(caught[0])


@contextlib.contextmanager
def _locked(tree: DirTree, target: str, lock_timeout: float | None) -> Iterator[None]:
    try:
        lock = journal.target_lock(tree.root_fd, lock_timeout)
        lock.__enter__()
    except LockTimeout as exc:
        raise LockTimeoutError(target, exc.waited, exc.holder) from None
    except ForeignLockError as exc:
        raise WriteFailedError(
            os.path.join(target, LOCK_NAME),
            f"not the writer's lock file: {exc}; it is left as it is (remove or rename it if "
            "no artifact-codec write into this folder is running)",
        ) from None
    except OSError as exc:
        raise _failure(target, exc) from exc
    try:
        yield
    except BaseException as exc:
        if not lock.__exit__(type(exc), exc, exc.__traceback__):
            raise
    else:
        lock.__exit__(None, None, None)


def _preflight(tree: DirTree) -> list[Refusal]:
    """What the real run would meet before it writes, found without writing (a dry run): a
    lock file that is not the writer's (the write fails), and staging folders left in the
    target (the write must recover them first, which writes, or refuses them when they are not
    the writer's). Each is a refusal, so that a dry run never promises a write that the real
    run would refuse or precede with a recovery."""
    found: list[Refusal] = []
    problem = journal.lock_problem(tree.root_fd)
    if problem is not None:
        found.append(
            Refusal(
                rule="foreign-lock",
                path=LOCK_NAME,
                reason=f"not the writer's lock file: {problem}; the write would fail (remove or "
                "rename it if no artifact-codec write into this folder is running)",
            )
        )
    for name in journal.find_stages(tree.root_fd):
        found.append(
            Refusal(
                rule="interrupted-write",
                path=name,
                reason="an interrupted write is pending (or a folder the writer did not make): "
                "run `artifact-codec recover` on the folder, which finishes or undoes it, or "
                "says why it cannot; a dry run does not recover, as recovering writes",
            )
        )
    return found


def _recover_locked(
    tree: DirTree, target: str, fsync: bool, progress: ProgressCallback | None = None
) -> RecoveryReport:
    report = RecoveryReport(target, journal.recover_stages(tree, fsync, progress))
    tree.release()
    if not report.ok:
        raise RecoveryFailedError(report)
    return report


def _report(
    target: str,
    planned: list[_Planned],
    new_dirs: list[tuple[str, ...]],
    refused: list[Refusal],
    target_created: bool,
    dry_run: bool,
) -> WriteReport:
    return WriteReport(
        target=target,
        created=[item.path for item in planned if not item.replace],
        replaced=[item.path for item in planned if item.replace],
        refused=refused,
        created_directories=["/".join(parts) for parts in new_dirs],
        # A refused batch creates nothing, the target included (this call removes any folder
        # it made for it).
        target_created=target_created and not refused,
        dry_run=dry_run,
    )


# ---------------------------------------------------------------------------------------------
# Checking


@dataclass
class _Planned:
    """A file that passed the batch checks: where it goes and its bytes."""

    index: int
    path: str
    parts: tuple[str, ...]
    data: bytes
    replace: bool = False
    #: The file it replaces as checked (inode, size, mtime): only that very file is replaced.
    old: tuple[int, int, int] = (0, 0, 0)
    #: The permission bits it is created with: FILE_MODE (before the umask), or, when
    #: ``exact_mode``, the bits of the file it replaces or was renamed from (commit_changes).
    mode: int = FILE_MODE
    #: Set ``mode`` exactly (``fchmod``), not through the umask: the file is an old one changed.
    exact_mode: bool = False


def _check_batch(
    files: list[tuple[str, str | bytes | None]],
    target: str,
    limits: WriteLimits,
    portable: bool,
    *,
    raw: bool = False,
) -> tuple[list[_Planned], list[_Deletion], list[Refusal]]:
    """The checks that need no disk: paths, path set, content, limits. ``files`` are
    ``(path, content)`` in batch order; a content of None is a file to delete (its path is
    checked and counted in the path set, but not for portability: removing a name Windows
    cannot hold only helps). ``raw``: a content may be bytes, written as they are
    (:func:`commit_changes` putting a file back); a model's file is text."""
    refused: list[Refusal] = []
    if len(files) > limits.max_files:
        # Stop here: the limit exists to bound the work, so the files are not examined.
        refused.append(
            Refusal(
                rule="too-many-files",
                path=target,
                reason=(
                    f"the batch has {len(files)} files, more than the limit of {limits.max_files}"
                ),
            )
        )
        return [], [], refused
    planned: list[_Planned] = []
    deletions: list[_Deletion] = []
    path_set = PathSet()
    total = 0
    for index, (given, content) in enumerate(files):
        try:
            path = normalize_path(given)
            if portable and content is not None:
                check_portable(path)
        except UnsafePathError as error:
            refused.append(Refusal(rule=error.rule, path=given, reason=error.reason))
            continue
        conflict = path_set.add(path)
        if conflict is not None:
            refused.append(Refusal(rule=conflict.rule, path=given, reason=conflict.reason))
            continue
        if content is None:
            deletions.append(_Deletion(index, path, tuple(path.split("/"))))
            continue
        if not (isinstance(content, str) or (raw and isinstance(content, bytes))):
            raise TypeError(f"the content of {given!r} must be a str, not {type(content).__name__}")
        # Every character takes at least one byte, so an over-long text need not be encoded.
        if len(content) > limits.max_file_bytes:
            refused.append(_too_large(given, len(content), limits, at_least=True))
            continue
        try:
            # (bytes: a file put back exactly as it was, commit_changes' callers only)
            data = content if isinstance(content, bytes) else content.encode("utf-8")
        except UnicodeEncodeError as error:
            refused.append(
                Refusal(
                    rule="unencodable-content",
                    path=given,
                    reason=f"the content has a lone surrogate at index {error.start}, which UTF-8 "
                    "cannot encode",
                )
            )
            continue
        if len(data) > limits.max_file_bytes:
            refused.append(_too_large(given, len(data), limits, at_least=False))
            continue
        total += len(data)
        if total > limits.max_total_bytes:
            data = b""  # the batch is refused anyway; do not hold more than the limit in memory
        planned.append(_Planned(index, path, tuple(path.split("/")), data))
    if total > limits.max_total_bytes:
        refused.append(
            Refusal(
                rule="total-too-large",
                path=target,
                reason=(
                    f"the files total {total} bytes, more than the limit of "
                    f"{limits.max_total_bytes}"
                ),
            )
        )
    return planned, deletions, refused


def _edit_refusal(operation: FileOperation) -> Refusal:
    return Refusal(
        rule="edit-operation",
        path=operation.path,
        reason=f"the code holds a {operation.kind} operation, which write_files does not "
        "apply (it writes whole files only); apply the edits with apply_to_folder() or "
        "'artifact-codec apply', or commit computed changes with commit_changes()",
    )


def _too_large(path: str, size: int, limits: WriteLimits, *, at_least: bool) -> Refusal:
    amount = f"at least {size}" if at_least else str(size)
    return Refusal(
        rule="file-too-large",
        path=path,
        reason=f"the file has {amount} bytes, more than the limit of {limits.max_file_bytes}",
    )


def folder_path(target: str) -> str:
    """The target's path spelled so that its last component names the folder itself: without
    trailing ``/`` and ``/.`` (``link/``, ``link/.`` and ``link/./`` all become ``link``).
    Each of those spellings makes the kernel resolve a symbolic link at the target itself,
    which the writer refuses (rule ``target-is-symlink``) rather than follows."""
    path = target
    while True:
        path = path.rstrip("/")
        if not path.endswith("/."):
            break
        path = path[:-2]
    return path or ("/" if target.startswith("/") else ".")


def open_target_folder(target_dir: str | os.PathLike[str]) -> int | None:
    """Open the target folder as :func:`write_files` does, for reading what is in it: its
    descriptor (``O_NOFOLLOW | O_DIRECTORY``), or None when it does not exist. Raises
    :class:`WriteRefusedError` for a target the writer refuses (``target-is-symlink``,
    ``target-not-a-directory``), :class:`WriteFailedError` when it cannot be opened."""
    target = os.fspath(target_dir)
    refused: list[Refusal] = []
    try:
        root_fd, _ = _open_target(target, folder_path(target), refused)
    except OSError as exc:
        raise _failure(target, exc) from exc
    if refused:
        raise WriteRefusedError.from_report(WriteReport(target=target, refused=refused))
    return root_fd


def _open_target(
    target: str, target_path: str, refused: list[Refusal]
) -> tuple[int | None, list[str]]:
    """Open the target folder, or find which of its folders are missing (outermost first)."""
    missing: list[str] = []
    path = target_path
    while True:
        try:
            info = os.lstat(path)
        except (FileNotFoundError, NotADirectoryError):
            missing.append(path)
            parent = os.path.dirname(path)
            if parent in ("", path):
                return None, missing[::-1]
            path = parent
            continue
        break
    if not missing:
        if stat.S_ISLNK(info.st_mode):
            refused.append(
                Refusal(
                    rule="target-is-symlink",
                    path=target,
                    reason="the target folder is a symbolic link; pass its resolved path "
                    "(os.path.realpath) to write there on purpose",
                )
            )
            return None, []
        if not stat.S_ISDIR(info.st_mode):
            refused.append(
                Refusal(
                    rule="target-not-a-directory",
                    path=target,
                    reason="the target exists and is not a folder",
                )
            )
            return None, []
        return os.open(target_path, _DIR_FLAGS), []
    # The parents of the target are the caller's: a link among them is followed on purpose.
    if not os.path.isdir(path):
        refused.append(
            Refusal(
                rule="target-not-a-directory",
                path=target,
                reason=f"the target cannot be created: {path!r} is not a folder",
            )
        )
    return None, missing[::-1]


def _all_directories(planned: list[_Planned]) -> list[tuple[str, ...]]:
    seen: dict[tuple[str, ...], None] = {}
    for item in planned:
        for depth in range(1, len(item.parts)):
            seen.setdefault(item.parts[:depth])
    return list(seen)


def _check_disk(
    tree: _Tree, planned: list[_Planned], overwrite: bool, refused: list[Refusal]
) -> tuple[list[_Planned], list[tuple[str, ...]]]:
    """Check each file against what exists; return the files kept and the folders to create."""
    listings: dict[tuple[str, ...], dict[str, str]] = {}
    new_dirs: dict[tuple[str, ...], None] = {}
    kept: list[_Planned] = []
    for item in planned:
        outcome = _inspect(tree, item, overwrite, listings, new_dirs)
        if isinstance(outcome, Refusal):
            refused.append(outcome)
            continue
        item.replace, first_new, item.old = outcome
        for depth in range(first_new, len(item.parts) - 1):
            new_dirs.setdefault(item.parts[: depth + 1])
        kept.append(item)
    return kept, list(new_dirs)


def _inspect(
    tree: _Tree,
    item: _Planned,
    overwrite: bool,
    listings: dict[tuple[str, ...], dict[str, str]],
    new_dirs: dict[tuple[str, ...], None],
) -> Refusal | tuple[bool, int, tuple[int, int, int]]:
    """Walk the path component by component with lstat, never following a link.

    Returns a refusal, or whether the file replaces one, the depth of its first component
    that does not exist yet, and the inode, size and mtime of the file it replaces.
    """
    parts = item.parts
    last = len(parts) - 1
    for depth, name in enumerate(parts):
        if parts[: depth + 1] in new_dirs:
            return False, depth, _NONE  # a folder created for an earlier file of the batch
        fd = tree.fd(parts[:depth])
        try:
            info = os.stat(name, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            clash = _listing(tree, parts[:depth], listings).get(_fold(name))
            if clash is not None:
                shown = "/".join((*parts[:depth], clash))
                if unicodedata.normalize("NFC", clash) == name:
                    # Paths are NFC: "use that name" would be advice no answer can follow.
                    form = "NFD" if unicodedata.normalize("NFD", clash) == clash else "not NFC"
                    return Refusal(
                        rule="case-conflict",
                        path=item.path,
                        reason=f"{shown!r} exists on disk under a different Unicode "
                        f"normalization ({form}); paths are read in NFC, so it cannot be named "
                        "as it is: rename it on disk to its NFC form",
                    )
                return Refusal(
                    rule="case-conflict",
                    path=item.path,
                    reason=f"{shown!r} exists on disk and differs only in case or Unicode "
                    "normalization (it is the same name on macOS and Windows); use that name",
                )
            return False, depth, _NONE
        shown = "/".join(parts[: depth + 1])
        mode = info.st_mode
        if stat.S_ISLNK(mode):
            return Refusal(
                rule="symlink",
                path=item.path,
                reason=(
                    f"{shown!r} is a symbolic link on disk; links are never followed or "
                    "replaced, remove it first"
                ),
            )
        if depth < last and stat.S_ISDIR(mode):
            continue
        if depth < last and stat.S_ISREG(mode):
            return Refusal(
                rule="not-a-directory",
                path=item.path,
                reason=f"{shown!r} is a file on disk, but the path needs it to be a folder",
            )
        if depth == last and stat.S_ISREG(mode):
            if overwrite:
                return True, last, (info.st_ino, info.st_size, info.st_mtime_ns)
            return Refusal(
                rule="exists",
                path=item.path,
                reason="the file already exists; pass overwrite=True to replace it",
            )
        if depth == last and stat.S_ISDIR(mode):
            return Refusal(
                rule="is-a-directory", path=item.path, reason="a folder of that name exists on disk"
            )
        return Refusal(
            rule="special-file",
            path=item.path,
            reason=f"{shown!r} is a {_kind(mode)} on disk, not a regular file or folder",
        )
    raise AssertionError("unreachable: the last component always returns")


_NONE = (0, 0, 0)


def disk_refusal(
    tree: DirTree, path: str, listings: dict[tuple[str, ...], dict[str, str]] | None = None
) -> Refusal | None:
    """Why :func:`write_files` would refuse to replace or create the (normalized) ``path``
    because of what is on disk, with its rule and message (a symbolic link or a file at one of
    its folders, a folder or special file at it, a name that differs only in case or Unicode
    normalization), or None. ``listings`` caches folder listings across calls."""
    item = _Planned(0, path, tuple(path.split("/")), b"")
    outcome = _inspect(tree, item, True, {} if listings is None else listings, {})
    return outcome if isinstance(outcome, Refusal) else None


def _listing(
    tree: _Tree, parts: tuple[str, ...], listings: dict[tuple[str, ...], dict[str, str]]
) -> dict[str, str]:
    """The names in an existing folder, keyed by their NFC + case-folded form."""
    listing = listings.get(parts)
    if listing is None:
        listing = {_fold(name): name for name in os.listdir(tree.fd(parts))}
        listings[parts] = listing
    return listing


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold()


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "FIFO"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "special file"


def _failure(path: str, exc: OSError) -> WriteFailedError:
    return WriteFailedError(path, _describe(exc))


def _describe(exc: OSError) -> str:
    if exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


# ---------------------------------------------------------------------------------------------
# Writing


def _create_target(target: str, target_path: str, missing: list[str], made: list[str]) -> int:
    """Create the missing folders of the target (recorded in ``made``); undo them on failure.

    A folder made meanwhile by a concurrent writer is fine: the lock serializes the commits.
    """
    try:
        for path in missing:
            try:
                os.mkdir(path)
            except FileExistsError:
                if not os.path.isdir(path) or os.path.islink(path):
                    raise
                continue
            made.append(path)
        return os.open(target_path, _DIR_FLAGS)
    except OSError as exc:
        for path in reversed(made):
            with contextlib.suppress(OSError):
                os.rmdir(path)
        made.clear()
        raise _failure(target, exc) from exc


class _Transaction:
    """Stage every file, write the journal, commit; undo everything if anything fails."""

    def __init__(
        self,
        tree: DirTree,
        planned: list[_Planned],
        new_dirs: list[tuple[str, ...]],
        fsync: bool,
        progress: ProgressCallback | None = None,
        deletions: list[_Deletion] | None = None,
    ) -> None:
        self.tree = tree
        self.planned = planned
        self.new_dirs = new_dirs
        self.fsync = fsync
        self.report = progress
        self.deletions = deletions or []
        self.stage: Stage | None = None
        self.steps: list[Step] = []
        self.progress = Progress()

    def run(self, target: str) -> None:
        if not self.planned and not self.new_dirs and not self.deletions:
            return  # nothing to commit: no staging folder, no journal
        try:
            self.progress.current = STAGING_PREFIX
            # Ctrl-C is held back while the staging folder is made and recorded: an interrupt
            # between its making and ``self.stage`` would leave a folder the rollback does not
            # know (it is raised right after, and the rollback removes the folder).
            with _interrupts_held():
                stage = self.stage = journal.make_stage(self.tree.root_fd, self.fsync)
            journal.checkpoint("staging-folder")
            self._stage(stage)
            journal.write_journal(stage, self.steps, self.fsync)
            journal.roll_forward(self.tree, stage, self.steps, self.progress, verify=False)
            if self.fsync:
                for parts in self._touched_directories():
                    self.progress.current = "/".join(parts)
                    os.fsync(self.tree.fd(parts))
            journal.mark_done(stage.fd, self.fsync)
            journal.checkpoint("done")
        except BaseException as exc:
            if self._committed():
                # Past the commit point every file is in place and the journal says so: there
                # is nothing to undo, only the staging folder to remove (with the journal's
                # steps, which prove its staged files and backups are the writer's). An
                # interrupt (Ctrl-C) here still propagates; the write itself is done.
                journal.remove_stage(self.tree.root_fd, stage, self.steps)
                raise
            errors = self._rollback()
            if isinstance(exc, (OSError, JournalError)):
                where = self.progress.current or target
                reason = describe(exc) if isinstance(exc, OSError) else str(exc)
                raise WriteFailedError(
                    where,
                    reason,
                    rolled_back=not errors,
                    rollback_errors=tuple(errors),
                ) from exc
            raise
        # The files are committed; a staging folder that cannot be removed now is left behind
        # (its journal says "done") rather than reported as a failure of a write that succeeded;
        # the next write or recover() removes it.
        journal.remove_stage(self.tree.root_fd, stage, self.steps)

    def _stage(self, stage: Stage) -> None:
        steps = [Step("dir", "/".join(parts)) for parts in self.new_dirs]
        for item in self.planned:
            self.progress.current = item.path
            staged = str(item.index)
            fd = os.open(staged, _NEW_FILE_FLAGS, item.mode, dir_fd=stage.fd)
            try:
                if item.exact_mode:
                    # Created with ``mode & ~umask`` (never wider than ``mode``), then given
                    # the old file's bits exactly.
                    os.fchmod(fd, item.mode)
                view = memoryview(item.data)
                while view:
                    view = view[os.write(fd, view) :]
                if self.fsync:
                    os.fsync(fd)
                info = os.fstat(fd)
            finally:
                os.close(fd)
            digest = hashlib.sha256(item.data).hexdigest()
            kind: Literal["create", "replace"] = "replace" if item.replace else "create"
            backup = f"{staged}.old" if item.replace else ""
            steps.append(
                Step(
                    kind,
                    item.path,
                    staged,
                    backup,
                    info.st_dev,
                    info.st_ino,
                    len(item.data),
                    digest,
                    *item.old,
                )
            )
            journal.checkpoint("staged")
            if self.report is not None:
                self.report(len(steps) - len(self.new_dirs), len(self.planned))
        for deletion in self.deletions:
            # The file to delete is identified as the file checked under the lock.
            name = str(deletion.index)
            steps.append(
                Step(
                    "delete",
                    deletion.path,
                    name,
                    f"{name}.old",
                    old_ino=deletion.ino,
                    old_size=deletion.size,
                    old_mtime_ns=deletion.mtime_ns,
                )
            )
        self.steps = steps
        self.progress.current = ""

    def _touched_directories(self) -> Iterator[tuple[str, ...]]:
        seen: dict[tuple[str, ...], None] = {}
        for parts in self.new_dirs:
            seen.setdefault(parts[:-1])
        for item in self.planned:
            seen.setdefault(item.parts[:-1])
        for deletion in self.deletions:
            seen.setdefault(deletion.parts[:-1])
        return iter(seen)

    def _committed(self) -> bool:
        """Whether the journal says ``done`` (the commit point is passed)."""
        stage = self.stage
        if stage is None or stage.fd < 0:
            return False
        try:
            return lstat_at(DONE_NAME, stage.fd) is not None
        except OSError:
            return False

    def _rollback(self) -> list[str]:
        """Undo what was done (by the journal, if it was written); return what could not be."""
        stage = self.stage
        if stage is None or stage.fd < 0:
            return []  # make_stage removes its folder itself when it fails
        errors: list[str] = []
        steps: list[Step] | None = None
        try:
            if lstat_at(JOURNAL_NAME, stage.fd) is not None:
                # From here a crash is rolled back too, not forward.
                journal.set_state(stage.fd, JOURNAL_NAME, ABORT_NAME, self.fsync)
                steps = self.steps
                done = self.steps[: self.progress.index + 1]
                errors = journal.roll_back(self.tree, stage, done)
        except OSError as exc:
            errors.append(f"{stage.name}: {describe(exc)}")
        if errors:
            # The backups are still needed: keep the staging folder (recover() can use it).
            stage.close()
            return errors
        return journal.remove_stage(self.tree.root_fd, stage, steps)
