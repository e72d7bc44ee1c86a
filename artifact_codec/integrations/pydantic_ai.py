"""pydantic-ai: an output function, and asks around any pydantic-ai model.

:func:`artifact_output` makes an agent whose output is a :class:`GeneratedCode`;
``pydantic_ai_ask(model)`` is an ``ask`` for :func:`artifact_codec.request_artifact`,
``pydantic_ai_async_ask(model)`` one for :func:`artifact_codec.arequest_artifact`.

Use it as a text output, so that the model writes the document as plain text (not as a JSON
string inside a tool call, which is exactly the escaping the format avoids)::

    from pydantic_ai import Agent, TextOutput
    from artifact_codec import format_instructions
    from artifact_codec.integrations.pydantic_ai import artifact_output

    agent = Agent(
        model, output_type=TextOutput(artifact_output), instructions=format_instructions()
    )
    code = agent.run_sync("Write ...").output

When the answer is not usable, :func:`artifact_output` raises ``ModelRetry`` with
:meth:`ParseResult.feedback`, which pydantic-ai sends back to the model (up to the agent's
output retries). The finish reason of the model's last response is taken into account, so a
cut-off answer is reported as cut off.
"""

from __future__ import annotations

from typing import Any

import pydantic_ai.exceptions
from pydantic_ai import ModelRetry, RunContext
from pydantic_ai.direct import model_request, model_request_sync
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    UserPromptPart,
)
from pydantic_ai.models import Model

from ..agent.asking import AsyncProviderAsk, Message, ProviderAsk, Reply, check_text
from ..ingest.response import parse_response
from ..models import GeneratedCode

__all__ = ["TRANSIENT_ERRORS", "artifact_output", "pydantic_ai_ask", "pydantic_ai_async_ask"]

#: pydantic-ai's failures worth another request (those this version has): time-outs, broken
#: connections, rate limits, overloaded or unavailable servers, server errors. Its
#: ``ModelHTTPError`` carries a ``status_code``, and a 429 or 5xx one is transient too.
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = tuple(
    getattr(pydantic_ai.exceptions, name)
    for name in (
        "ModelTimeoutError",
        "ModelConnectionError",
        "ModelRateLimitError",
        "ModelOverloadedError",
        "ModelUnavailableError",
        "ModelServerError",
    )
    if hasattr(pydantic_ai.exceptions, name)
)

_FALLBACK = "Please send the answer again in the artifact format, complete."


def artifact_output(ctx: RunContext[Any], text: str) -> GeneratedCode:
    """Read the model's text answer; raise ``ModelRetry(feedback)`` when it is not usable."""
    finish_reason: str | None = None
    for message in reversed(ctx.messages):
        if isinstance(message, ModelResponse):
            finish_reason = message.finish_reason
            break
    result = parse_response(text, finish_reason=finish_reason)
    if not result.usable:
        raise ModelRetry(result.feedback() or _FALLBACK)
    return result.code


def pydantic_ai_ask(model: Model | str, **request_kwargs: Any) -> ProviderAsk:
    """An ``ask`` around a pydantic-ai model (a ``Model`` or a name such as
    ``"openai:gpt-5"``), through ``pydantic_ai.direct.model_request_sync``: the
    :class:`~artifact_codec.agent.asking.Reply` has the text, the finish reason and the
    token counts of the response."""
    _check_model("pydantic_ai_ask", model)

    def ask(messages: list[Message]) -> Reply:
        return _reply(model_request_sync(model, _messages(messages), **request_kwargs))

    return ProviderAsk(ask, TRANSIENT_ERRORS)


def pydantic_ai_async_ask(model: Model | str, **request_kwargs: Any) -> AsyncProviderAsk:
    """:func:`pydantic_ai_ask` through ``pydantic_ai.direct.model_request``: an async ``ask``."""
    _check_model("pydantic_ai_async_ask", model)

    async def ask(messages: list[Message]) -> Reply:
        return _reply(await model_request(model, _messages(messages), **request_kwargs))

    return AsyncProviderAsk(ask, TRANSIENT_ERRORS)


def _check_model(function: str, model: object) -> None:
    if not isinstance(model, Model):
        check_text(function, "model (a pydantic-ai Model or a model name)", model)


def _messages(messages: list[Message]) -> list[ModelMessage]:
    converted: list[ModelMessage] = []
    for message in messages:
        role, content = message.get("role"), message["content"]
        if role == "assistant":
            converted.append(ModelResponse(parts=[TextPart(content)]))
            continue
        part = SystemPromptPart(content) if role == "system" else UserPromptPart(content)
        last = converted[-1] if converted else None
        if isinstance(last, ModelRequest):  # consecutive system and user parts: one request
            converted[-1] = ModelRequest(parts=[*last.parts, part])
        else:
            converted.append(ModelRequest(parts=[part]))
    return converted


def _reply(response: ModelResponse) -> Reply:
    text = "".join(part.content for part in response.parts if isinstance(part, TextPart))
    usage = response.usage
    return Reply(text, response.finish_reason, usage.input_tokens, usage.output_tokens)
