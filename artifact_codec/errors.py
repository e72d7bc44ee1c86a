"""The exceptions of artifact-codec: every exception the library raises on purpose is here.

Every error derives from :class:`ArtifactCodecError`, so a caller can catch one class. Errors
about bad input text are also :class:`ValueError`, like :class:`json.JSONDecodeError` and
:class:`tomllib.TOMLDecodeError`. The tree::

    ArtifactCodecError
    ├── ArtifactDecodeError (ValueError)      a document or JSON text cannot be decoded
    │   ├── HeaderLimitError                  the header breaks a limit (depth, digits, ...)
    │   └── JsonRefusedError                  a JSON value is refused at a place (two readings)
    ├── UnsafePathError (ValueError)          a path breaks the path policy
    │   └── PathConflictError                 two paths of one batch clash
    └── WriteError                            write_files / recover
        ├── WriteRefusedError                 the batch broke the policy; nothing written
        │   ├── PathRefusedError (also UnsafePathError)
        │   ├── TargetExistsError, SymlinkError, SpecialFileError, DiskConflictError
        │   └── LimitExceededError, ContentError
        └── WriteFailedError                  the OS failed; everything was undone
            ├── LockTimeoutError              another writer held the lock too long
            └── RecoveryFailedError           an interrupted batch could not be recovered

The modules that raise them re-export them under their old names (for example
``artifact_codec.write.writer.WriteError``), so both spellings are the same class. Each error
carries its problem as attributes (``path``, ``rule``, ``reason``; ``msg``, ``pos``, ``lineno``,
``colno``) and pickles with them (``__reduce__``), so it crosses process pools intact.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .diagnostics import PathFields, line_column
from .format.names import LOCK_NAME
from .reports import RecoveryReport, WriteReport

__all__ = [
    "ERROR_FOR_RULE",
    "ArtifactCodecError",
    "ArtifactDecodeError",
    "ContentError",
    "DiskConflictError",
    "HeaderLimitError",
    "JsonRefusedError",
    "LimitExceededError",
    "LockTimeoutError",
    "PathConflictError",
    "PathRefusedError",
    "RecoveryFailedError",
    "SpecialFileError",
    "SymlinkError",
    "TargetExistsError",
    "TransientError",
    "UnsafePathError",
    "WriteError",
    "WriteFailedError",
    "WriteRefusedError",
    "error_for_rule",
    "not_utf8",
]


class ArtifactCodecError(Exception):
    """Base class of every error that artifact-codec raises on purpose."""


# ---------------------------------------------------------------------------------------------
# Decoding


class ArtifactDecodeError(ArtifactCodecError, ValueError):
    """A document (or a JSON text) could not be decoded.

    Attributes mirror :class:`json.JSONDecodeError`:

    - ``msg``: what is wrong and how to fix it, without the position;
    - ``doc``: the text being parsed;
    - ``pos``: the index in ``doc`` where the problem is;
    - ``lineno``, ``colno``: 1-based line and column of ``pos``.

    ``str(error)`` is ``"line L, column C: msg"``: the same text a retry loop can feed back to a
    model.
    """

    def __init__(self, msg: str, doc: str, pos: int) -> None:
        # Line and column are computed here, only when an error is raised, never while parsing.
        pos = max(0, min(pos, len(doc)))
        lineno, colno = line_column(doc, pos)
        super().__init__(f"line {lineno}, column {colno}: {msg}")
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.msg, self.doc, self.pos)


class HeaderLimitError(ArtifactDecodeError):
    """A header that is valid JSON, or nearly, but breaks a limit of
    :mod:`artifact_codec.format.header`.

    ``rule`` names the limit: ``"depth"``, ``"int-digits"``, ``"non-finite"``,
    ``"lone-surrogate"``, or ``"too-large"``.
    """

    def __init__(self, msg: str, doc: str, pos: int, rule: str) -> None:
        super().__init__(msg, doc, pos)
        self.rule = rule

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.msg, self.doc, self.pos, self.rule)


class JsonRefusedError(ArtifactDecodeError):
    """A JSON value starts, but its repair gives up at ``pos`` inside it: the text there has
    two readings with different values (a string read on past its first closing quote, a
    join that makes no one value, a text in triple quotes cut inside an expression), or it
    nests too deep. Raised by the repair layer (``repair_json``, ``extract_json``); the
    legacy reader reports it as the ``json-refused`` diagnostic (docs/repair.md)."""


# ---------------------------------------------------------------------------------------------
# Paths


class UnsafePathError(PathFields, ArtifactCodecError, ValueError):
    """A file path breaks the path policy (see ``docs/security.md``).

    Attributes:

    - ``path``: the path as given;
    - ``rule``: a short stable name of the rule it broke (``"traversal"``, ``"absolute"``, ...);
    - ``reason``: a sentence saying what is wrong and what to write instead.

    Like every problem record (:class:`~artifact_codec.diagnostics.Problem`) it also has
    ``code`` (the rule), ``message`` (the reason) and ``to_dict()``.
    """

    def __init__(self, path: str, rule: str, reason: str) -> None:
        super().__init__(f"unsafe path {path!r}: {reason} [{rule}]")
        self.path = path
        self.rule = rule
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.path, self.rule, self.reason)


class PathConflictError(UnsafePathError):
    """Two paths of one batch clash.

    ``path`` is the later one (index ``second`` in the batch), ``other`` the earlier one (index
    ``first``).
    """

    def __init__(self, path: str, rule: str, other: str, first: int, second: int) -> None:
        if rule == "folder-case-conflict":
            reason = (
                f"it names a folder that {other!r} spells with other upper/lower case (two "
                "folders on Linux, one on macOS and Windows); spell the folder the same way"
            )
        elif rule == "shown-alike":
            reason = (
                f"it is shown as {other!r} (the same letters once invisible characters are "
                "dropped and look-alike letters read as the ones they look like) but names "
                "another file: two versions of the one file a reader sees; which is meant is "
                "not known"
            )
        elif rule == "duplicate":
            reason = (
                f"it is the same path as {other!r} when case and Unicode normalization are "
                "ignored (one file would overwrite the other on macOS and Windows); give each "
                "file its own path"
            )
        else:
            reason = (
                f"it and {other!r} use the same name both as a file and as a folder; rename one "
                "of them"
            )
        super().__init__(path, rule, reason)
        self.other = other
        self.first = first
        self.second = second

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.path, self.rule, self.other, self.first, self.second)


# ---------------------------------------------------------------------------------------------
# Writing


class WriteError(PathFields, ArtifactCodecError):
    """Base class of the errors of :func:`~artifact_codec.write.writer.write_files`: ``path``,
    ``rule`` and ``reason`` (and, as every :class:`~artifact_codec.diagnostics.Problem`,
    ``code``, ``message`` and ``to_dict()``)."""

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
            refusals = "refusal" if more == 1 else "refusals"
            self.args = (f"{self.args[0]}; and {more} more {refusals} (see .report)",)
        self.report = report

    @staticmethod
    def from_report(report: WriteReport) -> WriteRefusedError:
        """The error for ``report``, of the subclass that fits the first refusal's rule."""
        return error_for_rule(report.refused[0].rule)(report)

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.report,)


class PathRefusedError(WriteRefusedError, UnsafePathError):
    """A path breaks the lexical policy of :func:`~artifact_codec.format.paths.normalize_path`,
    or two paths of the batch clash (rules ``duplicate``, ``file-directory-conflict``)."""


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
    case or Unicode normalization (``case-conflict``), a target that is not a folder
    (``target-not-a-directory``), or a file an edit set was read from that changed since
    (``changed-on-disk``)."""


class LimitExceededError(WriteRefusedError):
    """A :class:`~artifact_codec.write.writer.WriteLimits` bound is exceeded
    (``too-many-files``, ``file-too-large``, ``total-too-large``)."""


class ContentError(WriteRefusedError):
    """What the batch holds cannot be written as files: a content with a lone surrogate, which
    UTF-8 cannot encode (``unencodable-content``), or edit operations, which
    :func:`~artifact_codec.write.writer.write_files` does not apply (``edit-operation``: apply
    them with :func:`~artifact_codec.write.edits.apply_to_folder`)."""


#: The refusal class of each rule that is not a path-policy rule (those raise PathRefusedError).
ERROR_FOR_RULE: Mapping[str, type[WriteRefusedError]] = MappingProxyType(
    {
        "exists": TargetExistsError,
        "symlink": SymlinkError,
        "target-is-symlink": SymlinkError,
        "special-file": SpecialFileError,
        "is-a-directory": DiskConflictError,
        "not-a-directory": DiskConflictError,
        "case-conflict": DiskConflictError,
        "target-not-a-directory": DiskConflictError,
        "changed-on-disk": DiskConflictError,
        # Refusals of a dry run only (it does not recover, so it cannot promise the write).
        "interrupted-write": DiskConflictError,
        "foreign-lock": DiskConflictError,
        "too-many-files": LimitExceededError,
        "file-too-large": LimitExceededError,
        "total-too-large": LimitExceededError,
        "unencodable-content": ContentError,
        "edit-operation": ContentError,
    }
)


def error_for_rule(rule: str) -> type[WriteRefusedError]:
    """The :class:`WriteRefusedError` subclass raised when a batch's first refusal has ``rule``
    (:class:`PathRefusedError` for every path-policy rule)."""
    return ERROR_FOR_RULE.get(rule, PathRefusedError)


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


class LockTimeoutError(WriteFailedError):
    """Another process held the target's lock for longer than ``lock_timeout`` (rule
    ``locked``); nothing was changed. ``waited`` is the number of seconds waited, ``holder``
    what the lock file says about its holder (``"pid 1234"``, or empty). A
    :class:`WriteFailedError`, so code that handles failed writes handles this too."""

    def __init__(self, path: str, waited: float, holder: str = "") -> None:
        who = f" ({holder})" if holder else ""
        reason = (
            f"another writer holds the lock {LOCK_NAME!r} of the target{who}; waited "
            f"{waited:.1f} s; nothing was changed. Try again, or pass a larger lock_timeout "
            "(--lock-timeout)"
        )
        WriteError.__init__(self, path, "locked", reason)
        self.os_reason = reason
        self.rolled_back = True
        self.rollback_errors: tuple[str, ...] = ()
        self.waited = waited
        self.holder = holder

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.path, self.waited, self.holder)


class RecoveryFailedError(WriteFailedError):
    """An interrupted batch found in the target could not be finished or undone, or a staging
    folder found there does not prove it is the writer's (outcome ``untrusted``) (rule
    ``recovery-failed``); this call changed nothing. ``report`` is the
    :class:`~artifact_codec.reports.RecoveryReport`; the staging folder that failed is kept
    as it is, so that :func:`~artifact_codec.write.writer.recover` can try again once the cause
    is fixed (an untrusted one: once it is removed)."""

    def __init__(self, report: RecoveryReport) -> None:
        failed = [batch for batch in report.batches if batch.outcome == "failed"]
        untrusted = [batch for batch in report.batches if batch.outcome == "untrusted"]
        parts = []
        if failed:
            detail = "; ".join(f"{b.staging}: {', '.join(b.errors)}" for b in failed)
            parts.append(
                f"an interrupted earlier write could not be finished or undone ({detail}); fix "
                "the cause, then run 'artifact-codec recover' on the folder"
            )
        if untrusted:
            detail = "; ".join(f"{b.staging}: {', '.join(b.errors)}" for b in untrusted)
            parts.append(
                f"the folder holds what looks like a staging folder of the writer, but it was "
                f"not made by artifact-codec on this machine for this folder ({detail}); it is "
                "left as it is, and no write goes into the folder while it is there: look at "
                "it, then remove or rename it"
            )
        reason = "; and ".join(parts) or "recovery failed for an unknown reason"
        WriteError.__init__(self, report.target, "recovery-failed", reason)
        self.os_reason = reason
        self.rolled_back = True
        self.rollback_errors: tuple[str, ...] = ()
        self.report = report

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.report,)


class TransientError(ArtifactCodecError):
    """A request to a model failed in a way another request may not: raise it (or a subclass)
    from an ``ask`` so that :func:`~artifact_codec.request_artifact` retries it, as it does the
    time-outs, connection errors, rate limits and server errors the adapters name."""


def not_utf8(data: bytes, error: UnicodeDecodeError) -> ArtifactDecodeError:
    """The error for ``data`` that is not UTF-8, at the line and column of the first bad byte
    (counted in the characters before it, which did decode)."""
    before = data[: error.start].decode("utf-8")
    return ArtifactDecodeError(
        f"not valid UTF-8 at byte {error.start}; save the file as UTF-8", before, len(before)
    )
