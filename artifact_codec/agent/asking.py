"""What an ``ask`` is, what it answers, and which of its failures are worth another request.

An ``ask`` is any callable that takes the conversation so far (a list of
``{"role": ..., "content": ...}`` messages) and returns the model's answer: its text, a
``(text, finish_reason)`` pair, or a :class:`Reply` (which can also carry token counts). An async
``ask`` is the same as a coroutine function. No network code lives here: the provider adapters
(:mod:`artifact_codec.integrations`) build asks around their SDKs and say which of the SDK's
exceptions are transient (:class:`ProviderAsk`).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..errors import TransientError

__all__ = [
    "CLIENT_TRANSIENT_ERRORS",
    "TRANSIENT_ERRORS",
    "TRANSIENT_STATUS_CODES",
    "Ask",
    "AsyncAsk",
    "AsyncProviderAsk",
    "Message",
    "ProviderAsk",
    "Reply",
    "TransientError",
    "check_callable",
    "check_messages",
    "check_text",
    "is_transient",
    "to_reply",
    "transient_errors_of",
]

Message = dict[str, str]


@dataclass(frozen=True, slots=True)
class Reply:
    """One answer of a model: its text, why it stopped (the provider's own word, e.g.
    ``"stop"``, ``"length"``, ``"max_tokens"``), and the tokens the request used when the
    provider says so."""

    text: str
    finish_reason: str | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None


AnswerValue = str | tuple[str, str | None] | Reply
#: A synchronous ask: the conversation so far -> the model's answer.
Ask = Callable[[list[Message]], AnswerValue]
#: An async ask: the conversation so far -> (awaitable) the model's answer.
AsyncAsk = Callable[[list[Message]], Awaitable[AnswerValue]]


#: Failures retried by default, whatever the ``ask``: timeouts, broken connections, and
#: :class:`TransientError`. An adapter adds its SDK's own (:class:`ProviderAsk`).
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (
    TimeoutError,
    asyncio.TimeoutError,
    ConnectionError,
    TransientError,
)
#: HTTP statuses worth another request: timeout, conflict, too early, rate limited, and every
#: server error. An exception with a ``status_code`` attribute among these is transient.
TRANSIENT_STATUS_CODES = frozenset({408, 409, 425, 429}) | frozenset(range(500, 600))
#: The network failures of the HTTP clients a hand-written ask posts with (module -> names of
#: exception types): time-outs, refused or broken connections. Their status errors
#: (``httpx.HTTPStatusError``, ``requests.HTTPError``) carry the response, whose
#: ``status_code`` decides.
CLIENT_TRANSIENT_ERRORS: dict[str, tuple[str, ...]] = {
    "httpx": ("TimeoutException", "NetworkError", "RemoteProtocolError"),
    "requests.exceptions": ("Timeout", "ConnectionError", "ChunkedEncodingError"),
}


class ProviderAsk:
    """A synchronous ask built by an adapter: ``ask(messages)`` plus the SDK's transient
    exception types (``transient_errors``), which :func:`request_artifact` retries."""

    def __init__(
        self,
        call: Callable[[list[Message]], Reply],
        transient_errors: Iterable[type[BaseException]] = (),
    ) -> None:
        self._call = call
        self.transient_errors = tuple(transient_errors)

    def __call__(self, messages: list[Message]) -> Reply:
        return self._call(messages)


class AsyncProviderAsk:
    """An async ask built by an adapter, with its SDK's transient exception types."""

    def __init__(
        self,
        call: Callable[[list[Message]], Awaitable[Reply]],
        transient_errors: Iterable[type[BaseException]] = (),
    ) -> None:
        self._call = call
        self.transient_errors = tuple(transient_errors)

    async def __call__(self, messages: list[Message]) -> Reply:
        return await self._call(messages)


def transient_errors_of(ask: object) -> tuple[type[BaseException], ...]:
    """The exception types ``ask`` says are transient (an adapter's), else ``()``."""
    declared = getattr(ask, "transient_errors", ())
    if isinstance(declared, tuple) and all(
        isinstance(kind, type) and issubclass(kind, BaseException) for kind in declared
    ):
        return declared
    return ()


def is_transient(
    error: BaseException,
    ask: object,
    retry_exceptions: tuple[type[BaseException], ...] | None,
) -> bool:
    """Whether a failed request is worth another one.

    With ``retry_exceptions`` given, exactly those types. By default: :data:`TRANSIENT_ERRORS`,
    the types the ask declares, the network failures of httpx and requests
    (:data:`CLIENT_TRANSIENT_ERRORS`: what a hand-written ask raises), and any exception whose
    ``status_code``, or whose ``response``'s ``status_code``, is in
    :data:`TRANSIENT_STATUS_CODES` (pydantic-ai's ``ModelHTTPError`` and most SDKs' status
    errors carry one; httpx's ``HTTPStatusError`` and requests' ``HTTPError`` the response).
    Anything else (a ``NameError`` in the ask, a bad request, a wrong key) is a mistake that
    another request would only repeat: it propagates at once.
    """
    if retry_exceptions is not None:
        return isinstance(error, retry_exceptions)
    if isinstance(error, TRANSIENT_ERRORS + transient_errors_of(ask) + _client_errors()):
        return True
    status = getattr(error, "status_code", None)
    if status is None:
        status = getattr(getattr(error, "response", None), "status_code", None)
    return isinstance(status, int) and status in TRANSIENT_STATUS_CODES


def _client_errors() -> tuple[type[BaseException], ...]:
    """The :data:`CLIENT_TRANSIENT_ERRORS` of the clients that are imported (an exception of a
    client nobody imported cannot be raised, so none is imported here)."""
    found: list[type[BaseException]] = []
    for module_name, names in CLIENT_TRANSIENT_ERRORS.items():
        module = sys.modules.get(module_name)
        for name in names if module is not None else ():
            kind = getattr(module, name, None)
            if isinstance(kind, type) and issubclass(kind, BaseException):
                found.append(kind)
    return tuple(found)


def to_reply(value: object) -> Reply:
    """What an ask returned, as a :class:`Reply`; a ``TypeError`` says what it must return."""
    if isinstance(value, Reply):
        return value
    if isinstance(value, str):
        return Reply(value)
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
        reason = value[1]
        return Reply(value[0], reason if isinstance(reason, str) else None)
    raise TypeError(
        "ask() must return the model's text, a (text, finish_reason) pair or a Reply; "
        f"it returned {type(value).__name__}"
    )


def check_callable(function: str, name: str, value: object) -> None:
    """Raise a ``TypeError`` naming the argument when ``value`` is not callable."""
    if not callable(value):
        hint = " (did you pass the arguments in the wrong order?)" if isinstance(value, str) else ""
        raise TypeError(f"{function}: {name} must be a callable, not {type(value).__name__}{hint}")


def check_text(function: str, name: str, value: object) -> None:
    """Raise a ``TypeError`` naming the argument when ``value`` is not a ``str``."""
    if not isinstance(value, str):
        hint = " (did you pass the arguments in the wrong order?)" if callable(value) else ""
        raise TypeError(f"{function}: {name} must be a str, not {type(value).__name__}{hint}")


def check_messages(function: str, messages: object) -> None:
    """Raise a ``TypeError`` unless ``messages`` is a list of ``{"role", "content"}`` dicts."""
    if not isinstance(messages, list) or not all(
        isinstance(message, dict) and isinstance(message.get("role"), str) for message in messages
    ):
        raise TypeError(
            f"{function}: messages must be a list of {{'role': ..., 'content': ...}} dicts, "
            f"not {_describe(messages)}"
        )


def _describe(value: Any) -> str:
    if isinstance(value, list):
        kinds = sorted({type(item).__name__ for item in value})
        return f"a list of {', '.join(kinds) or 'nothing'}"
    return type(value).__name__
