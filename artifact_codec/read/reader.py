"""The one strict reader of the format, resumable: fed text in pieces or at once.

:class:`Reader` keeps its state explicitly (h11 style): :meth:`Reader.feed` takes the next piece
of a document and returns the events that piece completed (an empty list means "need more");
:meth:`Reader.close` says the document has ended and returns the :class:`GeneratedCode`, or
raises :class:`ArtifactDecodeError`. ``loads`` is one ``feed`` and ``close``; the streaming
parser (:mod:`artifact_codec.ingest.stream`) feeds the chunks of a model's answer as they come.
The lenient post-lexer hands its blocks to the same :class:`~artifact_codec.read.builder.Builder`.

How a document is read:

- the line rules (:mod:`artifact_codec.format.lines`) say what each line is: the JSON header,
  a delimiter line, a field line, the ``---`` separator, the end marker; a file's content is one
  slice found with ``str.find("\\n" + delimiter)``, so a document costs a few steps per file
  however long the files are;
- the order of the lines is checked by the Lark LALR parser of ``grammars/artifact.lark``, fed
  the tokens of each block. Whether a block is well formed depends only on the sequence of its
  token types, so a sequence the parser accepted once (``DELIMITER FIELD SEPARATOR CONTENT``)
  is remembered and later blocks of that shape are not fed again: Lark decides every shape,
  once per process;
- each block becomes a :class:`GeneratedFile` as soon as it is complete: field values decoded,
  the path put through the path policy, the model built without validating again;
- a document in the usual form (:func:`read_whole`), or a run of usual blocks in the reader,
  is read straight through, its blocks found at once and its files built with the document in
  one call; anything else, and every error, is the line by line reading's.

Errors name the place in the whole document (positions count from its first character).
"""

from __future__ import annotations

import functools
import re
import weakref
from collections.abc import Callable
from typing import Any, Final, NamedTuple

from lark import Token

from ..errors import ArtifactDecodeError
from ..format.header import HeaderLimitError, decode_header
from ..format.lines import FIELD_LINE, is_separator, marker
from ..format.spec import (
    DEFAULT_DELIMITER,
    FORMAT_VERSION,
    NEW_SUFFIX,
    OLD_SUFFIX,
    SEPARATOR,
    check_delimiter,
    end_marker,
)
from ..models import GeneratedCode
from .blocks import (
    BlockRead,
    BlockStarted,
    EndRead,
    Event,
    FieldLine,
    FieldsRead,
    HeaderRead,
    RawBlock,
    RawHunk,
)
from .builder import BlockValues, Builder, block_name, plain_field_values
from .grammar import Structure, accepted_field_counts, accepted_opening

__all__ = ["Reader"]

_BLANK = re.compile(r"[ \t\r\n]*")
# The text from where json reports "Invalid \uXXXX escape" (the 'u') to the end, when the text
# so far ends inside the escape (json reads one character past its four digits).
_CUT_ESCAPE = re.compile(r"u[0-9a-fA-F]{0,4}")
#: A literal or number cut by the end of what has arrived (`` nu``, ``tr``, ``-``, ``1.``): the
#: JSON error points into it, not past the end, yet the rest of the header may still come.
_CUT_TOKEN = re.compile(r"n(?:ul?)?|t(?:ru?)?|f(?:a(?:ls?)?)?|[-+.0-9eE]+")

#: Below this size the header is tried at every line break; above it, at every doubling, so a
#: huge header streamed in small pieces costs linear time.
HEADER_RETRY_FLOOR: Final = 4096


# -- what the reader produces -----------------------------------------------------------------


#: The field lines of a block and its '---' line, when every line up to it is a field line
#: (one match instead of a step per line; the line-by-line reading handles everything else).
_FIELD_LINES = re.compile(r"((?:[A-Z][A-Z0-9_]*:[^\n]*\n)*)---\n")


#: A field value after its blanks, unless it is quoted (a value that starts with '"' is a JSON
#: string) or ends with blanks (they are not part of it: such a line is read another way).
_VALUE: Final = r'[ \t]*+((?!")[^\n]*+)(?<![ \t])\n'

#: The field lines blocks usually have: PATH, then TYPE and DESCRIPTION or not, in that order
#: (so no name twice). What FIELD_LINE and the reader's stripping read, for these lines.
_USUAL_FIELDS: Final = f"PATH:{_VALUE}(?:TYPE:{_VALUE})?(?:DESCRIPTION:{_VALUE})?"


class _Delimiter(NamedTuple):
    """What the reader derives from a delimiter (once per delimiter: see :func:`_delimiter`)."""

    delimiter: str
    end: str  # the end marker
    needle: str  # what starts a line that starts with the delimiter
    line: str  # a delimiter line, as usually written
    end_line: str  # the end-marker line, as usually written
    #: no delimiter or end-marker line reads as a field line (the field lines of a block can be
    #: matched at once)
    quick_fields: bool
    #: matches a delimiter line, the field lines of its block and the '---' line at a place,
    #: when no delimiter follows (group 1: the field lines)
    head: Callable[[str, int], re.Match[str] | None]
    #: the same for the field lines blocks usually have (:data:`_USUAL_FIELDS`; groups: the
    #: values of PATH, TYPE, DESCRIPTION)
    usual: Callable[[str, int], re.Match[str] | None]


@functools.lru_cache(maxsize=32)
def _delimiter(delimiter: str) -> _Delimiter:
    end = end_marker(delimiter)
    # (not followed by the delimiter: an empty file, or a stray line, is read line by line)
    escaped = re.escape(delimiter)
    head = re.compile(rf"{escaped}\n((?:[A-Z][A-Z0-9_]*:[^\n]*\n)*)---\n(?!{escaped})")
    usual = re.compile(rf"{escaped}\n{_USUAL_FIELDS}---\n(?!{escaped})")
    return _Delimiter(
        delimiter,
        end,
        "\n" + delimiter,
        delimiter + "\n",
        end + "\n",
        not FIELD_LINE.fullmatch(end),
        head.match,
        usual.match,
    )


_DEFAULT = _delimiter(DEFAULT_DELIMITER)


def _header_problem(header: dict[str, Any]) -> str | None:
    """What is wrong with a decoded header object, as an error message; None when nothing is."""
    delimiter = header.get("files_delimiter", DEFAULT_DELIMITER)
    total = header.get("total_files", 0)
    if (
        delimiter == DEFAULT_DELIMITER
        and type(total) is int
        and total >= 0
        and "files" not in header
        and "format_version" not in header
    ):
        return None  # (the usual header)
    if "files" in header:
        return (
            "the header has a 'files' key; in this format each file is a block after the "
            "header, not part of the JSON"
        )
    version = header.get("format_version", FORMAT_VERSION)
    if version != FORMAT_VERSION or isinstance(version, bool):
        return (
            f"the header says format_version {version!r}; this reader knows version "
            f"{FORMAT_VERSION} only (upgrade artifact-codec, or remove the key)"
        )
    if delimiter != DEFAULT_DELIMITER:
        problem = check_delimiter(delimiter)
        if problem is not None:
            return f"the header is wrong: {problem}"
    if not isinstance(total, int) or isinstance(total, bool) or total < 0:
        return f"the header's total_files must be a whole number, not {total!r}"
    return None


def _usual_blocks(
    text: str, pos: int, facts: _Delimiter
) -> tuple[list[dict[str, str]], list[str], list[int], int]:
    """The blocks from ``pos`` while each has the usual form: their files' values under the
    model's attribute names (``content`` too), their ``PATH`` as written, where each starts,
    and where the text after them starts.

    The usual form: a delimiter line, field lines ``NAME: value`` only (no name twice, no
    quoted value, a ``PATH``, no ``VERBATIM`` or reserved name), '---', a content that is not
    empty and does not start with the delimiter, a whole delimiter or end-marker line after
    it, and a shape the grammar accepted before. The common field lines (:data:`_USUAL_FIELDS`)
    are read with the block's first match; others by :func:`plain_field_values`. Whether the
    paths are good and distinct is the builder's to say (:meth:`Builder.plain_files`)."""
    usual, head, find, starts = facts.usual, facts.head, text.find, text.startswith
    needle, after, shapes = facts.needle, (facts.line, facts.end_line), accepted_field_counts()
    records: list[dict[str, str]] = []
    paths: list[str] = []
    places: list[int] = []
    while True:
        match = usual(text, pos)
        if match is not None:
            path, kind, description = match.groups()
            record = {"file_path": path}
            if kind is not None:
                record["file_type"] = kind
            if description is not None:
                record["description"] = description
        else:
            match = head(text, pos)
            if match is None:
                break
            other = plain_field_values(match.group(1))
            if other is None:
                break
            record, path = other, other["file_path"]
        start = match.end()
        found = find(needle, start)
        if found <= start or not starts(after, found + 1):
            break  # (no delimiter line after it, or an empty file)
        if len(record) not in shapes:  # (one value per field line)
            break  # a shape the grammar has not judged yet
        record["content"] = text[start:found]
        records.append(record)
        paths.append(path)
        places.append(pos)
        pos = found + 1
    return records, paths, places, pos


_AFTER_HEADER = re.compile(r"\n[ \t\r\n]*")


def _declined(msg: str, pos: int) -> ArtifactDecodeError:
    """The error of a document read_whole declines (the reader then words it in place)."""
    return ArtifactDecodeError(msg, "", 0)


_BLANKS_TO_THE_END = re.compile(r"[ \t\r\n]*\Z")


def read_whole(text: str) -> GeneratedCode | None:
    """:func:`~artifact_codec.read.parser.loads` of a whole document in the usual form (see
    :func:`read_usual`); None for anything else."""
    read = read_usual(text)
    return None if read is None else read[0]


def read_usual(text: str) -> tuple[GeneratedCode, dict[str, Any]] | None:
    """The files and the header of a whole document in the usual form, read
    straight through with the reader's own parts; None for anything else (a BOM, CRLF, blanks
    around the header, a block not in the usual form, a shape or an opening the grammar has not
    judged yet, any error), which :class:`Reader` then reads, finding every error.

    The usual form: the header object at the very start, its line break, blank lines, blocks
    of the usual form (:func:`_usual_blocks`) and the end-marker line, then only blanks. The
    fast path of ``loads``: no resumable state, no grammar (every shape and the document's
    opening were accepted before), and every file built with the document in one call."""
    if not text.startswith("{") or not accepted_opening(("HEADER", "END")):
        return None
    try:
        decoded = decode_header(text, 0)
    except ArtifactDecodeError:
        return None
    header = decoded.value
    if type(header) is not dict or _header_problem(header) is not None:
        return None
    blank = _AFTER_HEADER.match(text, decoded.end)
    if blank is None:
        return None  # (text after the header on its line)
    delimiter = header.get("files_delimiter", DEFAULT_DELIMITER)
    facts = _DEFAULT if delimiter == DEFAULT_DELIMITER else _delimiter(delimiter)
    if not facts.quick_fields:
        return None
    pos = text.rfind("\n", decoded.end, blank.end()) + 1  # the first line that is not blank
    records, paths, _, pos = _usual_blocks(text, pos, facts)
    if text.startswith(facts.end_line, pos):
        pos += len(facts.end_line)
    elif text.endswith(facts.end) and len(text) - pos == len(facts.end):
        pos = len(text)
    else:
        return None
    if pos != len(text) and _BLANKS_TO_THE_END.match(text, pos) is None:
        return None
    total = header.get("total_files")
    if total is not None and total != len(records):
        return None

    builder = Builder(_declined)
    if builder.plain_files(records, paths) != len(records):
        return None
    try:
        return builder.code(header, 0), header
    except ArtifactDecodeError:
        return None


# -- the reader ---------------------------------------------------------------------------------

_HEADER, _BLOCK, _FIELDS, _CONTENT, _DONE = range(5)


def _alive(ref: weakref.ref[Reader]) -> Reader:
    reader = ref()
    assert reader is not None  # only the reader's own methods call its parts
    return reader


def _cut_token(buf: str, pos: int) -> bool:
    """Whether the header's JSON error at ``pos`` lies in a literal or number that the end of
    the text cut (the same error cannot be told from a typo until more has arrived)."""
    start = pos
    while start > 0 and buf[start - 1] in "-+.0123456789eE":
        start -= 1  # (the error may point into a number, after its first digits)
    return _CUT_TOKEN.fullmatch(buf, start) is not None


class Reader:
    """The strict reader with its state kept explicit; see the module's docstring.

    ``events=False`` (what ``loads`` uses) builds the same files without making event objects.
    After :meth:`feed` raised, or once :attr:`failed` is set (a block that could not become a
    file), the document is not valid: :meth:`close` raises the first problem, and no event
    follows the failure (a later block that reads well is not announced).
    """

    # The state at the start of a document; an instance sets its own as it reads.
    _buf = ""
    _base = 0  # absolute position of _buf[0]
    _fed = 0  # characters fed so far
    _state = _HEADER
    _pos = 0  # absolute: the next line to read
    _scan = 0  # absolute: where the search for the next delimiter resumes
    _tail = ""  # the end of the content so far, while it may begin a delimiter line
    _candidate = False  # a delimiter line may have begun: read at each line break
    _header_tried = 0
    header_pos = 0
    _facts = _DEFAULT
    delimiter = DEFAULT_DELIMITER
    end = _facts.end
    _needle = _facts.needle
    _delimiter_line = _facts.line  # a delimiter line, as usually written
    _quick_fields = True  # no delimiter or end-marker line reads as a field line
    _at_once = False  # blocks may be read by _blocks_at_once (loads's fast path)
    crlf = False
    blocks = 0  # blocks begun
    _path: str | None = None
    _previous: tuple[int, str | None] = (0, None)
    _block: RawBlock | None = None
    _values: BlockValues | None = None
    _content_start = 0  # absolute: where the text being read (file or hunk) starts
    _hunk: RawHunk | None = None  # the hunk whose text is being read, if any
    _new_text = False  # that text is the hunk's new text
    _ended = -1
    _closed = False
    #: True once a block could not become a file (the document is not valid).
    failed = False

    def __init__(self, *, events: bool = True) -> None:
        self._events = events
        self._out: list[Event] = []
        self._done: list[str] = []  # text before _buf, kept to word errors
        self._pending: list[str] = []
        self.header: dict[str, Any] = {}
        # The parts reach back to the reader through a weak reference: a reader is not kept
        # alive by a cycle (with the whole document) until the garbage collector runs.
        me = weakref.ref(self)
        self.structure = Structure(lambda *args: _alive(me)._explain(*args))
        self.builder = Builder(lambda msg, pos: _alive(me).error(msg, pos))

    # -- the interface -------------------------------------------------------------------------

    @property
    def text(self) -> str:
        """All the text fed so far (joined once; later calls give the same string)."""
        if self._done or self._pending:
            # Put the pieces together again (positions are absolute, so nothing moves).
            self._buf = "".join([*self._done, self._buf, *self._pending])
            self._base = 0
            self._done = []
            self._pending = []
        return self._buf

    def feed(self, chunk: str) -> list[Event]:
        """Read the next piece; return the events it completed (none: more is needed)."""
        if self._closed:
            raise RuntimeError("feed() after close()")
        self._pending.append(chunk)
        self._fed += len(chunk)
        state = self._state
        if state == _CONTENT and not self._candidate:
            # Inside a file only a line that starts with the delimiter can end it: track the
            # end of the text just enough to see one begin (the hot path of streaming).
            needle, tail = self._needle, self._tail
            window = tail + chunk if tail else chunk
            if needle not in window:
                cut = window.rfind("\n")
                if cut != -1:
                    rest = window[cut:]
                    self._tail = rest if needle.startswith(rest) else ""
                elif tail:
                    self._tail = window if needle.startswith(window) else ""
                return []
            self._tail = ""
        elif state == _DONE or "\n" not in chunk:
            return []
        if self._state == _HEADER and HEADER_RETRY_FLOOR < self._size() < 2 * self._header_tried:
            return []
        self._advance(final=False)
        out, self._out = self._out, []
        return out

    def close(self) -> GeneratedCode:
        """The document has ended: return its model, or raise :class:`ArtifactDecodeError`."""
        if self._closed:
            raise RuntimeError("close() called twice")
        self._closed = True
        self._advance(final=True)
        if self._state == _DONE:
            self._after_end(self._ended)
        else:
            self.structure.finish(self._base + len(self._buf))
        total = self.header.get("total_files")
        if total is not None and total != self.blocks:
            raise self.error(
                f"the header says total_files is {total}, but the document has {self.blocks} "
                f"block{'s' if self.blocks != 1 else ''}; correct total_files or add the "
                "missing files",
                self.header_pos,
            )
        return self.builder.code(self.header, self.header_pos)

    @property
    def verbatim(self) -> frozenset[int]:
        """Indexes of the files whose block says ``VERBATIM: yes``."""
        return frozenset(self.builder.verbatim)

    def error(self, msg: str, pos: int) -> ArtifactDecodeError:
        return ArtifactDecodeError(msg, self.text, pos)

    # -- reading -------------------------------------------------------------------------------

    def _size(self) -> int:
        return self._fed

    def _join(self) -> None:
        if self._pending:
            # Drop what was read (keeping it for error messages), then append what arrived.
            cut = self._pos - self._base
            if cut > 4096 and cut > len(self._buf) // 2:
                self._done.append(self._buf[:cut])
                self._buf = self._buf[cut:]
                self._base = self._pos
            if self._buf or len(self._pending) > 1:
                self._buf = "".join([self._buf, *self._pending])
            else:
                self._buf = self._pending[0]  # one piece (loads): no copy
            self._pending = []

    def _advance(self, *, final: bool) -> None:
        self._join()
        while True:
            state = self._state
            if state == _CONTENT:
                progressed = self._content(final)
            elif state == _BLOCK:
                if self._at_once and self._buf.startswith(
                    self._delimiter_line, self._pos - self._base
                ):
                    self._close_block()  # (what _marker_line does first at a delimiter line)
                    if not self.failed and self.structure.settled:
                        self._blocks_at_once()
                progressed = self._marker_line(final)
            elif state == _FIELDS:
                progressed = self._fields(final)
            elif state == _HEADER:
                progressed = self._header(final)
            else:
                return
            if not progressed:
                return

    def _line(self, pos: int, final: bool) -> tuple[str, int] | None:
        """The line at absolute ``pos`` (without its break) and where the next starts; None
        when its end has not arrived."""
        buf, base = self._buf, self._base
        eol = buf.find("\n", pos - base)
        if eol == -1:
            if not final:
                return None
            line, after = buf[pos - base :], base + len(buf)
        else:
            line, after = buf[pos - base : eol], base + eol + 1
        if self.crlf and line.endswith("\r"):
            line = line[:-1]
        return line, after

    def _header(self, final: bool) -> bool:
        buf, base = self._buf, self._base
        start = 1 if buf.startswith("\ufeff") else 0
        match = _BLANK.match(buf, start)
        pos = match.end() if match else start
        if pos == len(buf):
            if final:
                raise self.error(
                    "the document is empty; it must start with a JSON object header such as "
                    '{"total_files": 1}',
                    pos,
                )
            return False
        if buf[pos] != "{":
            eol = buf.find("\n", pos)
            if eol == -1 and not final:
                return False  # the error names the whole line: wait for its end
            line = buf[pos : eol if eol != -1 else len(buf)]
            raise self.error(
                f"the document must start with a JSON object header, found {line!r}; begin "
                'with a line such as {"total_files": 1}',
                pos,
            )
        self._header_tried = len(buf)
        try:
            decoded = decode_header(buf, pos)
        except HeaderLimitError:
            raise
        except ArtifactDecodeError as error:
            if not final and (
                "Unterminated string" in error.msg
                or error.pos >= len(buf.rstrip())
                or ("uXXXX" in error.msg and _CUT_ESCAPE.fullmatch(buf, error.pos) is not None)
                or _cut_token(buf, error.pos)
            ):
                return False  # the header has not all arrived
            raise
        eol = buf.find("\n", decoded.end)
        if eol == -1 and not final:
            return False
        rest = buf[decoded.end :] if eol == -1 else buf[decoded.end : eol]
        if rest.strip(" \t\r"):
            raise self.error(
                "unexpected text after the header; put the first delimiter line on a line of "
                "its own",
                decoded.end + len(rest) - len(rest.lstrip(" \t\r")),
            )
        # The first block may be preceded by blank lines: wait for a line that is not blank.
        first = len(buf)
        if eol != -1:
            match = _BLANK.match(buf, eol + 1)
            blank_end = match.end() if match else eol + 1
            if blank_end == len(buf) and not final:
                return False
            first = buf.rfind("\n", eol, blank_end) + 1 if blank_end < len(buf) else len(buf)
        self.header_pos = base + pos
        self.header = decoded.value
        self.crlf = rest.endswith("\r")
        self._check_header()
        self._quick_fields = not self.crlf and self._facts.quick_fields
        self._at_once = self._quick_fields and not self._events
        self.structure.header(buf[pos : decoded.end], base + pos)
        if self._events:
            self._out.append(HeaderRead(self.header, base + pos))
        self._pos = base + first
        self._state = _BLOCK
        return True

    def _check_header(self) -> None:
        problem = _header_problem(self.header)
        if problem is not None:
            raise self.error(problem, self.header_pos)
        delimiter = self.header.get("files_delimiter", DEFAULT_DELIMITER)
        if delimiter != DEFAULT_DELIMITER:
            self._facts = facts = _delimiter(delimiter)
            self.delimiter, self.end, self._needle, self._delimiter_line = facts[:4]

    def _kind(self, line: str) -> str | None:
        if not line.startswith(self.delimiter):
            return None
        return marker(line[len(self.delimiter) :])

    def _marker_line(self, final: bool) -> bool:
        """At a line where a block or the end marker must start."""
        pos = self._pos
        if pos >= self._base + len(self._buf):
            if final:
                self._close_block()
            return False
        kind: str | None
        if self._buf.startswith(self._delimiter_line, pos - self._base):
            kind, after = "delimiter", pos + len(self._delimiter_line)  # the usual case
        elif self._buf.startswith(self._facts.end_line, pos - self._base):
            kind, after = "end", pos + len(self._facts.end_line)
        else:
            got = self._line(pos, final)
            if got is None:
                return False
            line, after = got
            kind = self._kind(line)
        if kind in ("old", "new") and self._hunk_line(kind, line, pos, after):
            return True
        self._close_block()
        if kind == "delimiter":
            self._previous = (self.blocks, self._path)
            self.blocks += 1
            self._path = None
            self._block = RawBlock(pos)
            self.structure.begin(pos, self.delimiter)
            self._pos = after
            self._state = _FIELDS
            return True
        if kind == "end":
            self.structure.end(pos, self.end)
            if self._events and not self.failed:
                self._out.append(EndRead(pos))
            self._ended = after
            self._state = _DONE
            return False
        if kind in ("old", "new"):
            # A hunk line where no block's content may start: the grammar says where.
            self.structure.feed(Token(kind.upper(), line, pos))
        self.structure.feed(Token("TEXT", line, pos))
        raise AssertionError("the grammar accepted a stray line")  # pragma: no cover

    def _hunk_line(self, kind: str, line: str, pos: int, after: int) -> bool:
        """An ``OLD`` or ``NEW`` line inside a block after its '---': its text follows. False
        when there is no such block (or a ``NEW`` line follows no ``OLD`` line): the grammar
        refuses it then, with its place."""
        block = self._block
        if block is None or not block.separated or block.stray is not None:
            return False
        if kind == "old":
            hunk = RawHunk(pos, line)
            block.hunks.append(hunk)
        elif block.hunks and block.hunks[-1].new_line_pos == -1:
            hunk = block.hunks[-1]
            hunk.new_line_pos = pos
        else:
            return False
        self._hunk, self._new_text = hunk, kind == "new"
        self._content_start = self._pos = self._scan = after
        self._state = _CONTENT
        return True

    def _blocks_at_once(self) -> None:
        """Read the blocks from here while each has the usual form (:func:`_usual_blocks`), in
        one loop, and build their files with the document (:meth:`Builder.plain_files`). The
        first block that is not in that form is left where it starts, for the line by line
        reading."""
        base = self._base
        records, paths, places, pos = _usual_blocks(self._buf, self._pos - base, self._facts)
        built = self.builder.plain_files(records, paths) if records else 0
        if built:
            self.blocks += built
            self._path = paths[built - 1]
            self._pos = base + (places[built] if built < len(places) else pos)

    def _after_end(self, after: int) -> None:
        buf, base = self._buf, self._base
        if after - base == len(buf):
            return  # nothing after the end marker's line
        match = _BLANK.match(buf, after - base)
        tail = match.end() if match else after - base
        if tail < len(buf):
            got = self._line(base + tail, True)
            assert got is not None
            self.structure.feed(Token("TEXT", got[0], base + tail))

    def _fields(self, final: bool) -> bool:
        block = self._block
        assert block is not None
        if self._quick_fields and not block.fields and not block.quick_tried:
            # Once per block: a streamed block's fields may arrive a line at a time.
            block.quick_tried = True
            match = _FIELD_LINES.match(self._buf, self._pos - self._base)
            if match is not None:
                pos = self._pos
                for line in match.group(1).split("\n")[:-1]:
                    name, _, value = line.partition(":")
                    value = value.lstrip(" \t").rstrip(" \t")
                    if name == "PATH":
                        self._path = value
                    block.fields.append(FieldLine(name, value, pos, line))
                    pos += len(line) + 1
                self._started(block)
                self._separated(block, match.end() + self._base)
                return True
        while True:
            pos = self._pos
            if pos >= self._base + len(self._buf):
                if final:
                    self._state = _BLOCK
                    return True
                return False
            got = self._line(pos, final)
            if got is None:
                return False
            line, after = got
            if is_separator(line):
                self._started(block)
                self._separated(block, after)
                return True
            if self._kind(line) is not None:
                self._state = _BLOCK  # a block without '---': the grammar reports it
                return True
            match = FIELD_LINE.fullmatch(line)
            if match is None:
                block.stray = (line, pos)
                self._close_block()
                raise AssertionError("the grammar accepted a stray line")  # pragma: no cover
            name, value = match.group(1), match.group(2).rstrip(" \t")
            if name == "PATH":
                self._path = value
            block.fields.append(FieldLine(name, value, pos, line))
            self._started(block)
            self._pos = after

    def _separated(self, block: RawBlock, content_pos: int) -> None:
        """The block's '---' line was read; its content starts at ``content_pos``."""
        block.separated = True
        block.content_pos = self._pos = self._scan = self._content_start = content_pos
        self._hunk = None
        self._state = _CONTENT
        self._values = values = self.builder.fields(self.blocks, block)
        if values is None or self.builder.conflict is not None:
            self.failed = True  # for good: a later block that reads well does not undo it
        if self._events and values is not None and not self.failed:
            operation = values.operation.value if values.operation is not None else None
            self._out.append(
                FieldsRead(
                    self.blocks,
                    values.model["file_path"],
                    values.verbatim,
                    tuple(block.fields),
                    operation,
                )
            )

    def _started(self, block: RawBlock) -> None:
        if self._events and not block.announced and not self.failed:
            block.announced = True
            self._out.append(BlockStarted(self.blocks))

    def _content(self, final: bool) -> bool:
        block = self._block
        assert block is not None
        buf, base, delimiter = self._buf, self._base, self.delimiter
        start = self._content_start - base
        if buf.startswith(delimiter, start):
            # '---' directly followed by a delimiter line: an empty file (or hunk text).
            got = self._line(self._content_start, final)
            if got is None:
                return False
            if self._kind(got[0]) is None:
                raise self._stray_delimiter(self._content_start, got[0])
            self._pos = self._content_start
            self._state = _BLOCK
            return True
        if not final and len(buf) - start < len(delimiter) and delimiter.startswith(buf[start:]):
            self._candidate = True  # the first line may still become a delimiter line
            return False
        found = buf.find(self._needle, self._scan - base)
        if found != -1 and not buf.startswith(self._delimiter_line, found + 1):
            got = self._line(base + found + 1, final)
            if got is None:
                self._scan = base + found
                self._candidate = True
                return False
            if self._kind(got[0]) is None:
                raise self._stray_delimiter(base + found + 1, got[0])
        if found != -1:
            stop = found - 1 if self.crlf and found > start and buf[found - 1] == "\r" else found
            if stop > start:
                self._put(block, buf[start:stop])
            self._pos = base + found + 1
            self._state = _BLOCK
            self._candidate = False
            return True
        if not final:
            # Wait; the search resumes where a delimiter line could still begin.
            self._scan = max(self._content_start, base + len(buf) - len(self._needle) + 1)
            cut = buf.rfind("\n", start)
            rest = buf[cut:] if cut != -1 else ""
            self._tail = rest if rest and self._needle.startswith(rest) else ""
            self._candidate = False
            return False
        if start < len(buf):
            self._put(block, buf[start:])
        self._pos = base + len(buf)
        self._state = _BLOCK
        return True

    def _put(self, block: RawBlock, text: str) -> None:
        """The text just read: the block's content, or its last hunk's old or new text."""
        hunk = self._hunk
        if hunk is None:
            block.has_content = True
            block.content = text
        elif self._new_text:
            hunk.has_new, hunk.new, hunk.new_pos = True, text, self._content_start
        else:
            hunk.has_old, hunk.old, hunk.old_pos = True, text, self._content_start

    def _close_block(self) -> None:
        block = self._block
        if block is None:
            return
        self._block = None
        self.structure.block(block, self.delimiter)
        values = self._values
        self._values = None
        if values is None or self.failed:
            return
        file = self.builder.block(values, block)
        if file is None:
            self.failed = self.builder.problem is not None
            return
        if self._events:
            self._out.append(BlockRead(self.blocks, file, values.verbatim))

    # -- errors --------------------------------------------------------------------------------

    def _stray_delimiter(self, pos: int, line: str) -> ArtifactDecodeError:
        return self.error(
            f"the line {line!r} starts with the delimiter but is neither the delimiter line "
            f"{self.delimiter!r} nor the end marker {self.end!r}; write the delimiter alone on "
            "its line (a file whose lines start with the delimiter needs another delimiter, "
            "declared in files_delimiter)",
            pos,
        )

    def _explain(
        self, token: Token, expected: set[str], detail: str | None = None
    ) -> ArtifactDecodeError:
        """Turn a grammar error into a sentence that names the place and the fix."""
        pos = token.start_pos if token.start_pos is not None else self._size()
        end, delimiter = self.end, self.delimiter
        if detail is not None:  # pragma: no cover
            return self.error(f"the document does not fit the format: {detail}", pos)
        if "SEPARATOR" in expected:
            block, path = self._previous if token.type == "DELIMITER" else (self.blocks, self._path)
            name = block_name(block, path)
            if token.type == "TEXT":
                msg = (
                    f"{name}: the line {str(token)!r} is not a field line 'NAME: value'; end "
                    f"the fields with a line {SEPARATOR!r} before the content"
                )
            elif token.type == "$END":
                msg = (
                    f"the document ends inside the fields of {name}; the response looks cut "
                    f"off: finish the block's fields with {SEPARATOR!r}, its content, and the "
                    f"end marker {end!r}"
                )
            else:
                msg = (
                    f"{name} has no {SEPARATOR!r} line after its fields; put a line "
                    f"{SEPARATOR!r} between the fields and the content"
                )
        elif "NEW" in expected and token.type != "CONTENT":
            name = block_name(self.blocks, self._path)
            msg = (
                f"{name}: a hunk's {delimiter + OLD_SUFFIX!r} line and old text are not "
                f"followed by a line {delimiter + NEW_SUFFIX!r}; write that line, then the new "
                "text"
            )
        elif token.type in ("OLD", "NEW"):
            name = block_name(self.blocks, self._path)
            msg = (
                f"{name}: the line {str(token)!r} is out of place: after its '---' line a block "
                f"holds either a whole file, or hunks (each a line {delimiter + OLD_SUFFIX!r}, "
                f"the old text, a line {delimiter + NEW_SUFFIX!r}, the new text), not both; a "
                "NEW line follows an OLD line"
            )
        elif token.type == "$END":
            msg = (
                f"the document ends without the end marker {end!r}; the response looks cut "
                f"off: finish it with a line {end!r}"
            )
        elif token.type == "TEXT" and "$END" in expected:
            msg = f"unexpected text after the end marker {end!r}; remove it"
        else:
            msg = (
                f"expected a delimiter line {delimiter!r} or the end marker {end!r}, found "
                f"{str(token)!r}; each file starts with a delimiter line"
            )
        return self.error(msg, pos)
