"""Reading a response while it streams in: events as soon as they are certain.

:class:`StreamParser` is fed chunks of any size (down to one character). It feeds them to the
strict reader itself (:class:`~artifact_codec.read.reader.Reader`, the one ``loads`` uses), which
keeps its place and looks at each character a bounded number of times. It emits:

- :class:`HeaderParsed` with the first file (a header alone proves nothing yet);
- :class:`FileStarted` and :class:`FileCompleted` once a file's content has ended and nothing
  that follows can change it (the next block's fields, or the end marker, have arrived);
- and on :meth:`StreamParser.close` the same :class:`ParseResult` that :func:`parse_response`
  gives for the whole text, with the events that were not certain earlier. The operations of
  edit blocks are not announced: they are in the result's ``edits`` (early events stop at
  the first edit block).

An event is emitted early only when the lenient reader could not read that part differently:
the stream must so far be a strictly valid document. As soon as it is not (prose before the
header, a fence, a missing ``---``...), early events stop and the rest come at ``close``. So
the events of a stream are always exactly :func:`events_for` of its final result.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from ..diagnostics import Diagnostic, Severity
from ..errors import ArtifactCodecError
from ..format.content import lenient_changes_content
from ..format.lines import lenient_field, quoted_value
from ..format.spec import FORMAT_KEYS, MAX_FIELD_LINES
from ..models import GeneratedCode, GeneratedFile
from ..read.blocks import BlockRead, BlockStarted, EndRead, FieldLine, FieldsRead
from ..read.blocks import Event as ReaderEvent
from ..read.reader import Reader
from ..result import ParseResult
from .hybrid import fence_left_open
from .placeholders import find_placeholders
from .response import read_response

__all__ = [
    "Event",
    "FileCompleted",
    "FileStarted",
    "HeaderParsed",
    "StreamParser",
    "events_for",
    "parse_stream",
]

#: A header longer than this is not waited for: early events stop (``close`` still reads it).
MAX_HEADER_CHARS = 1 << 20


@dataclass(frozen=True, slots=True)
class HeaderParsed:
    """The header's metadata: ``GeneratedCode`` fields other than ``files``, and extra keys."""

    header: dict[str, Any]


@dataclass(frozen=True, slots=True)
class FileStarted:
    """A file's block began: its (normalized) path and its 0-based index among the files."""

    path: str
    index: int


@dataclass(frozen=True, slots=True)
class FileCompleted:
    """A file arrived in full."""

    file: GeneratedFile
    index: int


Event = HeaderParsed | FileStarted | FileCompleted


def _header_of(code: GeneratedCode) -> dict[str, Any]:
    return code.model_dump(mode="json", exclude={"files", "edits"})


def events_for(result: ParseResult) -> list[Event]:
    """The events a stream with this final result emits, in order.

    Nothing when no file was read; otherwise the header, then for each file ``FileStarted``
    and ``FileCompleted``, then ``FileStarted`` for the cut-off file, if any.
    """
    files = result.code.files
    if not files and result.partial_file is None:
        return []
    events: list[Event] = [HeaderParsed(_header_of(result.code))]
    for index, file in enumerate(files):
        events.append(FileStarted(file.file_path, index))
        events.append(FileCompleted(file, index))
    if result.partial_file is not None:
        events.append(FileStarted(result.partial_file.file_path, len(files)))
    return events


class StreamParser:
    """Feed it chunks; get events; ``close()`` gives the final :class:`ParseResult`.

    ``finish_reason`` and the other options are those of :func:`parse_response`; the
    finish reason may also be given to :meth:`close`, when the API only says it at the end.
    """

    def __init__(
        self,
        *,
        finish_reason: str | None = None,
        add_final_newline: bool = True,
        detect_placeholders: bool = True,
        allow_elisions: bool = False,
        source: str | None = None,
    ) -> None:
        self._options: dict[str, Any] = {
            "add_final_newline": add_final_newline,
            "detect_placeholders": detect_placeholders,
            "allow_elisions": allow_elisions,
            "source": source,
        }
        self.finish_reason = finish_reason
        self.result: ParseResult | None = None
        self._chunks: list[str] = []  # the text, once the reader is dropped (it holds it before)
        self._raw: list[bytes] | None = None  # everything, when fed as bytes
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._reader: Reader | None = Reader()  # None once the stream is not strictly valid
        self._seen = 0  # characters fed so far
        self._emitted: list[Event] = []
        self._header: dict[str, Any] = {}
        self._header_event: HeaderParsed | None = None  # emitted with the first certain file
        self._verbatim = False  # the current block says VERBATIM: yes
        self._finished: GeneratedFile | None = None  # waits for the next block to confirm it
        self._index = 0  # files started so far
        self._count: int | None = None  # the header's total_files, when it gives one

    @property
    def events(self) -> list[Event]:
        """Every event emitted so far."""
        return list(self._emitted)

    def feed(self, chunk: str) -> list[Event]:
        """Take the next piece of the response; return the events it made certain."""
        if self.result is not None:
            raise RuntimeError("feed() after close()")
        self._seen += len(chunk)
        reader = self._reader
        if reader is None:
            self._chunks.append(chunk)
            return []
        try:
            read = reader.feed(chunk)
        except ArtifactCodecError:
            self._drop()  # not a strict document: the rest comes at close()
            return []
        if not read and not reader.failed and (reader.header or self._seen <= MAX_HEADER_CHARS):
            return []
        before = len(self._emitted)
        for event in read:
            if not self._take(event):
                self._drop()
                break
        if self._reader is not None and (
            reader.failed or (not reader.header and self._seen > MAX_HEADER_CHARS)
        ):
            self._drop()
        return self._emitted[before:]

    def _drop(self) -> None:
        """Early events stop; from now on the text is only kept for the final reading."""
        if self._reader is not None:
            self._chunks = [self._reader.text]  # the reader holds all the text so far
            self._reader = None

    def feed_bytes(self, data: bytes) -> list[Event]:
        """Take the next piece of a UTF-8 response as bytes (split anywhere, even inside a
        character). Bytes that are not UTF-8 are read as U+FFFD and reported as
        ``invalid-utf8`` in the final result, as :func:`parse_response` does for bytes."""
        if self._raw is None:
            if self._seen:
                raise RuntimeError("feed_bytes() after feed(): give one kind of chunk")
            self._raw = []
            self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._raw.append(data)
        return self.feed(self._decoder.decode(data))

    def close(self, finish_reason: str | None = None) -> list[Event]:
        """End of the response: return the remaining events; the result is in ``.result``."""
        if self.result is not None:
            raise RuntimeError("close() called twice")
        if finish_reason is not None:
            self.finish_reason = finish_reason
        if self._raw is not None:
            self.feed(self._decoder.decode(b"", final=True))
            whole: str | bytes = b"".join(self._raw)
        else:
            whole = self._reader.text if self._reader is not None else "".join(self._chunks)
        # While the stream was a valid prefix, the strict reader read all of it: the final
        # reading goes on from there instead of reading the text again.
        self.result = read_response(
            whole, finish_reason=self.finish_reason, reader=self._reader, **self._options
        )
        expected = events_for(self.result)
        done = len(self._emitted)
        if expected[:done] != self._emitted:
            # Early events are emitted only for what the final reading cannot change; this
            # would be a bug of ours, so say so instead of failing the caller.
            self.result.diagnostics.append(
                Diagnostic(
                    "stream-disagreement",
                    Severity.ERROR,
                    "events emitted while streaming differ from the final reading (a bug in "
                    "artifact-codec: please report it); trust the final result",
                )
            )
            return []
        self._emitted.extend(expected[done:])
        return expected[done:]

    # -- the work ------------------------------------------------------------------------------

    def _take(self, event: ReaderEvent) -> bool:
        """Emit what one event of the reader makes certain; False when early events stop."""
        if isinstance(event, BlockStarted):
            if self._count is not None and self._index >= self._count:
                # More blocks than the header counts: the final reading weighs whether a
                # delimiter line is a file's own line (a README quoting the format).
                return False
            self._confirm()  # the delimiter line before is a real block start
            return True
        if isinstance(event, FieldsRead):
            return self._start_file(event)
        if isinstance(event, BlockRead):
            return self._finish_file(event)
        if isinstance(event, EndRead):
            self._confirm()
            return False  # nothing after the end marker adds a file
        reader = self._reader
        if reader is not None and reader.crlf:
            # CRLF line ends may be the transport's (then the final reading turns every one
            # into LF) or the files' own: only the whole text can tell.
            return False
        self._header = {k: v for k, v in event.header.items() if k not in FORMAT_KEYS}
        count = event.header.get("total_files")
        if isinstance(count, int) and not isinstance(count, bool):
            self._count = count
        return True

    def _start_file(self, event: FieldsRead) -> bool:
        if event.operation is not None:
            return False  # an edit block: operations come with the final result
        # So many "fields" are content to the lenient reader.
        if len(event.fields) > MAX_FIELD_LINES:
            return False
        if not all(_reads_the_same(line) for line in event.fields):
            return False
        if self._index == 0:
            try:
                header = GeneratedCode.model_validate(self._header)
                json.dumps(self._header, allow_nan=False)  # the lenient reader drops NaN
            except (ValidationError, ValueError):
                return False
            self._header_event = HeaderParsed(_header_of(header))
        self._index += 1
        self._verbatim = event.verbatim
        return True

    def _finish_file(self, event: BlockRead) -> bool:
        file = event.file
        add_newline = bool(self._options["add_final_newline"])
        if not event.verbatim and lenient_changes_content(
            file.file_path, file.content, add_final_newline=add_newline
        ):
            return False  # the lenient reading could differ: leave it to the final result
        options = self._options
        if (
            not event.verbatim
            and options["detect_placeholders"]
            and not options["allow_elisions"]
            and find_placeholders(file) is not None
        ):
            return False  # not a whole file: the final result refuses it
        if fence_left_open(file.content, 0, len(file.content)):
            # A code block the file opened is still open at the next delimiter (or end
            # marker) line: that line may be one the file quotes (a README showing the
            # format); the final reading weighs the two readings.
            return False
        self._finished = file
        return True

    def _confirm(self) -> None:
        # A file is announced only once it is certain: its content could still turn out to be
        # edit instructions, which the final reading refuses (and then no event may have
        # promised it).
        if self._finished is not None:
            if self._header_event is not None:
                self._emit(self._header_event)
                self._header_event = None
            self._emit(FileStarted(self._finished.file_path, self._index - 1))
            self._emit(FileCompleted(self._finished, self._index - 1))
            self._finished = None

    def _emit(self, event: Event) -> None:
        self._emitted.append(event)


def _reads_the_same(line: FieldLine) -> bool:
    """Whether the lenient reader reads this field line as the strict one does (it maps
    synonyms such as FILE to PATH and strips backticks around values)."""
    lenient_name, lenient_value = lenient_field(line.name, line.value)
    strict_value: str | None = line.value
    if line.value.startswith('"'):
        strict_value = quoted_value(line.value)
    return lenient_name == line.name and lenient_value == strict_value


def parse_stream(chunks: Iterable[str], **options: Any) -> Iterator[Event | ParseResult]:
    """Events for each chunk as it arrives, then the final :class:`ParseResult` last."""
    parser = StreamParser(**options)
    for chunk in chunks:
        yield from parser.feed(chunk)
    yield from parser.close()
    assert parser.result is not None
    yield parser.result
