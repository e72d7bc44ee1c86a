"""OpenAI SDK adapter: chat completions and the Responses API.

``openai_ask(client, model=...)`` is an ``ask`` for :func:`artifact_codec.request_artifact`;
``openai_stream(client, messages, model=...)`` reads a streamed answer as it arrives. Both take
``api="chat"`` (``client.chat.completions.create``, the default) or ``api="responses"``
(``client.responses.create``); other keyword arguments go to that call unchanged.

The finish reason is the provider's own (``"stop"``, ``"length"``, ``"content_filter"``; for
the Responses API the status, or ``incomplete_details.reason`` such as ``"max_output_tokens"``
when the answer is incomplete): :func:`~artifact_codec.format.spec.finish_kind` reads all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Literal, cast

from openai import OpenAI
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

from ..agent.retry import Ask, Message
from ..ingest.stream import Event, StreamParser
from .streaming import ArtifactStream, Piece, streaming_ask

__all__ = ["openai_ask", "openai_stream"]

Api = Literal["chat", "responses"]


def openai_ask(
    client: OpenAI,
    *,
    model: str,
    api: Api = "chat",
    on_event: Callable[[Event], object] | None = None,
    **create_kwargs: Any,
) -> Ask:
    """An ``ask`` that sends the conversation to ``model`` and returns ``(text, finish_reason)``.

    With ``on_event``, each request is streamed and ``on_event`` is called with every
    :data:`~artifact_codec.ingest.stream.Event` as it becomes certain.
    """
    if on_event is not None:

        def open_stream(messages: list[Message]) -> ArtifactStream:
            return openai_stream(client, messages, model=model, api=api, **create_kwargs)

        return streaming_ask(open_stream, on_event)

    def ask(messages: list[Message]) -> tuple[str, str | None]:
        if api == "chat":
            completion: ChatCompletion = client.chat.completions.create(
                model=model, messages=_chat_messages(messages), **create_kwargs
            )
            return _chat_reply(completion)
        response: Response = client.responses.create(
            model=model, input=_response_input(messages), **create_kwargs
        )
        return response.output_text, _response_reason(response)

    return ask


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


def _chat_reply(completion: ChatCompletion) -> tuple[str, str | None]:
    if not completion.choices:
        return "", None
    choice = completion.choices[0]
    content = choice.message.content or ""
    if not content and choice.message.refusal:
        return "", "refusal"
    return content, choice.finish_reason


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
