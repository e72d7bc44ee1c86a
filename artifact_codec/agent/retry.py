"""``request_artifact``: ask a model, parse the answer, and ask again until it is usable.

Provider-agnostic: ``ask`` is any callable that takes the conversation so far (a list of
``{"role": ..., "content": ...}`` messages) and returns the model's text, or a
``(text, finish_reason)`` pair. No network code lives here.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Literal

from ..ingest.response import parse_response
from ..result import Attempt, Diagnostic, Format, ParseResult, Severity, Status
from .instructions import format_instructions

__all__ = ["Ask", "Message", "request_artifact"]

Message = dict[str, str]
#: What ``ask`` is: the conversation so far -> the model's text, or (text, finish_reason).
Ask = Callable[[list[Message]], str | tuple[str, str | None]]

_CONTINUE = (
    "Your answer was cut off. Continue exactly where it stopped: do not repeat anything, do "
    "not add any text before the continuation, and finish with the end marker."
)


def request_artifact(
    ask: Ask,
    prompt: str,
    *,
    max_attempts: int = 3,
    instructions: bool = True,
    on_truncated: Literal["resend", "continue"] = "resend",
    backoff: float = 1.0,
    max_backoff: float = 30.0,
    retry_exceptions: tuple[type[BaseException], ...] = (Exception,),
    sleep: Callable[[float], None] = time.sleep,
    system: str | None = None,
    check: Callable[[ParseResult], str] | None = None,
) -> ParseResult:
    """Ask for files until the answer is usable or ``max_attempts`` requests were made.

    - ``prompt``: the task; with ``instructions=True`` the text of :func:`format_instructions`
      is appended to it so the model answers in the format.
    - An unusable answer (see :attr:`Status.usable`) is followed by a corrective message built
      from its diagnostics (:meth:`ParseResult.feedback`) and a new request.
    - A cut-off answer: ``on_truncated="resend"`` asks for the whole answer again;
      ``"continue"`` asks the model to continue where it stopped and parses the answers joined.
    - When ``ask`` raises one of ``retry_exceptions``, the request is retried after
      ``backoff * 2**(n-1)`` seconds (at most ``max_backoff``), counting as an attempt. Other
      exceptions propagate.

    - ``check``: called with every parsed answer, it decides instead of :attr:`Status.usable`:
      ``""`` accepts the answer, any other text is the corrective message sent back. For an
      answer of edits: ``check=lambda result: apply_edits(result, files).feedback()`` asks
      again, with the reasons, until every edit applies.

    Returns the first accepted :class:`ParseResult`, or the last one; ``result.attempts`` records
    every request. When no request returned any text, the status is ``no_artifact`` with an
    ``ask-failed`` diagnostic.
    """
    if max_attempts < 1:
        raise ValueError("max_attempts must be at least 1")
    content = f"{prompt.rstrip()}\n\n{format_instructions()}" if instructions else prompt
    messages: list[Message] = []
    if system is not None:
        messages.append({"role": "system", "content": system})
    messages.append({"role": "user", "content": content})
    attempts: list[Attempt] = []
    result: ParseResult | None = None
    joined = ""  # the answer so far, when continuing a cut-off one
    failures = 0
    for number in range(1, max_attempts + 1):
        started = time.perf_counter()
        try:
            reply = ask(list(messages))
        except retry_exceptions as error:
            attempts.append(
                Attempt(number, None, None, None, f"{type(error).__name__}: {error}", 0.0)
            )
            failures += 1
            if number < max_attempts:
                sleep(_delay(failures, backoff, max_backoff))
            continue
        seconds = time.perf_counter() - started
        text, finish_reason = _split(reply)
        whole = joined + text if joined else text
        result = parse_response(whole, finish_reason=finish_reason)
        attempts.append(Attempt(number, text, finish_reason, result.status, None, seconds))
        verdict = check(result) if check is not None else None
        if verdict == "" or (verdict is None and result.usable):
            break
        messages.append({"role": "assistant", "content": text})
        if result.status is Status.TRUNCATED and on_truncated == "continue":
            joined = whole
            messages.append({"role": "user", "content": _CONTINUE})
        else:
            joined = ""
            messages.append({"role": "user", "content": verdict or _resend(result)})
    if result is None:
        result = ParseResult(
            Status.NO_ARTIFACT,
            Format.NONE,
            diagnostics=[
                Diagnostic(
                    "ask-failed",
                    Severity.ERROR,
                    f"every one of the {max_attempts} requests failed; last: {attempts[-1].error}",
                )
            ],
        )
    result.attempts = attempts
    return result


def _delay(failures: int, backoff: float, max_backoff: float) -> float:
    """``backoff * 2**(failures-1)``, at most ``max_backoff``, for any number of failures.

    The exponent is capped: 2**64 times any sensible backoff is past any cap already, and
    ``2**1024`` would not even convert to a float (``OverflowError``).
    """
    return float(min(max_backoff, backoff * 2 ** min(failures - 1, 64)))


def _split(reply: object) -> tuple[str, str | None]:
    if isinstance(reply, str):
        return reply, None
    if isinstance(reply, tuple) and len(reply) == 2 and isinstance(reply[0], str):
        reason = reply[1]
        return reply[0], reason if isinstance(reason, str) else None
    raise TypeError(
        "ask() must return the model's text, or a (text, finish_reason) pair; "
        f"it returned {type(reply).__name__}"
    )


def _resend(result: ParseResult) -> str:
    feedback = result.feedback()
    return feedback or "Please send the answer again in the artifact format, complete."
