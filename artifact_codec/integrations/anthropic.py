"""Anthropic SDK adapter (Messages API).

``anthropic_ask(client, model=...)`` is an ``ask`` for :func:`artifact_codec.request_artifact`,
``anthropic_async_ask(async_client, model=...)`` one for :func:`artifact_codec.arequest_artifact`;
``anthropic_stream(client, messages, model=...)`` reads a streamed answer as it arrives. The
asks return a :class:`~artifact_codec.agent.asking.Reply` with the token counts of ``usage`` and
declare the SDK's transient errors (:data:`TRANSIENT_ERRORS`). The
Messages API takes no ``system`` role in ``messages``: system messages are moved to its
``system=`` parameter (after a ``system`` keyword argument, if one is given). The finish reason
is the API's ``stop_reason`` (``"end_turn"``, ``"max_tokens"``, ``"refusal"``...), which
:func:`~artifact_codec.format.spec.finish_kind` reads. Other keyword arguments go to
``client.messages.create`` unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast

import anthropic
from anthropic import Anthropic, AsyncAnthropic
from anthropic.types import (
    Message as AnthropicMessage,
)
from anthropic.types import (
    MessageParam,
    RawContentBlockDeltaEvent,
    RawMessageDeltaEvent,
    RawMessageStreamEvent,
    TextBlock,
    TextDelta,
)

from ..agent.asking import (
    AsyncProviderAsk,
    Message,
    ProviderAsk,
    Reply,
    check_messages,
    check_text,
)
from ..ingest.stream import Event, StreamParser
from .streaming import ArtifactStream, Piece, streaming_ask

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "TRANSIENT_ERRORS",
    "anthropic_ask",
    "anthropic_async_ask",
    "anthropic_stream",
]

#: The Anthropic SDK's failures worth another request: time-outs, broken connections, rate
#: limits (429), server errors (5xx, including 529 "overloaded").
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (
    anthropic.APITimeoutError,
    anthropic.APIConnectionError,
    anthropic.RateLimitError,
    anthropic.InternalServerError,
)

#: The Messages API requires ``max_tokens``; this is used when none is given.
DEFAULT_MAX_TOKENS = 16384


def anthropic_ask(
    client: Anthropic,
    *,
    model: str,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    on_event: Callable[[Event], object] | None = None,
    **create_kwargs: Any,
) -> ProviderAsk:
    """An ``ask`` that sends the conversation to ``model`` and returns a
    :class:`~artifact_codec.agent.asking.Reply` (text, ``stop_reason``, token counts).

    With ``on_event``, each request is streamed and ``on_event`` is called with every
    :data:`~artifact_codec.ingest.stream.Event` as it becomes certain.
    """
    _check_client("anthropic_ask", client, model)
    if on_event is not None:

        def open_stream(messages: list[Message]) -> ArtifactStream:
            return anthropic_stream(
                client, messages, model=model, max_tokens=max_tokens, **create_kwargs
            )

        return ProviderAsk(streaming_ask(open_stream, on_event), TRANSIENT_ERRORS)

    def ask(messages: list[Message]) -> Reply:
        turns, options = _request(messages, create_kwargs)
        reply: AnthropicMessage = client.messages.create(
            model=model, max_tokens=max_tokens, messages=turns, **options
        )
        return _reply(reply)

    return ProviderAsk(ask, TRANSIENT_ERRORS)


def anthropic_async_ask(
    client: AsyncAnthropic,
    *,
    model: str,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    **create_kwargs: Any,
) -> AsyncProviderAsk:
    """:func:`anthropic_ask` for an ``AsyncAnthropic`` client: an async ``ask`` for
    :func:`artifact_codec.arequest_artifact`."""
    _check_client("anthropic_async_ask", client, model)

    async def ask(messages: list[Message]) -> Reply:
        turns, options = _request(messages, create_kwargs)
        reply: AnthropicMessage = await client.messages.create(
            model=model, max_tokens=max_tokens, messages=turns, **options
        )
        return _reply(reply)

    return AsyncProviderAsk(ask, TRANSIENT_ERRORS)


def _reply(reply: AnthropicMessage) -> Reply:
    text = "".join(block.text for block in reply.content if isinstance(block, TextBlock))
    usage = reply.usage
    return Reply(text, reply.stop_reason, usage.input_tokens, usage.output_tokens)


def _check_client(function: str, client: object, model: object) -> None:
    if not hasattr(client, "messages"):
        raise TypeError(
            f"{function}: client must be an Anthropic SDK client (Anthropic(), "
            f"AsyncAnthropic()...), not {type(client).__name__}"
        )
    check_text(function, "model", model)


def anthropic_stream(
    client: Anthropic,
    messages: list[Message],
    *,
    model: str,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    parser: StreamParser | None = None,
    **create_kwargs: Any,
) -> ArtifactStream:
    """Send ``messages`` with ``stream=True``; iterate the result for events as they arrive.

    The request is made here; the answer is read as the returned stream is iterated.
    """
    _check_client("anthropic_stream", client, model)
    check_messages("anthropic_stream", messages)
    turns, options = _request(messages, create_kwargs)
    events = client.messages.create(
        model=model, max_tokens=max_tokens, messages=turns, stream=True, **options
    )
    return ArtifactStream(_pieces(events), parser=parser, close=events.close)


def _request(
    messages: list[Message], create_kwargs: dict[str, Any]
) -> tuple[list[MessageParam], dict[str, Any]]:
    options = dict(create_kwargs)
    system = [message["content"] for message in messages if message.get("role") == "system"]
    if system:
        given = options.get("system")
        if isinstance(given, str) and given:
            system.insert(0, given)
        elif given is not None:
            raise TypeError(
                "anthropic_ask: a system= that is not a string cannot be joined with the "
                "conversation's system messages; put the text in one place"
            )
        options["system"] = "\n\n".join(system)
    turns = [dict(message) for message in messages if message.get("role") != "system"]
    return cast("list[MessageParam]", turns), options


def _pieces(events: Iterator[RawMessageStreamEvent]) -> Iterator[Piece]:
    for event in events:
        if isinstance(event, RawContentBlockDeltaEvent):
            if isinstance(event.delta, TextDelta):
                yield event.delta.text, None
        elif isinstance(event, RawMessageDeltaEvent) and event.delta.stop_reason is not None:
            yield "", event.delta.stop_reason
