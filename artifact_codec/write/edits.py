"""Edits applied to a folder on disk: read the files an edit set names, apply it
(:func:`~artifact_codec.apply.apply_edits`), commit the result (:func:`commit_changes`).

All or nothing twice over: an edit that does not apply leaves every file as it was (nothing
is written), and the commit is :func:`write_files`' transaction, which writes the whole set or
nothing and refuses when a file changed on disk between the reading and the commit (the bytes
read are compared under the folder's lock). Files are read as :func:`write_files` writes: never
through a symbolic link, only regular files.
"""

from __future__ import annotations

import errno
import os
import stat
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..apply import EditOutcome, EditResult, apply_edits
from ..errors import UnsafePathError, WriteFailedError, WriteRefusedError
from ..format.paths import normalize_path
from ..ingest.response import parse_response
from ..operations import FileOperation, OperationKind
from ..result import ParseResult
from .journal import DirTree, ProgressCallback, describe, find_stages
from .writer import (
    DEFAULT_LIMITS,
    DEFAULT_LOCK_TIMEOUT,
    Refusal,
    WriteLimits,
    WriteReport,
    commit_changes,
    disk_refusal,
    open_target_folder,
    recover,
)

__all__ = ["FolderEdit", "apply_to_folder", "paths_named", "read_files"]

_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
_READ_FLAGS |= getattr(os, "O_CLOEXEC", 0)


def read_files(
    target_dir: str | os.PathLike[str],
    paths: Iterable[str],
    *,
    limits: WriteLimits = DEFAULT_LIMITS,
    on_file: Callable[[str], None] | None = None,
) -> tuple[dict[str, bytes | None], list[Refusal]]:
    """The bytes of each of ``paths`` under ``target_dir`` (``None``: nothing is there), and
    the paths that cannot be read safely: a symbolic link at any component, something else
    than a regular file, a file over ``limits.max_file_bytes``, a path the path policy
    refuses, and what :func:`~artifact_codec.write.writer.disk_refusal` refuses (a file where
    a folder is needed, a name on disk that differs only in case or Unicode normalization),
    with the writer's rule and reason. ``on_file`` is called with each path once it is read
    (for a progress bar).

    The target is opened as :func:`write_files` opens it: a target that is a symbolic link
    (also spelled ``link/`` or ``link/.``) or not a folder raises :class:`WriteRefusedError`,
    one that cannot be opened :class:`WriteFailedError`; a missing one holds nothing."""
    found: dict[str, bytes | None] = {}
    refused: list[Refusal] = []
    root_fd = open_target_folder(target_dir)
    tree = DirTree(root_fd) if root_fd is not None else None
    listings: dict[tuple[str, ...], dict[str, str]] = {}
    paths = list(paths)
    spellings = Counter(_folded(given) for given in dict.fromkeys(paths))
    try:
        for given in paths:
            try:
                path = normalize_path(given)
            except UnsafePathError as error:
                refused.append(Refusal(rule=error.rule, path=given, reason=error.reason))
                continue
            if tree is None:
                found[path] = None
            else:
                try:
                    read = _read_one(tree, path, limits, listings)
                except OSError as exc:  # a read that fails half way (an I/O error)
                    where = os.path.join(os.fspath(target_dir), path)
                    raise WriteFailedError(where, describe(exc)) from exc
                if (
                    isinstance(read, Refusal)
                    and read.rule == "case-conflict"
                    and spellings[_folded(path)] > 1
                ):
                    # The name on disk is named too (a rename that changes only the case): the
                    # batch rules refuse the pair; the file itself is simply not there yet.
                    found[path] = None
                elif isinstance(read, Refusal):
                    refused.append(read)
                else:
                    found[path] = read
            if on_file is not None:
                on_file(path)
    finally:
        if tree is not None:
            tree.close()
    return found, refused


def _folded(path: str) -> str:
    return unicodedata.normalize("NFC", path).casefold()


def _read_one(
    tree: DirTree,
    path: str,
    limits: WriteLimits,
    listings: dict[tuple[str, ...], dict[str, str]],
) -> bytes | Refusal | None:
    parts = tuple(path.split("/"))
    try:
        parent = tree.fd(parts[:-1])
        fd = os.open(parts[-1], _READ_FLAGS, dir_fd=parent)
    except OSError as exc:
        if isinstance(exc, FileNotFoundError) or exc.errno in (errno.ELOOP, errno.ENOTDIR):
            # Refused as the writer refuses it (a link or a file where a folder is needed, a
            # name on disk that differs only in case or normalization), naming the place;
            # "missing" only when nothing is there in any spelling.
            refusal = disk_refusal(tree, path, listings)
            if refusal is not None:
                return refusal
            if isinstance(exc, FileNotFoundError):
                return None
        return Refusal(
            rule="symlink" if exc.errno == errno.ELOOP else "unreadable",
            path=path,
            reason=f"it cannot be read safely ({describe(exc)}); links are never followed",
        )
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            # The writer's rule for the same place, so both name the folder alike.
            return Refusal(
                rule="is-a-directory", path=path, reason="a folder of that name exists on disk"
            )
        if not stat.S_ISREG(info.st_mode):
            return Refusal(rule="special-file", path=path, reason="it is not a regular file")
        if info.st_size > limits.max_file_bytes:
            return Refusal(
                rule="file-too-large",
                path=path,
                reason=f"it has {info.st_size} bytes, more than the limit of "
                f"{limits.max_file_bytes}",
            )
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class FolderEdit:
    """What :func:`apply_to_folder` did.

    - ``edits``: the :class:`~artifact_codec.apply.EditResult` (how each hunk applied, or why
      not; ``feedback()`` for the model);
    - ``unreadable``: the files the edits name that could not be read (nothing was applied);
    - ``write``: the :class:`WriteReport` of the commit (``None`` when there was nothing to
      commit: a refused edit set or an unreadable file); in a dry run, what would be written,
      and, when the edits were refused, the refusal of leftovers of an interrupted write or
      of a foreign lock file that the real run would meet first (else ``None``);
    - ``ok``: the edits applied and, unless ``dry_run``, are on disk.
    """

    target: str
    edits: EditResult
    unreadable: list[Refusal] = field(default_factory=list)
    write: WriteReport | None = None
    dry_run: bool = False

    @property
    def ok(self) -> bool:
        if not self.edits.ok or self.unreadable or self.write is None:
            return False
        return self.write.ok and (self.dry_run or self.write.written)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form (the CLI's ``--json``)."""
        return {
            "target": self.target,
            "ok": self.ok,
            "dry_run": self.dry_run,
            "edits": self.edits.to_dict(),
            "unreadable": [refusal.to_dict() for refusal in self.unreadable],
            "write": self.write.to_dict() if self.write else None,
        }


def apply_to_folder(
    answer_or_edits: str | ParseResult | Sequence[FileOperation],
    target_dir: str | os.PathLike[str],
    *,
    dry_run: bool = False,
    limits: WriteLimits = DEFAULT_LIMITS,
    fsync: bool = True,
    portable: bool = True,
    lock_timeout: float | None = DEFAULT_LOCK_TIMEOUT,
    on_file: Callable[[str], None] | None = None,
    progress: ProgressCallback | None = None,
) -> FolderEdit:
    """Apply an answer's edits (or a list of operations) to the files in ``target_dir``.

    Any write into ``target_dir`` that a killed process left half done is first finished or
    undone, under the folder's lock (:func:`~artifact_codec.write.writer.recover`), so that the
    edits meet a whole tree; a dry run does not recover (recovering writes) and reports such
    leftovers as a refusal of its write (rule ``interrupted-write``) instead. Then the files
    the operations name are read (:func:`read_files`), the edits applied to them
    (:func:`~artifact_codec.apply.apply_edits`: exactly, or not at all), and the result
    committed with :func:`commit_changes`, which refuses if any file changed on disk since it
    was read. ``on_file`` is told each file read, ``progress`` the files written (progress
    bars). With ``dry_run`` nothing is written; ``FolderEdit.edits.diff()`` shows what
    would change. Refusals of files are in the returned :class:`FolderEdit`; a target the
    writer refuses (a symbolic link, not a folder) raises
    :class:`~artifact_codec.errors.WriteRefusedError`, and a failure of the operating system
    :class:`~artifact_codec.errors.WriteFailedError` (nothing is left half written; a recovery
    that cannot finish or undo the leftovers raises its subclass
    :class:`~artifact_codec.errors.RecoveryFailedError`, a lock held too long
    :class:`~artifact_codec.errors.LockTimeoutError`).
    """
    target = os.fspath(target_dir)
    source: str | ParseResult | list[FileOperation]
    if isinstance(answer_or_edits, str):
        source = parse_response(answer_or_edits)
    elif isinstance(answer_or_edits, ParseResult):
        source = answer_or_edits
    else:
        source = list(answer_or_edits)
    paths = paths_named(source)
    if not dry_run:
        # A batch a killed writer left half committed is finished or undone (under the lock)
        # before the files are read: edits meet a whole tree, never a mixed one. A dry run
        # does not recover (recovering writes): its commit_changes reports the leftover.
        _recover_first(target, lock_timeout, fsync)
    read, unreadable = read_files(target, paths, limits=limits, on_file=on_file)
    texts: dict[str, str] = {}
    for path, data in read.items():
        if data is None:
            continue
        try:
            texts[path] = data.decode("utf-8")
        except UnicodeDecodeError as error:
            unreadable.append(
                Refusal(
                    rule="not-utf-8",
                    path=path,
                    reason=f"it is not UTF-8 text (byte {error.start}); it cannot be edited",
                )
            )
    edits = apply_edits(source, texts)
    if unreadable:
        edits = _with_unreadable(edits, unreadable)
    if unreadable or not edits.ok:
        # A dry run still says what its write would have met first: the edits may have been
        # refused against a half-committed tree that the real run would recover.
        pending = _pending_in_dry_run(target) if dry_run else None
        return FolderEdit(target, edits, unreadable, pending, dry_run)
    changes = edits.changes()
    expected = {path: read.get(path) for path in changes}
    try:
        report = commit_changes(
            changes,
            target,
            expected=expected,
            dry_run=dry_run,
            limits=limits,
            fsync=fsync,
            portable=portable,
            lock_timeout=lock_timeout,
            progress=progress,
            moved={
                operation.new_path: operation.path
                for operation in edits.operations
                if operation.kind is OperationKind.RENAME and operation.new_path is not None
            },
        )
    except WriteRefusedError as error:
        report = error.report
    return FolderEdit(target, edits, [], report, dry_run)


def _pending_in_dry_run(target: str) -> WriteReport | None:
    """The dry-run report of an empty commit when it refuses the leftovers of an interrupted
    write or a foreign lock (the checks a real run makes before it writes), else None."""
    report = commit_changes({}, target, expected={}, dry_run=True)
    refused = [r for r in report.refused if r.rule in ("interrupted-write", "foreign-lock")]
    return replace(report, refused=refused) if refused else None


def _recover_first(target: str, lock_timeout: float | None, fsync: bool) -> None:
    root_fd = open_target_folder(target)
    if root_fd is None:
        return
    try:
        pending = find_stages(root_fd)
    except OSError as exc:
        raise WriteFailedError(target, describe(exc)) from exc
    finally:
        os.close(root_fd)
    if pending:
        recover(target, lock_timeout=lock_timeout, fsync=fsync)


def _with_unreadable(edits: EditResult, unreadable: list[Refusal]) -> EditResult:
    """The refused result of an edit set some of whose files could not be read: each of those
    files says why (not "it does not exist", which is what the edits saw without it), so that
    the feedback asks for something that can be done."""
    paths = {refusal.path for refusal in unreadable}
    kept = [
        outcome
        for outcome in edits.outcomes
        if not (outcome.reason == "missing-file" and outcome.path in paths)
    ]
    named = {operation.path: index for index, operation in enumerate(edits.operations)}
    added = [
        EditOutcome(
            path=refusal.path,
            operation=named.get(refusal.path, 0),
            hunk=None,
            kind=OperationKind.EDIT,
            ok=False,
            reason="unreadable",
            message=f"cannot edit {refusal.path}: {refusal.reason} (rule {refusal.rule}); "
            "leave it out of the edits",
        )
        for refusal in unreadable
    ]
    return EditResult(False, edits.files, added + kept, edits.operations, edits.before)


def paths_named(source: ParseResult | Sequence[FileOperation]) -> list[str]:
    """Every path an edit set names (whole files, edited and deleted files, old and new paths
    of renames), in order, once: the files applying it may read, write or delete."""
    if isinstance(source, ParseResult):
        named = [file.file_path for file in source.code.files]
        operations = source.edits
    else:
        named = []
        operations = list(source)
    for operation in operations:
        named.append(operation.path)
        if operation.new_path is not None:
            named.append(operation.new_path)
    return list(dict.fromkeys(named))
