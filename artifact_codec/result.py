"""What :func:`parse_response` reports: a status to count by, the code, and diagnostics.

An evaluation harness needs to know *how* each response went, not just pass or fail; so every
tolerance the lenient reader uses, every file it refuses and every sign of truncation becomes a
:class:`Diagnostic` with a stable ``code``, and the overall outcome is one :class:`Status`.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any

from .diagnostics import Diagnostic, Severity
from .models import GeneratedCode, GeneratedFile
from .operations import FileOperation

__all__ = ["CAUSE_CODES", "Attempt", "Diagnostic", "Format", "ParseResult", "Severity", "Status"]


class Status(str, enum.Enum):
    """The outcome of one response, from best to worst.

    - ``clean``: the strict reader accepted it as it is (or valid legacy JSON needed nothing).
    - ``recovered``: the lenient reader fixed how it was written; no file content was lost.
    - ``repaired``: legacy JSON that was not valid JSON was repaired (unescaped quotes, ...).
    - ``rejected_files``: some files were refused (unsafe or duplicate paths, no path); the
      others are in ``code``.
    - ``edit_blocks``: the answer holds edit instructions (aider ``SEARCH/REPLACE`` blocks, a
      unified diff, ``*** Begin Patch``) instead of whole files; those never become files
      (writing them would replace the real files with the edits); whole files, if any, are in
      ``code``.
    - ``truncated``: the response was cut off; complete files are in ``code``, the cut one in
      ``partial_file``.
    - ``invalid``: an artifact is there but nothing usable could be read from it.
    - ``no_artifact``: the response holds no files in any known format.
    """

    CLEAN = "clean"
    RECOVERED = "recovered"
    REPAIRED = "repaired"
    REJECTED_FILES = "rejected_files"
    EDIT_BLOCKS = "edit_blocks"
    TRUNCATED = "truncated"
    INVALID = "invalid"
    NO_ARTIFACT = "no_artifact"

    def __str__(self) -> str:
        """The value (``truncated``), as it is printed and counted by."""
        return self.value

    @property
    def usable(self) -> bool:
        """True when every file the model meant to send is in ``code``, exactly."""
        return self in (Status.CLEAN, Status.RECOVERED, Status.REPAIRED)


class Format(str, enum.Enum):
    """Which format the response was read as."""

    HYBRID = "hybrid"
    LEGACY_JSON = "legacy_json"
    MARKDOWN = "markdown"
    NONE = "none"

    def __str__(self) -> str:
        return self.value


#: The diagnostic code that says why a result has this status, where the first error may not:
#: a cut-off answer is explained by where it was cut, not by the count of files that follows.
CAUSE_CODES: dict[str, str] = {Status.TRUNCATED.value: "truncated"}


@dataclass(frozen=True, slots=True)
class Attempt:
    """One request to the model made by :func:`request_artifact`.

    ``response`` is the text the model sent (``None`` when ``ask`` raised, then ``error`` says
    what it raised); ``status`` is how that response parsed; ``seconds`` the time ``ask`` took.
    """

    number: int
    response: str | None
    finish_reason: str | None
    status: Status | None
    error: str | None
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "status": self.status.value if self.status else None,
            "finish_reason": self.finish_reason,
            "error": self.error,
            "seconds": round(self.seconds, 3),
            "response_chars": len(self.response) if self.response is not None else None,
        }


@dataclass(slots=True)
class ParseResult:
    """Everything :func:`parse_response` learned about one response.

    ``code`` always holds the files that were read completely and accepted (possibly none);
    ``partial_file`` the file that was cut off, never mixed into ``code.files``.
    ``expected_files`` is the count the response announced (``total_files``), if any;
    ``found_files`` the number of complete files accepted. ``edits`` holds the operations
    (:class:`~artifact_codec.operations.FileOperation`) an answer asked for instead of, or beside,
    whole files; they never become files in ``code``.
    """

    status: Status
    format: Format
    code: GeneratedCode = field(default_factory=GeneratedCode)
    partial_file: GeneratedFile | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    expected_files: int | None = None
    source: str | None = None
    attempts: list[Attempt] = field(default_factory=list)
    edits: list[FileOperation] = field(default_factory=list)

    def __bool__(self) -> bool:
        """``bool(result)`` is :attr:`usable`: ``if parse_response(text):`` means "the files
        can be used". (Without this a dataclass instance is always true, even for an answer
        that holds no files.)"""
        return self.status.usable

    @property
    def found_files(self) -> int:
        return len(self.code.files)

    @property
    def usable(self) -> bool:
        """Shortcut for ``status.usable``."""
        return self.status.usable

    @property
    def truncated(self) -> bool:
        return self.status is Status.TRUNCATED

    @property
    def cause(self) -> Diagnostic | None:
        """The error that explains the status: for a cut-off answer the ``truncated``
        diagnostic (it says where the answer was cut), otherwise the first error; ``None``
        when there is no error."""
        errors = [d for d in self.diagnostics if d.severity is Severity.ERROR]
        wanted = CAUSE_CODES.get(self.status.value)
        return next((d for d in errors if d.code == wanted), errors[0] if errors else None)

    def to_dict(self, *, include_code: bool = True) -> dict[str, Any]:
        """A JSON-able dict: one object per response (for JSON Lines)."""
        data: dict[str, Any] = {}
        if self.source is not None:
            data["source"] = self.source
        data.update(
            status=self.status.value,
            format=self.format.value,
            usable=self.usable,
            expected_files=self.expected_files,
            found_files=self.found_files,
            paths=[file.file_path for file in self.code.files],
            partial_file=(self.partial_file.model_dump(mode="json") if self.partial_file else None),
            diagnostics=[diagnostic.to_dict() for diagnostic in self.diagnostics],
        )
        if self.edits:
            data["edits"] = [operation.model_dump(mode="json") for operation in self.edits]
        if self.attempts:
            data["attempts"] = [attempt.to_dict() for attempt in self.attempts]
        if include_code:
            data["code"] = self.code.model_dump(mode="json")
        return data

    def to_json(self, *, include_code: bool = True) -> str:
        return json.dumps(self.to_dict(include_code=include_code), ensure_ascii=False)

    def feedback(self) -> str:
        """A short corrective message for the model, or ``""`` when there is nothing to fix.

        It lists the warnings and errors (which block, what is wrong, what to do) and, for a
        cut-off answer, which files to send again. A retry loop appends it to the conversation.
        """
        problems = [d for d in self.diagnostics if d.severity is not Severity.INFO]
        if not problems and (self.status.usable or self.status is Status.EDIT_BLOCKS):
            return ""  # (edits read without a problem: the format's own edit blocks)
        lines = ["Your previous answer could not be used as it was:"]
        lines.extend(f"- {d.message}" for d in problems)
        if self.status is Status.NO_ARTIFACT:
            lines.append(
                "- no files were found; answer with the JSON header line, then one block per "
                "file, then the end marker"
            )
        if self.status is Status.TRUNCATED:
            received = ", ".join(file.file_path for file in self.code.files) or "none"
            lines.append(
                f"- the answer was cut off; complete files received: {received}. Send the "
                "missing files again in the same format, ending with the end marker"
            )
        lines.append("Please send the corrected answer in full.")
        return "\n".join(lines)
