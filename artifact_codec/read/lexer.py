"""The lexer: cuts a document into the handful of tokens the grammar speaks of.

The content of a file is one token found with ``str.find("\\n" + delimiter)``, so the cost of a
document is a few tokens per file however long the files are (a token per line would make Lark
40 times slower). The lexer decides only what a line *is*; whether the lines come in an order
the format allows is the grammar's business (``grammars/artifact.lark``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lark import Token

from ..errors import ArtifactDecodeError
from ..format.header import decode_header
from ..format.spec import (
    DEFAULT_DELIMITER,
    END_SUFFIX,
    FIELD_LINE,
    FORMAT_VERSION,
    SEPARATOR,
    check_delimiter,
    end_marker,
)

__all__ = ["Tokenizer"]

_BLANK = re.compile(r"[ \t\r\n]*")


def _skip_blank(doc: str, pos: int) -> int:
    match = _BLANK.match(doc, pos)
    return match.end() if match else pos


class Tokenizer:
    """Tokens of one document, plus what the parser needs to word its errors.

    ``tokens()`` decodes the JSON header first (it names the delimiter), then yields ``HEADER``,
    and for each block ``DELIMITER``, ``FIELD``..., ``SEPARATOR``, ``CONTENT``, and finally
    ``END``. A line that fits nowhere becomes a ``TEXT`` token, which the grammar rejects.
    """

    def __init__(self, doc: str) -> None:
        self.doc = doc
        self.header: dict[str, Any] = {}
        self.header_pos = 0
        self.delimiter = DEFAULT_DELIMITER
        self.end = end_marker(DEFAULT_DELIMITER)
        # The break before a delimiter line is "\n", or "\r\n" when the header line ends in CRLF
        # (a document whose line ends were converted wholesale, e.g. by an editor on Windows).
        self.crlf = False
        self.block = 0  # number of DELIMITER tokens yielded so far
        self.path: str | None = None  # raw PATH value of the current block, once seen
        self.previous: tuple[int, str | None] = (0, None)  # (block, path) of the block before

    def error(self, msg: str, pos: int) -> ArtifactDecodeError:
        return ArtifactDecodeError(msg, self.doc, pos)

    def tokens(self) -> Iterator[Token]:
        doc = self.doc
        pos = self._read_header()
        yield Token("HEADER", doc[self.header_pos : pos], self.header_pos)
        yield from self.block_tokens(self._after_header(pos))

    def block_tokens(self, pos: int) -> Iterator[Token]:
        """The tokens from ``pos``, a line where a block or the end marker is expected.

        The streaming parser calls this on a window of the text that starts at a block, with
        ``delimiter``, ``end`` and ``crlf`` set from the header it read before.
        """
        doc = self.doc
        delimiter, separator, crlf = self.delimiter, SEPARATOR, self.crlf
        length = len(doc)
        while pos < length:
            kind = self._marker(pos)
            if kind == "end":
                yield Token("END", self.end, pos)
                tail = _skip_blank(doc, self._next_line(pos))
                if tail < length:
                    yield Token("TEXT", self._line(tail), tail)
                return
            if kind is None:
                yield Token("TEXT", self._line(pos), pos)
                return
            self.previous = (self.block, self.path)
            self.block += 1
            self.path = None
            yield Token("DELIMITER", delimiter, pos)
            pos = self._next_line(pos)

            # Field lines, up to the separator.
            separated = False
            while pos < length:
                line = self._line(pos)
                if line == separator:
                    yield Token("SEPARATOR", separator, pos)
                    pos = self._next_line(pos)
                    separated = True
                    break
                if self._marker(pos) is not None:
                    break  # a block without '---': the grammar reports it
                match = FIELD_LINE.fullmatch(line)
                if match is None:
                    yield Token("TEXT", line, pos)
                    return
                if match.group(1) == "PATH":
                    self.path = match.group(2).rstrip(" \t")
                yield Token("FIELD", line, pos)
                pos = self._next_line(pos)
            if not separated:
                continue

            # The content: everything up to the line break that belongs to the next marker line.
            if doc.startswith(delimiter, pos):
                if self._marker(pos) is None:
                    raise self._stray_delimiter(pos)
                continue  # '---' directly followed by a delimiter: an empty file
            found = doc.find("\n" + delimiter, pos)
            if found != -1 and self._marker(found + 1) is None:
                raise self._stray_delimiter(found + 1)
            if found == -1:
                yield Token("CONTENT", doc[pos:], pos)
                return
            stop = found - 1 if crlf and found > pos and doc[found - 1] == "\r" else found
            if stop > pos:
                yield Token("CONTENT", doc[pos:stop], pos)
            pos = found + 1

    # -- helpers ---------------------------------------------------------------------------

    def _read_header(self) -> int:
        doc = self.doc
        pos = 1 if doc.startswith("\ufeff") else 0
        pos = _skip_blank(doc, pos)
        self.header_pos = pos
        if pos == len(doc):
            raise self.error(
                "the document is empty; it must start with a JSON object header such as "
                '{"total_files": 1}',
                pos,
            )
        if doc[pos] != "{":
            raise self.error(
                f"the document must start with a JSON object header, found {self._line(pos)!r}; "
                'begin with a line such as {"total_files": 1}',
                pos,
            )
        decoded = decode_header(doc, pos)
        self.header = decoded.value
        self._check_header(pos)
        return decoded.end

    def _check_header(self, pos: int) -> None:
        header = self.header
        if "files" in header:
            raise self.error(
                "the header has a 'files' key; in this format each file is a block after the "
                "header, not part of the JSON",
                pos,
            )
        version = header.get("format_version", FORMAT_VERSION)
        if version != FORMAT_VERSION or isinstance(version, bool):
            raise self.error(
                f"the header says format_version {version!r}; this reader knows version "
                f"{FORMAT_VERSION} only (upgrade artifact-codec, or remove the key)",
                pos,
            )
        if "files_delimiter" in header:
            problem = check_delimiter(header["files_delimiter"])
            if problem is not None:
                raise self.error(f"the header is wrong: {problem}", pos)
            self.delimiter = header["files_delimiter"]
            self.end = end_marker(self.delimiter)
        total = header.get("total_files", 0)
        if not isinstance(total, int) or isinstance(total, bool) or total < 0:
            raise self.error(
                f"the header's total_files must be a whole number, not {total!r}",
                pos,
            )

    def _after_header(self, end: int) -> int:
        doc = self.doc
        eol = doc.find("\n", end)
        rest = doc[end:] if eol == -1 else doc[end:eol]
        if rest.strip(" \t\r"):
            raise self.error(
                "unexpected text after the header; put the first delimiter line on a line of "
                "its own",
                end + len(rest) - len(rest.lstrip(" \t\r")),
            )
        if eol == -1:
            return len(doc)
        self.crlf = rest.endswith("\r")
        pos = eol + 1
        # Blank lines may separate the header from the first block.
        while True:
            eol = doc.find("\n", pos)
            line = doc[pos:] if eol == -1 else doc[pos:eol]
            if line.strip(" \t\r") or eol == -1:
                return pos if line.strip(" \t\r") else len(doc)
            pos = eol + 1

    def _line(self, pos: int) -> str:
        """The line starting at ``pos``, without its line break."""
        eol = self.doc.find("\n", pos)
        line = self.doc[pos:] if eol == -1 else self.doc[pos:eol]
        return line[:-1] if self.crlf and line.endswith("\r") else line

    def _next_line(self, pos: int) -> int:
        eol = self.doc.find("\n", pos)
        return len(self.doc) if eol == -1 else eol + 1

    def _marker(self, pos: int) -> str | None:
        """``"delimiter"`` or ``"end"`` when the line at ``pos`` is one, else ``None``."""
        if not self.doc.startswith(self.delimiter, pos):
            return None
        rest = self._line(pos)[len(self.delimiter) :]
        if not rest:
            return "delimiter"
        return "end" if rest == END_SUFFIX else None

    def _stray_delimiter(self, pos: int) -> ArtifactDecodeError:
        return self.error(
            f"the line {self._line(pos)!r} starts with the delimiter but is neither the delimiter "
            f"line {self.delimiter!r} nor the end marker {self.end!r}; write the delimiter alone "
            "on its line (a file whose lines start with the delimiter needs another delimiter, "
            "declared in files_delimiter)",
            pos,
        )
