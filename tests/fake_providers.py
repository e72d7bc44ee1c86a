"""A local stand-in for the model providers' HTTP APIs, for the integration tests.

:class:`FakeProvider` is an HTTP server on 127.0.0.1 (an ephemeral port) that answers each POST
with the next scripted reply: a JSON body, or Server-Sent Events written one by one, optionally
holding back the rest of the stream until the test releases a gate. The ``*_json`` / ``*_sse``
functions build each provider's wire format, as documented in its API reference.
"""

from __future__ import annotations

import json
import socket
import threading
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

SSE = list[tuple[str | None, str]]  # (event name, data) pairs


@dataclass
class Reply:
    """One scripted answer: ``body`` (JSON) or ``events`` (SSE)."""

    body: dict[str, Any] | None = None
    events: SSE | None = None
    pause_before: int | None = None  # the index of the event the gate holds back
    gate: threading.Event = field(default_factory=threading.Event)
    released: bool | None = None  # whether the client opened the gate (None: no gate)
    status: int = 200  # the HTTP status of a JSON body (a 429 or 500 with an error body)
    delay: float = 0.0  # seconds to wait before answering (a slow provider)


@dataclass
class Request:
    path: str
    body: dict[str, Any]


class FakeProvider:
    def __init__(self) -> None:
        self.replies: deque[Reply] = deque()
        self.requests: list[Request] = []
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                provider.requests.append(Request(self.path, json.loads(self.rfile.read(length))))
                if not provider.replies:
                    self._json(500, {"error": {"message": "no scripted reply left"}})
                    return
                reply = provider.replies.popleft()
                if reply.delay:
                    reply.gate.wait(timeout=reply.delay)
                if reply.body is not None:
                    self._json(reply.status, reply.body)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                for index, (name, data) in enumerate(reply.events or []):
                    if index == reply.pause_before:
                        reply.released = reply.gate.wait(timeout=10)
                    prefix = f"event: {name}\n" if name else ""
                    try:
                        self.wfile.write(f"{prefix}data: {data}\n\n".encode())
                        self.wfile.flush()
                    except OSError:  # the client closed the stream early
                        return

            def _json(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the client went away (a cancelled request)
                    return

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self.thread.start()

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}"

    def add(self, reply: Reply) -> Reply:
        self.replies.append(reply)
        return reply

    def close(self) -> None:
        for reply in self.replies:
            reply.gate.set()
        self.server.shutdown()
        self.server.server_close()


def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make any connection to an address other than 127.0.0.1 fail in this test."""
    connect = socket.socket.connect

    def guarded(self: socket.socket, address: Any) -> None:
        if self.family in (socket.AF_INET, socket.AF_INET6) and address[0] not in (
            "127.0.0.1",
            "::1",
            "localhost",
        ):
            raise AssertionError(f"a test tried to reach the network: {address!r}")
        connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy"):
        monkeypatch.delenv(name, raising=False)


def split(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


# -- OpenAI chat completions -------------------------------------------------------------------


def openai_chat_json(text: str, finish_reason: str = "stop") -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": "test-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text, "refusal": None},
                "finish_reason": finish_reason,
                "logprobs": None,
            }
        ],
    }


def openai_chat_sse(chunks: list[str], finish_reason: str = "stop") -> SSE:
    def chunk(delta: dict[str, Any], finish: str | None) -> tuple[None, str]:
        choice = {"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}
        body = {
            "id": "chatcmpl-1",
            "object": "chat.completion.chunk",
            "created": 0,
            "model": "test-model",
            "choices": [choice],
        }
        return None, json.dumps(body)

    events = [chunk({"role": "assistant", "content": ""}, None)]
    events += [chunk({"content": text}, None) for text in chunks]
    events.append(chunk({}, finish_reason))
    events.append((None, "[DONE]"))
    return events


# -- OpenAI Responses API -----------------------------------------------------------------------


def openai_response(
    text: str, status: str = "completed", reason: str | None = None
) -> dict[str, Any]:
    return {
        "id": "resp_1",
        "object": "response",
        "created_at": 0,
        "model": "test-model",
        "status": status,
        "incomplete_details": {"reason": reason} if reason else None,
        "error": None,
        "output": [
            {
                "type": "message",
                "id": "msg_1",
                "role": "assistant",
                "status": status,
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        ],
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
    }


def openai_responses_sse(
    chunks: list[str], status: str = "completed", reason: str | None = None
) -> SSE:
    events: SSE = []

    def add(kind: str, **fields: Any) -> None:
        body = {"type": kind, "sequence_number": len(events), **fields}
        events.append((kind, json.dumps(body)))

    add("response.created", response=openai_response("", "in_progress") | {"output": []})
    where = {"item_id": "msg_1", "output_index": 0, "content_index": 0}
    for text in chunks:
        add("response.output_text.delta", delta=text, logprobs=[], **where)
    whole = "".join(chunks)
    add("response.output_text.done", text=whole, logprobs=[], **where)
    final = "response.completed" if status == "completed" else f"response.{status}"
    add(final, response=openai_response(whole, status, reason))
    return events


# -- Anthropic Messages API ---------------------------------------------------------------------


def anthropic_message(text: str, stop_reason: str = "end_turn") -> dict[str, Any]:
    return {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "test-model",
        "content": [{"type": "text", "text": text}],
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }


def anthropic_sse(chunks: list[str], stop_reason: str = "end_turn") -> SSE:
    start = anthropic_message("") | {"content": [], "stop_reason": None}
    events: list[tuple[str, dict[str, Any]]] = [
        ("message_start", {"type": "message_start", "message": start}),
        (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            },
        ),
        ("ping", {"type": "ping"}),
    ]
    for text in chunks:
        delta = {"type": "text_delta", "text": text}
        events.append(
            ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta})
        )
    events.append(("content_block_stop", {"type": "content_block_stop", "index": 0}))
    events.append(
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                "usage": {"output_tokens": 1},
            },
        )
    )
    events.append(("message_stop", {"type": "message_stop"}))
    return [(name, json.dumps(body)) for name, body in events]
