"""Reading one string of broken JSON: escapes, raw control characters, inner quotes.

:class:`StringReader` copies a string to the output, escaping what JSON needs escaped. It jumps
over ordinary content with one compiled regular expression per quote kind (or lets the C
decoder read a string whose escapes are valid) and asks :class:`~.quotes.ClosingQuotes` about
each quote that could end the string.
"""

from __future__ import annotations

import collections.abc
import json
import re
import typing
import unicodedata
from dataclasses import dataclass
from typing import Final

from .quotes import CLOSE, SOFT, ClosingQuotes
from .report import Notes, RepairKind
from .tokens import SIMPLE_STRING

__all__ = ["StringReader"]

# Times per document the reader may go back to a string end it had doubted.
_MAX_FALLBACKS: Final = 8

# The C string reader of the json module (not in its typing stubs).
_scanstring: Final = typing.cast(
    "collections.abc.Callable[[str, int, bool], tuple[str, int]]",
    vars(json.decoder)["scanstring"],
)

_QUOTE_CLOSERS: Final = {
    '"': '"',
    "'": "'",
    "\u201c": "\u201d\u201c",
    "\u201d": "\u201d\u201c",
    "\u201e": "\u201d\u201c",
    "\u2018": "\u2019\u2018",
    "\u2019": "\u2019\u2018",
}


def _events(closers: str, lookahead: bool) -> re.Pattern[str]:
    """The next place in a string that needs a look: a backslash or a closing quote.

    A match is one of: ``\\\\`` (an escaped backslash, consumed whole so that the scan stays
    aligned on escapes; no group), group 1: an escape that is not plain valid JSON (invalid,
    ``\\"``, ``\\'``, or a backslash at the end), group 2: a quote that may close the string
    (for a value string, only if the next character could follow a string in JSON). Plain valid
    escapes such as ``\\n`` are not matches. The pattern starts with a character class, which
    lets the regex engine skip ordinary content quickly.
    """
    quotes = re.escape(closers)
    # A quote can end a value string only if blanks and then ',', a closing bracket, a
    # comment, another quote (a missing comma) or the end follow it: most quotes inside code
    # ('print("x")', 'x = "a"' then code) are ruled out by the regex engine, not in Python.
    after = (
        r"(?=[,}\]+/]|\Z|[ \t\r\n]+(?:[,}\]/#+\"'\u201c\u201d\u201e\u2018\u2019]|\Z))"
        if lookahead
        else ""
    )
    return re.compile(
        rf"[\\{quotes}](?:(?<=\\)(?:\\|([^\\/bfnrtu]|u(?![0-9a-fA-F]{{4}})|\Z))"
        rf"|(?<=[{quotes}]){after}())"
    )


@dataclass(frozen=True)
class _StringKind:
    closers: str
    value_events: re.Pattern[str]
    key_events: re.Pattern[str]
    single: bool


_KINDS: Final = {
    opener: _StringKind(closers, _events(closers, True), _events(closers, False), "'" in closers)
    for opener, closers in _QUOTE_CLOSERS.items()
}
_CONTROL: Final = re.compile(r"[\x00-\x1f]")
_RARE_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_CONTROL_ESCAPES: Final = {code: json.dumps(chr(code))[1:-1] for code in range(0x20)}
_HEX4: Final = re.compile(r"[0-9a-fA-F]{0,3}")
# A quote, "+" and the quote of another string: JavaScript string concatenation.
_CONCAT: Final = re.compile(r"[ \t]*\+[ \t\r\n]*([\"'])")
_SHORT_STRINGS: Final = {
    '"': re.compile(r'(?:[^"\\\n]|\\.){0,1000}"'),
    "'": re.compile(r"(?:[^'\\\n]|\\.){0,1000}'"),
}


class StringReader:
    """Reads the strings of one reading into ``out``, noting repairs in ``notes``.

    After :meth:`read`, ``cut`` tells whether the input ended inside the string (the caller
    then closes what is open).
    """

    def __init__(
        self, text: str, out: list[str], notes: Notes, quotes: ClosingQuotes, *, python: bool
    ) -> None:
        self.text = text
        self.end = len(text)
        self.out = out
        self.notes = notes
        self.quotes = quotes
        self.python = python
        self.cut = False
        self.fallbacks = 0
        self._noted_quotes: set[RepairKind] = set()

    def read(self, pos: int, *, key: bool = False) -> int:
        """Read the string whose opening quote is at ``pos`` (a key if ``key``); return the
        position after it."""
        self.cut = False
        text, end, out = self.text, self.end, self.out
        opener = text[pos]
        if opener == '"' and not key:
            simple = SIMPLE_STRING.match(text, pos)
            if simple is not None and self.quotes.closes_at(simple.end() - 1) == CLOSE:
                out.append(simple.group())
                return simple.end()
            stop = self._decoded_string(pos)
            if stop > 0:
                return stop
        kind = _KINDS[opener]
        if opener != '"':
            quote_kind = RepairKind.SINGLE_QUOTES if kind.single else RepairKind.SMART_QUOTES
            if quote_kind not in self._noted_quotes or not self.python:
                self._noted_quotes.add(quote_kind)
                self.notes.append((quote_kind, pos, "replaced the quotes of a string with '\"'"))
        events = kind.key_events if key else kind.value_events
        plain = opener == '"'
        out.append('"')
        pos += 1
        flush = pos
        quotes, first_quote = 0, -1
        first_control = -1
        bad_escapes, first_bad = 0, -1
        # (quote position, output length, flush position, counters) of the last doubted end
        doubt: tuple[int, int, int, int, int] | None = None
        stop = end  # where the content ends if the input ends inside the string
        while True:
            match = events.search(text, pos, end)
            if match is None:
                break
            group = match.lastindex
            if group is None:  # an escaped backslash
                pos = match.end()
                continue
            at = match.start()
            if group == 2:
                verdict = CLOSE if key else self.quotes.closes_at(at)
                if verdict == CLOSE:
                    quotes, first_quote, first_control = self._flush(
                        flush, at, plain, quotes, first_quote, first_control
                    )
                    out.append('"')
                    self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
                    return at + 1
                if verdict == SOFT:
                    doubt = (at, len(out), flush, quotes, bad_escapes)
                joined = None if key else self._concatenation(at)
                if joined is not None:
                    quotes, first_quote, first_control = self._flush(
                        flush, at, plain, quotes, first_quote, first_control
                    )
                    pos = flush = joined
                    continue
                pos = at + 1
                continue
            # a backslash that is not a plain valid escape
            follower = text[at + 1] if at + 1 < end else ""
            if not follower or (follower == "u" and _HEX4.fullmatch(text, at + 2, end)):
                stop = at  # cut off inside an escape: drop it
                break
            quotes, first_quote, first_control = self._flush(
                flush, at, plain, quotes, first_quote, first_control
            )
            if follower == '"':
                out.append('\\"')
                pos = flush = at + 2
                continue
            if follower == "'":
                if not kind.single:  # not JSON, but what \' means everywhere else
                    bad_escapes += 1
                    first_bad = at if first_bad < 0 else first_bad
                out.append("'")
                pos = flush = at + 2
                continue
            if kind.single:  # single quotes: a Python (or JavaScript) string
                converted = _python_escape(text, at)
                if converted is not None:
                    out.append(converted[0])
                    pos = flush = converted[1]
                    continue
            bad_escapes += 1
            if first_bad < 0:
                first_bad = at
            out.append("\\\\")
            pos = flush = at + 1
        # The input ended inside the string.
        if doubt is not None and self.fallbacks < _MAX_FALLBACKS and self.quotes.looks_complete():
            # The string ran over the end of a document that looks complete, so one of the
            # doubted quotes was its end after all: take the last one.
            self.fallbacks += 1
            at, length, flush, quotes, bad_escapes = doubt
            del out[length:]
            quotes, first_quote, first_control = self._flush(
                flush, at, plain, quotes, first_quote, first_control
            )
            out.append('"')
            self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
            return at + 1
        quotes, first_quote, first_control = self._flush(
            flush, stop, plain, quotes, first_quote, first_control
        )
        out.append('"')
        self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
        self.cut = True
        return end

    def _decoded_string(self, pos: int) -> int:
        """The string at ``pos`` read by the C decoder, when its escapes are valid and its
        first unescaped quote plausibly ends it (raw control characters are escaped); the
        position after it, or -1 (then the careful scan reads it; the decoder stopped at the
        first inner quote or bad escape, so the extra work is bounded by what it read)."""
        text = self.text
        try:
            stop = _scanstring(text, pos + 1, False)[1]
        except ValueError:
            return -1
        if self.quotes.closes_at(stop - 1) != CLOSE:
            return -1
        control = _CONTROL.search(text, pos, stop)
        if control is None:
            self.out.append(text[pos:stop])
            return stop
        chunk = text[pos:stop]
        chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
        if _RARE_CONTROL.search(chunk):
            chunk = chunk.translate(_CONTROL_ESCAPES)
        self.out.append(chunk)
        self._note_string(0, -1, control.start(), 0, -1)
        return stop

    def _concatenation(self, quote: int) -> int | None:
        """``"a" + "b"``: if the quote at ``quote`` is followed by ``+`` and another short
        string that ends the value, where that string's content starts; else ``None``. (Only
        a string that ends the value: in code inside a string, ``"a" + "b"`` is content.)"""
        match = _CONCAT.match(self.text, quote + 1)
        if match is None:
            return None
        opener = match.group(1)
        second = _SHORT_STRINGS[opener].match(self.text, match.end(1))
        if second is None:
            return None
        close = second.end() - 1
        if _CONCAT.match(self.text, close + 1) is None and self.quotes.closes_at(close) != CLOSE:
            return None
        self.notes.append((RepairKind.CONCATENATION, quote, "joined strings written with '+'"))
        return match.end()

    def _flush(
        self, start: int, stop: int, plain: bool, quotes: int, first_quote: int, first_control: int
    ) -> tuple[int, int, int]:
        """Copy string content, escaping inner ``"`` and raw control characters."""
        if stop <= start:
            return quotes, first_quote, first_control
        chunk = self.text[start:stop]
        control = _CONTROL.search(chunk)
        if control is not None and first_control < 0:
            first_control = start + control.start()
        if '"' in chunk:
            if plain:
                quotes += chunk.count('"')
                if first_quote < 0:
                    first_quote = start + chunk.index('"')
            chunk = chunk.replace('"', '\\"')
        if control is not None:
            # str.replace is many times faster than str.translate for the usual three.
            chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
            if _RARE_CONTROL.search(chunk):
                chunk = chunk.translate(_CONTROL_ESCAPES)
        self.out.append(chunk)
        return quotes, first_quote, first_control

    def _note_string(
        self, quotes: int, first_quote: int, first_control: int, bad: int, first_bad: int
    ) -> None:
        note = self.notes.append
        if quotes:
            note(
                (
                    RepairKind.UNESCAPED_QUOTE,
                    first_quote,
                    f"escaped {quotes} unescaped '\"' inside a string",
                )
            )
        if first_control >= 0:
            note(
                (
                    RepairKind.CONTROL_CHARACTER,
                    first_control,
                    "escaped raw control characters (newline, tab, ...) inside a string",
                )
            )
        if bad:
            note(
                (
                    RepairKind.INVALID_ESCAPE,
                    first_bad,
                    f"kept the backslash of {bad} invalid escape(s) as a literal backslash",
                )
            )


def _python_escape(text: str, pos: int) -> tuple[str, int] | None:
    """A Python escape (``\\x41``, ``\\u``, ``\\N{...}``, octal, ``\\a``, ``\\v``) at ``pos``
    as JSON string content, and the position after it."""
    follower = text[pos + 1]
    char: str | None = None
    stop = pos + 2
    if follower == "x" and re.fullmatch(r"[0-9a-fA-F]{2}", text[pos + 2 : pos + 4]):
        char, stop = chr(int(text[pos + 2 : pos + 4], 16)), pos + 4
    elif follower == "U" and re.fullmatch(r"[0-9a-fA-F]{8}", text[pos + 2 : pos + 10]):
        code = int(text[pos + 2 : pos + 10], 16)
        if code <= 0x10FFFF:
            char, stop = chr(code), pos + 10
    elif follower == "N" and text.startswith("{", pos + 2):
        close = text.find("}", pos + 3, pos + 100)
        if close > 0:
            try:
                char, stop = unicodedata.lookup(text[pos + 3 : close]), close + 1
            except KeyError:
                char = None
    elif follower in "01234567":
        digits = re.match(r"[0-7]{1,3}", text[pos + 1 : pos + 4])
        assert digits is not None
        char, stop = chr(int(digits.group(), 8)), pos + 1 + len(digits.group())
    elif follower == "a":
        char = "\a"
    elif follower == "v":
        char = "\v"
    elif follower == "\n":
        return "", pos + 2  # a line continuation
    if char is None:
        return None
    return json.dumps(char, ensure_ascii=False)[1:-1], stop
