"""Was a string written raw? Code pasted into a JSON string without escaping it.

A model that pastes a file into a legacy answer's ``"content"`` sometimes escapes nothing: the
line breaks and quotes of the code stand raw, and so do its backslashes, so the ``\\n`` of
``print("a\\nb")`` is the code's own two characters, not a line break. JSON whose writer left
only its line breaks (and quotes) raw looks the same, except for its backslashes: that writer
doubles every backslash of the code and writes the escapes of control characters. So the
whole string decides: :func:`raw_sign` finds a backslash such a writer never writes; when there
is one, every backslash of the string is read as the code's own (the string reader rewrites
it) and the reading is reported as a guess (``raw-string``).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["raw_message", "raw_sign"]

# A backslash that no JSON writer breaking lines raw writes: after an even run of backslashes
# (group 1), an 'n' (a line break written as an escape) or a character JSON has no escape for
# ("\\'", "\\d", "\\("). Not: '\\\\', '\\"', '\\/', '\\b', '\\f', '\\u' (a writer with
# ensure_ascii escapes every non-ASCII character), and a backslash before a raw line break.
_RAW_SIGN: Final = re.compile(r"(?<!\\)(?:\\\\)*(\\)[^\"\\/bfrtu\n]")
# The same in a string with unescaped quotes (nothing in it was escaped): also '\\"', '\\t' and
# '\\r' (a quote or tab escaped by a writer that left line breaks and other quotes raw is
# unlikely; without raw quotes, a Makefile's '\\t' with raw line breaks is as likely an escape).
_RAW_SIGN_UNESCAPED: Final = re.compile(r"(?<!\\)(?:\\\\)*(\\)[^\\/bfu\n]")
# A '\\"' escape (after an even run of backslashes).
_ESCAPED_QUOTE: Final = re.compile(r'(?<!\\)(?:\\\\)*\\"')


def raw_sign(text: str, start: int, stop: int, unescaped: int) -> int:
    """Where the string of ``text`` from ``start`` (its opening quote) to ``stop`` (its end)
    shows it was written raw, or -1.

    It was when it holds a raw line break and a backslash that a JSON writer breaking lines
    raw never writes: a ``\\n`` (such a writer writes no line break as ``\\n``), an escape JSON
    does not have (``\\'``, ``\\d``), or, when its quotes were left unescaped too
    (``unescaped``: how many), a ``\\"``, ``\\t`` or ``\\r``. A string whose backslashes are all
    doubled or other escapes (``\\\\``, ``\\u00e9``) is not, and neither is one whose quotes
    are all escaped (``\\"``: its writer escaped). Linear in the string's length.
    """
    if text.find("\\", start, stop) < 0 or text.find("\n", start, stop) < 0:
        return -1
    sign = (_RAW_SIGN_UNESCAPED if unescaped else _RAW_SIGN).search(text, start + 1, stop)
    if sign is None:
        return -1
    if not unescaped and _ESCAPED_QUOTE.search(text, start + 1, stop):
        return -1
    return sign.start(1)


def raw_message(text: str, start: int, stop: int, sign: int) -> str:
    """The report of a string read raw (see :func:`raw_sign`), naming the other reading."""
    backslashes = text.count("\\", start, stop)
    return (
        f"read the string as raw code, its {backslashes} backslash(es) kept as written: it "
        f"has raw line breaks, and {text[sign : sign + 2]!r} is no escape of a JSON writer "
        "that leaves them raw (the other reading: its backslashes are JSON escapes, '\\n' a "
        "line break)"
    )
