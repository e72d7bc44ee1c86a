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
from .spec import DEFAULT_DELIMITER, END_SUFFIX, NEW_SUFFIX, OLD_SUFFIX, SEPARATOR

__all__ = [
    "DELIMITER_FAMILY",
    "FAMILY_PREFIX",
    "FIELD_LINE",
    "LENIENT_FIELD",
    "LENIENT_SEPARATOR",
    "Marker",
    "canonical_field",
    "decode_field_value",
    "family_member",
    "field_line",
    "is_separator",
    "lenient_field",
    "lenient_marker",
    "lenient_value",
    "lines_starting_with",
    "marker",
    "quoted_value",
]

#: A field line: an upper-case name, a colon, optional blanks, the value.
FIELD_LINE: Final = re.compile(r"([A-Z][A-Z0-9_]*):[ \t]*(.*)")

#: A field value written as it is; any other value is written as a JSON string literal (line
#: breaks, blanks at either end, a leading quote, control characters).
_PLAIN_VALUE: Final = re.compile(r'[^\s"\x00-\x1f\x7f](?:[^\x00-\x1f\x7f]*[^\s\x00-\x1f\x7f])?')

#: The delimiters ``dumps`` chooses from: ``===FILE_CONTENT_BLOCK===``, then
#: ``===FILE_CONTENT_BLOCK_1===``, ``_2``... (group 1: the number, absent for the default).
FAMILY_PREFIX: Final = DEFAULT_DELIMITER[:-3]  # "===FILE_CONTENT_BLOCK"
DELIMITER_FAMILY: Final = re.compile(re.escape(FAMILY_PREFIX) + r"(?:_([1-9][0-9]*))?===")


def family_member(number: int) -> str:
    """The delimiter of the family with this number (0: the default)."""
    return DEFAULT_DELIMITER if number == 0 else f"{FAMILY_PREFIX}_{number}==="


#: What a line that starts with the delimiter is: a delimiter line, the end marker, or the
#: line before a hunk's old text or its new text (in an edit block).
Marker = Literal["delimiter", "end", "old", "new"]


def marker(rest: str) -> Marker | None:
    """Strict rule for a line that starts with the delimiter; ``rest`` is what follows the
    delimiter on the line (without the line break): nothing for a delimiter line, ``END`` for
    the end marker, ``OLD`` (or ``OLD`` and a space and a JSON object of the hunk's fields)
    and ``NEW`` for a hunk's lines. Anything else is none of them (a stray line, an error in a
    strict document)."""
    if not rest:
        return "delimiter"
    if rest == END_SUFFIX:
        return "end"
    if rest == NEW_SUFFIX:
        return "new"
    if rest == OLD_SUFFIX or (rest.startswith(OLD_SUFFIX + " {") and rest.endswith("}")):
        return "old"
    return None


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


def quoted_value(raw: str) -> str | None:
    """The string a field value written as a JSON string literal stands for; None when ``raw``
    is not one."""
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, str) else None


def decode_field_value(raw: str) -> str:
    """The value of a field line whose text after the colon (and blanks) is ``raw``.

    A value that starts with ``"`` must be one JSON string literal (that is how
    :func:`field_line` writes values that need escaping); any other value is the raw text
    itself. Raises :class:`ValueError` saying what is wrong and how to write it instead."""
    if not raw.startswith('"'):
        return raw
    value = quoted_value(raw)
    if value is None:
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


# -- the lenient reader's tolerances ------------------------------------------------------------

# A field line as models write it: "PATH: a", "path: a", "**PATH:** a", "**Path**: a",
# "- File: `a`". The name is at most a few words.
LENIENT_FIELD = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?(?P<open>\*\*|__)?[ \t]*"
    r"(?P<name>[A-Za-z][A-Za-z0-9_ -]{0,63}?)[ \t]*"
    # "**PATH:** a" or "**PATH**: a": the emphasis closes around the name (and colon) only
    r"(?(open)(?:(?P=open)[ \t]*:|:[ \t]*(?P=open))|:)"
    # greedy to the end of the line (the reader strips it): a lazy value followed by optional
    # blanks would try every split of a long run of blanks, which is quadratic
    r"[ \t]*(?P<value>.*)"
)


_SYNONYMS = {
    "PATH": ("path", "file", "filename", "file_name", "file_path", "filepath"),
    "TYPE": ("type", "file_type", "filetype", "kind"),
    "DESCRIPTION": ("description", "desc", "summary", "purpose"),
    "SEMANTIC_UNIT": ("semantic_unit", "semantic_unit_id"),
    "COMPONENT": ("component", "component_id"),
}


_CANONICAL = {alias: name for name, aliases in _SYNONYMS.items() for alias in aliases}


_EXTRA_NAME = re.compile(r"[A-Z][A-Z0-9_]*")


def canonical_field(name: str) -> str | None:
    """The block field a name written by a model stands for (``file_path`` -> ``PATH``)."""
    key = re.sub(r"[ -]+", "_", name.strip()).lower()
    if key in _CANONICAL:
        return _CANONICAL[key]
    upper = key.upper()
    return upper if _EXTRA_NAME.fullmatch(upper) else None


def lenient_field(name: str, raw: str) -> tuple[str | None, str]:
    """How the lenient reader reads a field line's name and value (``raw`` is the text after
    the colon)."""
    return canonical_field(name), lenient_value(raw)


def lenient_value(raw: str) -> str:
    """The value of a field as the model meant it: ``**main.py**`` and `` `main.py` `` are
    ``main.py``; emphasis is removed only when it wraps the WHOLE value (``__init__.py`` and
    ``__main__`` are names, not emphasis, so ``__`` is never removed)."""
    value = raw.strip()
    for wrapper in ("**", "`"):
        size = len(wrapper)
        if len(value) > 2 * size and value.startswith(wrapper) and value.endswith(wrapper):
            inner = value[size:-size]
            if wrapper not in inner:
                value = inner.strip()
    if value.startswith('"'):
        decoded = quoted_value(value)
        if decoded is not None:
            return decoded
    return value


#: A separator line as models write it: three or more dashes, blanks around.
LENIENT_SEPARATOR = re.compile(r"[ \t]*-{3,}[ \t\r]*")
