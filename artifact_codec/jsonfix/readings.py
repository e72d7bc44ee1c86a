"""The other readings of repairs that change a document's structure or a value without
choosing between quotes themselves: a key read across a line break, a string read to the end of
a text that ends like a finished document, an invalid escape in a string whose escaped quotes do
not pair up, a key with neither ``:`` nor value. Each returns the guess to note (a
:data:`~.report.Note`), or nothing when the text has one reading there; the scanner calls them
after its repair, so that what it chose is reported as the guess it is."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Final

from .report import Note, Notes, RepairKind

_LINE_BREAK: Final = re.compile(r"[\r\n]")
# A '\"' escape (after an even number of backslashes).
_ESCAPED_QUOTE: Final = re.compile(r'(?<!\\)(?:\\\\)*\\"')
_OPENERS: Final = re.compile(r"[{\[(]")
_CLOSERS: Final = re.compile(r"[}\])]")
_QUOTE_BEFORE_MEMBER: Final = re.compile(r'"[ \t]*(?:[,:}\]]|[\r\n]|\Z)')
# A value starting with a quote and a ':' (``": x"``), or a bare one holding a ':' on its line
# before any quote or ',' (``key2: false``).
_VALUE_LOOKAHEAD: Final = 200  # (how far a value is looked into for a ':': linear time)
_COLON_IN_VALUE: Final = re.compile(r'(?:"[ \t]*|[^"\s,{}\[\]][^"\r\n,{}\[\]]*):')


def key_across_line_break(text: str, opened: int, stop: int) -> Note | None:
    """A quoted key read from ``opened`` to ``stop`` across a line break: a key is one line,
    so the quote that opened it may be the value's before it (its opening quote lost,
    ``"a": 4,",``) or stray."""
    if _LINE_BREAK.search(text, opened, stop) is None:
        return None
    message = "read a key across a line break (the other reading: the quote that opens it "
    message += "belongs to the value before, or is stray)"
    return (RepairKind.STRING_END, opened, message)


def string_to_the_end(text: str, opened: int, complete: bool) -> Note | None:
    """A string read from ``opened`` to the end of a text that ends like a finished document
    (``complete``). Across a line break, its closing quote may as well be missing at the end
    of its first line (``"true,<newline>null<newline>]``); not when that line opens a bracket
    the later lines close (``"int main() {<newline>}``: code cut off). On one line, over the
    text's closing brackets (``{"k": {"}``), the quote at ``opened`` may as well close a string
    whose opening quote was lost (the string ``"{"``), the brackets after it closing the
    document."""
    line_break = _LINE_BREAK.search(text, opened)
    if not complete:
        return None
    if line_break is None:
        if _CLOSERS.search(text, opened + 1) is None:
            return None
        message = "read a string to the end of the text, over its closing brackets (the "
        message += "other reading: this quote closes a string whose opening quote is missing, "
        message += "and the brackets after it close the document)"
        return (RepairKind.MISSING_QUOTE, opened, message)
    first = text[opened : line_break.start()]
    if len(_OPENERS.findall(first)) > len(_CLOSERS.findall(first)):
        return None
    message = "read a string to the end of the text, across line breaks (the other reading: "
    message += "its closing quote is missing at the end of its first line)"
    return (RepairKind.MISSING_QUOTE, line_break.start(), message)


def escaped_quote_lost(text: str, opened: int, stop: int) -> Note | None:
    """A string from ``opened`` to ``stop`` in which an invalid escape was kept as a backslash
    (the caller knows): when its escaped quotes are odd in number (``eslint \\**/*.js\\"``),
    the backslash may be a ``\\"`` whose quote was lost, since escaped quotes come in pairs."""
    if len(_ESCAPED_QUOTE.findall(text, opened, stop)) % 2 == 0:
        return None
    message = "kept the backslash of an invalid escape in a string with an odd number of "
    message += "escaped quotes (the other reading: a '\\\"' whose quote was lost)"
    return (RepairKind.MISSING_QUOTE, opened, message)


def key_without_value(pos: int) -> Note:
    """A key with neither ``:`` nor value before the ``,`` at ``pos`` (``x, y": 1``): as
    likely the start of a key that goes on past the ``,``, its opening quote lost."""
    message = "read a key with no ':' and no value before a ',' (the other reading: a key "
    message += "holding the ',', its opening quote missing)"
    return (RepairKind.MISSING_QUOTE, pos, message)


def comment_with_lost_quote(text: str, pos: int, stop: int) -> tuple[Note, ...]:
    """A comment from ``pos`` to ``stop`` removed although it holds an odd number of quotes
    (``a}//", "z": true}``): one of them may close a string whose opening quote was lost, the
    comment mark being its text, and the members after it would then be kept. Only when a
    quote in it stands before a ``,``, ``:``, a closing bracket or the end of its line, as a
    value's closing quote would (``// was x" here`` is a comment; ``5 // 4"`` at the end of
    its line may be the value ``5 // 4``)."""
    if text.count('"', pos, stop) % 2 == 0 or _QUOTE_BEFORE_MEMBER.search(text, pos, stop) is None:
        return ()
    message = "removed a comment holding an unpaired quote (the other reading: the quote "
    message += "closes a string whose opening quote is missing, and the text after it is kept)"
    return ((RepairKind.MISSING_QUOTE, pos, message),)


def leading_text_with_lost_quote(text: str, stop: int) -> Note | None:
    """Text before the JSON (up to ``stop``) dropped although it opens a bracket and holds an
    odd number of quotes after it (``{b": 2}<newline>{"a": 1}``, ``Here: {key": [1, 2]}``):
    the JSON may start at that bracket, a key's opening quote lost."""
    opener = _OPENERS.search(text, 0, stop)
    if opener is None or text.count('"', opener.start(), stop) % 2 == 0:
        return None
    message = "dropped text before the JSON that opens a bracket and holds an unpaired quote "
    message += "(the other reading: the JSON starts at this bracket, a key's opening quote lost)"
    return (RepairKind.MISSING_QUOTE, opener.start(), message)


def trailing_text_with_lost_quote(text: str, start: int) -> Note | None:
    """Text after the JSON (from ``start``) dropped although it opens a bracket and holds an
    odd number of quotes after it (``[]{key": "value"}``): a value may start at that bracket,
    a key's opening quote lost."""
    opener = _OPENERS.search(text, start)
    if opener is None or text.count('"', opener.start()) % 2 == 0:
        return None
    message = "dropped text after the JSON that opens a bracket and holds an unpaired quote "
    message += "(the other reading: a value starts at this bracket, a key's opening quote lost)"
    return (RepairKind.MISSING_QUOTE, opener.start(), message)


def dropped_beside_quote(text: str, pos: int, stop: int) -> tuple[Note, ...]:
    """Characters from ``pos`` to ``stop`` dropped as stray text, when they hold a quote or
    stand just before one (``true{",``, ``\\"a":``): they may be the text of a string whose
    opening quote was lost, which that quote closes."""
    if text.find('"', pos, stop) < 0 and not text.startswith('"', stop):
        return ()
    message = "dropped characters beside a quote (the other reading: they belong to a string "
    message += "whose opening quote is missing, closed by that quote)"
    return ((RepairKind.MISSING_QUOTE, pos, message),)


# A line break after a ',' and blanks inside a string, then any blank lines; the blanks that
# start the next line holding text.
_BREAK_AFTER_COMMA: Final = re.compile(r",[ \t]*(?:\r\n?|\n)(?:[ \t]*(?:\r\n?|\n))*([ \t]*)")


def line_start_before(text: str, pos: int) -> int:
    """Where the line holding ``pos`` starts (after the last line break before it); time in
    the line's length, not in ``pos`` (``rfind`` for the break a text lacks would scan it all)."""
    while pos > 0 and text[pos - 1] not in "\r\n":
        pos -= 1
    return pos


_NOT_TAB: Final = re.compile(r"[^\t]")


def _item_columns(line: str) -> tuple[str, ...]:
    """The blanks that indent a line to where an item of an array starts, for an item that
    stands after other text on its ``line`` (the text before it), as on the line that opens
    the array (``["a",``, ``{"names": ["a",``: pprint's and compact JSON's layout, the next
    items indented to the first one): the item's own column, and the column after the last
    ``[`` on the line that no bracket closes there (``["x", "a",`` then `` "b"``; brackets
    inside strings are counted too: a guess, one pass over the line). Tabs are kept as tabs,
    every other character becomes a space."""
    blanks = _NOT_TAB.sub(" ", line)
    depth = 0
    for at in range(len(line) - 1, -1, -1):
        char = line[at]
        if char in "]}":
            depth += 1
        elif char in "[{":
            if depth == 0:
                return (blanks, blanks[: at + 1]) if char == "[" else (blanks,)
            depth -= 1
    return (blanks,)


def _same_indentation(item: str, following: str) -> bool:
    """Whether the blanks ``following`` that start the line after a break indent it as the
    item's own blanks ``item`` do: the same blanks, or blanks of another kind (a tab where the
    item's line has spaces, or the reverse), whose widths cannot be compared."""
    if item == following:
        return True
    return bool(following) and bool(item) and set(item) != set(following)


def of_string(text: str, opened: int, stop: int, escapes: bool, key_or_trial: bool) -> Notes:
    """The other readings of the string the scanner read from ``opened`` to ``stop``: an
    escaped quote lost (when it kept invalid ``escapes``, see :func:`escaped_quote_lost`), two
    items whose quotes were lost at a raw line break (not for a key, which
    :func:`key_across_line_break` weighs, nor in a trial reading)."""
    notes = [escaped_quote_lost(text, opened, stop) if escapes else None]
    if not key_or_trial and text.startswith('"', opened) and text.startswith('"', stop - 1):
        notes.append(quotes_lost_at_break(text, opened, stop))
    return [note for note in notes if note is not None]


def quotes_lost_at_break(text: str, start: int, stop: int, line_start: int = -1) -> Note | None:
    """The string from its opening quote at ``start`` to ``stop`` (after its closing quote),
    which holds a raw line break, read as one, when that break may be where two quotes were
    lost: a key (``"k2: 1,<newline> k3": true``), or an array item whose next line holding text
    is indented as its own line (from ``line_start``) is (``"a,<newline>  b"``, one item a
    line) or, for an item after other text on its line, to the item's column or to the
    column after the array's ``[`` there (``["a,<newline> b"]``, see :func:`_item_columns`),
    the break right after a ``,``; ``line_start`` is where the string's line starts (-1:
    look for it). The other reading is two keys or two items, the
    closing quote of the first and the opening quote of the second left out. Both the reader
    of JSON whose only fault is raw control characters and the scanner call this."""
    lost_at = _BREAK_AFTER_COMMA.search(text, start, max(start, stop - 1))
    if lost_at is None:
        return None  # (first: the scanner asks for every string it reads)
    after = stop
    while after < len(text) and text[after] in " \t\r\n":
        after += 1
    key = text.startswith(":", after)
    before = start - 1
    while before >= 0 and text[before] in " \t\r\n":
        before -= 1
    if not key and (before < 0 or text[before] not in "[,"):
        return None  # (an object's value: two members would need a key after the break)
    line = text[line_start if line_start >= 0 else line_start_before(text, start) : start]
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    columns = () if indent == line else _item_columns(line)
    for lost in _BREAK_AFTER_COMMA.finditer(text, lost_at.start(), max(start, stop - 1)):
        if key or _same_indentation(indent, lost.group(1)) or lost.group(1) in columns:
            what = "key" if key else "array item"
            message = f"read one {what} holding a raw line break after this ','; the other "
            message += "reading: two, the quotes between them left out here"
            return (RepairKind.MISSING_QUOTE, lost.start(), message)
    return None


# The rest of a key whose opening quote was lost: no quote or line break, then '":'.
_REST_OF_KEY: Final = re.compile(r'[^"\r\n]{0,200}":')


def dropped_bracket_before_key(text: str, pos: int, stop: int) -> tuple[Note, ...]:
    """A ``{`` or ``[`` dropped as stray text (``pos`` to ``stop``) that the rest of a key
    follows on its line, up to a quote and ``:`` (``{a}:z": "v"``): the other reading is a key
    starting with that bracket (a template name) whose opening quote was lost."""
    if text[pos : pos + 1] not in ("{", "[") or _REST_OF_KEY.match(text, stop) is None:
        return ()
    message = f"dropped the {text[pos]!r} where a key belongs (the other reading: a key "
    message += "starting with it, whose opening quote is missing, up to the quote and ':' after)"
    return ((RepairKind.MISSING_QUOTE, pos, message),)


def colon_after_value(text: str, notes: Notes, trial: bool) -> tuple[Note, ...]:
    """A ``:`` about to be inserted after an unquoted key that follows, on the same line, a bare
    value and a ``,`` (``"x": However, the answer is {...}, ok"``: the notes end with the
    value's ``unquoted-value`` and the key's ``unquoted-key``): the words after the ``,`` may
    as well go on the value, one string whose opening quote was lost, as start a member.
    Nothing in a ``trial`` reading (it weighs its repairs; the guess is the kept reading's)."""
    if trial or len(notes) < 2:
        return ()
    (value_kind, value_at, _), (key_kind, key_at, _) = notes[-2], notes[-1]
    if value_kind is not RepairKind.UNQUOTED_VALUE or key_kind is not RepairKind.UNQUOTED_KEY:
        return ()
    between = text[value_at:key_at]
    if between.count(",") != 1 or _LINE_BREAK.search(between) is not None:
        return ()
    message = "read the words after a bare value and a ',' as a key, inserting a ':' (the "
    message += "other reading: they go on the value, one string holding the ',')"
    return ((RepairKind.MISSING_QUOTE, value_at, message),)


def colon_beside_quote(text: str, key_at: int, pos: int) -> tuple[Note, ...]:
    """A ``:`` inserted at ``pos`` after the key read from ``key_at``, when the key or the text
    after it (up to a quote, ``,`` or line break) already holds a ``:``: a quote beside that
    ``:`` may belong on its other side (``"type"": commonjs"``, ``"type: ""commonjs"``,
    ``""key2: false``), the key's closing quote moved across it and the value's opening quote
    lost, and the ``:`` there is the member's, not text of the key or value."""
    if key_at < 0 or (
        text.find(":", key_at, pos) < 0
        and _COLON_IN_VALUE.match(text, pos, pos + _VALUE_LOOKAHEAD) is None
    ):
        return ()
    message = "inserted a ':' after a key beside a ':' held by the key or the value (the other "
    message += "reading: a quote moved across that ':', which separates the key and the value)"
    return ((RepairKind.MISSING_QUOTE, pos, message),)


def member_between_repairs(text: str, notes: Notes, key_at: int, pos: int) -> tuple[Note, ...]:
    """A ``:`` or a value about to be inserted at ``pos`` for the key read from ``key_at``,
    when a ``,`` was inserted before that key on the same line (``{"k": a"b":, ...}``,
    ``"nyc": 15.1.0" // 4" wide``): a member made of two inserted separators may as well be no
    member, its first quote closing the value before, whose opening quote was lost, and the
    rest that value's text or a comment."""
    if key_at < 0 or _LINE_BREAK.search(text, key_at, pos) is not None:
        return ()
    before = key_at - 1
    while before >= 0 and text[before] in " \t":
        before -= 1
    if before >= 0 and text[before] in "\r\n":
        return ()  # (the key starts its line: a ',' lost at the end of the line before)
    if not any(kind is RepairKind.MISSING_COMMA and at == key_at for kind, at, _ in notes[-4:]):
        return ()
    message = "read a member between a ',' and a ':' or value both inserted (the other reading: "
    message += "its first quote closes the value before it, whose opening quote is missing)"
    return ((RepairKind.MISSING_QUOTE, key_at, message),)


def dropped_backslash(text: str, pos: int, stop: int) -> tuple[Note, ...]:
    """Characters from ``pos`` to ``stop`` dropped as stray text that hold a backslash
    (``{"re": \\d+}``, ``{"n": 1\\2}``): a backslash starts no JSON, but a bare value whose
    quotes were lost may hold one (a pattern, a Windows path), and is then cut there."""
    if text.find("\\", pos, stop) < 0:
        return ()
    message = "dropped text holding a backslash (the other reading: it belongs to a value "
    message += "whose quotes are missing, a pattern or a path)"
    return ((RepairKind.MISSING_QUOTE, pos, message),)


_OPENER_OF: Final = {"}": "{", "]": "["}
_LOOSE_JSON: Final = json.JSONDecoder(strict=False)


# A string (what it holds is no bracket) or a bracket.
_NESTING_TOKEN: Final = re.compile(r'"(?:[^"\\\r\n]|\\.)*"|[{}\[\]]')


def _openers_of_unmatched_closers(text: str, pos: int) -> str:
    """The openers that the closers no opener matches in ``text`` from ``pos`` need, the
    outermost first (``, true], 5]``: ``[[``); one pass, linear time."""
    open_brackets: list[str] = []
    lost: list[str] = []
    for token in _NESTING_TOKEN.finditer(text, pos):
        bracket = token.group()
        if bracket in "{[":
            open_brackets.append(bracket)
        elif bracket in "}]":
            if open_brackets:
                open_brackets.pop()
            else:
                lost.append(_OPENER_OF[bracket])
    return "".join(reversed(lost))


def _decodes_strictly(reading: str) -> bool:
    try:
        _LOOSE_JSON.decode(reading)
    except (ValueError, RecursionError):
        return False
    return True


def closer_of_lost_opener(
    text: str, pos: int, reads: Callable[[str], bool] = _decodes_strictly
) -> Note | None:
    """The text dropped after a document starts at ``pos`` with a closer no opener matches
    (``{"key": "value"}<newline>]``, ``"a": 1, "b": [1]}``), or with a ``,`` (``[[1, 2], 3,
    4], [5]]``, ``[1, 2], true], 5]``, ``[1, 2], 3``): the other reading is that the document
    and that text are one value whose openers were lost at the start of the text, one for
    each closer no opener matches, and, after a ``,`` with no such closer at the end, an array
    whose both brackets were lost around several values. A guess when that reading parses:
    when ``reads`` says it reads as one value (by default, decoded by the strict-syntax
    decoder; the caller passes one that allows the slips repaired anywhere else, a trailing
    ``,``, a comment, single quotes). At most two reads of the text, linear time."""
    if text[pos : pos + 1] not in (",", "}", "]"):
        return None
    openers = _openers_of_unmatched_closers(text, pos)
    first = len(text) - len(text.lstrip("\ufeff \t\r\n"))
    body = text[first:].rstrip(" \t\r\n")
    readings = [openers + body] if openers else []
    if text[pos] == ",":
        readings.append("[" + openers + body + "]")  # ('[1, 2], 3': the values of an array)
    for reading in readings:
        if not reads(reading):
            continue
        if reading.startswith(openers + body):
            message = "dropped the text after the value (the other reading: it goes on a "
            message += f"container whose opening {openers!r} is missing at the start of the text"
        else:
            message = "dropped the values after the value and its ',' (the other reading: "
            message += "the values of an array whose '[' and ']' are missing"
            message += f", in a container whose opening {openers!r} is missing" if openers else ""
        return (RepairKind.EXTRA_BRACKET, pos, message + ")")
    return None


# A bare word (no quote, bracket, ',' or ':') after a ':', ',' or '[', then blanks, at the end.
_BARE_WORD_AT_END: Final = re.compile(r"[:,\[][ \t]*([^\s\"{}\[\],:]+)[ \t\r\n]*\Z")
_BARE_LOOKBACK: Final = 200  # (how far back a bare value is looked for: linear time)


def bare_value_over_closer(text: str, closer_at: int, tail: str) -> Note | None:
    """The document ended at the closer at ``closer_at`` right after a bare value
    (``{"key": value} "tail" more}``), and the dropped text ``tail`` ends with the same closer:
    the other reading is a value whose quotes were lost that goes on over this closer and the
    dropped text, the last closer ending the document."""
    closer = text[closer_at]
    if closer not in "}]" or not tail.rstrip(" \t\r\n`~").endswith(closer):
        return None
    word = _BARE_WORD_AT_END.search(text, max(0, closer_at - _BARE_LOOKBACK), closer_at)
    if word is None:
        return None
    try:
        json.loads(word.group(1))  # (a number or literal: a value of its own)
    except ValueError:
        pass
    else:
        return None
    message = f"ended the bare value {word.group(1)!r} at this {closer!r}, the dropped text "
    message += f"after it ending with {closer!r} too (the other reading: the value goes on "
    message += "over it, its quotes lost)"
    return (RepairKind.STRING_END, closer_at, message)


#: The other readings of text from ``pos`` to ``stop`` dropped as stray text.
OF_DROPPED_TEXT: Final = (dropped_beside_quote, dropped_backslash, dropped_bracket_before_key)
