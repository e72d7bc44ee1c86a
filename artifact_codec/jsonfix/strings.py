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

from .context import Frame
from .ends import End, Trial, choose_end, end_before_closers, plain_end
from .joingap import plus_chain
from .quotes import CLOSE, SOFT, ClosingQuotes
from .rawcode import holds_code, raw_json, raw_message, raw_sign
from .report import APOSTROPHE, Notes, RepairKind
from .tokens import KEY_ON_LINE, SIMPLE_STRING

__all__ = ["StringReader"]

# Times per document the reader may go back to a string end it had doubted.
_MAX_FALLBACKS: Final = 8

# First window of text given to the C string reader (see _decoded_end).
_WINDOW: Final = 8192
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


def _events(closers: str, container: str) -> re.Pattern[str]:
    """The next place in a string that needs a look: a backslash or a closing quote.

    A match is one of: ``\\\\`` (an escaped backslash, consumed whole so that the scan stays
    aligned on escapes; no group), group 1: an escape that is not plain valid JSON (invalid,
    ``\\"``, ``\\'``, or a backslash at the end), group 2: a quote that may close the string
    (for a value string, only if what follows could follow a string in JSON there). Plain valid
    escapes such as ``\\n`` are not matches. The pattern starts with a character class, which
    lets the regex engine skip ordinary content quickly.

    ``container`` is where the string stands: ``"key"`` (any quote is a match), ``"object"``
    (a member value), ``"array"`` (an item) or ``"root"``.
    """
    quotes = re.escape(closers)
    after = _AFTER_QUOTE[container]
    return re.compile(
        rf"[\\{quotes}](?:(?<=\\)(?:\\|([^\\/bfnrtu]|u(?![0-9a-fA-F]{{4}})|\Z))"
        rf"|(?<=[{quotes}]){after}())"
    )


# What may follow a quote that ends a value string. Every quote whose lookahead verdict could
# be other than "content" must match (the verdicts are in .quotes); the rest are ruled out by
# the regex engine, not in Python: most quotes inside code ('print("x")', 'x = "a"' then code,
# '"a",\n' then an escaped newline) are. Blanks, then ',' that a key, an item, a closing
# bracket, a comment or an ellipsis follows (anything near the end of the text, where a key
# may be cut off; many blanks are left to the lookahead), a closing bracket of the right kind,
# a comment, '+' and another string (concatenation), another quote on a new line (a missing
# comma, objects only) or the end.
# (the end-of-text alternative after ',' is kept apart: see _FAR_QUOTE_EVENTS)
_NEAR_END: Final = 300
_COMMA_TAIL: Final = rf"|[\s\S]{{0,{_NEAR_END}}}\Z"
# After ',' in an array: what can start an item, a closing bracket, a comment or an ellipsis.
_ITEM_THEN: Final = r"[\"'\u201c\u201d\u201e\u2018\u2019A-Za-z_$\d\-{\[(}\]/#.\u2026]"
# After ',' in an object: a key as the lookahead reads one (.quotes._KEY_AHEAD: a quoted key
# and ':', or a backslash in its first 200 characters, which the full rule decides; a bare
# key and ':'), a closing bracket, a comment or an ellipsis. The string in '"a", "b")' or a
# list of strings in the content is no key, so its quote is ruled out here. (Possessive runs:
# backtracking into them could never succeed, see .quotes.)
_KEY_THEN: Final = (
    r"(?:\"[^\"\\]{0,200}+(?:\"[ \t\r\n]*+:|\\)|'[^'\\]{0,200}+(?:'[ \t\r\n]*+:|\\)"
    r"|[\u201c\u201d][^\u201c\u201d\n]{0,200}+[\u201c\u201d][ \t\r\n]*+:"
    r"|[A-Za-z_$][\w$\-]{0,100}+[ \t\r\n]*+:|[}\]/#.\u2026])"
)


def _comma_then(near_end: bool, follower: str) -> str:
    return rf",(?=[ \t\r\n]*{follower}" + (_COMMA_TAIL if near_end else "") + r"|[ \t\r\n]{40})"


_CONCAT_AHEAD: Final = r"[ \t]*\+[ \t\r\n]*[\"']"
_QUOTES: Final = "\"'\u201c\u201d\u201e\u2018\u2019"


def _after_quote(near_end: bool, key_follower: str = _KEY_THEN) -> dict[str, str]:
    key_then = _comma_then(near_end, key_follower)
    item_then = _comma_then(near_end, _ITEM_THEN)
    return {
        "key": "",
        "root": rf"(?=[,}}\]+/]|\Z|[ \t\r\n]+(?:[,}}\]/#+{_QUOTES}]|\Z))",
        # (the first lookahead rules out most quotes in one step)
        "object": (
            rf"(?=[ \t\r\n,}}/+]|\Z)(?=[ \t\r\n]*(?:{key_then}|}}|/[/*]|\Z)|{_CONCAT_AHEAD}"
            rf"|[ \t\r\n]+#|[ \t\r]*\n[ \t\r\n]*[{_QUOTES}]|[ \t]+{KEY_ON_LINE})"
        ),
        "array": (
            rf"(?=[ \t\r\n,\]/+]|\Z)"
            rf"(?=[ \t\r\n]*(?:{item_then}|\]|/[/*]|\Z)|{_CONCAT_AHEAD}|[ \t\r\n]+#)"
        ),
        # (the items of a Python tuple or set: closed by ')' or '}' too)
        "loose": (
            rf"(?=[ \t\r\n,\]}})/+]|\Z)"
            rf"(?=[ \t\r\n]*(?:{item_then}|[\]}})]|/[/*]|\Z)|{_CONCAT_AHEAD}|[ \t\r\n]+#)"
        ),
    }


_AFTER_QUOTE: Final = _after_quote(True)


@dataclass(frozen=True)
class _StringKind:
    closers: str
    events: dict[str, re.Pattern[str]]
    single: bool


_KINDS: Final = {
    opener: _StringKind(
        closers, {where: _events(closers, where) for where in _AFTER_QUOTE}, "'" in closers
    )
    for opener, closers in _QUOTE_CLOSERS.items()
}
_CONTROL: Final = re.compile(r"[\x00-\x1f]")
_CONTROL_ESCAPES: Final = {code: json.dumps(chr(code))[1:-1] for code in range(0x20)}
_CONTROL_BYTES: Final = bytes(range(0x20))
_RARE_CONTROL_BYTES: Final = bytes(code for code in range(0x20) if chr(code) not in "\n\r\t")


def _has_control(chunk: str, controls: bytes = _CONTROL_BYTES) -> bool:
    """Whether ``chunk`` holds one of the control characters ``controls`` (codes below 0x20).

    Most strings have none; proving it costs a look at every character. Control characters
    are single bytes in UTF-8 (no byte of a longer sequence is below 0x80), so the encoded
    text is searched with bytes.translate, several times faster than str.isprintable() or a
    regex character class. A raw newline, the usual one, is found first with a plain search.
    """
    if "\n" in chunk and controls is _CONTROL_BYTES:
        return True
    encoded = chunk.encode("utf-8", "surrogatepass")
    return len(encoded.translate(None, controls)) != len(encoded)


_HEX4: Final = re.compile(r"[0-9a-fA-F]{0,3}")
# '\\"' in a chunk (the regex engine finds this two-character literal about twice as fast
# as the 'in' operator).
_BACKSLASH_QUOTE: Final = re.compile(r'\\"').search
_CONTAINERS: Final = {"}": "object", "]": "array", ")": "loose"}
# The quotes of a '"' string that may end it (see _events), and the backslashes that start an
# escape that is not plain valid JSON (or may be escaped themselves: see _escaped).
_PLAIN_QUOTE_EVENTS: Final = {
    where: re.compile('"' + after) for where, after in _AFTER_QUOTE.items()
}
# The same without the end-of-text alternative after ',' ('[\s\S]{0,300}\Z'), which the
# regex engine tries by reading up to 300 characters at every ',' that no key follows (code
# such as '"a",\\n' in a one-line document): many times the cost of the rest. Only a quote
# in the last stretch of the text (see _tail_start) needs it.
_FAR_QUOTE_EVENTS: Final = {
    where: re.compile('"' + after) for where, after in _after_quote(False).items()
}
_BAD_ESCAPE: Final = re.compile(r'\\(?:[^\\/bfnrtu"]|u(?![0-9a-fA-F]{4})|\Z)')
# A quote not escaped by the backslashes before it (in a slice that starts outside an escape).
_UNESCAPED_QUOTE: Final = re.compile(r'(?<!\\)((?:\\\\)*)"')


def _where(frame: Frame) -> str:
    """Where a string in ``frame`` stands, for the quote events (see _events)."""
    return "loose" if frame.brace else _CONTAINERS[frame.closer]


def _tail_start(text: str) -> int:
    """The first position from which a quote can match the end-of-text alternative of
    ``_COMMA_THEN``: blanks, then a ',' at most ``_NEAR_END`` characters before the end."""
    end = len(text)
    start = text.find(",", max(0, end - _NEAR_END - 1))
    if start < 0:
        return end
    while start > 0:  # back over the blanks before that ','
        piece = text[max(0, start - 4096) : start]
        kept = piece.rstrip(" \t\r\n")
        start -= len(piece) - len(kept)
        if kept:
            break
    return max(0, start - 1)


def _decoded_end(text: str, pos: int) -> int:
    """Where the string whose opening quote is at ``pos`` ends for the C decoder (raw control
    characters allowed), or -1 when its escapes are not valid JSON or it is not terminated.

    The decoder reads a window of the text, doubled while the string runs past it: its error
    counts the lines from the start of what it was given, which on the whole text would cost
    time proportional to the position, once per string (quadratic on a long document)."""
    size = len(text)
    window = _WINDOW
    while True:
        limit = pos + window
        piece = text if pos == 0 and limit >= size else text[pos : min(limit, size)]
        try:
            return pos + _scanstring(piece, 1, False)[1]
        except json.JSONDecodeError as error:
            # (an escape cut by the end of the window reads as invalid: grow it then too)
            if limit >= size or (
                not error.msg.startswith("Unterminated string") and error.pos < len(piece) - 6
            ):
                return -1
        window *= 4


def _escape_unescaped_quotes(chunk: str) -> tuple[str, int, int]:
    """``chunk`` with its unescaped ``"`` escaped, how many there were and where the first
    one is (-1). Pairs of backslashes, then escaped quotes, are set aside from the left (as a
    JSON reader pairs them) as two characters each, so positions do not move; the quotes left
    are escaped and the pieces set aside put back. str.replace does it in C (a regex with a
    group in its template expands each match in Python, a regex search here backtracks)."""
    if "\0" in chunk:  # (the placeholders could clash)
        first_match = _UNESCAPED_QUOTE.search(chunk)
        escaped, count = _UNESCAPED_QUOTE.subn(r'\1\\"', chunk)
        return escaped, count, -1 if first_match is None else first_match.end() - 1
    kept = chunk.replace("\\\\", "\0\1").replace('\\"', "\0\2")
    escaped = kept.replace('"', '\\"')
    count = len(escaped) - len(kept)  # (one more character per quote)
    if not count:
        return chunk, 0, -1
    escaped = escaped.replace("\0\2", '\\"').replace("\0\1", "\\\\")
    return escaped, count, kept.index('"')


def _escaped(text: str, pos: int) -> bool:
    """Whether the character at ``pos`` is escaped: an odd run of backslashes before it."""
    before = pos - 1
    while text[before] == "\\":
        before -= 1
    return (pos - before) % 2 == 0


class StringReader:
    """Reads the strings of one reading into ``out``, noting repairs in ``notes``. After
    :meth:`read`, ``cut`` tells whether the input ended inside the string (the caller then
    closes what is open)."""

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
        # The trial reading that weighs the ends of a short string (see .ends); None inside a
        # trial (trials do not nest).
        self.trial: Trial | None = None
        self.inner_quotes = 0  # quotes escaped inside strings, for the cost of a trial
        self.tail = _tail_start(text)

    def read(self, pos: int, *, key: bool = False, forced: End | None = None) -> int:
        """Read the string whose opening quote is at ``pos`` (a key if ``key``); return the
        position after it. ``forced``: where it ends (see .ends), chosen by the caller."""
        self.cut = False
        text, end, out = self.text, self.end, self.out
        opener = text[pos]
        if forced is not None:
            end = forced.stop
        if opener == '"' and not key and forced is None:
            simple = SIMPLE_STRING.match(text, pos)
            if simple is not None and self.quotes.closes_at(simple.end() - 1) == CLOSE:
                out.append(simple.group())
                return simple.end()
            stop = self._decoded_string(pos)
            if stop > 0:
                return stop
        kind = _KINDS[opener]
        stack = self.quotes.stack
        # (the verdicts on the quotes of the first line, kept for the loop below)
        verdicts: dict[int, int] = {}
        if (
            forced is None
            and not key
            and stack
            and self.trial is not None
            and (self.quotes.context.trial_budget > 0)
        ):

            def judge(quote: int) -> int:
                verdicts[quote] = found = self.quotes.closes_at(quote)
                return found

            forced = choose_end(
                text,
                pos,
                kind.closers,
                stack[-1].closer == "}",
                judge,
                self.trial,
                self.quotes.looks_complete(),
            )
            if forced is not None:
                end = forced.stop  # (the loop below reads the content up to there)
        elif forced is None and not key and stack and self.trial is None:
            # A trial reading (see .ends) reads the strings after the end it tries by JSON's
            # own rule: the first quote on their line that ends them as JSON text could.
            forced = plain_end(text, pos, kind.closers)
            if forced is not None:
                end = forced.stop
        if opener != '"':
            quote_kind = RepairKind.SINGLE_QUOTES if kind.single else RepairKind.SMART_QUOTES
            if quote_kind not in self._noted_quotes or not self.python:
                self._noted_quotes.add(quote_kind)
                self.notes.append((quote_kind, pos, "replaced the quotes of a string with '\"'"))
        where = "key" if key else ("root" if not stack else _where(stack[-1]))
        events = kind.events[where]
        plain = opener == '"'
        # (code pasted raw, see .rawcode; also '...' in a Python literal: no raw line break)
        may_be_raw = not key and (kind.single or (plain and not self.python))
        opened, noted = len(out), len(self.notes)  # (where the string starts in the output)
        out.append('"')
        start = pos  # (the opening quote)
        chained = False  # strings joined with '+' so far
        pos += 1
        flush = pos
        quotes, first_quote = 0, -1
        first_control = -1
        bad_escapes, first_bad, apostrophe = 0, -1, False
        # (quote position, output length, flush position, counters and first positions) of
        # the last doubted end
        doubt: tuple[int, int, int, int, int, int, int] | None = None
        stop = end  # where the content ends if the input ends inside the string
        # A '"' string is scanned with two searches that start with one literal character (the
        # regex engine skips to a literal many times faster than to a character class): the
        # next quote that may end it, and the next backslash that starts an escape that is not
        # plain valid JSON. Whether a backslash or quote is itself escaped is told by the
        # backslashes before it; valid escapes (also '\\"') stay in the copied slices. The
        # backslash search looks no further than the next quote event (bad_to), so that it
        # does not read the rest of the document once per string (nor past a chosen end).
        limit = end if forced is not None else len(text)
        next_quote = self._next_quote(where, pos, limit) if plain else None
        next_bad: re.Match[str] | None = None
        bad_to = pos
        while True:
            if plain:
                if next_quote is not None and next_quote.start() < pos:
                    next_quote = self._next_quote(where, pos, limit)
                need = end if next_quote is None else next_quote.start() + 1
                if (next_bad is None and bad_to < need) or (
                    next_bad is not None and next_bad.start() < pos
                ):
                    next_bad = _BAD_ESCAPE.search(text, pos, need)
                    bad_to = need
                if next_bad is not None and (
                    next_quote is None or next_bad.start() < next_quote.start()
                ):
                    at = next_bad.start()
                    if _escaped(text, at):  # the second backslash of '\\\\'
                        pos = at + 1
                        continue
                    group = 1
                elif next_quote is not None:
                    at = next_quote.start()
                    if text[at - 1] == "\\" and _escaped(text, at):  # '\\"'
                        pos = at + 1
                        continue
                    group = 2
                else:
                    break
            else:
                match = events.search(text, pos, end)
                if match is None:
                    break
                if match.lastindex is None:  # an escaped backslash
                    pos = match.end()
                    continue
                group = match.lastindex
                at = match.start()
            if group == 2:
                if forced is not None:  # content up to the chosen end
                    pos = at + 1
                    continue
                if key:
                    verdict = CLOSE
                elif verdicts and at in verdicts:
                    verdict = verdicts[at]
                else:
                    verdict = self.quotes.closes_at(at)
                if verdict == CLOSE:
                    quotes, first_quote, first_control = self._flush(
                        flush, at, plain, quotes, first_quote, first_control
                    )
                    out.append('"')
                    self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
                    if first_control >= 0 and may_be_raw and not chained:
                        self._raw_reading(start, at, opened, quotes, kind.single)
                    return at + 1
                if verdict == SOFT:
                    doubt = (at, len(out), flush, quotes, first_quote, first_control, bad_escapes)
                # ('+' and another string; most quotes are followed by other characters)
                joined = (
                    None
                    if key or text[at + 1] not in " \t+"
                    else self._concatenation(at, start, chained, holds_code(stack))
                )
                if joined is not None:
                    chained = True
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
                code = not (kind.single or self.python or key) and holds_code(stack)
                if not (kind.single or self.python or apostrophe):  # (once per string)
                    apostrophe = True
                    self.notes.append((RepairKind.APOSTROPHE_ESCAPE, at, APOSTROPHE[code]))
                out.append("\\\\'" if code else "'")
                pos = flush = at + 2
                continue
            if kind.single or self.python:  # a Python (or JavaScript) string
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
        if forced is not None:
            quotes, first_quote, first_control = self._flush(
                flush, stop, plain, quotes, first_quote, first_control
            )
            out.append('"')
            self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
            if first_control >= 0 and may_be_raw and not chained:
                self._raw_reading(start, stop, opened, quotes, kind.single)
            self._note_end(forced)
            return forced.resume
        # The input ended inside the string (unless it ended at a quote before closers).
        chosen = None if forced or doubt or key or not plain else end_before_closers(text, start)
        if chosen is not None:
            del out[opened:], self.notes[noted:]
            return self.read(start, forced=chosen)
        if doubt is not None and self.fallbacks < _MAX_FALLBACKS and self.quotes.looks_complete():
            # The string ran over the end of a document that looks complete, so one of the
            # doubted quotes was its end after all: take the last one.
            self.fallbacks += 1
            # (what was read past the doubted quote is not in the string: neither are the
            # control characters found there)
            at, length, flush, quotes, first_quote, first_control, bad_escapes = doubt
            del out[length:]
            quotes, first_quote, first_control = self._flush(
                flush, at, plain, quotes, first_quote, first_control
            )
            out.append('"')
            self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
            if first_control >= 0 and may_be_raw and not chained:
                self._raw_reading(start, at, opened, quotes, kind.single)
            return at + 1
        quotes, first_quote, first_control = self._flush(
            flush, stop, plain, quotes, first_quote, first_control
        )
        out.append('"')
        self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
        if first_control >= 0 and may_be_raw and not chained:
            self._raw_reading(start, stop, opened, quotes, kind.single)
        self.cut = True
        return end

    def _raw_reading(
        self, start: int, stop: int, opened: int, unescaped: int, single: bool
    ) -> None:
        """Rewrite the string from ``start`` (its opening quote) to ``stop`` (its end), in the
        output from ``opened`` on, as raw text when :func:`~.rawcode.raw_sign` says it was
        not JSON-escaped (``unescaped``: its inner quotes left unescaped; ``single``: a
        single-quoted string, where ``\\'`` is its writer's escape); reported as a guess
        naming the other reading."""
        sign = raw_sign(self.text, start, stop, unescaped, single)
        if sign < 0:
            return
        del self.out[opened:]
        self.out.append(raw_json(self.text, start, stop))
        self.notes.append((RepairKind.RAW_STRING, sign, raw_message(self.text, start, stop, sign)))

    def _note_end(self, chosen: End) -> None:
        """Report an end chosen among the readings of a string (see .ends)."""
        reads = f"from where the rest reads as JSON ({chosen.other})"
        if chosen.missing:
            what = self.text[chosen.stop : chosen.stop + 1].strip() or "the end"
            message = f"inserted a missing closing quote before {what!r}, {reads}"
            self.notes.append((RepairKind.MISSING_QUOTE, chosen.stop, message))
        else:
            message = f"ended the string at this quote, {reads}"
            self.notes.append((RepairKind.STRING_END, chosen.stop, message))

    def _next_quote(self, where: str, pos: int, limit: int) -> re.Match[str] | None:
        """The next quote at or after ``pos`` (before ``limit``) that may end a ``"`` string
        standing in ``where`` (a match of ``_PLAIN_QUOTE_EVENTS[where]``)."""
        match = _FAR_QUOTE_EVENTS[where].search(self.text, pos, limit)
        if (match is None or match.start() >= self.tail) and limit > self.tail:
            # (the full pattern matches wherever the other does, and more only in the tail)
            match = _PLAIN_QUOTE_EVENTS[where].search(self.text, max(pos, self.tail), limit)
        return match

    def _decoded_string(self, pos: int) -> int:
        """The string at ``pos`` read by the C decoder, when its escapes are valid and its
        first unescaped quote plausibly ends it (raw control characters are escaped); the
        position after it, or -1 (then the careful scan reads it; the decoder stopped at the
        first inner quote or bad escape, so the extra work is bounded by what it read)."""
        text = self.text
        stop = _decoded_end(text, pos)
        if stop < 0 or self.quotes.closes_at(stop - 1) != CLOSE:
            return -1
        raw = text[pos:stop]
        control = _CONTROL.search(text, pos, stop) if _has_control(raw) else None
        if control is None:
            self.out.append(raw)
            return stop
        chunk = raw
        chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
        if _has_control(raw, _RARE_CONTROL_BYTES):
            chunk = chunk.translate(_CONTROL_ESCAPES)
        opened = len(self.out)
        self.out.append(chunk)
        self._note_string(0, -1, control.start(), 0, -1)
        self._raw_reading(pos, stop - 1, opened, 0, False)
        return stop

    def _concatenation(self, quote: int, start: int, chained: bool, code: bool) -> int | None:
        """``"a" + "b"``: where the content of the string joined with ``+`` after the quote at
        ``quote`` starts, when the chain (:func:`.plus_chain`) ends the value; else ``None``."""
        chain = plus_chain(self.text, quote, start, chained, code)
        if chain is None or self.quotes.closes_at(chain[1]) != CLOSE:
            return None
        self.notes.append((RepairKind.CONCATENATION, quote, "joined strings written with '+'"))
        return chain[0]

    def _flush(
        self, start: int, stop: int, plain: bool, quotes: int, first_quote: int, first_control: int
    ) -> tuple[int, int, int]:
        """Copy string content, escaping inner ``"`` and raw control characters."""
        if stop <= start:
            return quotes, first_quote, first_control
        chunk = self.text[start:stop]
        control = _CONTROL.search(chunk) if _has_control(chunk) else None
        if control is not None and first_control < 0:
            first_control = start + control.start()
        if '"' in chunk:
            if plain and _BACKSLASH_QUOTE(chunk):
                # (valid escapes stay in a '"' string's slices: only unescaped quotes count)
                chunk, count, first = _escape_unescaped_quotes(chunk)
                if count:
                    quotes += count
                    if first_quote < 0:
                        first_quote = start + first
            else:
                escaped = chunk.replace('"', '\\"')
                if plain:
                    quotes += len(escaped) - len(chunk)  # (one more character per quote)
                    if first_quote < 0:
                        first_quote = start + chunk.index('"')
                chunk = escaped
        if control is not None:
            # str.replace is many times faster than str.translate for the usual three.
            chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
            if _has_control(chunk, _RARE_CONTROL_BYTES):
                chunk = chunk.translate(_CONTROL_ESCAPES)
        self.out.append(chunk)
        return quotes, first_quote, first_control

    def _note_string(
        self, quotes: int, first_quote: int, first_control: int, bad: int, first_bad: int
    ) -> None:
        note = self.notes.append
        self.inner_quotes += quotes
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
    if char is None:  # (also '\\' and a line break: code's own line continuation, kept)
        return None
    return json.dumps(char, ensure_ascii=False)[1:-1], stop
