"""LiteLLM adapter: any provider LiteLLM reaches, through ``litellm.completion``.

``litellm_ask(model="anthropic/claude-...")`` is an ``ask`` for
:func:`artifact_codec.request_artifact`; ``litellm_stream(messages, model=...)`` reads a streamed
answer as it arrives. LiteLLM answers in the OpenAI chat-completions shape whatever the
provider, with the finish reason mapped to OpenAI's (``"stop"``, ``"length"``,
``"content_filter"``), which :func:`~artifact_codec.format.spec.finish_kind` reads. Other keyword
arguments (``api_base``, ``api_key``, ``max_tokens``...) go to ``completion`` unchanged.

``completion`` defaults to ``litellm.completion`` (imported when first needed); any callable
with its signature and its OpenAI-shaped answers can be given instead, such as a Router's
``completion`` method.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..agent.retry import Ask, Message
from ..ingest.stream import Event, StreamParser
from .streaming import ArtifactStream, Piece, streaming_ask

__all__ = ["litellm_ask", "litellm_stream"]

Completion = Callable[..., Any]


def litellm_ask(
    *,
    model: str,
    completion: Completion | None = None,
    on_event: Callable[[Event], object] | None = None,
    **completion_kwargs: Any,
) -> Ask:
    """An ``ask`` that sends the conversation to ``model`` and returns ``(text, finish_reason)``.

    With ``on_event``, each request is streamed and ``on_event`` is called with every
    :data:`~artifact_codec.ingest.stream.Event` as it becomes certain.
    """
    if on_event is not None:

        def open_stream(messages: list[Message]) -> ArtifactStream:
            return litellm_stream(messages, model=model, completion=completion, **completion_kwargs)

        return streaming_ask(open_stream, on_event)

    def ask(messages: list[Message]) -> tuple[str, str | None]:
        call = completion if completion is not None else _completion()
        response = call(model=model, messages=[dict(m) for m in messages], **completion_kwargs)
        if not response.choices:
            return "", None
        choice = response.choices[0]
        return _text(choice.message.content), _reason(choice.finish_reason)

    return ask


def litellm_stream(
    messages: list[Message],
    *,
    model: str,
    completion: Completion | None = None,
    parser: StreamParser | None = None,
    **completion_kwargs: Any,
) -> ArtifactStream:
    """Send ``messages`` with ``stream=True``; iterate the result for events as they arrive."""
    call = completion if completion is not None else _completion()
    chunks = call(
        model=model, messages=[dict(m) for m in messages], stream=True, **completion_kwargs
    )
    return ArtifactStream(_pieces(chunks), parser=parser, close=getattr(chunks, "close", None))


def _completion() -> Completion:
    completion: Completion = importlib.import_module("litellm").completion
    return completion


def _pieces(chunks: Iterable[Any]) -> Iterator[Piece]:
    for chunk in chunks:
        for choice in chunk.choices:
            if getattr(choice, "index", 0) == 0:
                yield _text(choice.delta.content), _reason(choice.finish_reason)


def _text(content: object) -> str:
    return content if isinstance(content, str) else ""


def _reason(reason: object) -> str | None:
    return reason if isinstance(reason, str) else None
