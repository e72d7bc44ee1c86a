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
from .format.paths import file_key
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
    """Which format, or which tool's convention, the response was read as.

    ``hybrid`` and ``legacy_json`` are this library's own formats; the others are conventions
    of other tools (``docs/lenient.md`` has the table): ``markdown`` (files in code fences,
    every label style), ``cline`` (``<write_to_file>`` tool calls, Cline and Roo Code),
    ``bolt`` (``<boltArtifact>``/``<boltAction>``), ``openhands`` (``<function=...>`` calls),
    ``tool_calls`` (write-file tool calls as JSON: OpenAI, Anthropic, ``<tool_call>``),
    ``heredoc`` (``cat > path <<'EOF'`` shell commands), ``claude_artifacts``
    (``<antArtifact>`` blocks of claude.ai whose title is the file's path).
    """

    HYBRID = "hybrid"
    LEGACY_JSON = "legacy_json"
    MARKDOWN = "markdown"
    CLINE = "cline"
    BOLT = "bolt"
    OPENHANDS = "openhands"
    TOOL_CALLS = "tool_calls"
    HEREDOC = "heredoc"
    CLAUDE_ARTIFACTS = "claude_artifacts"
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
    ``request`` says what was asked (``"answer"``: the whole answer; ``"missing"``: the
    missing files only; ``"continue"``: the rest of a cut-off answer; ``"manifest"`` and
    ``"file"``: the stages of ``strategy="per_file"``, ``path`` naming the file); ``added``
    and ``replaced`` the files this answer contributed to the result (new ones, and ones that
    replaced what an earlier attempt sent); the token counts are the provider's, when the
    ``ask`` reports them.
    """

    number: int
    response: str | None
    finish_reason: str | None
    status: Status | None
    error: str | None
    seconds: float
    request: str = "answer"
    path: str | None = None
    added: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    input_tokens: int | None = None
    output_tokens: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "number": self.number,
            "request": self.request,
            "status": self.status.value if self.status else None,
            "finish_reason": self.finish_reason,
            "error": self.error,
            "seconds": round(self.seconds, 3),
            "response_chars": len(self.response) if self.response is not None else None,
            "added": list(self.added),
            "replaced": list(self.replaced),
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
        }
        if self.path is not None:
            data["path"] = self.path
        return data


#: The errors that doubt the files a result still holds in ``code`` (``changed-after``: a
#: command after them may change them; ``mixed-conventions``: another way of writing files
#: in the answer may hold other versions; ``ambiguous-fence``: a code block read two ways;
#: ``partial-file``: the answer says a file it holds is only a part of it; ``duplicate-path``:
#: a later version of a file it holds was refused; ``json-literal-as-string``, an error only
#: in a cut answer: a value the model pasted in triple quotes or backticks was read as a plain
#: string, its text gaining quotes, because no place of its closer left a parseable rest, and
#: the cut rest may be why; a literal read whole, the only reading, is not doubted).
DOUBTING_CODES = frozenset(
    {
        "changed-after",
        "mixed-conventions",
        "ambiguous-fence",
        "partial-file",
        "duplicate-path",
        "json-literal-as-string",
    }
)


def _same_file(one: str, other: str) -> bool:
    """Whether two paths name one file as the writer compares them
    (:func:`~artifact_codec.format.paths.file_key`)."""
    return file_key(one) == file_key(other)


@dataclass(slots=True)
class ParseResult:
    """Everything :func:`parse_response` learned about one response.

    ``code`` always holds the files that were read completely and accepted (possibly none);
    ``partial_file`` the file that was cut off, never mixed into ``code.files``.
    ``expected_files`` is the count the response announced (``total_files``), if any;
    ``found_files`` the number of complete files accepted. ``edits`` holds the operations
    (:class:`~artifact_codec.operations.FileOperation`) an answer asked for instead of, or beside,
    whole files; they never become files in ``code``. ``commands`` holds the shell commands the
    answer asks to run (bolt's ``type="shell"`` actions, Cline's ``<execute_command>``,
    GPT-Pilot's ``command:`` blocks...): reported, never written or run.
    ``refused_paths`` the paths, as written, of the files that were refused.
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
    commands: list[str] = field(default_factory=list)
    #: The paths, as the answer wrote them, of the files it sent that were refused for their
    #: path or what they hold (an unsafe or clashing path, a block refused whole): the retry
    #: merge reads them against the files it keeps (a later attempt's refused ``src/a.py.``
    #: is src/a.py sent again: the kept version is stale).
    refused_paths: list[str] = field(default_factory=list)

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
    def files_doubted(self) -> str | None:
        """Why the files a result that is not usable still holds in :attr:`code` are not
        the answer's own, or ``None`` when they are (a cut-off answer's complete files, a
        partly refused answer's accepted ones). They are not when an error says something
        in the answer may change them or hold other versions of them (:data:`DOUBTING_CODES`:
        a command after them, another convention writing files, a code block read two
        ways, a triple-quoted text read as a plain string in a cut answer), or when the answer
        was cut in a second version of a file it wrote (paths compared as the writer compares
        them: :func:`_same_file`). The one rule a partial write (``allow_partial``) and the
        retry loop's merge ask."""
        if self.usable:
            return None
        for note in self.diagnostics:
            if note.code in DOUBTING_CODES and note.severity is Severity.ERROR:
                return note.message
        cut = self.partial_file
        if cut is not None and any(_same_file(f.file_path, cut.file_path) for f in self.code.files):
            return (
                f"{cut.file_path} was cut off in a second version of it: its first version "
                "is not the file the answer meant"
            )
        return None

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
        if self.commands:
            data["commands"] = list(self.commands)
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
        if self.status is Status.TRUNCATED:
            # Said once, below, with what to do: the whole answer again (whoever reads this
            # feedback does not merge answers; request_artifact asks for the missing files).
            problems = [d for d in problems if d.code != "fewer-files-than-declared"]
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
                f"- the answer was cut off or is short of files; complete files received: "
                f"{received}"
            )
        lines.append(
            "Please send the corrected answer in full: every file complete, ending with the end "
            "marker."
        )
        return "\n".join(lines)
