"""The provider adapters, driven through the real OpenAI and Anthropic SDKs.

Each SDK talks to :class:`fake_providers.FakeProvider`, an HTTP server on 127.0.0.1 that answers
in the provider's wire format (JSON, or Server-Sent Events when streaming). Every test runs with
connections to any other address refused.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anthropic
import openai
import pytest
from fake_providers import (
    SSE,
    FakeProvider,
    Reply,
    anthropic_message,
    anthropic_sse,
    loopback_only,
    openai_chat_json,
    openai_chat_sse,
    openai_response,
    openai_responses_sse,
    split,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import GeneratedCode, GeneratedFile, Status, dumps, parse_response
from artifact_codec.agent.retry import Ask, Message, request_artifact
from artifact_codec.format.spec import finish_kind
from artifact_codec.ingest.stream import Event, FileCompleted, FileStarted, HeaderParsed, events_for
from artifact_codec.integrations.anthropic import anthropic_ask, anthropic_stream
from artifact_codec.integrations.litellm import litellm_ask, litellm_stream
from artifact_codec.integrations.openai import openai_ask, openai_stream
from artifact_codec.integrations.streaming import ArtifactStream

MODEL = "test-model"

# Real code as content: two standard-library modules, quotes, backslashes and all.
STDLIB = [Path(textwrap.__file__), Path(json.__file__).parent / "decoder.py"]
CODE = GeneratedCode(
    task_id="T-14",
    files=[
        GeneratedFile(file_path="pkg/textwrap.py", content=STDLIB[0].read_text("utf-8")),
        GeneratedFile(file_path="pkg/decoder.py", content=STDLIB[1].read_text("utf-8")),
    ],
)
DOCUMENT = dumps(CODE)
# Cut inside the second file: the first is complete, the second is the partial one.
CUT = DOCUMENT[: DOCUMENT.index("PATH: pkg/decoder.py") + 300]


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    loopback_only(monkeypatch)


@pytest.fixture
def provider() -> Iterator[FakeProvider]:
    server = FakeProvider()
    yield server
    server.close()


@dataclass(frozen=True)
class Api:
    """How one provider API is asked, answers, and says why it stopped."""

    name: str
    path: str
    ask: Callable[..., Ask]  # (url, **options) -> ask
    stream: Callable[[str, list[Message]], ArtifactStream]
    reply: Callable[[str, str], dict[str, Any]]  # (text, finish reason) -> JSON body
    sse: Callable[[list[str], str], SSE]  # (text deltas, finish reason) -> events
    stop: str  # the finish reason of a complete answer
    cut: tuple[str, ...]  # the finish reasons of an answer cut off at a length limit

    def sent(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The conversation of a request body."""
        return list(body["input"] if self.name == "responses" else body["messages"])


def _openai(url: str) -> openai.OpenAI:
    return openai.OpenAI(api_key="test-key", base_url=f"{url}/v1", max_retries=0)


def _anthropic(url: str) -> anthropic.Anthropic:
    return anthropic.Anthropic(api_key="test-key", base_url=url, max_retries=0)


def _responses_reply(text: str, reason: str) -> dict[str, Any]:
    if reason == "completed":
        return openai_response(text)
    return openai_response(text, "incomplete", None if reason == "incomplete" else reason)


def _responses_sse(chunks: list[str], reason: str) -> SSE:
    if reason == "completed":
        return openai_responses_sse(chunks)
    return openai_responses_sse(chunks, "incomplete", None if reason == "incomplete" else reason)


APIS = [
    Api(
        "chat",
        "/v1/chat/completions",
        lambda url, **kw: openai_ask(_openai(url), model=MODEL, **kw),
        lambda url, messages: openai_stream(_openai(url), messages, model=MODEL),
        openai_chat_json,
        openai_chat_sse,
        "stop",
        ("length",),
    ),
    Api(
        "responses",
        "/v1/responses",
        lambda url, **kw: openai_ask(_openai(url), model=MODEL, api="responses", **kw),
        lambda url, messages: openai_stream(_openai(url), messages, model=MODEL, api="responses"),
        _responses_reply,
        _responses_sse,
        "completed",
        ("max_output_tokens", "incomplete"),
    ),
    Api(
        "anthropic",
        "/v1/messages",
        lambda url, **kw: anthropic_ask(_anthropic(url), model=MODEL, **kw),
        lambda url, messages: anthropic_stream(_anthropic(url), messages, model=MODEL),
        anthropic_message,
        anthropic_sse,
        "end_turn",
        ("max_tokens",),
    ),
    # LiteLLM itself is not installed in the test environment (see docs/integrations.md): its
    # ``completion`` is stood in for by the OpenAI SDK's, which takes the same arguments and
    # returns the same shapes (LiteLLM answers in the OpenAI chat-completions format).
    Api(
        "litellm",
        "/v1/chat/completions",
        lambda url, **kw: litellm_ask(
            model=MODEL, completion=_openai(url).chat.completions.create, **kw
        ),
        lambda url, messages: litellm_stream(
            messages, model=MODEL, completion=_openai(url).chat.completions.create
        ),
        openai_chat_json,
        openai_chat_sse,
        "stop",
        ("length",),
    ),
]
CUT_CASES = [
    pytest.param(api, reason, id=f"{api.name}-{reason}") for api in APIS for reason in api.cut
]
by_name = pytest.mark.parametrize("api", APIS, ids=lambda api: api.name)
USER = [{"role": "user", "content": "Write the two modules."}]


@by_name
def test_plain_answer(provider: FakeProvider, api: Api) -> None:
    provider.add(Reply(body=api.reply(DOCUMENT, api.stop)))
    result = request_artifact(api.ask(provider.url), "Write the two modules.")
    assert result.status is Status.CLEAN
    assert result.code == CODE
    assert [(a.finish_reason, a.status) for a in result.attempts] == [(api.stop, Status.CLEAN)]
    [request] = provider.requests
    assert request.path == api.path
    assert request.body["model"] == MODEL
    assert "stream" not in request.body or request.body["stream"] is False
    [message] = api.sent(request.body)
    assert message["role"] == "user"
    assert message["content"].startswith("Write the two modules.\n\n")


@by_name
def test_streamed_answer_gives_events_before_the_end(provider: FakeProvider, api: Api) -> None:
    events = api.sse(split(DOCUMENT, 16), api.stop)
    # The server holds back the last 200 characters until the client has seen the first file
    # complete: only a client that reads events while the answer streams gets that far.
    held = next(i for i, (_, data) in enumerate(events) if DOCUMENT[-200:-184] in data)
    reply = provider.add(Reply(events=events, pause_before=held))
    stream = api.stream(provider.url, USER)
    before: list[Event] = []
    for event in stream:
        if not reply.gate.is_set():
            before.append(event)
            if isinstance(event, FileCompleted):
                reply.gate.set()
    assert reply.released is True, "no file was complete before the end of the stream"
    assert before[:3] == [
        HeaderParsed(
            {"task_id": "T-14", "project_id": None, "dependencies": [], "setup_instructions": None}
        ),
        FileStarted("pkg/textwrap.py", 0),
        FileCompleted(CODE.files[0], 0),
    ]
    assert stream.finish_reason == api.stop
    assert stream.text == DOCUMENT
    assert stream.result.status is Status.CLEAN
    assert stream.result.code == CODE
    assert stream.parser.events == events_for(stream.result)
    assert provider.requests[0].body["stream"] is True


@pytest.mark.parametrize(("api", "reason"), CUT_CASES)
def test_cut_off_answer_is_truncated(provider: FakeProvider, api: Api, reason: str) -> None:
    assert finish_kind(reason) == "length"
    provider.add(Reply(body=api.reply(CUT, reason)))
    result = request_artifact(api.ask(provider.url), "task", max_attempts=1)
    assert [(a.response, a.finish_reason) for a in result.attempts] == [(CUT, reason)]
    assert result.status is Status.TRUNCATED
    assert result.code.files == CODE.files[:1]
    assert result.partial_file is not None
    assert result.partial_file.file_path == "pkg/decoder.py"
    assert CODE.files[1].content.startswith(result.partial_file.content)


@pytest.mark.parametrize(("api", "reason"), CUT_CASES)
def test_cut_off_stream_is_truncated(provider: FakeProvider, api: Api, reason: str) -> None:
    provider.add(Reply(events=api.sse(split(CUT, 50), reason)))
    stream = api.stream(provider.url, USER)
    events = list(stream)
    assert stream.finish_reason == reason
    assert stream.result.status is Status.TRUNCATED
    assert stream.result.partial_file is not None
    assert events[-1] == FileStarted("pkg/decoder.py", 1)
    assert FileCompleted(CODE.files[1], 1) not in events


@by_name
@pytest.mark.parametrize("streamed", [False, True], ids=["json", "sse"])
def test_retry_loop_sends_the_feedback(provider: FakeProvider, api: Api, streamed: bool) -> None:
    broken = DOCUMENT.replace("PATH: pkg/decoder.py", "PATH: ../decoder.py", 1)
    refusal = next(
        d
        for d in parse_response(broken, finish_reason=api.stop).diagnostics
        if d.code == "unsafe-path"
    )
    for text in (broken, DOCUMENT):
        if streamed:
            provider.add(Reply(events=api.sse(split(text, 64), api.stop)))
        else:
            provider.add(Reply(body=api.reply(text, api.stop)))
    seen: list[Event] = []
    ask = api.ask(provider.url, on_event=seen.append) if streamed else api.ask(provider.url)
    result = request_artifact(ask, "Write the two modules.", sleep=lambda _: None)
    assert result.status is Status.CLEAN
    assert result.code == CODE
    assert len(result.attempts) == 2
    assert result.attempts[0].status is not None
    assert not result.attempts[0].status.usable
    second = api.sent(provider.requests[1].body)
    assert [m["role"] for m in second] == ["user", "assistant", "user"]
    assert second[1]["content"] == broken
    asked = second[2]["content"]
    assert f"line {refusal.line}: {refusal.message}" in asked
    assert "kept, do not send them again: pkg/textwrap.py." in asked
    assert "Send only the missing files" in asked
    if streamed:
        assert seen[-4:] == events_for(result)[-4:]


def test_anthropic_system_messages_move_to_the_system_parameter(provider: FakeProvider) -> None:
    provider.add(Reply(body=anthropic_message(DOCUMENT)))
    result = request_artifact(APIS[2].ask(provider.url), "task", system="You write Python.")
    assert result.status is Status.CLEAN
    body = provider.requests[0].body
    assert body["system"] == "You write Python."
    assert [m["role"] for m in body["messages"]] == ["user"]
    assert body["max_tokens"] > 0


def test_anthropic_system_keyword_comes_before_system_messages(provider: FakeProvider) -> None:
    provider.add(Reply(body=anthropic_message(DOCUMENT)))
    ask = anthropic_ask(_anthropic(provider.url), model=MODEL, system="First.", max_tokens=99)
    ask([{"role": "system", "content": "Second."}, *USER])
    body = provider.requests[0].body
    assert body["system"] == "First.\n\nSecond."
    assert body["max_tokens"] == 99
    assert body["messages"] == USER


def test_anthropic_refusal_is_filtered(provider: FakeProvider) -> None:
    provider.add(Reply(body=anthropic_message("", "refusal")))
    result = request_artifact(APIS[2].ask(provider.url), "task", max_attempts=1)
    assert result.attempts[0].finish_reason == "refusal"
    assert finish_kind("refusal") == "filtered"
    assert not result.usable


def test_openai_chat_refusal_is_reported_as_refusal(provider: FakeProvider) -> None:
    body = openai_chat_json("")
    body["choices"][0]["message"] |= {"content": None, "refusal": "I can't help with that."}
    provider.add(Reply(body=body))
    reply = openai_ask(_openai(provider.url), model=MODEL)(USER)
    assert (reply.text, reply.finish_reason) == ("", "refusal")
    assert finish_kind(reply.finish_reason) == "filtered"


def test_extra_keyword_arguments_reach_the_request(provider: FakeProvider) -> None:
    provider.add(Reply(body=openai_chat_json(DOCUMENT)))
    openai_ask(_openai(provider.url), model=MODEL, temperature=0.25, max_tokens=77)(USER)
    assert provider.requests[0].body["temperature"] == 0.25
    assert provider.requests[0].body["max_tokens"] == 77


def test_closing_a_stream_early_stops_reading(provider: FakeProvider) -> None:
    events = openai_chat_sse(split(DOCUMENT, 16))
    reply = provider.add(Reply(events=events, pause_before=len(events) - 2))
    stream = openai_stream(_openai(provider.url), USER, model=MODEL)
    with stream:
        first = next(stream)
    reply.gate.set()
    assert isinstance(first, HeaderParsed)
    assert list(stream) == []
    with pytest.raises(RuntimeError, match="closed before its end"):
        _ = stream.result


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    api=st.sampled_from(APIS),
    size=st.integers(min_value=8, max_value=4000),
    cut=st.integers(min_value=0, max_value=len(DOCUMENT)),
)
def test_any_chunking_reads_like_parse_response(
    provider: FakeProvider, api: Api, size: int, cut: int
) -> None:
    text = DOCUMENT[:cut]
    reason = api.stop if cut == len(DOCUMENT) else api.cut[0]
    provider.add(Reply(events=api.sse(split(text, size), reason)))
    stream = api.stream(provider.url, USER)
    events = list(stream)
    expected = parse_response(text, finish_reason=reason)
    assert stream.text == text
    assert stream.result == expected
    assert events == events_for(expected)


def test_the_library_imports_no_sdk() -> None:
    code = (
        "import sys, artifact_codec, artifact_codec.ingest.stream, artifact_codec.cli\n"
        "sdks = ['openai', 'anthropic', 'litellm', 'langchain_core', 'pydantic_ai']\n"
        "print([name for name in sdks if name in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# A Markdown answer is whole unless the provider says the model hit its length limit: only the
# provider's stop reason tells the two apart, so these show that it is passed on.
MARKDOWN = "Here is the file:\n\n**a.py**\n```python\nprint('a')\n```\n"


@pytest.mark.parametrize(("api", "reason"), CUT_CASES)
@pytest.mark.parametrize("streamed", [False, True], ids=["json", "sse"])
def test_the_stop_reason_decides(
    provider: FakeProvider, api: Api, reason: str, streamed: bool
) -> None:
    statuses = []
    for finish in (api.stop, reason):
        if streamed:
            provider.add(Reply(events=api.sse(split(MARKDOWN, 10), finish)))
            statuses.append(api.stream(provider.url, USER).result.status)
        else:
            provider.add(Reply(body=api.reply(MARKDOWN, finish)))
            statuses.append(request_artifact(api.ask(provider.url), "t", max_attempts=1).status)
    assert statuses == [Status.RECOVERED, Status.TRUNCATED]
