"""Writing the files of a model's response: whether to, and file by file as they arrive.

- :func:`reason_not_to_write` is the policy for a parsed response: a response that is not
  usable (cut off, with refused files, invalid...) is not written, unless the caller accepts
  the complete, accepted files of a cut-off or partly refused answer (``allow_partial``).
- :class:`IncrementalWriter` writes each file of a streamed response as soon as the
  :class:`~artifact_codec.ingest.stream.StreamParser` reports it complete, each one all or nothing
  with :func:`~artifact_codec.write.writer.write_files`, and stops at the first refusal or
  failure. Files written before a cut or a refused file stay: that is the trade it makes for
  writing early. When the final result vouches for none of its files (a command after them
  may change them, :attr:`~artifact_codec.result.ParseResult.files_doubted`),
  :meth:`IncrementalWriter.undo` takes back what it wrote: no file stays on disk that the
  final result says may be wrong.

The CLI's ``write`` and ``write --incremental`` are these two plus printing.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Iterable

from ..errors import WriteError, WriteFailedError, WriteRefusedError
from ..ingest.stream import Event, FileCompleted
from ..models import GeneratedCode, GeneratedFile
from ..result import ParseResult, Status
from .writer import (
    DEFAULT_LIMITS,
    DEFAULT_LOCK_TIMEOUT,
    WriteLimits,
    WriteReport,
    commit_changes,
    write_files,
)

__all__ = ["IncrementalWriter", "reason_not_to_write"]

# The outcomes whose complete files may be written on request: the files in ``code`` are whole
# and accepted, only some files are missing (cut off) or were refused.
_PARTIAL_STATUSES = (Status.TRUNCATED, Status.REJECTED_FILES)


def reason_not_to_write(
    result: ParseResult, *, allow_partial: bool = False, hint: str | None = "allow_partial=True"
) -> str | None:
    """Why the files of ``result`` must not be written, or ``None`` when they may be.

    A usable result (``clean``, ``recovered``, ``repaired``) may be written. A cut-off answer or
    one with refused files may be written with ``allow_partial`` when it has complete files
    (not when it doubts the files it holds, :attr:`ParseResult.files_doubted`: those are
    not accepted);
    without it the reason says how many files that would write, and that ``hint`` (how the
    caller turns ``allow_partial`` on, such as the CLI's ``--allow-partial``; ``None``: say
    nothing, for a caller that has written them already) does it. Anything else is refused. The
    reason is the message of the error that explains the status (:attr:`ParseResult.cause`:
    for a cut-off answer, where it was cut), else the status name.
    """
    if result.usable:
        return None
    cause = result.cause
    reason = cause.message if cause is not None else result.status.value
    if cause is None and result.edits:
        # Edits read without a problem (the format's own edit blocks): say what they are.
        shown = ", ".join(f"{op.kind} {op.path}" for op in result.edits[:3])
        more = f" and {len(result.edits) - 3} more" if len(result.edits) > 3 else ""
        count = len(result.edits)
        reason = (
            f"the answer holds {count} edit operation{'s' if count != 1 else ''} ({shown}{more}); "
            "edits change existing files and are not written as files: apply the answer with "
            "apply_to_folder() ('artifact-codec apply ANSWER --to DIR')"
        )
    if result.status in _PARTIAL_STATUSES and result.code.files:
        doubted = result.files_doubted
        if doubted is not None:
            # (the files in ``code`` may not be what the answer leaves: none is accepted)
            return doubted if result.partial_file is None else f"{reason} ({doubted})"
        if allow_partial:
            return None
        if hint is None:
            return reason
        count = result.found_files
        files = "the complete file" if count == 1 else f"the {count} complete files"
        return f"{reason} (use {hint} to write {files})"
    return reason


class IncrementalWriter:
    """Writes each completed file of a stream at once (each one atomically); stops at the first
    problem.

    The options are those of :func:`~artifact_codec.write.writer.write_files`, applied to each
    file on its own (so ``limits.max_total_bytes`` bounds one file, not the stream). After a
    refusal or a failure, :attr:`failure` holds the error and later files are ignored.

    Attributes:

    - ``target``: the target folder as given;
    - ``reports``: one :class:`~artifact_codec.write.writer.WriteReport` per file handled, in
      order (a refused file's report included, see its ``refused``);
    - ``failure``: the :class:`~artifact_codec.errors.WriteRefusedError` or
      :class:`~artifact_codec.errors.WriteFailedError` that stopped the writer, or ``None``.
    """

    def __init__(
        self,
        target_dir: str | os.PathLike[str],
        *,
        overwrite: bool = False,
        dry_run: bool = False,
        limits: WriteLimits = DEFAULT_LIMITS,
        fsync: bool = True,
        portable: bool = True,
        lock_timeout: float | None = DEFAULT_LOCK_TIMEOUT,
    ) -> None:
        self.target = os.fspath(target_dir)
        self.overwrite = overwrite
        self.dry_run = dry_run
        self.limits = limits
        self.fsync = fsync
        self.portable = portable
        self.lock_timeout = lock_timeout
        self.reports: list[WriteReport] = []
        self.failure: WriteError | None = None
        #: the paths taken back by :meth:`undo`, in order
        self.undone: list[str] = []
        # what each written path held before this writer first wrote it (None: nothing; its
        # bytes, read before it was replaced) and the text written there
        self._before: dict[str, bytes | None] = {}
        self._wrote: dict[str, str] = {}
        self._kept: set[str] = set()  # replaced files whose text was not read: never undone
        # the folders this writer created for each created path (deepest last)
        self._made: dict[str, list[str]] = {}

    @property
    def written(self) -> list[str]:
        """The normalized paths written so far (with ``dry_run``: that would be), in order."""
        # A refused report lists in ``created`` the files that passed their own checks: none
        # of them was written.
        return [
            path
            for report in self.reports
            if report.ok
            for path in report.created + report.replaced
            if path not in self.undone
        ]

    @property
    def error(self) -> str | None:
        """What stopped the writer, as text: the refused report's summary, or the failure's
        message; ``None`` while nothing went wrong."""
        if isinstance(self.failure, WriteRefusedError):
            return self.failure.report.summary()
        return None if self.failure is None else str(self.failure)

    def add(self, file: GeneratedFile) -> WriteReport | None:
        """Write one complete file; its report, or ``None`` if the writer has stopped (now or
        before: see :attr:`failure`)."""
        if self.failure is not None:
            return None
        old = self._read(file.file_path) if self.overwrite else None
        missing = [
            folder
            for folder in _folders(os.path.normpath(file.file_path).replace(os.sep, "/"))
            if not os.path.isdir(os.path.join(self.target, folder))
        ]
        try:
            report = write_files(
                GeneratedCode(files=[file]),
                self.target,
                overwrite=self.overwrite,
                dry_run=self.dry_run,
                limits=self.limits,
                fsync=self.fsync,
                portable=self.portable,
                lock_timeout=self.lock_timeout,
            )
        except WriteRefusedError as error:
            self.failure = error
            self.reports.append(error.report)
            return None
        except WriteFailedError as error:
            self.failure = error
            return None
        if not report.ok:
            # A dry run returns its refusals instead of raising them: the same stop as the
            # write it stands for, never a promise of a file the write would refuse.
            self.failure = WriteRefusedError.from_report(report)
            self.reports.append(report)
            return None
        self.reports.append(report)
        for path in report.created + report.replaced:
            self._wrote[path] = file.content
        if not self.dry_run:
            for path in report.created:
                self._before.setdefault(path, None)
                self._made.setdefault(path, [f for f in _folders(path) if f in missing])
            for path in report.replaced:
                if path not in self._before and old is None:
                    self._kept.add(path)
                self._before.setdefault(path, old)
        return report

    def _read(self, path: str) -> bytes | None:
        """The bytes of the file at ``path`` in the target before it is replaced, whatever
        its encoding (None: none, or not a regular file, or over the size limit: then it
        cannot be put back, see :meth:`undo`)."""
        try:
            with open(os.path.join(self.target, path), "rb") as stream:
                data = stream.read(self.limits.max_file_bytes + 1)
        except OSError:
            return None
        return None if len(data) > self.limits.max_file_bytes else data

    def undo(self, result: ParseResult, *, refused: bool | None = None) -> list[str]:
        """Take back each file this writer wrote that the final ``result`` does not vouch for:
        every one when the result is not written (``refused``; by default: not usable; a cut
        answer's complete files are weighed by their content) or
        says a command after them may change them
        (:attr:`~artifact_codec.result.ParseResult.files_doubted`), else each whose final
        content differs from what was written (a later version, an edit after it). A file it
        created is removed (and the folders it created for it, left empty), a file it
        replaced gets its bytes back (not one that could not be read before: it stays),
        all at once with :func:`~artifact_codec.write.writer.commit_changes` and only while
        each is still what it wrote (a file changed since stays, the others are taken back, and
        :attr:`failure` says why).
        Returns the paths undone (also in :attr:`undone`); in a dry run, the paths the real
        run would take back (nothing is written)."""
        if refused is None:
            refused = not result.usable
        # a cut answer vouches for its complete files (by their content, below): the files
        # written before the cut stay (docs/streaming.md)
        refused = refused and result.status is not Status.TRUNCATED
        final = {posixpath.normpath(f.file_path): f.content for f in result.code.files}
        doubted = refused or result.files_doubted is not None
        paths = [
            p
            for p in self.written
            if p in self._wrote
            and p not in self._kept
            and (doubted or final.get(posixpath.normpath(p)) != self._wrote[p])
        ]
        if not paths:
            return []
        if self.dry_run:
            self.undone.extend(paths)
            return paths
        changes = {path: self._before.get(path) for path in paths}
        for attempt in range(2):
            try:
                commit_changes(
                    changes,
                    self.target,
                    expected={path: self._wrote[path].encode("utf-8") for path in changes},
                    limits=self.limits,
                    fsync=self.fsync,
                    portable=self.portable,
                    lock_timeout=self.lock_timeout,
                )
                break
            except WriteError as error:
                self.failure = error
                # a file someone changed since it was written is theirs now: it stays, and
                # only it (each other file is still taken back, once)
                edited = {
                    r.path
                    for r in (error.report.refused if isinstance(error, WriteRefusedError) else [])
                    if r.rule == "changed-on-disk"
                }
                if attempt or not edited or not edited <= set(changes):
                    return []
                changes = {p: text for p, text in changes.items() if p not in edited}
                if not changes:
                    return []
        paths = [path for path in paths if path in changes]
        self.undone.extend(paths)
        for path in paths:
            if changes[path] is None:
                for folder in reversed(self._made.get(path, [])):
                    try:
                        os.rmdir(os.path.join(self.target, folder))
                    except OSError:
                        break  # not empty (another file is in it), or gone: left as it is
        return paths

    def handle(self, events: Iterable[Event]) -> list[str]:
        """Write the file of every :class:`~artifact_codec.ingest.stream.FileCompleted` event in
        ``events`` (other events are ignored); the paths written by this call, in order."""
        written: list[str] = []
        for event in events:
            if isinstance(event, FileCompleted) and self.add(event.file) is not None:
                written.append(event.file.file_path)
        return written


def _folders(path: str) -> list[str]:
    """The folders above the relative ``path``, outermost first (``a/b/c.py``: a, a/b)."""
    parts = path.split("/")[:-1]
    return ["/".join(parts[: i + 1]) for i in range(len(parts)) if parts[i] not in ("", ".")]
