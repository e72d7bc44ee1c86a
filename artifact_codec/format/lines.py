"""The line rules of format version 1: what one line of a document is, and how one is written.

``grammars/artifact.lark`` says in which order the lines of a document may come; this module
says what each line *is* (a delimiter line, the end marker, a field line, the separator) and
how a field line is written. The strict reader, the streaming reader, the lenient post-lexer
and the serializer all decide with these functions, so none of them can drift from the others.
The lenient reader's tolerances (blanks after a delimiter, decorated field names) are written
here too, next to the rule they relax.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Final, Literal

from .header import has_lone_surrogate
from .spec import END_SUFFIX, SEPARATOR

__all__ = [
    "FIELD_LINE",
    "Marker",
    "decode_field_value",
    "field_line",
    "is_separator",
    "lenient_marker",
    "lines_starting_with",
    "marker",
]

#: A field line: an upper-case name, a colon, optional blanks, the value.
FIELD_LINE: Final = re.compile(r"([A-Z][A-Z0-9_]*):[ \t]*(.*)")

#: A field value written as it is; any other value is written as a JSON string literal (line
#: breaks, blanks at either end, a leading quote, control characters).
_PLAIN_VALUE: Final = re.compile(r'[^\s"\x00-\x1f\x7f](?:[^\x00-\x1f\x7f]*[^\s\x00-\x1f\x7f])?')

#: What a line that starts with the delimiter is.
Marker = Literal["delimiter", "end"]


def marker(rest: str) -> Marker | None:
    """Strict rule for a line that starts with the delimiter; ``rest`` is what follows the
    delimiter on the line (without the line break): nothing for a delimiter line, ``END`` for
    the end marker. Anything else is neither (a stray line, an error in a strict document)."""
    if not rest:
        return "delimiter"
    return "end" if rest == END_SUFFIX else None


def lenient_marker(rest: str) -> tuple[Marker | None, bool]:
    """The lenient reader's rule: blanks around the rest are tolerated. Returns the kind and
    whether a tolerance was needed (blanks after the delimiter or around ``END``)."""
    stripped = rest.strip()
    kind = marker(stripped)
    return kind, kind is not None and stripped != rest


def is_separator(line: str) -> bool:
    """Whether ``line`` (without its line break) ends the fields of a block."""
    return line == SEPARATOR


def field_line(name: str, value: str) -> str:
    """One field line ``NAME: value\\n``; the value as a JSON string when it needs escaping."""
    if not _PLAIN_VALUE.fullmatch(value):
        value = json.dumps(value, ensure_ascii=False)
    return f"{name}: {value}\n"


def decode_field_value(raw: str) -> str:
    """The value of a field line whose text after the colon (and blanks) is ``raw``.

    A value that starts with ``"`` must be one JSON string literal (that is how
    :func:`field_line` writes values that need escaping); any other value is the raw text
    itself. Raises :class:`ValueError` saying what is wrong and how to write it instead."""
    if not raw.startswith('"'):
        return raw
    try:
        value = json.loads(raw)
    except ValueError:
        value = None
    if not isinstance(value, str):
        raise ValueError(
            "starts with '\"' but is not a JSON string; a quoted value must be one complete "
            'JSON string such as "two\\nlines"'
        )
    if has_lone_surrogate(value):
        raise ValueError(
            "has a lone surrogate escape (half of a UTF-16 pair, not a character); write the "
            "character itself or a complete pair"
        )
    return value


def lines_starting_with(prefix: str, contents: Iterable[str]) -> Iterator[tuple[str, int]]:
    """``(content, index)`` of every line of ``contents`` that starts with ``prefix``.

    Positions, not copies of the rest of the content: a copy per line would make a file of many
    such lines quadratic.
    """
    needle = "\n" + prefix
    for content in contents:
        if content.startswith(prefix):
            yield content, 0
        found = content.find(needle)
        while found != -1:
            yield content, found + 1
            found = content.find(needle, found + 1)
