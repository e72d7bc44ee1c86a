"""LangChain: an output parser and asks around any chat model.

``model | ArtifactOutputParser()`` gives a :class:`GeneratedCode`; ``langchain_ask(model)`` is an
``ask`` for :func:`artifact_codec.request_artifact`, ``langchain_async_ask(model)`` one for
:func:`artifact_codec.arequest_artifact`.

The parser reads the model's text with :func:`artifact_codec.parse_response` (taking the finish
reason from the generation's metadata, so a cut-off answer is known as such). When the answer is
not usable it raises :class:`ArtifactOutputParserException`, an ``OutputParserException`` with
``send_to_llm=True`` whose ``observation`` is :meth:`ParseResult.feedback`: the text to send
back to the model so that it corrects its answer.
"""

from __future__ import annotations

import importlib
from typing import Any

from langchain_core.exceptions import OutputParserException
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.output_parsers import BaseOutputParser
from langchain_core.outputs import ChatGeneration, Generation

from ..agent.asking import AsyncProviderAsk, Message, ProviderAsk, Reply
from ..agent.instructions import format_instructions
from ..ingest.response import parse_response
from ..models import GeneratedCode
from ..result import ParseResult

__all__ = [
    "ArtifactOutputParser",
    "ArtifactOutputParserException",
    "langchain_ask",
    "langchain_async_ask",
]

_FALLBACK = "Please send the answer again in the artifact format, complete."


class ArtifactOutputParserException(OutputParserException):
    """The model's answer was not usable; ``result`` is how it was read."""

    def __init__(self, result: ParseResult, llm_output: str) -> None:
        feedback = result.feedback() or _FALLBACK
        super().__init__(
            f"the model's answer is not a usable artifact (status {result.status.value}):\n"
            f"{feedback}",
            observation=feedback,
            llm_output=llm_output,
            send_to_llm=True,
        )
        self.result = result


class ArtifactOutputParser(BaseOutputParser[GeneratedCode]):
    """Parse a model's answer in the artifact format into :class:`GeneratedCode`.

    ``get_format_instructions()`` returns :func:`artifact_codec.format_instructions`, to put in
    the prompt. Options of :func:`artifact_codec.parse_response` can be set as fields.
    """

    add_final_newline: bool = True
    detect_placeholders: bool = True

    @property
    def _type(self) -> str:
        return "artifact_codec"

    def get_format_instructions(self) -> str:
        return format_instructions()

    def parse(self, text: str) -> GeneratedCode:
        return self._read(text, None)

    def parse_result(self, result: list[Generation], *, partial: bool = False) -> GeneratedCode:
        generation = result[0]
        if partial:
            # A stream so far: the files that are complete (never raises).
            return parse_response(generation.text, **self._options()).code
        return self._read(generation.text, _finish_reason(generation))

    def _options(self) -> dict[str, Any]:
        return {
            "add_final_newline": self.add_final_newline,
            "detect_placeholders": self.detect_placeholders,
        }

    def _read(self, text: str, finish_reason: str | None) -> GeneratedCode:
        result = parse_response(text, finish_reason=finish_reason, **self._options())
        if not result.usable:
            raise ArtifactOutputParserException(result, text)
        return result.code


def _finish_reason(generation: Generation) -> str | None:
    # LLMs put it in generation_info; chat models in the message's response_metadata
    # ("finish_reason" for OpenAI-style APIs and Gemini, "stop_reason" for Anthropic).
    places = [generation.generation_info or {}]
    if isinstance(generation, ChatGeneration):
        places.append(generation.message.response_metadata)
    for place in places:
        for key in ("finish_reason", "stop_reason"):
            value = place.get(key)
            if isinstance(value, str):
                return value
    return None


def langchain_ask(model: BaseChatModel, **invoke_kwargs: Any) -> ProviderAsk:
    """An ``ask`` around a LangChain chat model (``ChatOpenAI``, ``ChatAnthropic``...): the
    conversation goes to ``model.invoke``; the :class:`~artifact_codec.agent.asking.Reply` has
    the text, the finish reason of ``response_metadata`` and the counts of ``usage_metadata``.
    The transient errors are those of the provider SDKs that are installed (OpenAI's,
    Anthropic's), which the chat models raise as they are."""
    _check_model("langchain_ask", model)

    def ask(messages: list[Message]) -> Reply:
        return _reply(model.invoke(_messages(messages), **invoke_kwargs))

    return ProviderAsk(ask, _transient_errors())


def langchain_async_ask(model: BaseChatModel, **invoke_kwargs: Any) -> AsyncProviderAsk:
    """:func:`langchain_ask` through ``model.ainvoke``: an async ``ask``."""
    _check_model("langchain_async_ask", model)

    async def ask(messages: list[Message]) -> Reply:
        return _reply(await model.ainvoke(_messages(messages), **invoke_kwargs))

    return AsyncProviderAsk(ask, _transient_errors())


def _check_model(function: str, model: object) -> None:
    if not isinstance(model, BaseChatModel):
        raise TypeError(
            f"{function}: model must be a LangChain chat model (a BaseChatModel such as "
            f"ChatOpenAI), not {type(model).__name__}"
        )


def _messages(messages: list[Message]) -> list[BaseMessage]:
    kinds = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}
    converted: list[BaseMessage] = []
    for message in messages:
        kind = kinds.get(message.get("role", ""))
        if kind is None:
            raise ValueError(f"a message's role must be system, user or assistant: {message!r}")
        converted.append(kind(content=message["content"]))
    return converted


def _reply(message: BaseMessage) -> Reply:
    content = message.content
    if isinstance(content, str):
        text = content
    else:
        text = "".join(
            part if isinstance(part, str) else str(part.get("text", ""))
            for part in content
            if isinstance(part, str) or part.get("type") == "text"
        )
    reason = None
    for key in ("finish_reason", "stop_reason"):
        value = message.response_metadata.get(key)
        if isinstance(value, str):
            reason = value
            break
    usage = getattr(message, "usage_metadata", None) or {}
    return Reply(text, reason, usage.get("input_tokens"), usage.get("output_tokens"))


def _transient_errors() -> tuple[type[BaseException], ...]:
    found: list[type[BaseException]] = []
    for module in ("openai", "anthropic"):
        try:
            adapter = importlib.import_module(f"artifact_codec.integrations.{module}")
        except ImportError:
            continue
        found.extend(adapter.TRANSIENT_ERRORS)
    return tuple(found)
