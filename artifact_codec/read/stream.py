"""Reading a response while it streams in: events as soon as they are certain.

:class:`StreamParser` is fed chunks of any size (down to one character). It runs the same lexer
(:class:`~artifact_codec.read.lexer.Tokenizer`) on the text of the current block only, and feeds the
tokens to the same Lark parser through its interactive interface, so each character is looked at
a bounded number of times. It emits:

- :class:`HeaderParsed` with the first file (a header alone proves nothing yet);
- :class:`FileStarted` when a block's fields are complete (its path is known and accepted);
- :class:`FileCompleted` when a file's content has ended and nothing that follows can change
  it;
- and on :meth:`StreamParser.close` the same :class:`ParseResult` that :func:`parse_response`
  gives for the whole text, with the events that were not certain earlier.

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

from lark import Token
from lark.exceptions import LarkError
from pydantic import ValidationError

from ..errors import ArtifactCodecError, ArtifactDecodeError
from ..format.content import lenient_changes_content
from ..format.spec import FIELD_LINE, FORMAT_KEYS, MAX_FIELD_LINES
from ..ingest.lenient import lenient_field
from ..ingest.response import parse_response
from ..models import GeneratedCode, GeneratedFile
from ..result import Diagnostic, ParseResult, Severity
from ..write.paths import PathSet
from .lexer import Tokenizer
from .parser import RawBlock, build_file, grammar_parser

__all__ = [
    "Event",
    "FileCompleted",
    "FileStarted",
    "HeaderParsed",
    "StreamParser",
    "events_for",
    "parse_stream",
]

#: Below this size the header is tried at every line break; above it, at every doubling.
_HEADER_RETRY_FLOOR = 4096

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
    return code.model_dump(mode="json", exclude={"files"})


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
        source: str | None = None,
    ) -> None:
        self._options: dict[str, Any] = {
            "add_final_newline": add_final_newline,
            "detect_placeholders": detect_placeholders,
            "source": source,
        }
        self.finish_reason = finish_reason
        self.result: ParseResult | None = None
        self._chunks: list[str] = []  # everything, for the final reading
        self._raw: list[bytes] | None = None  # everything, when fed as bytes
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._pending: list[str] = []  # the text from the resume point on
        self._early = True  # False once the stream is no longer a strictly valid prefix
        self._in_header = True
        self._in_content = False
        self._candidate = False  # a delimiter line may have begun in the current content
        self._tail = ""  # the last line so far, while it may still become a delimiter line
        self._needle = ""  # "\n" + the delimiter
        self._tokenizer: Tokenizer | None = None
        self._parser = grammar_parser().parse_interactive()
        self._fed = 0  # tokens from the resume point already fed to the parser
        self._block_base = 0  # blocks before the resume point
        self._emitted: list[Event] = []
        self._paths = PathSet()
        self._header: dict[str, Any] = {}
        self._fields: list[Token] = []  # the current block's field lines
        self._block_pos = 0
        self._started: GeneratedFile | None = None  # the current file, without its content
        self._verbatim = False  # the current block says VERBATIM: yes
        self._header_event: HeaderParsed | None = None  # emitted with the first certain file
        self._header_tried = 0  # how much had arrived at the last try to read the header
        self._seen = 0  # characters fed so far
        self._content = ""
        self._finished: GeneratedFile | None = None  # waits for the next block to confirm it
        self._index = 0  # files started so far

    @property
    def events(self) -> list[Event]:
        """Every event emitted so far."""
        return list(self._emitted)

    def feed(self, chunk: str) -> list[Event]:
        """Take the next piece of the response; return the events it made certain."""
        if self.result is not None:
            raise RuntimeError("feed() after close()")
        self._chunks.append(chunk)
        self._seen += len(chunk)
        if not self._early or not chunk:
            return []
        self._pending.append(chunk)
        if self._in_content and not self._candidate:
            # Inside a file only a line that starts with the delimiter can change anything:
            # track the end of the text just enough to see one begin (this is the hot path).
            needle, tail = self._needle, self._tail
            if "\n" in chunk:
                window = tail + chunk if tail else chunk
                if needle not in window:
                    rest = chunk[chunk.rfind("\n") :]
                    self._tail = rest if needle.startswith(rest) else ""
                    return []
            elif tail:
                tail += chunk
                if needle not in tail:
                    self._tail = tail if needle.startswith(tail) else ""
                    return []
            else:
                return []
            self._candidate = True
        elif "\n" not in chunk:
            return []
        before = len(self._emitted)
        self._advance()
        return self._emitted[before:]

    def feed_bytes(self, data: bytes) -> list[Event]:
        """Take the next piece of a UTF-8 response as bytes (split anywhere, even inside a
        character). Bytes that are not UTF-8 are read as U+FFFD and reported as
        ``invalid-utf8`` in the final result, as :func:`parse_response` does for bytes."""
        if self._raw is None:
            if self._chunks:
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
            whole = "".join(self._chunks)
        self.result = parse_response(whole, finish_reason=self.finish_reason, **self._options)
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

    def _stop_early(self) -> None:
        self._early = False
        self._pending = []

    def _advance(self) -> None:
        if self._in_header:
            # The header is read again as it grows (the pending text is everything so far);
            # past a few KB only when it has doubled since the last try, so a huge header costs
            # linear time (its events may come a little later, never wrong).
            if _HEADER_RETRY_FLOOR < self._seen < 2 * self._header_tried:
                return
            self._header_tried = self._seen
        text = "".join(self._pending)
        self._pending = [text]
        window = text[: text.rfind("\n") + 1]
        if not window:
            return
        if self._in_header:
            start = self._read_header(window)
            if start is None:
                return
            self._pending = [text[start:]]
            window = window[start:]
        tokenizer = self._tokenizer
        assert tokenizer is not None
        tokenizer.doc = window
        tokenizer.block, tokenizer.path = self._block_base, None
        try:
            tokens = list(tokenizer.block_tokens(0))
        except ArtifactCodecError:
            self._stop_early()
            return
        if tokens and tokens[-1].type == "CONTENT":
            tokens.pop()  # it runs to the end of what arrived: not finished yet
        for token in tokens[self._fed :]:
            if not self._accept(token):
                self._stop_early()
                return
            if not self._early:
                return
        # The last block that started becomes the resume point, so that nothing before it is
        # read again.
        last = max((i for i, t in enumerate(tokens) if t.type == "DELIMITER"), default=None)
        if last is None:
            self._fed = len(tokens)
        else:
            start = tokens[last].start_pos or 0
            self._pending = [self._pending[0][start:]]
            self._block_base += sum(t.type == "DELIMITER" for t in tokens[:last])
            self._fed = len(tokens) - last
        if self._in_content:
            # Complete lines were searched; the incomplete last one may begin a delimiter.
            pending = self._pending[0]
            rest = pending[pending.rfind("\n") :]
            self._candidate = self._needle in rest
            self._tail = rest if self._needle.startswith(rest) else ""

    def _read_header(self, window: str) -> int | None:
        """Where the first block starts, once the header and that line are in; else None."""
        tokenizer = Tokenizer(window)
        try:
            tokens = list(_until_first_marker(tokenizer.tokens()))
        except ArtifactDecodeError as error:
            # An incomplete header waits; anything else is not a strict document.
            incomplete = "Unterminated string" in error.msg or error.pos >= len(window.rstrip())
            if not incomplete or len(window) > MAX_HEADER_CHARS:
                self._stop_early()
            return None
        if len(tokens) < 2 or tokens[-1].type not in ("DELIMITER", "END"):
            if len(window) > MAX_HEADER_CHARS or (tokens and tokens[-1].type == "TEXT"):
                self._stop_early()
            return None
        if tokenizer.crlf:
            # CRLF line ends may be the transport's (then the final reading turns every one
            # into LF) or the files' own: only the whole text can tell.
            self._stop_early()
            return None
        try:
            self._parser.feed_token(tokens[0])
        except LarkError:  # pragma: no cover - a HEADER always starts a document
            self._stop_early()
            return None
        self._tokenizer = tokenizer
        self._needle = "\n" + tokenizer.delimiter
        self._header = {k: v for k, v in tokenizer.header.items() if k not in FORMAT_KEYS}
        self._in_header = False
        return tokens[1].start_pos or 0

    def _accept(self, token: Token) -> bool:
        """Feed one token to the grammar and emit what it makes certain; False to stop."""
        try:
            self._parser.feed_token(token)
        except LarkError:
            return False
        kind = token.type
        if kind in ("FIELD", "SEPARATOR"):
            self._confirm()  # the delimiter line before is a real block start
            if kind == "FIELD":
                self._fields.append(token)
                # So many "fields" are content to the lenient reader; and each arriving line
                # makes the block's fields be read again, so stop before that costs much.
                return len(self._fields) <= MAX_FIELD_LINES

            return self._start_file()
        if kind == "CONTENT":
            self._content = str(token)
            return True
        if kind == "DELIMITER" or kind == "END":
            if self._started is not None and not self._finish_file():
                return False
            self._in_content = self._candidate = False
            self._tail = ""
            self._fields = []
            self._block_pos = token.start_pos or 0
            if kind == "END":
                self._confirm()
                self._stop_early()  # nothing after the end marker adds a file
            return True
        return False

    def _start_file(self) -> bool:
        tokenizer = self._tokenizer
        assert tokenizer is not None
        try:
            file, verbatim = build_file(
                tokenizer, self._index + 1, RawBlock(self._block_pos, self._fields, "")
            )
        except ArtifactCodecError:
            return False
        if not all(self._reads_the_same(token) for token in self._fields):
            return False
        if self._paths.add(file.file_path) is not None:
            return False
        if self._index == 0:
            try:
                header = GeneratedCode.model_validate(self._header)
                json.dumps(self._header, allow_nan=False)  # the lenient reader drops NaN
            except (ValidationError, ValueError):
                return False
            self._header_event = HeaderParsed(_header_of(header))
        self._index += 1
        self._started = file
        self._verbatim = verbatim
        self._content = ""
        self._in_content = True
        self._candidate = False
        return True

    def _reads_the_same(self, token: Token) -> bool:
        """Whether the lenient reader reads this field line as the strict one does (it maps
        synonyms such as FILE to PATH and strips backticks around values)."""
        match = FIELD_LINE.fullmatch(token)
        if match is None:  # pragma: no cover - the lexer only makes FIELD tokens of such lines
            return False
        name, raw = match.group(1), match.group(2).rstrip(" \t")
        lenient_name, lenient_value = lenient_field(name, raw)
        strict_value = raw
        if raw.startswith('"'):
            try:
                strict_value = json.loads(raw)
            except ValueError:
                return False
        return lenient_name == name and lenient_value == strict_value

    def _finish_file(self) -> bool:
        started = self._started
        assert started is not None
        add_newline = bool(self._options["add_final_newline"])
        if not self._verbatim and lenient_changes_content(
            started.file_path, self._content, add_final_newline=add_newline
        ):
            return False  # the lenient reading could differ: leave it to the final result
        self._finished = started.model_copy(update={"content": self._content})
        self._started = None
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


def _until_first_marker(tokens: Iterator[Token]) -> Iterator[Token]:
    for token in tokens:
        yield token
        if token.type in ("DELIMITER", "END", "TEXT"):
            return


def parse_stream(chunks: Iterable[str], **options: Any) -> Iterator[Event | ParseResult]:
    """Events for each chunk as it arrives, then the final :class:`ParseResult` last."""
    parser = StreamParser(**options)
    for chunk in chunks:
        yield from parser.feed(chunk)
    yield from parser.close()
    assert parser.result is not None
    yield parser.result
