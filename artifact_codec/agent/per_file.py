"""Multi-stage generation (``strategy="per_file"``): a manifest, then each file on its own.

Stage 1 asks for the plan of the files only (:func:`manifest_instructions`), read and
validated by :func:`~artifact_codec.agent.manifest.read_manifest`, with corrective retries.
Stage 2 asks for each planned file in a conversation of its own (:func:`file_instructions`: the
task, the whole plan, the format's rules for a one-block answer), read by ``parse_response`` and
retried like any answer, taking that one file only. Then :meth:`PerFilePlan.assemble` checks
that every planned file arrived and runs the cheap cross-file checks of
:mod:`artifact_codec.agent.consistency`.

Like :class:`~artifact_codec.agent.conversation.Conversation`, nothing here does I/O: the
drivers in :mod:`artifact_codec.agent.retry` run the conversations (threads or tasks).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..diagnostics import Diagnostic, Severity
from ..models import GeneratedCode, GeneratedFile
from ..result import Attempt, Format, ParseResult, Status
from .asking import Message, Reply
from .consistency import cross_file_checks
from .conversation import Conversation, Finish, OnTruncated, Send, Step, Wait, backoff_delay
from .instructions import file_instructions, manifest_instructions
from .manifest import Manifest, read_manifest

__all__ = ["FileRecord", "ManifestConversation", "PerFilePlan", "file_records"]

_ORDER = {Status.CLEAN: 0, Status.RECOVERED: 1, Status.REPAIRED: 2}


class ManifestConversation:
    """Stage 1: ask for the manifest until one validates (same protocol as a
    :class:`~artifact_codec.agent.conversation.Conversation`); ``manifest`` is the result."""

    def __init__(
        self,
        messages: Sequence[Message],
        *,
        max_attempts: int = 3,
        backoff: float = 1.0,
        max_backoff: float = 30.0,
    ) -> None:
        self.messages: list[Message] = [dict(message) for message in messages]
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.attempts: list[Attempt] = []
        self.manifest: Manifest | None = None
        self._diagnostics: list[Diagnostic] = []
        self._failures = 0

    def start(self) -> Step:
        return Send(list(self.messages))

    def received(self, reply: Reply, seconds: float) -> Step:
        reading = read_manifest(reply.text)
        self._diagnostics = reading.diagnostics
        ok = reading.manifest is not None
        self.attempts.append(
            Attempt(
                len(self.attempts) + 1,
                reply.text,
                reply.finish_reason,
                Status.CLEAN if ok and not reading.diagnostics else None,
                None,
                seconds,
                request="manifest",
                input_tokens=reply.input_tokens,
                output_tokens=reply.output_tokens,
            )
        )
        if ok:
            self.manifest = reading.manifest
            return self._finish()
        if len(self.attempts) >= self.max_attempts:
            return self._finish()
        self.messages.append({"role": "assistant", "content": reply.text})
        self.messages.append({"role": "user", "content": reading.feedback()})
        return Send(list(self.messages))

    def failed(self, error: BaseException, seconds: float) -> Step:
        self.attempts.append(
            Attempt(
                len(self.attempts) + 1,
                None,
                None,
                None,
                f"{type(error).__name__}: {error}",
                seconds,
                request="manifest",
            )
        )
        self._failures += 1
        if len(self.attempts) >= self.max_attempts:
            return self._finish()
        return Wait(backoff_delay(self._failures, self.backoff, self.max_backoff))

    def waited(self) -> Step:
        return Send(list(self.messages))

    def _finish(self) -> Finish:
        diagnostics = list(self._diagnostics)
        if self.manifest is None:
            if not any(a.response is not None for a in self.attempts):
                diagnostics.append(
                    Diagnostic(
                        "ask-failed",
                        Severity.ERROR,
                        f"every one of the {len(self.attempts)} requests for the manifest "
                        f"failed; last: {self.attempts[-1].error}",
                    )
                )
            diagnostics.append(
                Diagnostic(
                    "no-manifest",
                    Severity.ERROR,
                    f"no valid manifest after {len(self.attempts)} requests; no file was asked for",
                )
            )
        result = ParseResult(
            Status.NO_ARTIFACT, Format.NONE, diagnostics=diagnostics, attempts=list(self.attempts)
        )
        return Finish(result)


class PerFilePlan:
    """The per-file strategy's decisions: its conversations and how their results combine."""

    def __init__(
        self,
        prompt: str,
        *,
        system: str | None = None,
        max_attempts: int = 3,
        on_truncated: OnTruncated = "missing",
        backoff: float = 1.0,
        max_backoff: float = 30.0,
    ) -> None:
        self.prompt = prompt
        self.system = system
        self.max_attempts = max_attempts
        self.on_truncated: OnTruncated = on_truncated
        self.backoff = backoff
        self.max_backoff = max_backoff

    def _opening(self, content: str) -> list[Message]:
        messages: list[Message] = []
        if self.system is not None:
            messages.append({"role": "system", "content": self.system})
        messages.append({"role": "user", "content": content})
        return messages

    def manifest_conversation(self) -> ManifestConversation:
        content = self.prompt.rstrip() + "\n\n" + manifest_instructions()
        return ManifestConversation(
            self._opening(content),
            max_attempts=self.max_attempts,
            backoff=self.backoff,
            max_backoff=self.max_backoff,
        )

    def file_conversation(self, manifest: Manifest, path: str) -> Conversation:
        content = file_instructions(manifest, path, task=self.prompt)
        return Conversation(
            self._opening(content),
            max_attempts=self.max_attempts,
            on_truncated=self.on_truncated,
            backoff=self.backoff,
            max_backoff=self.max_backoff,
            paths=[path],
            label="file",
            path=path,
        )

    def assemble(
        self,
        planned: ParseResult,
        manifest: Manifest | None,
        files: Mapping[str, ParseResult],
    ) -> ParseResult:
        """One result from the manifest's and the files' results."""
        if manifest is None:
            return planned
        attempts = list(planned.attempts)
        diagnostics = list(planned.diagnostics)
        arrived: list[GeneratedFile] = []
        missing: list[str] = []
        statuses: list[Status] = []
        for entry in manifest.files:
            result = files[entry.path]
            attempts.extend(result.attempts)
            statuses.append(result.status)
            found = next((f for f in result.code.files if f.file_path == entry.path), None)
            usable = result.usable and found is not None
            diagnostics.extend(
                _marked(d, entry.path)
                for d in result.diagnostics
                if not usable or d.severity is not Severity.ERROR
            )
            if not usable or found is None:
                missing.append(entry.path)
                continue
            arrived.append(
                found.model_copy(
                    update={
                        "file_type": found.file_type or entry.type,
                        "description": found.description or entry.description,
                    }
                )
            )
        code = GeneratedCode(
            task_id=manifest.task_id,
            project_id=manifest.project_id,
            dependencies=list(manifest.dependencies),
            setup_instructions=manifest.setup_instructions,
        ).model_copy(update={"files": arrived})
        diagnostics.extend(cross_file_checks(code))
        if missing:
            diagnostics.append(
                Diagnostic(
                    "incomplete",
                    Severity.ERROR,
                    f"{len(arrived)} of the {len(manifest.files)} planned files arrived; "
                    f"missing: {', '.join(missing)}",
                )
            )
            status = Status.TRUNCATED
        else:
            status = max(statuses, key=lambda s: _ORDER.get(s, 0))
        return ParseResult(
            status,
            Format.HYBRID,
            code,
            diagnostics=diagnostics,
            expected_files=len(manifest.files),
            attempts=attempts,
        )


def _marked(diagnostic: Diagnostic, path: str) -> Diagnostic:
    return Diagnostic(
        diagnostic.code,
        diagnostic.severity,
        f"{path}: {diagnostic.message}",
        diagnostic.line,
        diagnostic.column,
    )


@dataclass(frozen=True)
class FileRecord:
    """What one file of a per-file result cost: its requests, their time and tokens."""

    path: str
    attempts: tuple[Attempt, ...]
    seconds: float
    input_tokens: int | None
    output_tokens: int | None

    @property
    def requests(self) -> int:
        return len(self.attempts)


def file_records(result: ParseResult) -> dict[str, FileRecord]:
    """Per file of a ``strategy="per_file"`` result: its attempts, the seconds its requests
    took, and the tokens they used (``None`` when the ``ask`` did not report them)."""
    grouped: dict[str, list[Attempt]] = {}
    for attempt in result.attempts:
        if attempt.path is not None:
            grouped.setdefault(attempt.path, []).append(attempt)
    return {
        path: FileRecord(
            path,
            tuple(attempts),
            sum(a.seconds for a in attempts),
            _total([a.input_tokens for a in attempts]),
            _total([a.output_tokens for a in attempts]),
        )
        for path, attempts in grouped.items()
    }


def _total(counts: list[int | None]) -> int | None:
    known = [count for count in counts if count is not None]
    return sum(known) if known else None
