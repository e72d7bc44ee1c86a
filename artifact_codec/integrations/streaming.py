"""The provider-independent half of the streaming adapters.

A provider module turns its SDK's stream into ``(text, finish_reason)`` pieces; an
:class:`ArtifactStream` feeds the text to a :class:`~artifact_codec.ingest.stream.StreamParser`,
yields
its events as they become certain, and passes the last finish reason seen to ``close()``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator

from ..agent.asking import Message, Reply
from ..ingest.stream import Event, StreamParser
from ..result import ParseResult

__all__ = ["ArtifactStream", "Piece", "streaming_ask"]

#: One step of a provider's stream: a text delta (maybe empty) and the stop reason, when the
#: provider says it in this step.
Piece = tuple[str, str | None]


class ArtifactStream:
    """An iterator of :data:`~artifact_codec.ingest.stream.Event` over a provider's streamed answer.

    Iterate it to get the events as the answer arrives; when it is exhausted, ``result`` is the
    :class:`ParseResult` of the whole answer (the same as :func:`artifact_codec.parse_response`
    with the provider's finish reason), ``text`` the answer and ``finish_reason`` the provider's
    stop reason as it gave it. Reading ``result`` before the end reads the rest of the stream.
    Leaving the loop early and calling :meth:`close` (or using the stream as a context manager)
    closes the HTTP response.
    """

    def __init__(
        self,
        pieces: Iterable[Piece],
        *,
        parser: StreamParser | None = None,
        close: Callable[[], object] | None = None,
    ) -> None:
        self.parser = parser if parser is not None else StreamParser()
        self.finish_reason: str | None = None
        self._chunks: list[str] = []
        self._close = close
        self._events = self._run(pieces)

    def __iter__(self) -> Iterator[Event]:
        return self

    def __next__(self) -> Event:
        return next(self._events)

    def __enter__(self) -> ArtifactStream:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def text(self) -> str:
        """The text received so far."""
        return "".join(self._chunks)

    @property
    def result(self) -> ParseResult:
        """The final reading; reads what is left of the stream first."""
        for _ in self._events:
            pass
        if self.parser.result is None:
            raise RuntimeError("the stream was closed before its end: there is no result")
        return self.parser.result

    def close(self) -> None:
        """Stop reading and close the provider's response (no result if it was not at its end)."""
        self._events.close()
        self._release()

    def _release(self) -> None:
        close, self._close = self._close, None
        if close is not None:
            close()

    def _run(self, pieces: Iterable[Piece]) -> Generator[Event, None, None]:
        try:
            for text, reason in pieces:
                if reason is not None:
                    self.finish_reason = reason
                if text:
                    self._chunks.append(text)
                    yield from self.parser.feed(text)
            yield from self.parser.close(self.finish_reason)
        finally:
            self._release()


def streaming_ask(
    open_stream: Callable[[list[Message]], ArtifactStream],
    on_event: Callable[[Event], object],
) -> Callable[[list[Message]], Reply]:
    """An ``ask`` that streams each request and calls ``on_event`` for every event."""

    def ask(messages: list[Message]) -> Reply:
        with open_stream(messages) as stream:
            for event in stream:
                on_event(event)
            return Reply(stream.text, stream.finish_reason)

    return ask
