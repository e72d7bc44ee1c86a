"""Decoding the JSON header object: the one place where a header's JSON is read.

Every reader of the format (the strict lexer, the lenient reader, the header repair, the stream
parser) decodes its header with :func:`decode_header`, so that hostile JSON meets the same
limits everywhere and only ever raises :class:`~artifact_codec.errors.ArtifactDecodeError`:

- nesting deeper than :data:`MAX_HEADER_DEPTH` (``json`` would raise ``RecursionError`` near
  1,000 levels, or later code would);
- an integer with more digits than the interpreter converts (``sys.get_int_max_str_digits()``,
  4,300 by default; ``json`` raises a plain ``ValueError``);
- ``NaN``, ``Infinity`` and numbers too large for a float: no JSON writer can write them back;
- a lone surrogate escape such as ``"\\ud800"``: it decodes to no character, and UTF-8 (hence
  every file, terminal and JSON output) cannot hold it. ``lone_surrogates="replace"`` (the
  lenient readers) puts U+FFFD in its place instead and reports where.

Each message names the line and column (through the error's position) and says what to write.
"""

from __future__ import annotations

import json
import math
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Literal

from ..errors import ArtifactDecodeError, HeaderLimitError

__all__ = [
    "MAX_HEADER_DEPTH",
    "DecodedHeader",
    "HeaderLimitError",
    "decode_header",
    "has_lone_surrogate",
    "holds_lone_surrogate",
    "replace_lone_surrogates",
]

#: Deepest nesting of arrays and objects a header may have (the header itself is level 1).
MAX_HEADER_DEPTH = 64

_DECODER = json.JSONDecoder()
# Outside strings only brackets and numbers matter; a string is skipped whole.
_SCAN = re.compile(
    r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'  # a string
    r"|[\[\]{}]"
    r"|-?[0-9]++(?:\.[0-9]++)?(?:[eE][-+]?[0-9]++)?"  # a number
)
_SURROGATE = re.compile("[\ud800-\udfff]")
# A \u escape of a surrogate that is not half of a high-low pair.
_LONE_ESCAPE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<![dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
_CONSTANTS = {"NaN", "Infinity", "-Infinity"}


@dataclass
class DecodedHeader:
    """What :func:`decode_header` read: the value, where it ends, and what it replaced."""

    value: Any
    end: int
    #: Positions in the document of lone surrogates replaced by U+FFFD (``"replace"`` only).
    replaced: list[int] = field(default_factory=list)


def has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (a code point that no encoding can write)."""
    if text.isascii():
        return False
    # CPython stores a string of code points below 256 one byte each: no surrogate can be in
    # it, and its size (unlike a scan) costs nothing to ask.
    if len(text) > 64 and sys.getsizeof(text) < 2 * len(text):
        return False
    return _SURROGATE.search(text) is not None


def decode_header(
    doc: str,
    pos: int,
    *,
    lone_surrogates: Literal["refuse", "replace"] = "refuse",
) -> DecodedHeader:
    """Decode the JSON value that starts at ``doc[pos]`` (the header object).

    Raises :class:`ArtifactDecodeError`, and nothing else, when it is not valid JSON or breaks
    a limit of the module docstring. The value is any JSON value: whether it is an object is
    the caller's question.
    """
    try:
        value, end = _DECODER.raw_decode(doc, pos)
    except json.JSONDecodeError as exc:
        # json ends some messages with "at" ("Invalid control character at"): the error's
        # line and column are that place.
        msg = f"the header is not valid JSON: {exc.msg.removesuffix(' at')}"
        raise ArtifactDecodeError(msg, doc, exc.pos) from None
    except (RecursionError, ValueError, MemoryError):
        # Too deep for the interpreter, or an integer too long to convert: find where.
        _check_structure(doc, pos, len(doc))
        raise HeaderLimitError(
            "the header could not be decoded (it is too large or too deeply nested for this "
            "reader); write a small, flat JSON object",
            doc,
            pos,
            "too-large",
        ) from None
    end = int(end)
    span_openers = doc.count("{", pos, end) + doc.count("[", pos, end)
    if span_openers > MAX_HEADER_DEPTH:  # only then can the nesting be too deep
        _check_structure(doc, pos, end)
    _check_numbers(value, doc, pos, end)
    header = DecodedHeader(value, end)
    if "\\u" in doc[pos:end] or not doc[pos:end].isascii():
        _check_surrogates(header, doc, pos, lone_surrogates)
    return header


def _check_structure(doc: str, pos: int, end: int) -> None:
    """Raise at the first bracket deeper than the limit or integer longer than the limit."""
    depth = 0
    max_digits = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    for match in _SCAN.finditer(doc, pos, end):
        token = match.group()
        first = token[0]
        if first in "[{":
            depth += 1
            if depth > MAX_HEADER_DEPTH:
                raise HeaderLimitError(
                    f"the header nests arrays and objects deeper than {MAX_HEADER_DEPTH} "
                    "levels; a header holds flat metadata: write it with less nesting",
                    doc,
                    match.start(),
                    "depth",
                )
        elif first in "]}":
            depth -= 1
            if depth <= 0:
                return
        elif first != '"':
            digits = len(token) - (first == "-")
            if max_digits and token.lstrip("-").isdigit() and digits > max_digits:
                raise HeaderLimitError(
                    f"the header has an integer of {digits} digits, more than the "
                    f"{max_digits} this reader converts; write it as a string",
                    doc,
                    match.start(),
                    "int-digits",
                )


def _check_numbers(value: Any, doc: str, pos: int, end: int) -> None:
    """Refuse NaN, Infinity and floats that overflowed to infinity."""
    if not _has_non_finite(value):
        return
    found = re.search(r"NaN|-?Infinity|[0-9][eE]", doc[pos:end])
    where = pos + (found.start() if found else 0)
    raise HeaderLimitError(
        "the header has NaN, Infinity or a number too large for a float, which JSON cannot "
        "carry; write null or the number as a string",
        doc,
        where,
        "non-finite",
    )


def _has_non_finite(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float):
            if not math.isfinite(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _check_surrogates(
    header: DecodedHeader, doc: str, pos: int, mode: Literal["refuse", "replace"]
) -> None:
    if not holds_lone_surrogate(header.value):
        return
    span = doc[pos : header.end]
    positions = [pos + m.start() for m in _LONE_ESCAPE.finditer(span)]
    positions += [pos + m.start() for m in _SURROGATE.finditer(span)]  # raw ones
    positions.sort()
    if mode == "refuse":
        where = positions[0] if positions else pos
        escape = doc[where : where + 6] if doc.startswith("\\u", where) else repr(doc[where])
        raise HeaderLimitError(
            f"the header has the escape {escape}, a lone surrogate: half of a UTF-16 pair, "
            "not a character, which no file or UTF-8 output can hold; write the character "
            "itself or a complete pair such as \\ud83d\\ude00",
            doc,
            where,
            "lone-surrogate",
        )
    header.value = replace_lone_surrogates(header.value)[0]
    header.replaced = positions or [pos]


def holds_lone_surrogate(value: Any) -> bool:
    """Whether decoded JSON ``value`` has a lone surrogate in any string, key or value."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if has_lone_surrogate(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def replace_lone_surrogates(value: Any) -> tuple[Any, bool]:
    """``value`` (decoded JSON) with every lone surrogate replaced by U+FFFD, and whether any
    was. Lists and dicts are changed in place; no recursion, so any depth is fine."""
    if isinstance(value, str):
        return (
            (_SURROGATE.sub("\ufffd", value), True) if has_lone_surrogate(value) else (value, False)
        )
    changed = False
    stack = [value]
    while stack:
        item = stack.pop()
        if not isinstance(item, list | dict):
            continue  # (only the top value can be a number, a bool or None)
        if isinstance(item, dict) and any(
            isinstance(key, str) and has_lone_surrogate(key) for key in item
        ):
            pairs = list(item.items())
            item.clear()
            for key, element in pairs:
                item[_SURROGATE.sub("\ufffd", key) if isinstance(key, str) else key] = element
            changed = True
        # (an index or a key: assigning to it changes neither the list's nor the dict's size)
        members = enumerate(item) if isinstance(item, list) else item.items()
        for place, element in members:
            if isinstance(element, str):
                if has_lone_surrogate(element):
                    item[place] = _SURROGATE.sub("\ufffd", element)
                    changed = True
            elif isinstance(element, list | dict):
                stack.append(element)
    return value, changed
