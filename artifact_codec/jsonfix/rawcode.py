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

import json
import re
from typing import Final

from .context import Frame

__all__ = [
    "CODE_KEYS",
    "crlf_line_ends",
    "holds_code",
    "raw_json",
    "raw_message",
    "raw_sign",
    "writes_line_break_escape",
]

# A run of backslashes and the character after it (group 1). Written with a literal first, so
# that the search skips to a backslash at memchr speed (a pattern with a lookbehind, or with
# '\\+', is tried at every position: 60x slower); runs are few even in code full of escapes.
_BACKSLASH_RUN: Final = re.compile(r"\\\\*(.)", re.DOTALL)  # (not '\\+': no literal prefix)
# After an odd run: what no JSON writer breaking lines raw writes: an 'n' (a line break written
# as an escape) or a character JSON has no escape for ("\\'", "\\d", "\\("). Not: '\\\\',
# '\\"', '\\/', '\\b', '\\f', '\\u' (a writer with ensure_ascii escapes every non-ASCII
# character), '\\t', '\\r', and a backslash before a raw line break.
_NO_SIGN: Final = frozenset('"\\/bfrtu\n')
# The same in a string with unescaped quotes (nothing in it was escaped): '\\"', '\\t' and
# '\\r' are signs too (a quote or tab escaped by a writer that left line breaks and other
# quotes raw is unlikely; without raw quotes, a Makefile's '\\t' with raw line breaks is as
# likely an escape).
_NO_SIGN_UNESCAPED: Final = frozenset("\\/bfu\n")
# In a single-quoted string (a Python or JavaScript literal with its line breaks left raw):
# "\\'" is its writer's escape of its own quote.
_NO_SIGN_SINGLE: Final = frozenset("'\\/bfrtu\n")


def raw_sign(text: str, start: int, stop: int, unescaped: int, single: bool = False) -> int:
    """Where the string of ``text`` from ``start`` (its opening quote) to ``stop`` (its end)
    shows it was written raw, or -1.

    It was when it holds a raw line break and a backslash that a JSON writer breaking lines
    raw never writes: a ``\\n`` (such a writer writes no line break as ``\\n``), an escape
    JSON does not have (``\\'``, ``\\d``), or, when its quotes were left unescaped too
    (``unescaped``: how many), a ``\\"``, ``\\t`` or ``\\r`` (not a ``\\r`` right before a
    raw line break: the CR of a CRLF line end, its LF left raw). A string whose backslashes
    are all doubled or other escapes (``\\\\``, ``\\u00e9``) is not, and neither is one
    whose quotes are all escaped (``\\"``: its writer escaped). Linear in the string's
    length.
    """
    if text.find("\\", start, stop) < 0 or text.find("\n", start, stop) < 0:
        return -1
    plain = _NO_SIGN_UNESCAPED if unescaped else _NO_SIGN
    if single:  # (a single-quoted string: its writer escapes "'", no '"')
        plain = _NO_SIGN_SINGLE
    sign = -1
    escaped_quote = False
    for run in _BACKSLASH_RUN.finditer(text, start + 1, stop):
        if (run.end() - run.start()) % 2:  # (an even run of backslashes: all pairs)
            continue
        follower = run.group(1)
        if follower == ("'" if single else '"'):
            escaped_quote = True
        if follower == "r" and text.startswith("\n", run.end()):
            continue  # (a CRLF line end whose LF was left raw: code has no '\r' there)
        if follower not in plain and sign < 0:
            sign = run.end() - 2
            if unescaped:
                break
    if sign < 0 or (escaped_quote and not unescaped):
        return -1
    return sign


def crlf_line_ends(raw: str) -> str | None:
    """``raw`` (a string's text read raw, see :func:`raw_sign`) with the ``\\r`` escape
    before each of its raw line breaks read as a CR, when every raw line break has one (an odd
    run of backslashes and an ``r`` right before it): a CRLF file whose writer escaped the
    CR and left the LF raw, as no code ends every line with a backslash and an ``r``; the
    writer's other escapes decoded too (:func:`_decode_other_escapes`), unless they make no
    one reading (then kept as written: code written raw). None when some raw line break has
    none. Linear."""
    lines = raw.split("\n")
    if len(lines) < 2:
        return None
    for line in lines[:-1]:
        if not line.endswith("\\r"):
            return None
        run = len(line) - 1 - len(line[:-1].rstrip("\\"))
        if run % 2 == 0:
            return None
    crlf = "\r\n".join(line[:-2] for line in lines[:-1]) + "\r\n" + lines[-1]
    decoded = _decode_other_escapes(crlf)
    return crlf if decoded is None else decoded


# One escape of a JSON writer: a backslash and the character after it (a '\u' with its digits).
_ESCAPE: Final = re.compile(r"\\(u[0-9a-fA-F]{4}|.)", re.S)
_DECODED: Final = {"t": "\t", '"': '"', "/": "/", "b": "\b", "f": "\f", "\\": "\\"}


def _decode_other_escapes(text: str) -> str | None:
    """``text`` (a CRLF reading) with the other escapes of the writer that escaped its CRs
    decoded the same way (``\\t`` a tab, ``\\"`` a quote, ``\\u00e9``...), a backslash no
    JSON escape starts (``\\d`` of a regular expression) kept as written. None when the
    escapes do not make one reading: a ``\\n`` or ``\\r`` inside a line (the writer left
    the line breaks raw: its backslashes are code's, ``print("a\\nb")``), or a ``\\\\``
    beside a backslash kept as written (one backslash escaped, or two written raw?)."""
    kept = doubled = False

    def decode(match: re.Match[str]) -> str:
        nonlocal kept, doubled
        char = match.group(1)
        if char[0] == "u":
            return chr(int(char[1:], 16))
        if char in _DECODED:
            doubled = doubled or char == "\\"
            return _DECODED[char]
        kept = True
        return match.group()

    if re.search(r"(?<!\\)(?:\\\\)*\\[nr]", text):
        return None
    decoded = _ESCAPE.sub(decode, text)
    return None if kept and doubled else decoded


def writes_line_break_escape(text: str) -> bool:
    """Whether ``text`` holds a ``\\n`` escape (an odd run of backslashes before ``n``): in a
    text whose strings hold raw line breaks too, some string may be code written raw (see
    :func:`raw_sign`), which only the string reader tells apart. Linear."""
    return any(
        run.group(1) == "n" and (run.end() - run.start()) % 2 == 0
        for run in _BACKSLASH_RUN.finditer(text)
    )


def raw_json(text: str, start: int, stop: int) -> str:
    """The string of ``text`` from ``start`` (its opening quote) to ``stop`` (its end) read
    raw, as a JSON string: every backslash kept, but a ``\\r`` before every raw line break
    read as a CR (:func:`crlf_line_ends`)."""
    raw = text[start + 1 : stop]
    return json.dumps(crlf_line_ends(raw) or raw, ensure_ascii=False)


def raw_message(text: str, start: int, stop: int, sign: int) -> str:
    """The report of a string read raw (see :func:`raw_sign`), naming the other reading."""
    backslashes = text.count("\\", start, stop)
    crlf = crlf_line_ends(text[start + 1 : stop]) is not None
    return (
        f"read the string as raw code, its {backslashes} backslash(es) kept as written: it "
        f"has raw line breaks, and {text[sign : sign + 2]!r} is no escape of a JSON writer "
        "that leaves them raw (the other reading: its backslashes are JSON escapes, '\\n' a "
        "line break)"
        + (
            "; the '\\r' before each raw line break read as the CR of a CRLF line end (every "
            "line break has one)"
            if crlf
            else ""
        )
    )


#: The keys whose string value is a file's content (code): there ``\\'`` keeps its backslash
#: (see :func:`holds_code`).
CODE_KEYS: Final = frozenset({"content", "contents", "code", "file_text", "file_content"})


def holds_code(stack: list[Frame]) -> bool:
    """Whether a string value read in the innermost container of ``stack`` is a file's content
    (the value of a member named in :data:`CODE_KEYS`). Code holds ``\\'`` inside its own
    string literals (``'it\\'s'`` in Python or JavaScript), where the backslash is part of
    the code: a model that did not double it meant it."""
    if not stack:
        return False
    frame = stack[-1]
    return frame.is_object and frame.key is not None and frame.key.lower() in CODE_KEYS
