"""Reading the scalars of broken JSON that are not strings: numbers written loosely, literals
(``True``, ``None``, ``undefined``), bare words, and values wrapped in a call such as
``ObjectId("...")``."""

from __future__ import annotations

import json
import re
from typing import Any, Final

from .report import Notes, RepairKind
from .tokens import QUOTE_OPENERS, WORD

__all__ = [
    "UNQUOTED_KEY",
    "ScalarReader",
    "digits_as_key",
    "key_at",
    "lost_key",
    "marked_at",
    "normalize_number",
]

# Reads a string whose only faults may be raw control characters.
_LOOSE_STRING: Final = json.JSONDecoder(strict=False)
# A function call around one value: the MongoDB shell's own types (ObjectId("..."),
# NumberLong(2), ISODate("...")), the names its documentation gives, and nothing after the
# closing parenthesis but structure. Any other call (``print("hi")``, ``require("x")``, a copy
# name ``a(1).py``) is a bare value read whole: taking the value inside would drop the rest.
_CALL: Final = re.compile(
    r"((?:ObjectId|ObjectID|ISODate|Date|NumberLong|NumberInt|NumberDecimal"
    r"|Decimal128|Timestamp|UUID|BinData|HexData|MD5|Long|Int32|Double))"
    r"\([ \t]*(\"(?:[^\"\\\n]|\\.){0,1000}\"|-?\d[\d.eE+\-]{0,40})[ \t]*\)"
    r"(?=[ \t\r\n]*(?:[,}\]]|\Z))"
)
_STRICT_NUMBER: Final = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
# After the digits of a number, what makes the token something else ('1.1.1', '1e', '1/3',
# '10-20', '10:30', '57eeeeb1-...'): it is then read whole, as a string unless it all is a
# number.
_NUMBER_GOES_ON: Final = re.compile(r"[\w.]|[/:+\-][\w.]")
_BLANKS_TO_END: Final = re.compile(r"[ \t\r\n]*\Z")
# After a number token, what makes the value a phrase rather than a number: a percent sign
# ('50%'), an operator between blanks ('1 + 2', '3 * x') or, after a token that is no number,
# a word ('1st place'). The value is then the whole phrase, as a string: never a number cut
# short with the rest dropped.
_PHRASE_AFTER_NUMBER: Final = re.compile(
    r"%|[ \t]+(?:[+*%=<>-]|/(?![/*]))[ \t]*[\w(.+-]"
    r"|[ \t]+(?!~~~)[^\s\"'`\u201c\u201d\u201e\u2018\u2019{}\[\](),:;/#\w$]"
)
# In an object member, after a number: blanks, then digits or a word that is no key ('8 000
# 000', '5 apples'): the value goes on (grouped digits, a count with its unit), read whole.
_MORE_AFTER_NUMBER: Final = re.compile(r"[ \t]+(?:\d|[A-Za-z_](?![\w$.-]*\"?[ \t]*:))")
_GROUP: Final = re.compile(r"\d{3}")
# A '#' after a blank inside a bare value: a comment, or text of the value ('issue #5').
_HASH_NOTE: Final = re.compile(r"[ \t]+#")
#: A key written without quotes.
UNQUOTED_KEY: Final = re.compile(r"[\w$][\w$.\-]*")
#: A bare value that starts with a character no JSON value starts with (``@scope/pkg``,
#: ``~/x``, ``>=18``, ``<19``, ``=1.0``, ``&amp``, or a mark alone: ``*``, ``&&``): the token is
#: read whole, whatever its first character, up to the structure after it. No list of marks:
#: any character dropped as stray text would give another value. Not here: what starts a
#: word or a number (read by their own rules), what is structure (blanks, quotes, brackets,
#: ``,``, ``:``), starts a comment (``/``, ``#``) or a template literal, or a fence (``~~~``).
_MARKED_VALUE: Final = re.compile(
    r"(?!~~~)[^\s\"'`\u201c\u201d\u201e\u2018\u2019{}\[\](),:/#\w+\-.$]"
)
#: A bare key that starts with a mark (``@id:``, ``>=2:``, ``+1:``, ``&a:``, ``./lib:``), read
#: whole as a bare value is: no list of marks, any character dropped as stray text would give
#: another key. Not here: what starts a word (read as a key by its own rule), what is structure
#: or a quote, or starts a comment (``/``, ``#``) or a fence (``~~~``).
_MARKED_KEY: Final = re.compile(
    r"(?!~~~)[^\s\"'`\u201c\u201d\u201e\u2018\u2019{}\[\](),:;/#\w$]"
    r"[^\s\"'{}\[\],:]{0,200}(?=[ \t]*:)"
)
# A JSON escape in a bare value ('Hello\nWorld'): kept as written, or meant as an escape.
_JSON_ESCAPE: Final = re.compile(r'\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})')
# The closing quote of a key whose opening quote was left out, and the key's ':'.
_CLOSING_QUOTE_OF_KEY: Final = re.compile(r'"(?=[ \t]*:)')
# What starts a value by its own rules (a bracket, a quote, a template literal).
_OWN_START: Final = "{[(`" + QUOTE_OPENERS
# A key whose opening quote was left out, up to its closing quote and ':' ('@scope/name":',
# 'test:unit":'; a ':' inside it is followed by more of the name, not by a blank or a quote:
# 'sep: ":"' is a key and its value).
_KEY_LOST_QUOTE: Final = re.compile(
    r'[^\s"\'{}\[\],:](?:[^"\n\r{}\[\],:]|:(?=[^\s"\':])){0,199}(?="[ \t]*:)'
)
_WORDS_TO_CLOSER: Final = re.compile(r",[ \t]*[A-Za-z_][^:\"'\n\r{}\[\],/#]{0,200}(?=\})")
# The same with text after a ',' that starts with a mark ('>=1.0, <2.0}', '@a, @b}', '*, *}'):
# no key (no ':' before the next ',', '}' or line break), read whole too, but a list of the
# parts is the other reading (a guess). At most 16 parts: a bound, so the look-ahead stays
# linear.
_MARKS_TO_CLOSER: Final = re.compile(
    r"(?:,[ \t]*(?!~~~)[^\s\"'`{}\[\](),:;/#\w$](?:[^:\"'\n\r{}\[\],/#]|/(?![/*])){0,200}){1,16}"
    r"(?=[ \t]*(?:[},]|\r?\n|\Z)|[ \t]+(?://|/\*|#))"
)
_WORD_AFTER_TOKEN: Final = re.compile(r"[ \t]+[A-Za-z_]")
# A token that starts like a number: digits, letters and the separators of dates, times,
# fractions and ranges ('2024-01-01', '10:30', '1/3', '10-20'); not a number unless it all is.
_LOOSE_TOKEN: Final = re.compile(r"[+\-.\w]+(?:[/:][+\-.\w]+)*")
_INT_FORM: Final = re.compile(r"[+-]?\d[\d_]*")
_FLOAT_FORM: Final = re.compile(r"[+-]?(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?")
_HEX_FORM: Final = re.compile(r"[+-]?0[xX][0-9a-fA-F]+")
_WORD_CHAR: Final = re.compile(r"[\w$]")
# Decimal digits with a leading zero (not 0.5, not 0x1F).
_LEADING_ZERO: Final = re.compile(r"[-+]?0\d")


def _lost_quote_run(plain: str) -> re.Pattern[str]:
    """A run of ``plain`` characters ending in a lone quote before ``,``, a closing bracket or
    the end of its line. Escaped quotes in it are the string's own, and between two of them
    (or after the last, up to the lone quote) any character is: ``echo \\"Error: a, b\\" &&
    exit 1",``, ``eslint \\"**/*.{js,ts}\\"",``, ``\\"",``. (Each alternative starts with
    another character, and a segment stops at its first escaped quote: no backtracking; the
    run is read at most :data:`_LONGEST_RUN` characters far.)"""
    segment = r'\\"(?:[^"\\\n\r]|\\[^"\n\r])*(?:\\"|(?="))'
    return re.compile(rf'((?:{plain}|{segment}|\\[^"\n\r])+)"(?=[ \t]*(?:[,}}\]]|\r?\n|\Z))')


#: How far a value whose opening quote is missing is looked for (a bound: linear time).
_LONGEST_RUN: Final = 400
# What follows the lone quote that ends such a value (checked again past the bound).
_AFTER_LOST_QUOTE: Final = re.compile(r"[ \t]*(?:[,}\]]|\r?\n|\Z)")


# A bare value ending in a quote before ',', a closing bracket or the end of the line: the
# quote is the value's lost opening quote, misplaced ('abcdef",', 'ipsum, sic, datum.",').
_LOST_OPENING_QUOTE: Final = _lost_quote_run(r'[^"\\\n\r{}\[\]]')
# The same for a value that starts as a word or number ('4",', 'true",'): up to a ','
# ('[1, 2, 3"]' is 3 that lost its quote, not one string; each number is read once).
_LOST_QUOTE_OF_TOKEN: Final = _lost_quote_run(r'[^",\\\n\r{}\[\]]')
# The end of a run after which a quote opens the next string: a ',', or a ':' and a blank.
_OPENS_NEXT: Final = re.compile(r"(?:,[ \t]*|:[ \t]+)\Z")
# After a quote that follows a ',' ('4,",'): a ',' that ends the line, a closing bracket, or a
# line break before one. No string can open there (nothing of it on its line, or only a ','
# and the line ends: a key or item across a line break), so the quote is the value's own, its
# opening quote lost ('"4,"' written '4,"'); a one-line string ('1, ","]') still opens.
_QUOTE_ENDS_ITS_LINE: Final = re.compile(
    r"(?![^\"\n]*\")[ \t]*(?:,[ \t]*(?:\r?\n|\Z)|[}\]]|\r?\n[ \t]*[}\]]|\Z)"
)
# A word or number, a ',' and such a quote ('4,"', 'true, "').
_TOKEN_AND_COMMA: Final = re.compile(r'([^",\\\n\r{}\[\]]+,[ \t]*)"')
# A comment inside such a run: the quote is no value's ('1 // was "x"' has no lost quote).
_COMMENT_IN_RUN: Final = re.compile(r"[ \t]/[/*]")
# Where a bare value stops: ',' or a closing bracket (outside brackets it opened itself), a
# line break, or a quoted key ('value "key2": 1').
_BARE_STOP: Final = re.compile(r"[,}\])\n\r{\[(]|\"(?=[^\"\n]{0,200}\"[ \t]*:)")
# (an item of an array also stops at a quote: the next item, its comma left out)
_BARE_ITEM_STOP: Final = re.compile(r"[,}\])\n\r{\[(\"']")
# A regular expression literal of JavaScript: '/ab+c/gi'.
_REGEX_LITERAL: Final = re.compile(r"/(?![/*])(?:[^/\\\n]|\\.){1,500}/[a-z]{0,8}")
_OPENERS: Final = {"{": "}", "[": "]", "(": ")"}
# Brackets and separators a bare value's own brackets may hold ('f(a, b)', 'x{1, [2]}').
_MAX_BRACKETS: Final = 16
# Literals in another case: TRUE, False, NULL, Null, NONE.
_ANY_CASE: Final = {"true": "true", "false": "false", "null": "null", "none": "null"}
_LITERALS: Final = {
    "true": "true",
    "false": "false",
    "null": "null",
    "True": "true",
    "False": "false",
    "None": "null",
    "undefined": "null",
    "NaN": "NaN",
    "Infinity": "Infinity",
}


class ScalarReader:
    """Reads numbers, literals and bare words into ``out``, noting repairs in ``notes``.

    After :meth:`word` or :meth:`number`, ``cut`` tells whether the input ended inside the
    scalar (it was completed or dropped; the caller records the truncation).
    """

    def __init__(self, text: str, out: list[str], notes: Notes) -> None:
        self.text = text
        self.end = len(text)
        self.out = out
        self.notes = notes
        self.cut = False
        self.dropped = False  # a cut-off number was dropped (written as null)
        self.inner_quotes = 0  # quotes inside bare values, for the cost of a trial (see .ends)

    def word(self, pos: int, *, item: bool = False) -> int:
        """Read the word at ``pos``; return the position after what was read."""
        self.cut = False
        text, end = self.text, self.end
        match = WORD.match(text, pos)
        assert match is not None
        word = match.group()
        stop = match.end()
        if stop < end and text[stop] == "(":
            call = _CALL.match(text, pos)
            if call is not None:
                return self._call(pos, call)
        literal = _LITERALS.get(word)
        if literal is None and word.lower() in _ANY_CASE:
            literal = _ANY_CASE[word.lower()]  # TRUE, Null, NONE
        if literal is not None and (stop >= end or not _WORD_CHAR.match(text, stop)):
            if literal != word:
                self.notes.append(
                    (RepairKind.PYTHON_LITERAL, pos, f"replaced {word} with {literal}")
                )
            self.out.append(literal)
            return stop
        if stop >= end:
            for literal in ("true", "false", "null"):
                if literal.startswith(word.lower()):
                    self.notes.append(
                        (RepairKind.TRUNCATED, pos, f"completed {word!r} to {literal}")
                    )
                    self.cut = True
                    self.out.append(literal)
                    return stop
        return self.bare(pos, item=item)

    def regex(self, pos: int) -> int:
        """A JavaScript regular expression literal (``/ab+c/gi``) as a string, whole; or a
        lone ``/`` dropped. Returns the position after it."""
        match = _REGEX_LITERAL.match(self.text, pos, self.end)
        if match is None:
            return -1
        value = match.group()
        self.notes.append(
            (RepairKind.UNQUOTED_VALUE, pos, f"quoted the regular expression {value!r}")
        )
        self.out.append(json.dumps(value, ensure_ascii=False))
        return match.end()

    def bare(self, pos: int, *, item: bool = False) -> int:
        """A value written without quotes, up to the ',' or closing bracket after it (an item
        of an array also up to a quote); a quote that ends it before ',' or a bracket is its
        lost opening quote (``abc",``, ``ipsum, sic.",``), a guess reported as such."""
        text = self.text
        stop = self.lost_quote(pos)
        if stop > 0:
            return stop
        stop = _bare_end(text, pos, self.end, _BARE_ITEM_STOP if item else _BARE_STOP)
        if stop - pos >= _LONGEST_BARE and stop < self.end:
            # (the bound keeps the reading linear; what follows may be more of the value)
            self.notes.append(
                (
                    RepairKind.STRING_END,
                    stop,
                    f"ended a bare value here, after {_LONGEST_BARE} characters with no ',' or "
                    "bracket; the other reading is a value that goes on after this place",
                )
            )
        if not item:
            # 'Hello, world}': words after the comma with no ':' before the object closes are
            # more of the value, not a key whose ':' and value are both missing.
            words = _WORDS_TO_CLOSER.match(text, stop)
            marks = None if words is not None else _MARKS_TO_CLOSER.match(text, stop)
            if words is not None:
                stop = words.end()
            elif marks is not None:
                whole = text[pos : marks.end()].rstrip()
                parts = [part.strip() for part in whole.split(",")]
                self.notes.append(
                    (
                        RepairKind.STRING_END,
                        stop,
                        f"read {whole!r} as one bare value (no ':' follows the ','); the other"
                        f" reading is separate values {parts!r}",
                    )
                )
                stop = marks.end()
        value = text[pos:stop].rstrip()
        # a bare value ends before a comment
        cut = value.find(" //")
        if cut >= 0:
            value = value[:cut].rstrip()
        note = _HASH_NOTE.search(value)
        if note is not None:
            # ('foo # note': the rest a '#' comment, as after a number, or text of the value)
            self.notes.append(
                (
                    RepairKind.STRING_END,
                    pos + note.start(),
                    f"read {value[note.start() :].strip()!r} as part of the bare value "
                    f"{value!r}; the other reading is a '#' comment after "
                    f"{value[: note.start()].rstrip()!r}",
                )
            )
        if value.endswith('"') and value.count('"') == 1:
            self._lost_quote(pos, value[:-1])
            return pos + len(value)
        parts = value.split()
        if len(parts) > 1 and all(_STRICT_NUMBER.fullmatch(word) for word in parts):
            # `0 -1`: one phrase, or numbers whose comma is missing: two readings
            self.notes.append(
                (
                    RepairKind.NUMBER_READING,
                    pos,
                    f"quoted the bare value {value!r} as one string; the other reading is "
                    "numbers with the commas between them missing",
                )
            )
        elif len(parts) > 1 and parts[0].isdigit() and all(_GROUP.fullmatch(p) for p in parts[1:]):
            # '8 000 000': one number with its digits grouped, or a string as written
            self.notes.append(
                (
                    RepairKind.NUMBER_READING,
                    pos,
                    f"quoted the bare value {value!r} as one string; the other reading is the "
                    f"number {''.join(parts)} written with its digits grouped",
                )
            )
        else:
            self.notes.append((RepairKind.UNQUOTED_VALUE, pos, f"quoted the bare value {value!r}"))
        escape = _JSON_ESCAPE.search(value)
        if escape is not None:
            # ('Hello\\nWorld': a string whose quotes were lost, its escapes meant as JSON's,
            # or text holding backslashes as written: two values)
            try:
                decoded = _LOOSE_STRING.decode('"' + value.replace('"', '\\"') + '"')
            except ValueError:
                decoded = value
            message = f"kept the backslashes of the bare value {value!r} as written (the other "
            message += f"reading: JSON escapes, {decoded!r})"
            self.notes.append((RepairKind.RAW_STRING, pos + escape.start(), message))
        if '"' in value:
            # ('a: b2": {' where a key lost its opening quote): the quote kept as text is
            # one reading; the other is a string or key it ends or opens
            message = f"kept the quote in the bare value {value!r} as text (the other "
            message += "reading: it ends or opens a string, its other quote missing)"
            self.notes.append((RepairKind.UNESCAPED_QUOTE, pos + value.index('"'), message))
        self.out.append(json.dumps(value, ensure_ascii=False))
        self.inner_quotes += value.count('"')
        return pos + len(value)

    def lost_value(self, pos: int) -> int:
        """:meth:`lost_quote` for a value that does not start a bracket, string or template
        literal of its own: a word, number or literal (``4",``, ``true",``), or a character no
        value starts with (``^7.0.0",``, ``**/*.d.ts",``). The quote that ends the run shows
        where the value ends: not text to drop after a value, nor a comment opened inside it.
        -1 for any other."""
        char = self.text[pos]
        if char in _OWN_START:
            return -1
        token = char in "+-" or char.isdigit() or WORD.match(char) is not None
        stop = self.lost_quote(pos, _LOST_QUOTE_OF_TOKEN if token else _LOST_OPENING_QUOTE)
        if stop < 0 and token:
            # ('4,",' at the end of a line: the string '4,' whose opening quote is missing,
            # not 4 and a key or item that opens with the quote and runs across the line break)
            lost = _TOKEN_AND_COMMA.match(self.text, pos, min(self.end, pos + _LONGEST_RUN))
            if lost is not None and _QUOTE_ENDS_ITS_LINE.match(self.text, lost.end()):
                self._lost_quote(pos, lost.group(1).rstrip())
                stop = lost.end()
        return stop

    def unquoted_key(self, pos: int) -> tuple[str, int, bool]:
        """Read the key at ``pos`` written without its opening quote: its name, the position
        after it, and whether it is a plain word (``name:``, ``file_path":``). A key that is
        more than a word up to a quote and ``:`` (``@npmcli/config":``, not ``npmcli``) is a
        ``missing-quote`` guess."""
        text = self.text
        marked = _key_after_mark(text, pos)
        if marked is not None:  # (':true": 1', ',a": 1': see _key_after_mark)
            name = text[pos : marked.end()]
            message = f"read {name!r} as a key whose opening quote is missing (the other "
            message += f"reading: {text[pos]!r} is stray and the key is {name[1:]!r})"
            self.notes.append((RepairKind.MISSING_QUOTE, pos, message))
            self.out.append(json.dumps(name, ensure_ascii=False))
            return name, marked.end() + 1, False
        bare = _MARKED_KEY.match(text, pos)
        if bare is not None:  # ('@id:', './lib:': the mark is the key's own)
            name = bare.group()
            self.notes.append((RepairKind.UNQUOTED_KEY, pos, f"quoted the key {name!r}"))
            self.out.append(json.dumps(name, ensure_ascii=False))
            return name, bare.end(), False
        match = UNQUOTED_KEY.match(text, pos)
        lost = lost_key(text, pos)
        if lost is not None and (match is None or match.end() < lost.end()):
            name = lost.group()
            message = f"read {name!r} as a key whose opening quote is missing (the other "
            message += "reading: text dropped before a key)"
            self.notes.append((RepairKind.MISSING_QUOTE, pos, message))
            self.notes.extend(_blanks_of_key(text, pos, name))
            self.out.append(json.dumps(name, ensure_ascii=False))
            return name, lost.end() + 1, False
        assert match is not None
        name = match.group()
        closing = _CLOSING_QUOTE_OF_KEY.match(text, match.end())
        how = " (its opening quote was left out)" if closing else ""
        self.notes.append((RepairKind.UNQUOTED_KEY, pos, f"quoted the key {name!r}{how}"))
        if closing:
            self.notes.extend(_blanks_of_key(text, pos, name))
        self.notes.extend(digits_as_key(text, pos, name))
        self.out.append(json.dumps(name, ensure_ascii=False))
        # (`file_path": "a.py"`: the word and its closing quote are the key; the only reading
        # that leaves the rest JSON)
        return name, match.end() + 1 if closing else match.end(), True

    def lost_quote(self, pos: int, run: re.Pattern[str] = _LOST_OPENING_QUOTE) -> int:
        """Read the value at ``pos`` when it ends in a quote before ``,``, a closing bracket or
        the end of its line (``^7.0.0",``, ``./lib/*.d.ts",``): the string whose opening quote
        was left out, a ``missing-quote`` guess; return the position after it, or -1. ``run``
        is what the value may hold (:data:`_LOST_QUOTE_OF_TOKEN`: no ``,``)."""
        limit = min(self.end, pos + _LONGEST_RUN)
        lost = run.match(self.text, pos, limit)
        if lost is None or (
            limit < self.end and not _AFTER_LOST_QUOTE.match(self.text, lost.end())
        ):
            return -1
        value = lost.group(1).rstrip()
        # ('1, ","': the quote opens the next item's string, unless the ',' stands after an
        # escaped quote, in the string's own quotes: '\\",",'; '1 // was x"': a comment's)
        opens_next = (
            _OPENS_NEXT.search(lost.group(1))
            and value.count('\\"') % 2 == 0
            and not _QUOTE_ENDS_ITS_LINE.match(self.text, lost.end())
        )
        if not value or opens_next or _COMMENT_IN_RUN.search(value):
            return -1
        self._lost_quote(pos, value)
        return lost.end()

    def _lost_quote(self, pos: int, value: str) -> None:
        self.notes.append(
            (
                RepairKind.MISSING_QUOTE,
                pos,
                f"read {value!r} as a string whose opening quote is missing (the quote after "
                "it was taken for it)",
            )
        )
        # The text is a JSON string's content: its escapes (`\n`) mean what they mean there.
        try:
            decoded = _LOOSE_STRING.decode('"' + value + '"')
        except ValueError:
            decoded = value
        self.out.append(json.dumps(decoded, ensure_ascii=False))

    def _call(self, pos: int, call: re.Match[str]) -> int:
        """``Name("x")`` or ``Name(2)``: keep the value inside the call."""
        inner = call.group(2)
        if inner.startswith('"'):
            try:
                value: Any = json.loads(inner)
            except ValueError:
                value = inner[1:-1]
        else:
            number = normalize_number(inner)
            value = None if number is None else json.loads(number)
            if value is None:
                value = inner
        self.notes.append(
            (RepairKind.WRAPPER, pos, f"replaced {call.group(1)}(...) with the value inside it")
        )
        self.out.append(json.dumps(value, ensure_ascii=False))
        return call.end()

    def number(self, pos: int, *, item: bool = False) -> int:
        """Read the number (or number-like token) at ``pos``; return the position after it.
        A number that goes on as a phrase (``50%``, ``1 + 2``, ``1st place``) is read whole
        as a bare value, a string."""
        self.cut = False
        text, end = self.text, self.end
        self.dropped = False
        if text.startswith("-Infinity", pos) and not _WORD_CHAR.match(text, pos + 9):
            self.out.append("-Infinity")  # (json.loads reads it, as Infinity and NaN)
            return pos + 9
        match = _STRICT_NUMBER.match(text, pos)
        if match and match.end() > pos:
            stop = match.end()
            if stop >= end or not _NUMBER_GOES_ON.match(text, stop):
                if stop < end and (
                    _PHRASE_AFTER_NUMBER.match(text, stop)
                    or (not item and _MORE_AFTER_NUMBER.match(text, stop))
                ):
                    return self.bare(pos, item=item)
                self.out.append(match.group())
                return stop
        loose = _LOOSE_TOKEN.match(text, pos)
        token = loose.group() if loose else text[pos]
        stop = pos + len(token)
        if stop < end and (
            _PHRASE_AFTER_NUMBER.match(text, stop)
            or (normalize_number(token) is None and _WORD_AFTER_TOKEN.match(text, stop))
        ):
            return self.bare(pos, item=item)
        if stop >= end:  # cut off: drop an incomplete exponent or sign
            token = token.rstrip("eE+-") or token
        number = normalize_number(token)
        if number is None:
            if token in "+-." and _BLANKS_TO_END.match(text, stop):
                self.notes.append((RepairKind.TRUNCATED, pos, "dropped a cut-off number"))
                self.cut = self.dropped = True
                self.out.append("null")
                return end
            self.notes.append((RepairKind.UNQUOTED_VALUE, pos, f"quoted the bare value {token!r}"))
            self.out.append(json.dumps(token, ensure_ascii=False))
        elif _LEADING_ZERO.match(token):
            # (a zip code, an id, a month: digits meant as a string lose their zero)
            self.notes.append(
                (
                    RepairKind.NUMBER_READING,
                    pos,
                    f"wrote {token!r} as the number {number}; if it is a code or an id (digits "
                    "with a leading zero), it was meant as the string",
                )
            )
            self.out.append(number)
        else:
            self.notes.append((RepairKind.NUMBER, pos, f"wrote the number {token!r} as {number}"))
            self.out.append(number)
        return stop

    # -- strings -----------------------------------------------------------------------------


def lost_key(text: str, pos: int) -> re.Match[str] | None:
    """The key at ``pos`` when it is text up to a quote and ``:`` on its line, its opening
    quote left out (``@scope/name": 1``); a comment's line has no ``":``. Also such a key
    after a ``:`` or ``,`` glued to it (see :func:`_key_after_mark`)."""
    return _KEY_LOST_QUOTE.match(text, pos) or _key_after_mark(text, pos)


def key_at(text: str, pos: int) -> bool:
    """Whether a key starts at ``pos`` that is no plain word: one whose opening quote was
    left out (:func:`lost_key`) or one that starts with a mark (``@id:``, ``./lib:``)."""
    return lost_key(text, pos) is not None or _MARKED_KEY.match(text, pos) is not None


def marked_at(text: str, pos: int) -> bool:
    """Whether a bare value that starts with a mark (``@scope/pkg``, ``~/x``) is at ``pos``."""
    return _MARKED_VALUE.match(text, pos) is not None


def _key_after_mark(text: str, pos: int) -> re.Match[str] | None:
    """The key after ``pos`` when a ``:`` or ``,`` there is glued to a key whose opening quote
    was left out (``{:true": 1}``, ``{,a": 1}``): the mark may be the key's own first character
    as well as a stray one, so it is kept in the key, with a guess naming the other reading
    (dropping it would lose a character silently)."""
    if pos >= len(text) or text[pos] not in ",:":
        return None
    return _KEY_LOST_QUOTE.match(text, pos + 1)


def _blanks_of_key(text: str, pos: int, name: str) -> Notes:
    """The guess to report when the key ``name`` at ``pos``, its opening quote missing, is
    indented deeper than the member on the line before (which ends with ``,``): the blanks
    past that indentation may be the key's own (``" 0":`` written `` 0":``)."""
    start = pos  # (back over the blanks only: a look back to the line's start, once per key
    while start > 0 and text[start - 1] in " \t":  # of a long line, would be quadratic)
        start -= 1
    if start == 0:
        return []
    if text[start - 1] != "\n":
        # On the member's line: ``json.dumps`` writes no blank after '{' and one after ',';
        # blanks past those may be the key's own (``{ key":``, ``,  b":``).
        usual = {"{": 0, ",": 1}.get(text[start - 1])
        if usual is None or pos - start <= usual:
            return []
        message = f"read the key {name!r} without the blanks before it (the other reading: "
        message += "they are part of it, its opening quote missing before them)"
        return [(RepairKind.MISSING_QUOTE, start + usual, message)]
    before = text.rfind("\n", 0, start - 1) + 1
    previous = text[before : start - 1].rstrip()
    indent = len(previous) - len(previous.lstrip(" \t"))
    if previous.endswith(("{", "[")):
        # (the first member: one step deeper, the smallest indentation of the text's start)
        indent += _indent_step(text)
    elif not previous.endswith(","):
        return []
    if pos - start <= indent:
        return []
    message = f"read the key {name!r} without the blanks before it (the other reading: they "
    message += "are part of it, its opening quote missing before them)"
    return [(RepairKind.MISSING_QUOTE, start + indent, message)]


_INDENTS: Final = re.compile(r"\n([ \t]+)\S")


def _indent_step(text: str) -> int:
    """The smallest indentation among the first lines of ``text`` (a bounded look)."""
    found = [len(match.group(1)) for match in _INDENTS.finditer(text, 0, 2000)]
    return min(found) if found else 0


def digits_as_key(text: str, pos: int, name: str) -> Notes:
    """The guess to report when the unquoted key ``name`` at ``pos`` is digits right after a
    number and ``,``: ``"price": 1,299.99`` is a number written with a thousands separator."""
    before = text[max(0, pos - 8) : pos].rstrip(" \t")
    if not (name[0].isdigit() and before.endswith(",") and before[-2:-1].isdigit()):
        return []
    message = (
        f"read {name!r} after a number and ',' as a key; if the ',' was a thousands "
        "separator, the number before it was meant with these digits"
    )
    return [(RepairKind.NUMBER_READING, pos, message)]


def normalize_number(token: str) -> str | None:
    """JSON spelling of a number written loosely (``+1``, ``.5``, ``1.``, ``0x1F``, ``007``)."""
    try:
        if _HEX_FORM.fullmatch(token):
            return str(int(token, 16))
        if _INT_FORM.fullmatch(token):
            return str(int(token.replace("_", "")))
        if _FLOAT_FORM.fullmatch(token):
            value = float(token.replace("_", ""))
            if value != value or value in (float("inf"), float("-inf")):
                return None
            return repr(value)
    except ValueError:
        return None
    return None


#: The longest bare value read (a bound: a bare value is read up to a stop at most this far).
_LONGEST_BARE: Final = 1000


def _bare_end(text: str, pos: int, end: int, stops: re.Pattern[str]) -> int:
    """Where the bare value at ``pos`` ends (see _BARE_STOP): brackets it opens itself and
    closes on its line are part of it ('words{in brackets}'), at most 1000 characters. A
    bracket it never closes is not (the value ends where it would without it)."""
    limit = min(end, pos + _LONGEST_BARE)
    closers: list[str] = []
    first = -1  # where the value ends if its brackets are not its own
    for _ in range(_MAX_BRACKETS):
        match = stops.search(text, pos, limit)
        if match is None:
            return limit if not closers else first
        char = match.group()
        at = match.start()
        if not closers and char not in _OPENERS:
            return at
        if first < 0 and char not in _OPENERS:
            first = at
        if char in _OPENERS:
            if first < 0 and not closers:
                first = _first_stop(text, at + 1, limit, stops)
            closers.append(_OPENERS[char])
        elif char == closers[-1]:
            closers.pop()
        elif char in "\n\r\"'" or char in "}])":
            return first
        pos = at + 1
    return first if first >= 0 else _first_stop(text, pos, limit, stops)


def _first_stop(text: str, pos: int, limit: int, stops: re.Pattern[str]) -> int:
    """The first stop of a bare value at or after ``pos`` that is not an opening bracket."""
    while True:
        match = stops.search(text, pos, limit)
        if match is None:
            return limit
        if match.group() not in _OPENERS:
            return match.start()
        pos = match.end()
