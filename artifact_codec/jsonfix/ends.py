"""Where a short string ends when its quotes admit more than one reading.

The closing-quote rules of :mod:`.quotes` were made for code inside long strings: a quote ends
a string only where what follows is plausible JSON as it stands. In ordinary broken JSON the
end of a short string is often followed by a second fault (``"value2"}, "key2": ...`` with the
wrong bracket, ``["a" "b"]`` without commas, ``"New York, "gender": ...`` without the closing
quote), and reading on past it turns the rest of the document into string content.

So for a string whose first line (up to its first line break, at most :data:`LINE`
characters) holds a quote the rules would read on past, every place on that line where the
string could end is tried: each quote, each ``,`` before a key (a closing quote left out there)
and, for a string cut off by the end of the text, the brackets that close the document. For
each, what follows is read as JSON by a *trial*: the same scanner, with the same stack of open
containers, reading a bounded stretch (:data:`AHEAD` characters past the line) without writing
anything. A reading costs the repairs its trial needs (a dropped word costs more than a missing
comma) plus the quotes it leaves inside the string; the cheapest reading wins, the reading of
the closing-quote rules on a tie, then the earlier end. A string that runs onto later lines
(code) keeps the rules' reading unless a candidate leads to the end of the whole document
within reach (prose on the lines after that end, ``Hope this helps!``, does not count against
it). The choice is reported as a guess (``string-end`` or ``missing-quote``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from .quotes import CLOSE
from .report import Note, Notes, RepairKind

__all__ = [
    "AHEAD",
    "LINE",
    "TRIAL_COST",
    "End",
    "choose_end",
    "choose_key_end",
    "end_before_closers",
    "missing_comma_notes",
    "plain_end",
]

#: What the repairs of a trial reading cost: a dropped word more than a missing comma; kinds
#: not listed cost nothing (quote styles, literals).
TRIAL_COST: Final[dict[RepairKind, float]] = {
    # a comment drops text, which may be the rest of the string just ended ('x = "a" # note'
    # inside code): as much as a quote left in the string
    RepairKind.COMMENT: 1,
    RepairKind.STRAY_TEXT: 8,
    RepairKind.MISSING_COMMA: 1,
    RepairKind.MISSING_COLON: 1,
    RepairKind.MISSING_VALUE: 1,
    RepairKind.EXTRA_COMMA: 1,
    RepairKind.MISMATCHED_BRACKET: 1,
    RepairKind.EXTRA_BRACKET: 1,
    RepairKind.UNQUOTED_VALUE: 1,
    RepairKind.CONCATENATION: 1,
    RepairKind.MISSING_QUOTE: 1,
    # a comment ended before a bracket (it ran to the end of the text): a guess about text
    # that could be the content of the string just ended, weighed like words dropped
    RepairKind.COMMENT_END: 2.5,
}

#: Characters of a string's first line that are looked at.
LINE: Final = 400
#: Characters a trial reads past the line (or past the last candidate).
AHEAD: Final = 512
# More quotes than this on the line: a string of code or data, left to the rules.
_MAX_QUOTES: Final = 16
_MAX_MISSING: Final = 8

# A ',' then a key and ':' (quoted or bare), in an object: a closing quote may be missing
# before the ','.
_COMMA_BEFORE_KEY: Final = re.compile(
    r",(?=[ \t]*(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[A-Za-z_$][\w$\-]{0,100})[ \t]*:)"
)
# What may not follow a quote that ends a string: a word character or the start of an
# expression in code ('"a".join(', '"x"[0]').
_NO_END_AFTER: Final = re.compile(r"[\w.(\[]")
# The end of a text that stops inside a string: closing brackets and blanks, maybe a fence.
_TAIL: Final = re.compile(r"[\]}) \t]*(?:(?:`{3,}|~{3,})[ \t]*)?\Z")
# A line break, then only closing brackets and blanks (maybe a fence) to the text's end.
_CLOSER_LINES: Final = re.compile(r"[ \t\r]*\n[\]}) \t\r\n]*(?:(?:`{3,}|~{3,})[ \t\r\n]*)?\Z")
_COLON_NEXT: Final = re.compile(r"[ \t\r\n]*:")
_OPENERS: Final = "{[("
_PUNCTUATION: Final = frozenset(":{}[]")
_CLOSERS: Final = "}])"


@dataclass(frozen=True)
class End:
    """A chosen end of a string: its content is ``text[start + 1 : stop]``, reading goes on at
    ``resume``; ``missing`` when no quote stands at ``stop`` (one was left out there);
    ``other`` says where the reading of the closing-quote rules would have ended it."""

    stop: int
    resume: int
    missing: bool
    other: str


#: A trial reading from a position to the end of a stretch of the text (after a key when the
#: third argument says so; stopping at the first member boundary past the fourth, when it is
#: not -1): its cost, and whether it read to the end of the whole document.
Trial = Callable[[int, int, bool, int], tuple[float, bool]]


def choose_end(
    text: str,
    start: int,
    closers: str,
    in_object: bool,
    verdict: Callable[[int], int],
    trial: Trial,
    looks_complete: bool,
) -> End | None:
    """The end of the string whose opening quote is at ``start``, when a candidate on its
    first line reads better than the closing-quote rules (``verdict``, see
    :meth:`~.quotes.ClosingQuotes.closes_at`); ``None`` to keep the rules' reading.
    ``in_object``: the string is a member value (a closing quote may be missing before the
    next key); ``looks_complete``: the text ends like a finished document."""
    body = start + 1
    size = len(text)
    window = _line_end(text, body)
    quotes: list[int] = []
    rules_end = -1
    pos = body
    more = False  # more quotes on the line than are tried
    while True:
        quote = _next_closer(text, pos, window, closers)
        if quote < 0:
            break
        if len(quotes) >= _MAX_QUOTES:
            more = True
            break
        quotes.append(quote)
        if verdict(quote) == CLOSE:
            rules_end = quote
            break
        pos = quote + 1
    if quotes and rules_end == quotes[0]:
        return None  # the first quote ends it: nothing to choose
    to_the_end = rules_end < 0 and window >= size and not more
    # (a first line with no quote, then only closing brackets and blanks up to the text's
    # end: a document whose last string lost its closing quote, '"x\n}\n', '"x}\n')
    closers_after = not quotes and window < size and _CLOSER_LINES.match(text, window) is not None
    to_the_end = to_the_end or closers_after
    if rules_end < 0 and not to_the_end and not more and size - window > AHEAD:
        return None  # a string that goes on to later lines, far from the document's end
    candidates: list[tuple[int, int, bool]] = [
        (quote, quote + 1, False)
        for quote in quotes
        if quote != rules_end and not _NO_END_AFTER.match(text, quote + 1)
    ]
    if rules_end >= 0 and text[rules_end] == _CLOSING_ONLY:
        # ('“Say “hi”, “bye”: ok”': the rules end it at a closing smart quote after a bare
        # word.) An earlier end reads that quote as the last character of a bare value; no
        # string opens with it (ASCII's '"' there may be a lost opening quote, not this one),
        # so that reading leaves it unexplained, where the rules' reading has it close the
        # string: the ends before the word are not tried.
        word = _bare_word_start(text, body, rules_end)
        candidates = [c for c in candidates if word < 0 or c[1] > word]
    limit = rules_end if rules_end >= 0 else window
    if in_object:
        for match in _COMMA_BEFORE_KEY.finditer(text, body, limit):
            stop = match.start()
            candidates.append((len(text[body:stop].rstrip()) + body, stop, True))
            if len(candidates) > _MAX_QUOTES + _MAX_MISSING:
                break
    if to_the_end:
        tail = _TAIL.search(text, body, window).start()  # type: ignore[union-attr]
        if text[tail:].strip() and _balanced(text, body, tail):
            candidates.append((tail, tail, True))
    if not candidates:
        return None
    candidates.sort()
    region = min(size, max(window, candidates[-1][1]) + AHEAD)
    # (past the last candidate every reading reads the same text: the trials stop at the
    # first member boundary there; not when a reading must reach the document's end)
    needs_end = rules_end < 0 and not to_the_end and not more
    sync = -1 if needs_end else max(rules_end + 1, candidates[-1][1])
    weights = [_weight(text, quote) for quote in quotes]
    rules_cost: float
    if rules_end >= 0:
        rules_cost = sum(weights[:-1]) + trial(rules_end + 1, region, False, sync)[0]
        other = f"the closing-quote rules end it {rules_end - start} characters later"
    elif to_the_end:
        rules_cost = sum(weights) + 1 + (3 if looks_complete else 0)
        other = "the closing-quote rules read it to the end of the text"
    elif more:
        rules_cost = sum(weights)  # (up to the last quote tried, as far as the trials read)
        other = f"the closing-quote rules read it past {len(quotes)} quotes on its line"
    else:
        rules_cost = 3  # and a candidate must lead to the end of the document
        other = "the closing-quote rules read it onto the next lines"
    best: tuple[float, int, int, bool] | None = None
    for stop, resume, missing in candidates:
        cost: float = sum(w for quote, w in zip(quotes, weights, strict=True) if quote < stop)
        cost += missing
        if cost > rules_cost or (best is not None and cost >= best[0]):
            continue  # (a trial cannot make it cheaper)
        spent, complete = trial(resume, region, False, sync)
        cost += spent
        if needs_end and not complete:
            continue
        if (cost < rules_cost or (to_the_end and cost == rules_cost)) and (
            best is None or cost < best[0]
        ):
            best = (cost, stop, resume, missing)
    if best is None:
        return None
    _, stop, resume, missing = best
    return End(stop, resume, missing, other)


#: A quote that only closes a string (smart double quotes).
_CLOSING_ONLY: Final = "\u201d"
#: What ends a bare word read backwards from a quote: a member's punctuation or a quote.
_BEFORE_WORD: Final = frozenset(':,[{}]"\u201c\u201d\n\r')


def _bare_word_start(text: str, body: int, quote: int) -> int:
    """Where the ':', ',' or '[' stands before the bare words right before ``quote`` (as a
    member's value would be written without quotes), or -1 when no such punctuation is there
    (at most :data:`LINE` characters back)."""
    pos = quote - 1
    floor = max(body, quote - LINE)
    while pos >= floor and text[pos] not in _BEFORE_WORD:
        pos -= 1
    if pos < floor or text[pos] not in ":,[" or not text[pos + 1 : quote].strip():
        return -1
    return pos


def choose_key_end(text: str, start: int, closers: str, trial: Trial) -> End | None:
    """The end of the key whose opening quote is at ``start`` when its first quote is not
    followed by ':' (``"k"e"y":``, ``"key:"value"``, ``"key:value}``): each quote and each
    ':' on its first line is tried as its end, as for values (see :func:`choose_end`);
    ``None`` to end it at its first quote."""
    body = start + 1
    size = len(text)
    window = _line_end(text, body, escaped=False)  # (a key may hold a '\\n')
    quotes: list[int] = []
    pos = body
    while len(quotes) < _MAX_QUOTES:
        quote = _next_closer(text, pos, window, closers)
        if quote < 0:
            break
        quotes.append(quote)
        pos = quote + 1
    if quotes and _COLON_NEXT.match(text, quotes[0] + 1):
        return None
    candidates = [(quote, quote + 1, False) for quote in quotes[1:]]
    limit = quotes[-1] if quotes else window
    colon = text.find(":", body, limit)
    while colon >= 0 and len(candidates) < _MAX_QUOTES + _MAX_MISSING:
        candidates.append((len(text[body:colon].rstrip()) + body, colon, True))
        colon = text.find(":", colon + 1, limit)
    if not candidates:
        return None
    candidates.sort()
    region = min(size, max(window, candidates[-1][1]) + AHEAD)
    sync = max(quotes[0] + 1 if quotes else 0, candidates[-1][1])
    weights = [_weight(text, quote) for quote in quotes]
    rules_cost: float
    if quotes:
        rules_cost = trial(quotes[0] + 1, region, True, sync)[0]
        other = "the closing-quote rules end it at its first quote"
    else:
        rules_cost = 4  # a key cut off by the end of the line or of the text
        other = "the key would run on to the end of its line"
    best: tuple[float, int, int, bool] | None = None
    for stop, resume, missing in candidates:
        cost: float = sum(w for quote, w in zip(quotes, weights, strict=True) if quote < stop)
        cost += missing
        if cost >= rules_cost or (best is not None and cost >= best[0]):
            continue
        cost += trial(resume, region, True, sync)[0]
        if cost < rules_cost and (best is None or cost < best[0]):
            best = (cost, stop, resume, missing)
    if best is None:
        return None
    _, stop, resume, missing = best
    return End(stop, resume, missing, other)


def plain_end(text: str, start: int, closers: str) -> End | None:
    """The end of the string at ``start`` by JSON's own rule, as a trial reads the strings
    after the end it tries: its first quote on its first line that is not followed by a word
    character or the start of an expression; ``None`` when there is none."""
    body = start + 1
    window = _line_end(text, body)
    pos = body
    while True:
        quote = _next_closer(text, pos, window, closers)
        if quote < 0:
            return None
        if not _NO_END_AFTER.match(text, quote + 1):
            return End(quote, quote + 1, False, "")
        pos = quote + 1


def missing_comma_notes(text: str, pos: int, notes: Notes) -> list[Note]:
    """The notes of a ``,`` inserted before the key at ``pos``. When a string ends on the
    same line before it (``"x = 1\\n" "description":``, read so only before a key the schema
    knows), where that string ends was a choice too: reported as a ``string-end`` guess at its
    closing quote, unless its end was chosen (and reported) already."""
    inserted: Note = (RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between members")
    commented = _comment_in_string_before(text, pos)
    if commented is not None:
        return [commented, inserted]
    quote = pos - 1
    while quote > 0 and pos - quote < 100 and text[quote] in " \t":
        quote -= 1
    if (
        quote == pos - 1
        or text[quote] not in "\"'"
        or (RepairKind.STRING_END, quote) in {note[:2] for note in notes[-4:]}
    ):
        return [inserted]
    guess = (
        "ended the string before a key on its line (a ',' left out); the other reading: "
        "the quote is content and the string goes on"
    )
    return [(RepairKind.STRING_END, quote, guess), inserted]


# A ',' then a comment mark, inside a string's text on its line.
_COMMA_THEN_COMMENT: Final = re.compile(r",[ \t]*(?://|#|/\*)")
_LINE_LOOKBACK: Final = 200  # (how far back a line is looked into: linear time)


def _comment_in_string_before(text: str, pos: int) -> Note | None:
    """The line before the key at ``pos`` (a ``,`` left out at its end) ends with a string
    whose text holds a ``,`` then a comment mark (``"key": "value, // x"``): the other reading
    is a string whose closing quote was lost before that ``,``, the rest of the line a comment
    holding a quote."""
    quote = pos - 1
    while quote > 0 and pos - quote < 100 and text[quote] in " \t\r\n":
        quote -= 1
    if quote == pos - 1 or text[quote] != '"' or "\n" not in text[quote:pos]:
        return None
    line_start = text.rfind("\n", max(0, quote - _LINE_LOOKBACK), quote) + 1
    mark = _COMMA_THEN_COMMENT.search(text, line_start, quote)
    if mark is None or text.count('"', line_start, mark.start()) % 2 == 0:
        return None  # (the mark is not inside a string)
    message = "read a string over a ',' and a comment mark to the end of its line (the other "
    message += "reading: its closing quote is missing before the ',', and the rest of the "
    message += "line is a comment holding a quote)"
    return (RepairKind.MISSING_QUOTE, mark.start(), message)


# A string as valid JSON, then closing brackets that end the text, maybe with a few lines of
# prose after them (no quote, no bracket): "x = 1\\n"]} Let me know.
_BEFORE_CLOSERS: Final = re.compile(
    r'"(?:[^"\\]++|\\.)*+"([ \t]*[}\])][ \t\r\n}\])]*+)[^"\'{}\[\]]{0,400}\Z', re.DOTALL
)


def end_before_closers(text: str, start: int) -> End | None:
    """For a string at ``start`` that the closing-quote rules read to the end of the text: the
    end at its first unescaped quote, when that quote is followed only by closing brackets
    (and prose on their line). The brackets are then a slip (``"]}`` for ``"}]}``) that the
    container reading repairs, not content of a string cut off by the end of the input. The
    string before the quote must be valid JSON (an unescaped quote in it is raw code, whose
    end is not known)."""
    match = _BEFORE_CLOSERS.match(text, start)
    if match is None:
        return None
    quote = match.start(1) - 1
    other = "the other reading: the string goes on to the end of the text, cut off"
    return End(quote, quote + 1, False, other)


def _weight(text: str, quote: int) -> int:
    """What leaving the quote at ``quote`` inside a string costs: 3 when JSON punctuation
    stands next to it (``":``, ``{"``, ``"}``, ``",``: the look of structure), else 1."""
    before = text[max(0, quote - 3) : quote].rstrip(" ")
    after = text[quote + 1 : quote + 4]
    if before[-1:] in _PUNCTUATION or after[:1] == "," or after.lstrip(" ")[:1] in _PUNCTUATION:
        return 3
    return 1


def _line_end(text: str, pos: int, escaped: bool = True) -> int:
    """Where the first line of a string starting at ``pos`` ends: a line break, an escaped
    one (``\\n``, unless not ``escaped``), or :data:`LINE` characters."""
    limit = min(len(text), pos + LINE)
    found = limit
    for mark in ("\n", "\r", "\\n") if escaped else ("\n", "\r"):
        at = text.find(mark, pos, found)
        if at >= 0:
            found = at
    return found


def _next_closer(text: str, pos: int, end: int, closers: str) -> int:
    """The next quote of ``closers`` in ``text[pos:end]`` not escaped by a backslash, or -1."""
    while pos < end:
        found = -1
        for char in closers:
            at = text.find(char, pos, end if found < 0 else found)
            if at >= 0:
                found = at
        if found < 0:
            return -1
        backslashes = 0
        while found - backslashes - 1 >= pos and text[found - backslashes - 1] == "\\":
            backslashes += 1
        if backslashes % 2 == 0:
            return found
        pos = found + 1
    return -1


def _balanced(text: str, start: int, stop: int) -> bool:
    """Whether every bracket opened in ``text[start:stop]`` is closed there too (content
    such as ``use {`` cut off before its ``}`` keeps the text's last brackets)."""
    depth = 0
    for char in text[start:stop]:
        if char in _OPENERS:
            depth += 1
        elif char in _CLOSERS and depth:
            depth -= 1
    return depth == 0
