"""OpenAI SDK adapter: chat completions and the Responses API.

``openai_ask(client, model=...)`` is an ``ask`` for :func:`artifact_codec.request_artifact`,
``openai_async_ask(async_client, model=...)`` one for :func:`artifact_codec.arequest_artifact`;
``openai_stream(client, messages, model=...)`` reads a streamed answer as it arrives. They take
``api="chat"`` (``client.chat.completions.create``, the default) or ``api="responses"``
(``client.responses.create``); other keyword arguments go to that call unchanged. The asks
return a :class:`~artifact_codec.agent.asking.Reply` with the token counts of ``usage`` and
declare the SDK's transient errors (:data:`TRANSIENT_ERRORS`) so that only those are retried.

The finish reason is the provider's own (``"stop"``, ``"length"``, ``"content_filter"``; for
the Responses API the status, or ``incomplete_details.reason`` such as ``"max_output_tokens"``
when the answer is incomplete): :func:`~artifact_codec.format.spec.finish_kind` reads all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Literal, cast

import openai
from openai import AsyncOpenAI, OpenAI
from openai.types.chat import ChatCompletion, ChatCompletionChunk, ChatCompletionMessageParam
from openai.types.responses import (
    Response,
    ResponseCompletedEvent,
    ResponseFailedEvent,
    ResponseIncompleteEvent,
    ResponseInputParam,
    ResponseStreamEvent,
    ResponseTextDeltaEvent,
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

__all__ = ["TRANSIENT_ERRORS", "openai_ask", "openai_async_ask", "openai_stream"]

Api = Literal["chat", "responses"]

#: The OpenAI SDK's failures worth another request: time-outs, broken connections, rate limits
#: (429) and server errors (5xx). Its own retries (``max_retries``) come first.
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (
    openai.APITimeoutError,
    openai.APIConnectionError,
    openai.RateLimitError,
    openai.InternalServerError,
)


def openai_ask(
    client: OpenAI,
    *,
    model: str,
    api: Api = "chat",
    on_event: Callable[[Event], object] | None = None,
    **create_kwargs: Any,
) -> ProviderAsk:
    """An ``ask`` that sends the conversation to ``model`` and returns a
    :class:`~artifact_codec.agent.asking.Reply` (text, finish reason, token counts).

    With ``on_event``, each request is streamed and ``on_event`` is called with every
    :data:`~artifact_codec.ingest.stream.Event` as it becomes certain.
    """
    _check_client("openai_ask", client, model, api)
    if on_event is not None:

        def open_stream(messages: list[Message]) -> ArtifactStream:
            return openai_stream(client, messages, model=model, api=api, **create_kwargs)

        return ProviderAsk(streaming_ask(open_stream, on_event), TRANSIENT_ERRORS)

    def ask(messages: list[Message]) -> Reply:
        if api == "chat":
            completion: ChatCompletion = client.chat.completions.create(
                model=model, messages=_chat_messages(messages), **create_kwargs
            )
            return _chat_reply(completion)
        response: Response = client.responses.create(
            model=model, input=_response_input(messages), **create_kwargs
        )
        return _responses_reply(response)

    return ProviderAsk(ask, TRANSIENT_ERRORS)


def openai_async_ask(
    client: AsyncOpenAI,
    *,
    model: str,
    api: Api = "chat",
    **create_kwargs: Any,
) -> AsyncProviderAsk:
    """:func:`openai_ask` for an ``AsyncOpenAI`` client: an async ``ask`` for
    :func:`artifact_codec.arequest_artifact`. Cancelling the awaiting task cancels the HTTP
    request."""
    _check_client("openai_async_ask", client, model, api)

    async def ask(messages: list[Message]) -> Reply:
        if api == "chat":
            completion: ChatCompletion = await client.chat.completions.create(
                model=model, messages=_chat_messages(messages), **create_kwargs
            )
            return _chat_reply(completion)
        response: Response = await client.responses.create(
            model=model, input=_response_input(messages), **create_kwargs
        )
        return _responses_reply(response)

    return AsyncProviderAsk(ask, TRANSIENT_ERRORS)


def _check_client(function: str, client: object, model: object, api: object) -> None:
    if not (hasattr(client, "chat") and hasattr(client, "responses")):
        raise TypeError(
            f"{function}: client must be an OpenAI SDK client (OpenAI(), AsyncOpenAI(), "
            f"AzureOpenAI()...), not {type(client).__name__}"
        )
    check_text(function, "model", model)
    if api not in ("chat", "responses"):
        raise ValueError(f"{function}: api must be 'chat' or 'responses', not {api!r}")


def openai_stream(
    client: OpenAI,
    messages: list[Message],
    *,
    model: str,
    api: Api = "chat",
    parser: StreamParser | None = None,
    **create_kwargs: Any,
) -> ArtifactStream:
    """Send ``messages`` with ``stream=True``; iterate the result for events as they arrive.

    The request is made here; the answer is read as the returned stream is iterated.
    """
    _check_client("openai_stream", client, model, api)
    check_messages("openai_stream", messages)
    if api == "chat":
        chunks = client.chat.completions.create(
            model=model, messages=_chat_messages(messages), stream=True, **create_kwargs
        )
        return ArtifactStream(_chat_pieces(chunks), parser=parser, close=chunks.close)
    events = client.responses.create(
        model=model, input=_response_input(messages), stream=True, **create_kwargs
    )
    return ArtifactStream(_response_pieces(events), parser=parser, close=events.close)


def _chat_messages(messages: list[Message]) -> list[ChatCompletionMessageParam]:
    return cast("list[ChatCompletionMessageParam]", [dict(message) for message in messages])


def _response_input(messages: list[Message]) -> ResponseInputParam:
    # Plain {"role", "content"} messages are the Responses API's "easy input messages"; a
    # system message stays one (the API reads it like ``instructions``).
    return cast("ResponseInputParam", [dict(message) for message in messages])


def _chat_reply(completion: ChatCompletion) -> Reply:
    usage = completion.usage
    tokens = (usage.prompt_tokens, usage.completion_tokens) if usage else (None, None)
    if not completion.choices:
        return Reply("", None, *tokens)
    choice = completion.choices[0]
    content = choice.message.content or ""
    if not content and choice.message.refusal:
        return Reply("", "refusal", *tokens)
    return Reply(content, choice.finish_reason, *tokens)


def _responses_reply(response: Response) -> Reply:
    usage = response.usage
    tokens = (usage.input_tokens, usage.output_tokens) if usage else (None, None)
    return Reply(response.output_text, _response_reason(response), *tokens)


def _chat_pieces(chunks: Iterator[ChatCompletionChunk]) -> Iterator[Piece]:
    for chunk in chunks:
        for choice in chunk.choices:
            if choice.index == 0:  # with n > 1, the first answer
                yield choice.delta.content or "", choice.finish_reason


def _response_reason(response: Response) -> str | None:
    if response.status == "incomplete":
        details = response.incomplete_details
        return details.reason if details is not None and details.reason else "incomplete"
    return response.status


def _response_pieces(events: Iterator[ResponseStreamEvent]) -> Iterator[Piece]:
    for event in events:
        if isinstance(event, ResponseTextDeltaEvent):
            yield event.delta, None
        elif isinstance(
            event, ResponseCompletedEvent | ResponseIncompleteEvent | ResponseFailedEvent
        ):
            yield "", _response_reason(event.response)
