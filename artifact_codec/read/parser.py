"""The strict reader's entry points: ``loads`` and ``load``.

Both are one :class:`~artifact_codec.read.reader.Reader` fed the whole document at once and
closed. Anything :func:`artifact_codec.dumps` could not have written raises
:class:`ArtifactDecodeError` naming the place and the fix; Lark's own exceptions never escape.
"""

from __future__ import annotations

from typing import IO

from ..errors import ArtifactDecodeError
from ..models import GeneratedCode
from .grammar import grammar_parser
from .reader import Reader, read_whole

__all__ = ["grammar_parser", "load", "loads", "read_document"]


def loads(s: str, /) -> GeneratedCode:
    """Parse a document of the artifact format into a :class:`GeneratedCode`.

    Strict: accepts what :func:`dumps` writes, plus harmless variants (CRLF line ends, a BOM,
    blank lines before the first block, a missing final newline, ``total_files`` left out).
    Raises :class:`ArtifactDecodeError` with ``msg, doc, pos, lineno, colno`` otherwise.
    For text straight from a model, use :func:`parse_response`, which tolerates more.
    """
    if not isinstance(s, str):
        raise TypeError(f"loads() takes a str, not {type(s).__name__}; use load() for files")
    return read_document(s)[0]


def read_document(s: str, /) -> tuple[GeneratedCode, frozenset[int]]:
    """:func:`loads`, plus the indexes of the files whose block says ``VERBATIM: yes`` (the
    lenient reader must take those contents exactly as written)."""
    code = read_whole(s)
    if code is not None:
        return code, frozenset()  # (no block of the usual form says VERBATIM)
    reader = Reader(events=False)
    reader.feed(s)
    code = reader.close()
    return code, reader.verbatim


def load(fp: IO[bytes], /) -> GeneratedCode:
    """Read a binary file object holding a UTF-8 document and parse it with :func:`loads`."""
    data = fp.read()
    if isinstance(data, str):
        raise TypeError("load() needs a file opened in binary mode ('rb')")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        prefix = data[: exc.start].decode("utf-8", "replace")
        raise ArtifactDecodeError(
            f"the document is not valid UTF-8 (byte {exc.start}); save it as UTF-8",
            prefix,
            len(prefix),
        ) from None
    return loads(text)
