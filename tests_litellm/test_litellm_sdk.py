"""The LiteLLM adapter with LiteLLM itself, against the local fake provider.

LiteLLM is too big for the ``test`` extra and caps ``openai`` below 3, so these tests live outside
``tests/`` and ``.ci/run`` runs them in a virtual environment of their own
(``pip install ".[litellm]" pytest``). Nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"  # no download of the model price list
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import litellm
from fake_providers import (
    FakeProvider,
    Reply,
    loopback_only,
    openai_chat_json,
    openai_chat_sse,
    split,
)

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    Status,
    arequest_artifact,
    dumps,
    request_artifact,
)
from artifact_codec.ingest.stream import FileCompleted
from artifact_codec.integrations.litellm import litellm_ask, litellm_async_ask, litellm_stream

CODE = GeneratedCode(
    task_id="t",
    files=[
        GeneratedFile(file_path="pkg/__init__.py", content='"""A package."""\n'),
        GeneratedFile(file_path="pkg/main.py", content='print("hi", "C:\\\\temp")\n'),
    ],
)
DOCUMENT = dumps(CODE)


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    loopback_only(monkeypatch)


@pytest.fixture
def provider() -> Iterator[FakeProvider]:
    server = FakeProvider()
    yield server
    server.close()


def _options(provider: FakeProvider) -> dict[str, object]:
    # "openai/..." makes LiteLLM speak OpenAI's chat completions to api_base
    return {"model": "openai/test-model", "api_base": f"{provider.url}/v1", "api_key": "k"}


def test_litellm_is_the_real_package() -> None:
    assert litellm.completion.__module__.startswith("litellm")


def test_plain_answer(provider: FakeProvider) -> None:
    provider.add(Reply(body=openai_chat_json(DOCUMENT, "stop")))
    result = request_artifact(litellm_ask(**_options(provider)), "Write it.")
    assert result.status is Status.CLEAN
    assert result.code == CODE
    assert provider.requests[0].path == "/v1/chat/completions"


def test_cut_off_answer_is_truncated(provider: FakeProvider) -> None:
    cut = DOCUMENT[: DOCUMENT.index("PATH: pkg/main.py") + 30]
    provider.add(Reply(body=openai_chat_json(cut, "length")))
    ask = litellm_ask(**_options(provider))
    reply = ask([{"role": "user", "content": "Write it."}])
    assert (reply.text, reply.finish_reason) == (cut, "length")


def test_streamed_answer(provider: FakeProvider) -> None:
    provider.add(Reply(events=openai_chat_sse(split(DOCUMENT, 7), "stop")))
    options = _options(provider)
    stream = litellm_stream([{"role": "user", "content": "Write it."}], **options)  # type: ignore[arg-type]
    events = list(stream)
    assert [e.file.file_path for e in events if isinstance(e, FileCompleted)] == [
        "pkg/__init__.py",
        "pkg/main.py",
    ]
    assert stream.result is not None
    assert stream.result.code == CODE
    assert stream.finish_reason == "stop"


def test_streamed_cut_off_answer(provider: FakeProvider) -> None:
    cut = DOCUMENT[: DOCUMENT.index("PATH: pkg/main.py") + 30]
    provider.add(Reply(events=openai_chat_sse(split(cut, 5), "length")))
    stream = litellm_stream([{"role": "user", "content": "Write it."}], **_options(provider))  # type: ignore[arg-type]
    list(stream)
    assert stream.result is not None
    assert stream.result.status is Status.TRUNCATED
    assert stream.finish_reason == "length"


def test_retry_after_a_broken_answer(provider: FakeProvider) -> None:
    provider.add(Reply(body=openai_chat_json("Sorry, here is a description instead.", "stop")))
    provider.add(Reply(body=openai_chat_json(DOCUMENT, "stop")))
    result = request_artifact(litellm_ask(**_options(provider)), "Write it.")
    assert result.status is Status.CLEAN
    assert len(result.attempts) == 2
    assert "Your previous answer" in str(provider.requests[1].body["messages"])


MISSING = dumps(GeneratedCode(task_id="t", files=CODE.files[1:]))


@pytest.mark.parametrize("driver", ["sync", "async"])
def test_cut_off_then_the_missing_files_with_token_counts(
    provider: FakeProvider, driver: str
) -> None:
    cut = DOCUMENT[: DOCUMENT.index("PATH: pkg/main.py") + 30]
    usage = {"prompt_tokens": 11, "completion_tokens": 22, "total_tokens": 33}
    provider.add(Reply(body=openai_chat_json(cut, "length") | {"usage": usage}))
    provider.add(Reply(body=openai_chat_json(MISSING, "stop") | {"usage": usage}))
    if driver == "sync":
        result = request_artifact(litellm_ask(**_options(provider)), "Write it.")
    else:
        ask = litellm_async_ask(**_options(provider))  # type: ignore[arg-type]
        result = asyncio.run(arequest_artifact(ask, "Write it."))
    assert result.usable
    assert result.code == CODE
    assert [a.added for a in result.attempts] == [("pkg/__init__.py",), ("pkg/main.py",)]
    assert [(a.input_tokens, a.output_tokens) for a in result.attempts] == [(11, 22)] * 2


@pytest.mark.parametrize("driver", ["sync", "async"])
def test_a_server_error_is_retried_and_a_bad_request_is_not(
    provider: FakeProvider, driver: str
) -> None:
    error = {"error": {"message": "boom", "type": "server_error"}}
    provider.add(Reply(body=error, status=500))
    provider.add(Reply(body=openai_chat_json(DOCUMENT, "stop")))
    provider.add(Reply(body=error, status=400))
    options = _options(provider) | {"num_retries": 0, "max_retries": 0}
    if driver == "sync":
        result = request_artifact(litellm_ask(**options), "Write it.", sleep=lambda _: None)  # type: ignore[arg-type]
        with pytest.raises(litellm.BadRequestError):
            request_artifact(litellm_ask(**options), "Write it.", sleep=lambda _: None)  # type: ignore[arg-type]
    else:
        result = asyncio.run(
            arequest_artifact(litellm_async_ask(**options), "Write it.", backoff=0)
        )  # type: ignore[arg-type]
        with pytest.raises(litellm.BadRequestError):
            asyncio.run(arequest_artifact(litellm_async_ask(**options), "Write it.", backoff=0))  # type: ignore[arg-type]
    assert result.status is Status.CLEAN
    assert result.attempts[0].error is not None
    assert len(provider.requests) == 3
