"""LiteLLM adapter: any provider LiteLLM reaches, through ``litellm.completion``.

``litellm_ask(model="anthropic/claude-...")`` is an ``ask`` for
:func:`artifact_codec.request_artifact`, ``litellm_async_ask(model=...)`` one for
:func:`artifact_codec.arequest_artifact` (through ``litellm.acompletion``);
``litellm_stream(messages, model=...)`` reads a streamed answer as it arrives. LiteLLM answers in
the OpenAI chat-completions shape whatever the provider, with the finish reason mapped to
OpenAI's (``"stop"``, ``"length"``, ``"content_filter"``), which
:func:`~artifact_codec.format.spec.finish_kind` reads. Other keyword arguments (``api_base``,
``api_key``, ``max_tokens``...) go to ``completion`` unchanged.

``completion`` defaults to ``litellm.completion`` (imported when first needed), ``acompletion`` to
``litellm.acompletion``; any callable with its signature and its OpenAI-shaped answers can be
given instead, such as a Router's ``completion`` method. LiteLLM's exceptions are subclasses of
the OpenAI SDK's, so the asks declare the OpenAI SDK's transient errors (time-outs, broken
connections, rate limits, server errors); LiteLLM's ``ServiceUnavailableError`` and the like
carry a 5xx ``status_code``, which is transient too.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..agent.asking import (
    AsyncProviderAsk,
    Message,
    ProviderAsk,
    Reply,
    check_callable,
    check_messages,
    check_text,
)
from ..ingest.stream import Event, StreamParser
from .streaming import ArtifactStream, Piece, streaming_ask

__all__ = ["litellm_ask", "litellm_async_ask", "litellm_stream", "transient_errors"]

Completion = Callable[..., Any]


def litellm_ask(
    *,
    model: str,
    completion: Completion | None = None,
    on_event: Callable[[Event], object] | None = None,
    **completion_kwargs: Any,
) -> ProviderAsk:
    """An ``ask`` that sends the conversation to ``model`` and returns a
    :class:`~artifact_codec.agent.asking.Reply` (text, finish reason, token counts).

    With ``on_event``, each request is streamed and ``on_event`` is called with every
    :data:`~artifact_codec.ingest.stream.Event` as it becomes certain.
    """
    _check("litellm_ask", model, completion)
    if on_event is not None:

        def open_stream(messages: list[Message]) -> ArtifactStream:
            return litellm_stream(messages, model=model, completion=completion, **completion_kwargs)

        return ProviderAsk(streaming_ask(open_stream, on_event), transient_errors())

    def ask(messages: list[Message]) -> Reply:
        call = completion if completion is not None else _litellm("completion")
        response = call(model=model, messages=[dict(m) for m in messages], **completion_kwargs)
        return _reply(response)

    return ProviderAsk(ask, transient_errors())


def litellm_async_ask(
    *,
    model: str,
    acompletion: Completion | None = None,
    **completion_kwargs: Any,
) -> AsyncProviderAsk:
    """:func:`litellm_ask` through ``litellm.acompletion`` (or the ``acompletion`` given, such
    as a Router's): an async ``ask`` for :func:`artifact_codec.arequest_artifact`."""
    _check("litellm_async_ask", model, acompletion)

    async def ask(messages: list[Message]) -> Reply:
        call = acompletion if acompletion is not None else _litellm("acompletion")
        response = await call(
            model=model, messages=[dict(m) for m in messages], **completion_kwargs
        )
        return _reply(response)

    return AsyncProviderAsk(ask, transient_errors())


def transient_errors() -> tuple[type[BaseException], ...]:
    """The OpenAI SDK's transient errors (LiteLLM's subclass them), when it is installed."""
    try:
        openai = importlib.import_module("openai")
    except ImportError:  # pragma: no cover - LiteLLM requires openai
        return ()
    names = ("APITimeoutError", "APIConnectionError", "RateLimitError", "InternalServerError")
    return tuple(getattr(openai, name) for name in names)


def _check(function: str, model: object, completion: object) -> None:
    check_text(function, "model", model)
    if completion is not None:
        check_callable(function, "the completion function", completion)


def _reply(response: Any) -> Reply:
    usage = getattr(response, "usage", None)
    tokens = (
        _count(getattr(usage, "prompt_tokens", None)),
        _count(getattr(usage, "completion_tokens", None)),
    )
    if not response.choices:
        return Reply("", None, *tokens)
    choice = response.choices[0]
    return Reply(_text(choice.message.content), _reason(choice.finish_reason), *tokens)


def _count(value: object) -> int | None:
    return value if isinstance(value, int) else None


def litellm_stream(
    messages: list[Message],
    *,
    model: str,
    completion: Completion | None = None,
    parser: StreamParser | None = None,
    **completion_kwargs: Any,
) -> ArtifactStream:
    """Send ``messages`` with ``stream=True``; iterate the result for events as they arrive."""
    _check("litellm_stream", model, completion)
    check_messages("litellm_stream", messages)
    call = completion if completion is not None else _litellm("completion")
    chunks = call(
        model=model, messages=[dict(m) for m in messages], stream=True, **completion_kwargs
    )
    return ArtifactStream(_pieces(chunks), parser=parser, close=getattr(chunks, "close", None))


def _litellm(name: str) -> Completion:
    function: Completion = getattr(importlib.import_module("litellm"), name)
    return function


def _pieces(chunks: Iterable[Any]) -> Iterator[Piece]:
    for chunk in chunks:
        for choice in chunk.choices:
            if getattr(choice, "index", 0) == 0:
                yield _text(choice.delta.content), _reason(choice.finish_reason)


def _text(content: object) -> str:
    return content if isinstance(content, str) else ""


def _reason(reason: object) -> str | None:
    return reason if isinstance(reason, str) else None
