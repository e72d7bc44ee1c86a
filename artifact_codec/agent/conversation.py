"""The decision logic of the retry loop, without any I/O (sans-IO).

A :class:`Conversation` never calls a model and never sleeps: it says what to do next as a
:data:`Step` (:class:`Send` these messages, :class:`Wait` this long, :class:`Finish` with this
result) and is told what happened (:meth:`~Conversation.received`,
:meth:`~Conversation.failed`, :meth:`~Conversation.waited`). The synchronous and the async
drivers (:mod:`artifact_codec.agent.retry`) are a dozen lines each around it, so both give the
same result for the same answers, and a cancelled async driver leaves no state anywhere but in a
conversation object nobody holds any more.

What it decides (``docs/retry.md`` is the user's version):

- each answer is read with :func:`~artifact_codec.parse_response` and merged with what arrived
  before (:class:`~artifact_codec.agent.merge.MergedFiles`); the result is usable only when the
  merged set is complete;
- after an answer that is not complete, one corrective message, chosen by the situation:
  the answer was cut off -> the missing files only (``on_truncated="missing"``, the default),
  the rest of the text (``"continue"``) or the whole answer (``"resend"``); files are missing,
  refused or sent as edits -> the missing files only, the complete ones being kept; nothing
  usable arrived, or more files than announced -> the whole answer again;
- a continuation is joined to the cut-off text only when it starts, as asked, by repeating the
  end of that text (:func:`anchor_of`), which shows where it belongs; any other reply (the
  answer or a file started again, prose or a fence first, a guess at where it stopped) is read on
  its own, never joined, and the cut file stays missing until it comes whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ..diagnostics import Diagnostic, Severity
from ..format.spec import DEFAULT_DELIMITER
from ..ingest.response import parse_response
from ..result import Attempt, Format, ParseResult, Status
from .asking import Message, Reply
from .instructions import continue_request, missing_files_request, resend_request
from .merge import MergedFiles, unaccounted_errors, was_cut

__all__ = [
    "Conversation",
    "Finish",
    "OnTruncated",
    "Send",
    "Step",
    "Wait",
    "backoff_delay",
]

OnTruncated = Literal["missing", "continue", "resend"]
Request = Literal["answer", "missing", "continue"]


@dataclass(frozen=True)
class Send:
    """Send these messages to the model and report its answer (or its failure)."""

    messages: list[Message]


@dataclass(frozen=True)
class Wait:
    """Wait this many seconds (backoff after a failed request), then report it."""

    seconds: float


@dataclass(frozen=True)
class Finish:
    """The conversation is over: this is its result."""

    result: ParseResult


Step = Send | Wait | Finish

# Diagnostics that a corrective message says in its own words (with what to do about them).
_RESTATED = frozenset({"truncated", "fewer-files-than-declared"})
_DELIMITER_KEY = re.compile(r'"files_delimiter"\s*:\s*("(?:[^"\\\n]|\\.)*")')
_ANCHOR_CHARS = 24  # at least this many visible characters of the cut-off text are repeated
_ANCHOR_LINES = 3


def backoff_delay(failures: int, backoff: float, max_backoff: float) -> float:
    """``backoff * 2**(failures-1)``, at most ``max_backoff``, for any number of failures.

    The exponent is capped: 2**64 times any sensible backoff is past any cap already, and
    ``2**1024`` would not even convert to a float (``OverflowError``).
    """
    return float(min(max_backoff, backoff * 2 ** min(failures - 1, 64)))


class Conversation:
    """One conversation with a model that ends in a :class:`ParseResult`.

    - ``messages``: the conversation to start with (the prompt, with its instructions);
    - ``paths``: the files that must come, when they are known in advance (the per-file
      stage): other files are not taken;
    - ``request``/``path``: recorded in each :class:`Attempt` (``"file"`` and the path for
      the per-file stage).
    """

    def __init__(
        self,
        messages: Sequence[Message],
        *,
        max_attempts: int = 3,
        on_truncated: OnTruncated = "missing",
        backoff: float = 1.0,
        max_backoff: float = 30.0,
        paths: Sequence[str] | None = None,
        label: str | None = None,
        path: str | None = None,
        check: Callable[[ParseResult], str] | None = None,
    ) -> None:
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if on_truncated not in ("missing", "continue", "resend"):
            raise ValueError(
                f"on_truncated must be 'missing', 'continue' or 'resend', not {on_truncated!r}"
            )
        self.messages: list[Message] = [dict(message) for message in messages]
        self.max_attempts = max_attempts
        self.on_truncated = on_truncated
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.attempts: list[Attempt] = []
        self.merged = MergedFiles(paths=tuple(paths) if paths is not None else None)
        self._label = label
        self._path = path
        self._asked: Request = "answer"
        self._cut_text = ""  # the answer so far, while a cut-off answer is being continued
        # What the cut-off text being continued was asked as: a continuation joined to it is
        # a whole answer only when the cut-off text was one (not a reply of missing files).
        self._cut_asked: Request = "answer"
        self._verdict = ""  # the caller's check's last verdict ("" accepted)
        self._failures = 0
        self._result: ParseResult | None = None
        self._check = check

    # -- the protocol ------------------------------------------------------------------------

    def start(self) -> Step:
        """The first step: send the prompt."""
        return Send(list(self.messages))

    def received(self, reply: Reply, seconds: float) -> Step:
        """The model answered the last :class:`Send`."""
        number = len(self.attempts) + 1
        asked = self._asked
        joined: str | None = None
        if asked == "continue":
            reading, joined = self._continuation(reply)
        else:
            reading = parse_response(reply.text, finish_reason=reply.finish_reason)
        asked_whole = asked == "answer" or (joined is not None and self._cut_asked == "answer")
        contribution = self.merged.take(reading, number, asked_whole=asked_whole)
        self.attempts.append(
            Attempt(
                number,
                reply.text,
                reply.finish_reason,
                reading.status,
                None,
                seconds,
                request=self._label or asked,
                path=self._path,
                added=contribution.added,
                replaced=contribution.replaced,
                input_tokens=reply.input_tokens,
                output_tokens=reply.output_tokens,
            )
        )
        if self._check is not None:
            return self._checked(reading, reply, number)
        if self.merged.complete() or number >= self.max_attempts:
            return self._finish()
        self.messages.append({"role": "assistant", "content": reply.text})
        self.messages.append(
            {"role": "user", "content": self._next_request(reading, joined or reply.text)}
        )
        return Send(list(self.messages))

    def _checked(self, reading: ParseResult, reply: Reply, number: int) -> Step:
        """The caller's ``check`` decides: ``""`` accepts this answer as it was read (no
        merging: what the check judged is what is returned), other text is sent back."""
        assert self._check is not None
        verdict = self._check(reading)
        self._verdict = verdict
        if verdict == "" or number >= self.max_attempts:
            return self._finish()
        self.messages.append({"role": "assistant", "content": reply.text})
        self.messages.append({"role": "user", "content": verdict})
        return Send(list(self.messages))

    def failed(self, error: BaseException, seconds: float) -> Step:
        """The last :class:`Send` raised ``error``, a transient failure (the driver decides
        which failures are transient; any other propagates and ends the conversation)."""
        number = len(self.attempts) + 1
        self.attempts.append(
            Attempt(
                number,
                None,
                None,
                None,
                f"{type(error).__name__}: {error}",
                seconds,
                request=self._label or self._asked,
                path=self._path,
            )
        )
        self._failures += 1
        if number >= self.max_attempts:
            return self._finish()
        return Wait(backoff_delay(self._failures, self.backoff, self.max_backoff))

    def waited(self) -> Step:
        """The :class:`Wait` is over: send the same request again."""
        return Send(list(self.messages))

    @property
    def result(self) -> ParseResult | None:
        """The result, once the conversation finished."""
        return self._result

    # -- deciding ------------------------------------------------------------------------------

    def _finish(self) -> Finish:
        if self._check is not None and self.merged.latest is not None:
            result = self.merged.latest[1]  # the caller's check judges answers, not merges
            if self._verdict:
                result = _rejected_by_check(result, self._verdict, len(self.attempts))
            result.attempts = list(self.attempts)
            self._result = result
            return Finish(result)
        if self.merged.latest is None:
            last_error = self.attempts[-1].error
            result = ParseResult(
                Status.NO_ARTIFACT,
                Format.NONE,
                diagnostics=[
                    Diagnostic(
                        "ask-failed",
                        Severity.ERROR,
                        f"every one of the {len(self.attempts)} requests failed; "
                        f"last: {last_error}",
                    )
                ],
            )
        else:
            result = self.merged.result()
        result.attempts = list(self.attempts)
        self._result = result
        return Finish(result)

    def _next_request(self, reading: ParseResult, whole_text: str) -> str:
        merged = self.merged
        problems = _problems(reading)
        if merged.extra:
            self._asked = "answer"
            return resend_request(
                [
                    *problems,
                    f"your answers hold {len(merged.files)} files ({', '.join(merged.files)}) "
                    f"but {merged.target} were announced",
                ]
            )
        cut = reading.partial_file.file_path if reading.partial_file is not None else None
        joinable = not any(d.code == "continuation-not-joined" for d in reading.diagnostics)
        if was_cut(reading) and self.on_truncated == "continue" and joinable:
            if self._asked != "continue":  # a joined continuation goes on as what it continues
                self._cut_asked = self._asked
            self._asked = "continue"
            self._cut_text = whole_text
            return continue_request(anchor_of(whole_text))
        refused = bool(unaccounted_errors(reading))
        if (
            (was_cut(reading) and self.on_truncated == "resend")
            or not merged.files
            or (refused and merged.paths is not None)  # one planned file: ask for it again
        ):
            self._asked = "answer"
            if was_cut(reading):
                problems.append("the answer was cut off")
            if not merged.files and not problems:
                problems.append("no files were found")
            return resend_request(problems)
        self._asked = "missing"
        wanted = [path for path in merged.awaited if path != cut]
        if refused:
            problems.append(
                "a file refused above was not taken: send it again, whole and once, under a "
                "path that clashes with no other file (even if that path is in the kept list)"
            )
        for path, (_, kept) in merged.refused.items():
            problems.append(
                f"{path} was not taken: its path is the same as the kept {kept} but for case or "
                f"Unicode normalization; send the file you mean as {kept} (it replaces the kept "
                "one) or under a path that clashes with no other"
            )
        return missing_files_request(
            kept=[path for path in merged.files if path not in wanted],
            problems=problems,
            cut=cut if cut is not None and cut not in merged.files else None,
            wanted=wanted,
            announced=merged.target,
        )

    # -- continuations -------------------------------------------------------------------------

    def _continuation(self, reply: Reply) -> tuple[ParseResult, str | None]:
        """Read a reply to "continue": ``(reading, joined)``, ``joined`` being the cut-off text
        and the reply together when the reply continues it, else ``None``."""
        before = self._cut_text
        text = reply.text
        anchor = anchor_of(before)
        if text.startswith(anchor):
            joined = before + text[len(anchor) :]
            reading = parse_response(joined, finish_reason=reply.finish_reason)
            reading.diagnostics.append(
                Diagnostic(
                    "continuation-joined",
                    Severity.INFO,
                    f"the answer was cut off after {len(before)} characters and continued in "
                    "the next request (which repeated its end, as asked); the two were read as "
                    "one",
                )
            )
            if reading.status is Status.CLEAN:
                reading.status = Status.RECOVERED  # read as one, but sent as two
            return reading, joined
        # Not the continuation asked for: the answer or a file started again, prose or a fence
        # before the text, a guess at where it stopped. Joining could put any of it inside the
        # cut file, so the reply is read on its own: its complete files are merged, the cut
        # file is still missing (its tail, if there, is text before the first block).
        delimiter = _delimiter_of(before)
        first_line = text.lstrip().split("\n", 1)[0].rstrip()
        if first_line == delimiter and delimiter != DEFAULT_DELIMITER:
            text = json.dumps({"files_delimiter": delimiter}) + "\n\n" + text
        reading = parse_response(text, finish_reason=reply.finish_reason)
        reading.diagnostics.append(
            Diagnostic(
                "continuation-not-joined",
                Severity.WARNING,
                "the reply does not start with the end of the cut-off answer, as asked, so it "
                "was read on its own, not joined to it",
            )
        )
        return reading, None


def _rejected_by_check(reading: ParseResult, verdict: str, requests: int) -> ParseResult:
    """The last answer when the caller's check never accepted one: not usable (its own
    status when it was not usable already), with the check's last verdict as the error."""
    status = Status.INVALID if reading.usable else reading.status
    return replace(
        reading,
        status=status,
        diagnostics=[
            *reading.diagnostics,
            Diagnostic(
                "check-rejected",
                Severity.ERROR,
                f"the check accepted no answer in {requests} requests; its last verdict: {verdict}",
            ),
        ],
    )


def _problems(reading: ParseResult) -> list[str]:
    return [
        (f"line {d.line}: {d.message}" if d.line else d.message)
        for d in reading.diagnostics
        if d.severity is not Severity.INFO and d.code not in _RESTATED
    ]


def _delimiter_of(text: str) -> str:
    """The delimiter an answer declared in its header, or the default one."""
    found = _DELIMITER_KEY.search(text, 0, 8192)
    if found is not None:
        try:
            value = json.loads(found.group(1))
        except ValueError:
            return DEFAULT_DELIMITER
        if isinstance(value, str) and value:
            return value
    return DEFAULT_DELIMITER


def anchor_of(text: str) -> str:
    """The end of a cut-off answer that its continuation must start with: the last line as far
    as it went, with the lines before it until it shows enough characters to be recognised."""
    start = len(text)
    for _ in range(_ANCHOR_LINES):
        start = text.rfind("\n", 0, max(0, start - 1)) + 1
        if len(text[start:].strip()) >= _ANCHOR_CHARS or start == 0:
            break
    return text[start:]
