"""Every adapter's ask, synchronous and async, end to end through its real SDK or framework,
against the local fake provider (nothing leaves 127.0.0.1): a cut-off answer followed by the
missing files gives every file; a transient failure (HTTP 500, 429) is retried and a mistake
(HTTP 400) is not; token counts reach ``result.attempts``; a cancelled request stops.

LiteLLM's own package is tested the same way in ``tests_litellm/`` (its own environment).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import anthropic
import openai
import pytest
from fake_providers import (
    FakeProvider,
    Reply,
    anthropic_message,
    loopback_only,
    openai_chat_json,
    openai_response,
)
from langchain_openai import ChatOpenAI
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Status,
    arequest_artifact,
    dumps,
    request_artifact,
)
from artifact_codec.integrations.anthropic import anthropic_ask, anthropic_async_ask
from artifact_codec.integrations.langchain import langchain_ask, langchain_async_ask
from artifact_codec.integrations.litellm import litellm_ask, litellm_async_ask
from artifact_codec.integrations.openai import openai_ask, openai_async_ask
from artifact_codec.integrations.pydantic_ai import pydantic_ai_ask, pydantic_ai_async_ask

MODEL = "test-model"
FILES = [
    GeneratedFile(file_path="app/__init__.py", content='"""The app."""\n'),
    GeneratedFile(file_path="app/main.py", content='print("hi", "C:\\\\temp")\n' * 20),
    GeneratedFile(file_path="tests/test_main.py", content="from app import main\n"),
]
DOCUMENT = dumps(GeneratedCode(task_id="T", files=FILES))
CUT = DOCUMENT[: DOCUMENT.index("PATH: app/main.py") + 60]
MISSING = dumps(GeneratedCode(task_id="T", files=FILES[1:]))


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    loopback_only(monkeypatch)


@pytest.fixture
def provider() -> Iterator[FakeProvider]:
    server = FakeProvider()
    yield server
    server.close()


def _with_usage(body: dict[str, Any], kind: str) -> dict[str, Any]:
    if kind == "chat":
        body["usage"] = {"prompt_tokens": 11, "completion_tokens": 22, "total_tokens": 33}
    elif kind == "responses":
        body["usage"] = {
            "input_tokens": 11,
            "output_tokens": 22,
            "total_tokens": 33,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens_details": {"reasoning_tokens": 0},
        }
    else:
        body["usage"] = {"input_tokens": 11, "output_tokens": 22}
    return body


def _openai_client(url: str) -> openai.OpenAI:
    return openai.OpenAI(api_key="k", base_url=f"{url}/v1", max_retries=0)


def _openai_async(url: str) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(api_key="k", base_url=f"{url}/v1", max_retries=0)


def _chat_openai(url: str) -> ChatOpenAI:
    return ChatOpenAI(model=MODEL, api_key="k", base_url=f"{url}/v1", max_retries=0)  # type: ignore[arg-type]


def _pydantic_model(url: str) -> OpenAIChatModel:
    # the SDK's own retries off, so that the adapter's are seen
    return OpenAIChatModel(MODEL, provider=OpenAIProvider(openai_client=_openai_async(url)))


@dataclass(frozen=True)
class Sdk:
    name: str
    kind: str  # the wire format: chat, responses, anthropic
    sync: Callable[[str], Any]  # url -> ask
    async_: Callable[[str], Any]  # url -> async ask
    stop: str
    cut: str
    tokens: bool = True  # whether the adapter reports token counts


def _body(sdk: Sdk, text: str, reason: str) -> dict[str, Any]:
    if sdk.kind == "chat":
        body = openai_chat_json(text, reason)
    elif sdk.kind == "responses":
        status = "completed" if reason == "completed" else "incomplete"
        body = openai_response(text, status, None if status == "completed" else reason)
    else:
        body = anthropic_message(text, reason)
    return _with_usage(body, sdk.kind)


def _error(sdk: Sdk, status: int) -> Reply:
    if sdk.kind == "anthropic":
        body = {"type": "error", "error": {"type": "api_error", "message": f"status {status}"}}
    else:
        body = {"error": {"message": f"status {status}", "type": "server_error"}}
    return Reply(body=body, status=status)


SDKS = [
    Sdk(
        "openai-chat",
        "chat",
        lambda url: openai_ask(_openai_client(url), model=MODEL),
        lambda url: openai_async_ask(_openai_async(url), model=MODEL),
        "stop",
        "length",
    ),
    Sdk(
        "openai-responses",
        "responses",
        lambda url: openai_ask(_openai_client(url), model=MODEL, api="responses"),
        lambda url: openai_async_ask(_openai_async(url), model=MODEL, api="responses"),
        "completed",
        "max_output_tokens",
    ),
    Sdk(
        "anthropic",
        "anthropic",
        lambda url: anthropic_ask(
            anthropic.Anthropic(api_key="k", base_url=url, max_retries=0), model=MODEL
        ),
        lambda url: anthropic_async_ask(
            anthropic.AsyncAnthropic(api_key="k", base_url=url, max_retries=0), model=MODEL
        ),
        "end_turn",
        "max_tokens",
    ),
    # LiteLLM's completion functions are stood in for by the OpenAI SDK's (same arguments, same
    # answer shapes); tests_litellm/ runs the same scenario with LiteLLM itself.
    Sdk(
        "litellm",
        "chat",
        lambda url: litellm_ask(
            model=MODEL, completion=_openai_client(url).chat.completions.create
        ),
        lambda url: litellm_async_ask(
            model=MODEL, acompletion=_openai_async(url).chat.completions.create
        ),
        "stop",
        "length",
    ),
    Sdk(
        "langchain",
        "chat",
        lambda url: langchain_ask(_chat_openai(url)),
        lambda url: langchain_async_ask(_chat_openai(url)),
        "stop",
        "length",
    ),
    Sdk(
        "pydantic-ai",
        "chat",
        lambda url: pydantic_ai_ask(_pydantic_model(url)),
        lambda url: pydantic_ai_async_ask(_pydantic_model(url)),
        "stop",
        "length",
    ),
]
by_sdk = pytest.mark.parametrize("sdk", SDKS, ids=lambda sdk: sdk.name)
by_driver = pytest.mark.parametrize("driver", ["sync", "async"])


def _run(sdk: Sdk, driver: str, url: str, **options: Any) -> ParseResult:
    if driver == "sync":
        return request_artifact(sdk.sync(url), "Write the app.", sleep=lambda _: None, **options)
    return asyncio.run(arequest_artifact(sdk.async_(url), "Write the app.", backoff=0.0, **options))


def _sent(sdk: Sdk, body: dict[str, Any]) -> list[dict[str, Any]]:
    return list(body["input"] if sdk.kind == "responses" else body["messages"])


@by_sdk
@by_driver
def test_cut_off_then_the_missing_files(provider: FakeProvider, sdk: Sdk, driver: str) -> None:
    provider.add(Reply(body=_body(sdk, CUT, sdk.cut)))
    provider.add(Reply(body=_body(sdk, MISSING, sdk.stop)))
    result = _run(sdk, driver, provider.url)
    assert result.usable
    assert result.code.files == FILES
    assert [(a.finish_reason, a.added) for a in result.attempts] == [
        (sdk.cut, ("app/__init__.py",)),
        (sdk.stop, ("app/main.py", "tests/test_main.py")),
    ]
    assert [(a.input_tokens, a.output_tokens) for a in result.attempts] == [(11, 22)] * 2
    second = _sent(sdk, provider.requests[1].body)
    assert [m["role"] for m in second][-3:] == ["user", "assistant", "user"]
    last = second[-1]["content"]
    text = last if isinstance(last, str) else json.dumps(last)
    assert "Send only the missing files" in text


@by_sdk
@by_driver
@pytest.mark.parametrize("status", [500, 429])
def test_a_transient_failure_is_retried(
    provider: FakeProvider, sdk: Sdk, driver: str, status: int
) -> None:
    provider.add(_error(sdk, status))
    provider.add(Reply(body=_body(sdk, DOCUMENT, sdk.stop)))
    result = _run(sdk, driver, provider.url)
    assert result.status is Status.CLEAN
    assert result.code.files == FILES
    assert result.attempts[0].error is not None
    assert len(provider.requests) == 2


@by_sdk
@by_driver
def test_a_bad_request_propagates_at_once(provider: FakeProvider, sdk: Sdk, driver: str) -> None:
    provider.add(_error(sdk, 400))
    provider.add(Reply(body=_body(sdk, DOCUMENT, sdk.stop)))
    with pytest.raises(Exception, match=r"400|status") as caught:  # each SDK's own error
        _run(sdk, driver, provider.url)
    assert not isinstance(caught.value, AssertionError)
    assert len(provider.requests) == 1


@by_sdk
def test_cancelling_the_async_request_stops_it(provider: FakeProvider, sdk: Sdk) -> None:
    # The server holds its answer for 5 s; the task is cancelled after the request was sent.
    slow = provider.add(Reply(body=_body(sdk, DOCUMENT, sdk.stop), delay=5.0))

    async def main() -> float:
        task = asyncio.ensure_future(arequest_artifact(sdk.async_(provider.url), "Write."))
        while not provider.requests:
            await asyncio.sleep(0.01)
        started = time.perf_counter()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert [t for t in asyncio.all_tasks() if t is not asyncio.current_task()] == []
        return time.perf_counter() - started

    assert asyncio.run(main()) < 2.0
    slow.gate.set()
    assert len(provider.requests) == 1
