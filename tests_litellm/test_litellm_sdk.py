"""The LiteLLM adapter with LiteLLM itself, against the local fake provider.

LiteLLM is too big for the ``test`` extra and caps ``openai`` below 3, so these tests live outside
``tests/`` and ``.ci/run`` runs them in a virtual environment of their own
(``pip install ".[litellm]" pytest``). Nothing leaves 127.0.0.1.
"""

from __future__ import annotations

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

from artifact_codec import GeneratedCode, GeneratedFile, Status, dumps, request_artifact
from artifact_codec.ingest.stream import FileCompleted
from artifact_codec.integrations.litellm import litellm_ask, litellm_stream

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
    text, reason = ask([{"role": "user", "content": "Write it."}])
    assert (text, reason) == (cut, "length")


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
