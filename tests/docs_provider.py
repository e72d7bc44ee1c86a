"""The model provider the documentation's network examples talk to when the docs are run.

:class:`DocsProvider` is an HTTP server on 127.0.0.1 that answers every request of the OpenAI
(chat completions, Responses) and Anthropic (Messages) APIs, streamed or not, with one answer:
``examples/hello_api.artifact``, in the wire formats of ``fake_providers``. The SDKs find it
through their usual environment variables (:meth:`DocsProvider.environment`), so the examples
run exactly as written (``OpenAI()``, ``Anthropic()``, ``Agent("anthropic:...")``).
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from fake_providers import (
    SSE,
    anthropic_message,
    anthropic_sse,
    openai_chat_json,
    openai_chat_sse,
    openai_response,
    openai_responses_sse,
    split,
)

ANSWER = (Path(__file__).parent.parent / "examples" / "hello_api.artifact").read_text("utf-8")


def _reply(path: str, stream: bool) -> dict[str, Any] | SSE | None:
    chunks = split(ANSWER, 64)
    if path.endswith("/chat/completions"):
        return openai_chat_sse(chunks) if stream else openai_chat_json(ANSWER)
    if path.endswith("/responses"):
        return openai_responses_sse(chunks) if stream else openai_response(ANSWER)
    if path.endswith("/messages"):
        return anthropic_sse(chunks) if stream else anthropic_message(ANSWER)
    return None


class DocsProvider:
    """Answers every model request with the bundled example; counts the requests by path."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                provider.requests.append(self.path)
                reply = _reply(self.path, bool(body.get("stream")))
                if reply is None:
                    self._send(404, "application/json", b'{"error": {"message": "no such API"}}')
                elif isinstance(reply, dict):
                    self._send(200, "application/json", json.dumps(reply).encode())
                else:
                    lines = [
                        (f"event: {name}\n" if name else "") + f"data: {data}\n\n"
                        for name, data in reply
                    ]
                    self._send(200, "text/event-stream", "".join(lines).encode())

            def _send(self, status: int, kind: str, data: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

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

    def environment(self) -> dict[str, str]:
        """What points the SDKs here, and sends any other HTTP request to a closed port."""
        closed = "http://127.0.0.1:9"  # the discard port: nothing listens, connecting fails
        return {
            "OPENAI_BASE_URL": self.url,
            "OPENAI_API_KEY": "sk-docs",
            "ANTHROPIC_BASE_URL": self.url,
            "ANTHROPIC_API_KEY": "sk-ant-docs",
            "HTTP_PROXY": closed,
            "HTTPS_PROXY": closed,
            "ALL_PROXY": closed,
            "NO_PROXY": "127.0.0.1,localhost",
        }

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
