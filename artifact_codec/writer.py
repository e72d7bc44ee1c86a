"""Safe, all-or-nothing writing of a :class:`GeneratedCode` to a directory (DESIGN.md section 7).

The paths of a model's answer are untrusted. :func:`write_files` checks the whole batch before it
touches the disk: every path again with :func:`artifact_codec.paths.normalize_path` (a model built
with ``model_construct`` skipped validation), the paths against each other, the sizes, and what
already exists on disk. Then it stages every file in a temporary folder inside the target and
commits them by renaming; if anything fails half way, everything done so far is undone.

Every operation is relative to an open directory descriptor and refuses symbolic links
(``O_NOFOLLOW``), so no symbolic link inside the target is ever followed. POSIX only.
``docs/security.md`` explains each rule and what is *not* protected against.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from .errors import ArtifactCodecError, UnsafePathError
from .models import GeneratedCode
from .paths import PathSet, normalize_path

__all__ = [
    "DEFAULT_LIMITS",
    "FILE_MODE",
    "STAGING_PREFIX",
    "ContentError",
    "DiskConflictError",
    "LimitExceededError",
    "PathRefusedError",
    "Refusal",
    "SpecialFileError",
    "SymlinkError",
    "TargetExistsError",
    "WriteError",
    "WriteFailedError",
    "WriteLimits",
    "WriteRefusedError",
    "WriteReport",
    "write_files",
]

#: Permission bits of written files, before the process umask is applied.
FILE_MODE = 0o644
#: Name prefix of the staging folder created inside the target while writing.
STAGING_PREFIX = ".artifact-codec-tmp-"

# getattr: these flags do not exist on Windows, where write_files refuses to run; importing the
# package must still work there.
_O_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY: int = getattr(os, "O_DIRECTORY", 0)
_O_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
_DIR_FLAGS = os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
_NEW_FILE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC
# File systems without hard links (FAT, some network and FUSE mounts) answer link() with these.
_NO_HARD_LINKS = frozenset(
    {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.ENOSYS, errno.EMLINK}
)
# Directory descriptors kept open at once; more are closed and reopened when needed.
_MAX_OPEN_DIRS = 64


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


@dataclass(frozen=True)
class Refusal:
    """One file (or the target) that the policy refused, with the rule and a reason.

    ``path`` is the file path as the model gave it (or the target folder for a rule about the
    whole batch), ``rule`` a short stable name, ``reason`` a sentence saying what to change.
    """

    path: str
    rule: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        """A JSON-able form: ``{"path", "rule", "reason"}``."""
        return {"path": self.path, "rule": self.rule, "reason": self.reason}


@dataclass(frozen=True)
class WriteReport:
    """What :func:`write_files` did, or in a dry run or a refused batch, would do.

    - ``target``: the target folder as given;
    - ``created``, ``replaced``: normalized paths of the files created and overwritten, in batch
      order (in a dry run or a refused batch: of the files that passed every check);
    - ``refused``: every :class:`Refusal`; a batch with any refusal writes nothing;
    - ``created_directories``: folders created inside the target, parents first;
    - ``target_created``: the target folder itself did not exist and is (would be) created;
    - ``dry_run``: the report comes from ``dry_run=True``;
    - ``written``: the files are on disk (false for a dry run and for a refused batch).
    """

    target: str
    created: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)
    created_directories: list[str] = field(default_factory=list)
    target_created: bool = False
    dry_run: bool = False
    written: bool = False

    @property
    def ok(self) -> bool:
        """True when no file was refused."""
        return not self.refused

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form of the report (for ``json.dumps`` and the CLI's ``--json``)."""
        return {
            "target": self.target,
            "dry_run": self.dry_run,
            "written": self.written,
            "target_created": self.target_created,
            "created": list(self.created),
            "replaced": list(self.replaced),
            "created_directories": list(self.created_directories),
            "refused": [refusal.to_dict() for refusal in self.refused],
        }

    def summary(self) -> str:
        """A short human-readable text: one headline, then one line per refused file."""
        counts = (
            f"{_count(len(self.created), 'file')} created, {len(self.replaced)} replaced, "
            f"{len(self.refused)} refused"
        )
        if self.written:
            headline = f"{self.target}: {counts}"
        elif self.dry_run:
            headline = f"{self.target}: dry run, nothing written: would be {counts}"
        else:
            headline = f"{self.target}: refused, nothing written: {counts}"
        lines = [headline]
        lines.extend(f"  {r.path}: {r.reason} [{r.rule}]" for r in self.refused)
        return "\n".join(lines)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


# ---------------------------------------------------------------------------------------------
# Errors


class WriteError(ArtifactCodecError):
    """Base class of the errors of :func:`write_files`: ``path``, ``rule`` and ``reason``."""

    def __init__(self, path: str, rule: str, reason: str) -> None:
        # Not super().__init__: PathRefusedError also derives from UnsafePathError, whose
        # __init__ takes other arguments and would come next in its MRO.
        Exception.__init__(self, f"cannot write {path!r}: {reason} [{rule}]")
        self.path = path
        self.rule = rule
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.path, self.rule, self.reason)


class WriteRefusedError(WriteError):
    """The batch broke the policy; nothing was written.

    ``report`` lists every refusal (the same report a dry run returns); ``path``, ``rule`` and
    ``reason`` are those of the first one, and the class is chosen by its rule, so
    ``except UnsafePathError`` or ``except SymlinkError`` work as expected. Raise one with
    :meth:`from_report`.
    """

    def __init__(self, report: WriteReport) -> None:
        if not report.refused:
            raise ValueError("a WriteRefusedError needs a report with at least one refusal")
        first = report.refused[0]
        WriteError.__init__(self, first.path, first.rule, first.reason)
        more = len(report.refused) - 1
        if more:
            self.args = (f"{self.args[0]}; and {_count(more, 'more refusal')} (see .report)",)
        self.report = report

    @staticmethod
    def from_report(report: WriteReport) -> WriteRefusedError:
        """The error for ``report``, of the subclass that fits the first refusal's rule."""
        cls = _ERROR_FOR_RULE.get(report.refused[0].rule, PathRefusedError)
        return cls(report)

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.report,)


class PathRefusedError(WriteRefusedError, UnsafePathError):
    """A path breaks the lexical policy of :func:`artifact_codec.paths.normalize_path`, or two
    paths of the batch clash (rules ``duplicate``, ``file-directory-conflict``)."""


class TargetExistsError(WriteRefusedError):
    """A file already exists at the path and ``overwrite`` is false (rule ``exists``)."""


class SymlinkError(WriteRefusedError):
    """The path, one of its folders, or the target itself is a symbolic link on disk (rules
    ``symlink``, ``target-is-symlink``); links are never followed or replaced."""


class SpecialFileError(WriteRefusedError):
    """A FIFO, socket or device is at the path or one of its folders (rule ``special-file``);
    it is detected with ``lstat`` and never opened."""


class DiskConflictError(WriteRefusedError):
    """What is on disk does not fit the path: a folder where the file goes (``is-a-directory``),
    a file where a folder is needed (``not-a-directory``), an existing name that differs only in
    case or Unicode normalization (``case-conflict``), or a target that is not a folder
    (``target-not-a-directory``)."""


class LimitExceededError(WriteRefusedError):
    """A :class:`WriteLimits` bound is exceeded (``too-many-files``, ``file-too-large``,
    ``total-too-large``)."""


class ContentError(WriteRefusedError):
    """A content cannot be written as UTF-8: it holds a lone surrogate
    (``unencodable-content``)."""


class WriteFailedError(WriteError):
    """The operating system failed while writing (disk full, I/O error, a concurrent change).

    Everything already done was undone: ``rolled_back`` is true and the target is as it was.
    If undoing failed too, ``rolled_back`` is false and ``rollback_errors`` says what is left.
    The :class:`OSError` is the ``__cause__``, ``os_reason`` its message; ``path`` is the file
    (or folder) being handled when it failed.
    """

    def __init__(
        self,
        path: str,
        os_reason: str,
        rolled_back: bool = True,
        rollback_errors: tuple[str, ...] = (),
    ) -> None:
        if rolled_back:
            reason = f"{os_reason}; nothing was changed"
        else:
            reason = f"{os_reason}; undoing it failed too: {'; '.join(rollback_errors)}"
        super().__init__(path, "os-error", reason)
        self.os_reason = os_reason
        self.rolled_back = rolled_back
        self.rollback_errors = rollback_errors

    def __reduce__(self) -> tuple[Any, ...]:
        args = (self.path, self.os_reason, self.rolled_back, self.rollback_errors)
        return self.__class__, args


_ERROR_FOR_RULE: dict[str, type[WriteRefusedError]] = {
    "exists": TargetExistsError,
    "symlink": SymlinkError,
    "target-is-symlink": SymlinkError,
    "special-file": SpecialFileError,
    "is-a-directory": DiskConflictError,
    "not-a-directory": DiskConflictError,
    "case-conflict": DiskConflictError,
    "target-not-a-directory": DiskConflictError,
    "too-many-files": LimitExceededError,
    "file-too-large": LimitExceededError,
    "total-too-large": LimitExceededError,
    "unencodable-content": ContentError,
}


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
) -> WriteReport:
    """Write every file of ``code`` under ``target_dir``, all or nothing, and report what was done.

    The whole batch is checked first; any refusal means nothing is written:

    - each path against the lexical policy (``normalize_path``), and the paths against each
      other (duplicates after NFC and case folding, a name used as both file and folder);
    - ``limits``: number of files, bytes per file, total bytes;
    - the disk: no symbolic link at any component (not even a dangling one), no FIFO, socket or
      device, no folder where the file goes and no file where a folder is needed, no existing
      name that differs only in case or normalization, and no existing file unless
      ``overwrite`` is true.

    With refusals, ``dry_run=False`` raises a :class:`WriteRefusedError` subclass chosen by the
    first refusal (a :class:`PathRefusedError`, which is an ``UnsafePathError``, for a bad path)
    carrying the full report; ``dry_run=True`` returns that report and never touches the disk.

    Files are staged in a folder ``.artifact-codec-tmp-*`` inside the target, then committed by
    hard link (which cannot overwrite a file that appeared meanwhile) or, with ``overwrite``,
    by ``rename`` (a new inode: a hard link to the old file is never written through). On any
    failure everything is undone and :class:`WriteFailedError` is raised. Files get mode
    ``0o644 & ~umask``, new folders ``0o777 & ~umask``; replaced files get the new mode too.

    The target folder is created (with missing parents) if it does not exist. Its own path is
    trusted: symbolic links in its parents are followed, but the target itself must not be a
    symbolic link (pass ``os.path.realpath(target)`` to write through one on purpose).
    ``fsync=False`` skips flushing files and folders to the device: faster for scratch
    folders, but a power loss may then leave empty files. POSIX only.
    """
    if not isinstance(code, GeneratedCode):
        raise TypeError(f"write_files() takes a GeneratedCode, not {type(code).__name__}")
    if not isinstance(limits, WriteLimits):
        raise TypeError(f"limits must be a WriteLimits, not {type(limits).__name__}")
    target = os.fspath(target_dir)
    if not isinstance(target, str) or not target:
        raise ValueError("target_dir must be a non-empty str path")
    if os.name != "posix":
        raise NotImplementedError("write_files() needs a POSIX system (Linux, macOS, BSD)")

    planned, refused = _check_batch(code, target, limits)
    # A trailing slash would make the kernel resolve a symbolic link at the target itself.
    target_path = target.rstrip("/") or "/"
    try:
        root_fd, missing = _open_target(target, target_path, refused)
    except OSError as exc:
        raise _failure(target, exc) from exc
    new_dirs: list[tuple[str, ...]] = []
    tree = _Tree(root_fd) if root_fd is not None else None
    try:
        if tree is not None:
            try:
                planned, new_dirs = _check_disk(tree, planned, overwrite, refused)
            except OSError as exc:
                raise _failure(target, exc) from exc
        else:
            new_dirs = _all_directories(planned)
        report = WriteReport(
            target=target,
            created=[item.path for item in planned if not item.replace],
            replaced=[item.path for item in planned if item.replace],
            refused=refused,
            created_directories=["/".join(parts) for parts in new_dirs],
            target_created=bool(missing),
            dry_run=dry_run,
        )
        if dry_run:
            return report
        if refused:
            raise WriteRefusedError.from_report(report)
        if tree is None:
            tree = _Tree(_create_target(target, target_path, missing))
        else:
            # Walk again from the target for the commit, so that a folder swapped for a
            # symbolic link since the check is refused instead of reached through an old handle.
            tree.release()
        _Transaction(tree, planned, new_dirs, missing, fsync).run(target)
        return replace(report, written=True)
    finally:
        if tree is not None:
            tree.close()


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


def _check_batch(
    code: GeneratedCode, target: str, limits: WriteLimits
) -> tuple[list[_Planned], list[Refusal]]:
    """The checks that need no disk: paths, path set, content, limits."""
    files = list(code.files)
    refused: list[Refusal] = []
    if len(files) > limits.max_files:
        # Stop here: the limit exists to bound the work, so the files are not examined.
        refused.append(
            Refusal(
                target,
                "too-many-files",
                f"the batch has {len(files)} files, more than the limit of {limits.max_files}",
            )
        )
        return [], refused
    planned: list[_Planned] = []
    path_set = PathSet()
    total = 0
    for index, file in enumerate(files):
        given = file.file_path
        try:
            path = normalize_path(given)
        except UnsafePathError as error:
            refused.append(Refusal(given, error.rule, error.reason))
            continue
        conflict = path_set.add(path)
        if conflict is not None:
            refused.append(Refusal(given, conflict.rule, conflict.reason))
            continue
        content = file.content
        if not isinstance(content, str):
            raise TypeError(f"the content of {given!r} must be a str, not {type(content).__name__}")
        # Every character takes at least one byte, so an over-long text need not be encoded.
        if len(content) > limits.max_file_bytes:
            refused.append(_too_large(given, len(content), limits, at_least=True))
            continue
        try:
            data = content.encode("utf-8")
        except UnicodeEncodeError as error:
            refused.append(
                Refusal(
                    given,
                    "unencodable-content",
                    f"the content has a lone surrogate at index {error.start}, which UTF-8 "
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
                target,
                "total-too-large",
                f"the files total {total} bytes, more than the limit of {limits.max_total_bytes}",
            )
        )
    return planned, refused


def _too_large(path: str, size: int, limits: WriteLimits, *, at_least: bool) -> Refusal:
    amount = f"at least {size}" if at_least else str(size)
    return Refusal(
        path,
        "file-too-large",
        f"the file has {amount} bytes, more than the limit of {limits.max_file_bytes}",
    )


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
                    target,
                    "target-is-symlink",
                    "the target folder is a symbolic link; pass its resolved path "
                    "(os.path.realpath) to write there on purpose",
                )
            )
            return None, []
        if not stat.S_ISDIR(info.st_mode):
            refused.append(
                Refusal(target, "target-not-a-directory", "the target exists and is not a folder")
            )
            return None, []
        return os.open(target_path, _DIR_FLAGS), []
    # The parents of the target are the caller's: a link among them is followed on purpose.
    if not os.path.isdir(path):
        refused.append(
            Refusal(
                target,
                "target-not-a-directory",
                f"the target cannot be created: {path!r} is not a folder",
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
        item.replace, first_new = outcome
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
) -> Refusal | tuple[bool, int]:
    """Walk the path component by component with lstat, never following a link.

    Returns a refusal, or whether the file replaces one and the depth of its first component
    that does not exist yet.
    """
    parts = item.parts
    last = len(parts) - 1
    for depth, name in enumerate(parts):
        if parts[: depth + 1] in new_dirs:
            return False, depth  # a folder created for an earlier file of the batch
        fd = tree.fd(parts[:depth])
        try:
            info = os.stat(name, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            clash = _listing(tree, parts[:depth], listings).get(_fold(name))
            if clash is not None:
                shown = "/".join((*parts[:depth], clash))
                return Refusal(
                    item.path,
                    "case-conflict",
                    f"{shown!r} exists on disk and differs only in case or Unicode "
                    "normalization (it is the same name on macOS and Windows); use that name",
                )
            return False, depth
        shown = "/".join(parts[: depth + 1])
        mode = info.st_mode
        if stat.S_ISLNK(mode):
            return Refusal(
                item.path,
                "symlink",
                f"{shown!r} is a symbolic link on disk; links are never followed or replaced, "
                "remove it first",
            )
        if depth < last and stat.S_ISDIR(mode):
            continue
        if depth < last and stat.S_ISREG(mode):
            return Refusal(
                item.path,
                "not-a-directory",
                f"{shown!r} is a file on disk, but the path needs it to be a folder",
            )
        if depth == last and stat.S_ISREG(mode):
            if overwrite:
                return True, last
            return Refusal(
                item.path,
                "exists",
                "the file already exists; pass overwrite=True to replace it",
            )
        if depth == last and stat.S_ISDIR(mode):
            return Refusal(item.path, "is-a-directory", "a folder of that name exists on disk")
        return Refusal(
            item.path,
            "special-file",
            f"{shown!r} is a {_kind(mode)} on disk, not a regular file or folder",
        )
    raise AssertionError("unreachable: the last component always returns")


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


class _Tree:
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
        if len(self._open) >= _MAX_OPEN_DIRS:
            self.release()
        parent = self.fd(parts[:-1])
        opened = os.open(parts[-1], _DIR_FLAGS, dir_fd=parent)
        self._open[parts] = opened
        return opened

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


def _create_target(target: str, target_path: str, missing: list[str]) -> int:
    """Create the missing folders of the target; undo them if that fails half way."""
    made: list[str] = []
    try:
        for path in missing:
            os.mkdir(path)
            made.append(path)
        return os.open(target_path, _DIR_FLAGS)
    except OSError as exc:
        for path in reversed(made):
            with contextlib.suppress(OSError):
                os.rmdir(path)
        raise _failure(target, exc) from exc


_Step = tuple[Literal["dir", "created", "restore"], tuple[str, ...], str]


class _Transaction:
    """Stage every file, commit them, and undo everything if anything fails."""

    def __init__(
        self,
        tree: _Tree,
        planned: list[_Planned],
        new_dirs: list[tuple[str, ...]],
        target_chain: list[str],
        fsync: bool,
    ) -> None:
        self.tree = tree
        self.planned = planned
        self.new_dirs = new_dirs
        self.target_chain = target_chain
        self.fsync = fsync
        self.stage_name = ""
        self.stage_fd = -1
        self.journal: list[_Step] = []
        self.current = ""

    def run(self, target: str) -> None:
        try:
            if self.planned or self.new_dirs:
                self._stage()
                self._commit()
        except BaseException as exc:
            errors = self._rollback()
            if isinstance(exc, OSError):
                where = self.current or target
                raise WriteFailedError(
                    where,
                    _describe(exc),
                    rolled_back=not errors,
                    rollback_errors=tuple(errors),
                ) from exc
            raise
        # The files are committed; a staging folder that cannot be removed now is left behind
        # rather than reported as a failure of a write that succeeded.
        self._remove_stage()

    def _stage(self) -> None:
        top_level = {_fold(item.parts[0]) for item in self.planned}
        while True:
            name = STAGING_PREFIX + secrets.token_hex(4)
            if _fold(name) in top_level:
                continue
            self.current = name
            try:
                os.mkdir(name, 0o700, dir_fd=self.tree.root_fd)
            except FileExistsError:
                continue
            self.stage_name = name
            break
        self.stage_fd = os.open(name, _DIR_FLAGS, dir_fd=self.tree.root_fd)
        for item in self.planned:
            self.current = item.path
            fd = os.open(str(item.index), _NEW_FILE_FLAGS, FILE_MODE, dir_fd=self.stage_fd)
            try:
                view = memoryview(item.data)
                while view:
                    view = view[os.write(fd, view) :]
                if self.fsync:
                    os.fsync(fd)
            finally:
                os.close(fd)

    def _commit(self) -> None:
        for parts in self.new_dirs:
            self.current = "/".join(parts)
            os.mkdir(parts[-1], dir_fd=self.tree.fd(parts[:-1]))
            self.journal.append(("dir", parts, ""))
        for item in self.planned:
            self.current = item.path
            staged = str(item.index)
            name = item.parts[-1]
            parent = self.tree.fd(item.parts[:-1])
            if item.replace:
                backup = f"{staged}.old"
                self._keep_backup(name, parent, backup)
                self.journal.append(("restore", item.parts, backup))
                os.replace(staged, name, src_dir_fd=self.stage_fd, dst_dir_fd=parent)
            else:
                self._create(staged, name, parent)
                self.journal.append(("created", item.parts, ""))
        if self.fsync:
            for parts in self._touched_directories():
                self.current = "/".join(parts)
                os.fsync(self.tree.fd(parts))

    def _keep_backup(self, name: str, parent: int, backup: str) -> None:
        """Keep the old file in the staging folder so that a failure can put it back."""
        # Checked again: a folder put there since the check must not be moved away below.
        if not stat.S_ISREG(os.stat(name, dir_fd=parent, follow_symlinks=False).st_mode):
            raise FileExistsError(errno.EEXIST, "no longer a regular file", name)
        try:
            # A second link keeps the old file in place until the new one replaces it.
            os.link(
                name, backup, src_dir_fd=parent, dst_dir_fd=self.stage_fd, follow_symlinks=False
            )
        except OSError as exc:
            if exc.errno not in _NO_HARD_LINKS:
                raise
            os.replace(name, backup, src_dir_fd=parent, dst_dir_fd=self.stage_fd)

    def _create(self, staged: str, name: str, parent: int) -> None:
        """Put a staged file at a new name, never over a file that appeared since the check."""
        try:
            os.link(
                staged, name, src_dir_fd=self.stage_fd, dst_dir_fd=parent, follow_symlinks=False
            )
        except OSError as exc:
            if exc.errno not in _NO_HARD_LINKS:
                raise
            # Without hard links, check and rename: only a concurrent writer can slip between.
            if _exists(name, parent):
                raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), name) from None
            os.replace(staged, name, src_dir_fd=self.stage_fd, dst_dir_fd=parent)

    def _touched_directories(self) -> Iterator[tuple[str, ...]]:
        seen: dict[tuple[str, ...], None] = {}
        for parts in self.new_dirs:
            seen.setdefault(parts[:-1])
        for item in self.planned:
            seen.setdefault(item.parts[:-1])
        return iter(seen)

    def _rollback(self) -> list[str]:
        """Undo the journal in reverse; return what could not be undone."""
        errors: list[str] = []
        for kind, parts, backup in reversed(self.journal):
            shown = "/".join(parts)
            try:
                parent = self.tree.fd(parts[:-1])
                if kind == "created":
                    os.unlink(parts[-1], dir_fd=parent)
                elif kind == "restore":
                    os.replace(backup, parts[-1], src_dir_fd=self.stage_fd, dst_dir_fd=parent)
                else:
                    self.tree.forget(parts)
                    os.rmdir(parts[-1], dir_fd=parent)
            except OSError as exc:
                errors.append(f"{shown}: {_describe(exc)}")
        self.journal.clear()
        errors.extend(self._remove_stage())
        if self.target_chain:
            self.tree.forget(())
            for path in reversed(self.target_chain):
                try:
                    os.rmdir(path)
                except OSError as exc:
                    errors.append(f"{path}: {_describe(exc)}")
        return errors

    def _remove_stage(self) -> list[str]:
        """Remove the staging folder and what is left in it; return what could not be."""
        if not self.stage_name:
            return []
        try:
            if self.stage_fd >= 0:
                for name in os.listdir(self.stage_fd):
                    os.unlink(name, dir_fd=self.stage_fd)
                os.close(self.stage_fd)
                self.stage_fd = -1
            os.rmdir(self.stage_name, dir_fd=self.tree.root_fd)
        except OSError as exc:
            return [f"{self.stage_name}: {_describe(exc)}"]
        self.stage_name = ""
        return []


def _exists(name: str, dir_fd: int) -> bool:
    try:
        os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True
