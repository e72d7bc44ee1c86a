"""Where does a string end? The closing-quote rules.

A quote inside a string value ends it only if what follows is structurally plausible for the
container the string is in: ``,`` and then a key (or an item), or a closing bracket of the
right kind. When the expected keys are known (a :class:`~.shapes.ObjectShape`), the next key
must be one of them, laid out like the container's first key; a doubtful key is believed only
if the members after it read to a plausible end. ``docs/repair.md`` describes every rule.

:class:`ClosingQuotes` gives the verdicts; it reads the open containers of the scanner (its
stack of :class:`~.context.Frame`) but changes nothing. Lookahead is bounded, so the scan
stays linear.
"""

from __future__ import annotations

import json
import re
from typing import Final

from .containers import bracket_reading
from .context import Frame, ScanContext
from .shapes import ArrayShape, ObjectShape, ScalarShape, Shape
from .tokens import ELLIPSIS, KEY_ON_LINE, QUOTE_OPENERS

__all__ = ["CLOSE", "HARD", "SOFT", "ClosingQuotes", "key_name"]

# Verdicts of the closing-quote lookahead.
HARD: Final = 0  # the quote is content
SOFT: Final = 1  # probably content, but could be the end; remembered for a fallback
CLOSE: Final = 2  # the quote ends the string

# What a key looks like in lookahead: quoted (any quotes) or bare (maybe with the closing quote
# of a key whose opening quote was lost: '"}, {file_path": "b.py"'), then a colon. A key is at
# most 200 characters or escapes (a quoted one) or 101 characters (a bare one).
_KEY_AHEAD_FULL: Final = re.compile(
    r"\"((?:[^\"\\]|\\.){0,200})\"[ \t\r\n]*:"
    r"|'((?:[^'\\]|\\.){0,200})'[ \t\r\n]*:"
    r"|[\u201c\u201d]([^\u201c\u201d\n]{0,200})[\u201c\u201d][ \t\r\n]*:"
    r"|([A-Za-z_$][\w$\-]{0,100})\"?[ \t\r\n]*:"
)
# The same, many times faster on the usual key (or string of code) without a backslash: runs
# of one character class, possessive (backtracking into them could never succeed: the
# character after a shorter run is never the closing quote). A quoted key with a backslash
# in its first 200 characters matches group 5 or 6 instead and is read by the full pattern
# (its units are escapes or characters: an alternation per character, with backtracking).
_KEY_AHEAD: Final = re.compile(
    r'"([^"\\]{0,200}+)"[ \t\r\n]*+:'
    r"|'([^'\\]{0,200}+)'[ \t\r\n]*+:"
    r"|[\u201c\u201d]([^\u201c\u201d\n]{0,200}+)[\u201c\u201d][ \t\r\n]*+:"
    r"|([A-Za-z_$][\w$\-]{0,100}+)\"?[ \t\r\n]*+:"
    r"|\"[^\"\\]{0,200}+(\\)|'[^'\\]{0,200}+(\\)"
)
# A key cut off by the end of the input.
# (not brackets: '"}]}' after a file ending in '"""\n' is the end of the document, not a key)
_KEY_PREFIX: Final = re.compile(r"[\"'\u201c]?[^\"'\n\u201d:{}\[\]]{0,200}[\"'\u201d]?[ \t\r\n]*")
# A value that needs no decision, for the second step of lookahead.
_PLAIN_VALUE_FULL: Final = re.compile(
    r"\"(?:[^\"\\\n]|\\.){0,200}\"|-?\d[\d.eE+\-]{0,30}|(?i:true|false|null|none)\b"
)
# The same with a possessive run for a string without a backslash (group 1: there is one, the
# full pattern decides), as _KEY_AHEAD.
_PLAIN_VALUE: Final = re.compile(
    r"\"[^\"\\\n]{0,200}+(?:\"|(\\))|-?\d[\d.eE+\-]{0,30}|(?i:true|false|null|none)\b"
)


# A quoted string as runs of characters and escapes, found in a window of 402 characters (a
# string of at most 200 units ends within it); the units are then counted (_short).
_QUOTED: Final = re.compile(r'"((?:[^"\\]++|\\.)*+)"')
_QUOTED_LINE: Final = re.compile(r'"((?:[^"\\\n]++|\\.)*+)"')  # (a plain value: no raw newline)
_QUOTED_WINDOW: Final = 402
# A closing bracket at the end of a text, then a few lines of prose (no quote, no bracket).
_PROSE_AFTER_CLOSER: Final = re.compile(r"[}\]][ \t\r\n]+[A-Za-z][^\"'{}\[\]]{0,400}\Z")
_COLON_AFTER: Final = re.compile(r"[ \t\r\n]*+:")
_ESCAPE_UNIT: Final = re.compile(r"\\.")


def _short(content: str) -> bool:
    """Whether ``content`` (characters and escapes) is at most 200 units long."""
    return len(content) <= 200 or len(content) - len(_ESCAPE_UNIT.findall(content)) <= 200


def _key_at(text: str, pos: int, endpos: int) -> tuple[str, int] | None:
    """The key (see _KEY_AHEAD_FULL) at ``pos`` within ``text[:endpos]``: its name (JSON
    escapes decoded) and the position after its ':'."""
    match = _KEY_AHEAD.match(text, pos, endpos)
    if match is None:
        return None
    group = match.lastindex or 0
    if group == 5:  # a '"' key with a backslash
        quoted = _QUOTED.match(text, pos, min(endpos, pos + _QUOTED_WINDOW))
        if quoted is None or not _short(quoted.group(1)):
            return None
        colon = _COLON_AFTER.match(text, quoted.end(), endpos)
        if colon is None:
            return None
        return _decoded(quoted.group(1)), colon.end()
    if group == 6:  # a "'" key with a backslash (rare)
        full = _KEY_AHEAD_FULL.match(text, pos, endpos)
        return None if full is None else (full.group(2), full.end())
    return match.group(group), match.end()


def _plain_value_end(text: str, pos: int) -> int:
    """Where the plain value (see _PLAIN_VALUE_FULL) at ``pos`` ends, or -1."""
    match = _PLAIN_VALUE.match(text, pos)
    if match is None:
        return -1
    if match.lastindex == 1:  # a string with a backslash
        quoted = _QUOTED_LINE.match(text, pos, pos + _QUOTED_WINDOW)
        return quoted.end() if quoted is not None and _short(quoted.group(1)) else -1
    return match.end()


def _closed(shape: Shape | None) -> bool:
    """Whether ``shape`` is an object whose known keys are all the keys it may have."""
    return isinstance(shape, ObjectShape) and shape.closed


# What a key of a schema's object looks like: a name ('file_path', 'Content-Type', 'x.y').
_FIELD_NAME: Final = re.compile(r"[A-Za-z_$@][\w$@.\- ]{0,100}")


def _decoded(name: str) -> str:
    """A quoted key's name with its JSON escapes decoded (as written when they are invalid)."""
    try:
        decoded = json.loads(f'"{name}"')
    except ValueError:
        return name
    return decoded if isinstance(decoded, str) else name


# After a value: blanks, ',', blanks (group 1), a key without a backslash (_KEY_AHEAD's first
# form, group 2) and ':' (see closes_at).
_COMMA_KEY: Final = re.compile(r'[ \t\r\n]*+,([ \t\r\n]*+)"([^"\\]{0,200}+)"[ \t\r\n]*+:')
# The usual member after a key, in one match: blanks, a plain value without a backslash
# (_PLAIN_VALUE's first forms), blanks, ',', blanks (group 1), the next key without a
# backslash (_KEY_AHEAD's first form, group 2) and ':'. Anything else (comments, escapes, the
# end of the object) is read step by step (see _walk and _confirmed).
_MEMBER_STEP: Final = re.compile(
    r'[ \t\r\n]*+(?:"[^"\\\n]{0,200}+"|-?\d[\d.eE+\-]{0,30}+|(?i:true|false|null|none)\b)'
    r'[ \t\r\n]*+,([ \t\r\n]*+)"([^"\\]{0,200}+)"[ \t\r\n]*+:'
)
_KEY_ON_LINE: Final = re.compile(KEY_ON_LINE)
# _COMMA_KEY after a closing smart quote, the key in smart quotes (group 1).
_SMART_COMMA_KEY: Final = re.compile(
    r"[ \t\r\n]*+,[ \t\r\n]*+[\u201c\u201d]([^\u201c\u201d\n]{0,200}+)[\u201c\u201d][ \t\r\n]*+:"
)
_ITEM_AHEAD: Final = re.compile(r"-?\d|[{\[(\"'\u201c\u201d]|(?i:true|false|null|none)(?![\w$])")
_FENCE_LINE: Final = re.compile(r"[ \t]*(?:```|~~~)")

# Blanks and short comments, skipped in lookahead: a comment is at most 202 characters with
# its newline or '*/' and holds no quote.
_SKIP_AHEAD: Final = re.compile(
    r'(?:[ \t\r\n]+|//[^\n"]{0,199}(?=\n)|#[^\n"]{0,200}(?=\n)|/\*[^"]{0,198}?\*/)*'
).match
_SKIPPED: Final = " \t\r\n/#"


# Members the careful reading follows to the end of an object before it gives up (believes).
_WALK_MEMBERS: Final = 16
#: JSON strings joined over line breaks that one lookahead reads past (a bound: linear).
_MOST_JOINED: Final = 8

#: Farthest distance back to the start of the line that the layout check looks.
FAR: Final = 4096


def key_name(match: re.Match[str]) -> str:
    """The key a match of the key lookahead found (JSON escapes decoded)."""
    name = match.group(match.lastindex or 0)
    if "\\" in name and match.lastindex == 1:
        try:
            decoded = json.loads(f'"{name}"')
        except ValueError:
            return name
        return decoded if isinstance(decoded, str) else name
    return name


class ClosingQuotes:
    """The closing-quote oracle of one reading: verdicts (:data:`HARD`, :data:`SOFT`,
    :data:`CLOSE`) on whether a quote ends the string being read, given the open containers
    ``stack`` (shared with the scanner, read only).

    ``careful`` is the second reading (see :func:`~.value.value_at`): layout (pretty-printing)
    is not evidence, and a key that is not known from the schema must be followed by members
    that read to the end of their object.
    """

    def __init__(
        self,
        text: str,
        stack: list[Frame],
        context: ScanContext,
        *,
        careful: bool,
        trial: bool = False,
    ) -> None:
        self.text = text
        self.trial = trial  # a trial reading (see .ends): wrong brackets read as repaired
        self.end = len(text)
        self.stack = stack
        self.context = context
        self.careful = careful
        self.layout = not careful
        self._complete: bool | None = None

    def closes_at(self, quote: int) -> int:
        """Decide whether the quote at ``quote`` ends the value string being scanned."""
        pos = quote + 1
        if pos >= self.end:
            return CLOSE
        if not self.stack:  # a top-level string ends at the end of the text
            return CLOSE if self.ahead(pos) >= self.end else SOFT
        depth = len(self.stack) - 1
        frame = self.stack[depth]
        if frame.closer == "}":
            member = _COMMA_KEY.match(self.text, pos)
            if member is not None and member.end() - member.start(2) < 256:
                # The usual case in one match: ',' and a key (within the key window), judged
                # as structure_after judges the key after a ','.
                shape = frame.shape
                keys = shape.keys if isinstance(shape, ObjectShape) else None
                newline = "\n" in member.group(1)
                start = member.start(2) - 1
                name = member.group(2)
                return self._judge_key(name, start, member.end(), keys, frame, depth, newline, True)
            if self.text[quote] == "\u201d":
                smart = _SMART_COMMA_KEY.match(self.text, pos)
                if smart is not None and _FIELD_NAME.fullmatch(smart.group(1)):
                    # A closing smart quote, ',' and a key in smart quotes: the end when the
                    # key is one of the schema's object, or one the object does not hold yet
                    # with a value after its ':' (a repeated key is code inside the string;
                    # 'Say “hi”, “bye”: ok”' is prose quoting words: 'ok' is no value).
                    shape = frame.shape
                    name = smart.group(1)
                    if name in frame.keys:
                        return SOFT
                    if isinstance(shape, ObjectShape) and name in (shape.keys or ()):
                        return CLOSE
                    if _ITEM_AHEAD.match(self.text, self.ahead(smart.end())):
                        return CLOSE
        return self.structure_after(pos, depth, True)

    def structure_after(
        self, pos: int, depth: int, deep: bool, read: frozenset[str] | set[str] = frozenset()
    ) -> int:
        """Is what follows a value ending at ``pos`` plausible for the container
        ``stack[depth]``? ``deep`` allows one more step of lookahead past a doubtful key;
        ``read`` are keys of ``stack[depth]`` read in the lookahead so far."""
        text, end, stack = self.text, self.end, self.stack
        first = depth
        gap = pos  # start of the blanks before `pos`
        pos = self.ahead(pos)
        if pos >= end:
            return CLOSE
        char = text[pos]
        doubt = False
        after_comma = False
        joins = 0
        while True:
            if char == ",":
                if after_comma:
                    return HARD
                after_comma = True
                if text.startswith(",", pos + 1):
                    # ('},,' or '",,': a comma doubled, a slip the scanner drops as an extra
                    # comma; what follows it decides)
                    pos += 1
                gap = pos + 1
                pos = self.ahead(gap)
                if pos < end and text[pos] in ".\u2026":
                    ellipsis = ELLIPSIS.match(text, pos)  # '...' for omitted items
                    if ellipsis is not None:
                        pos = self.ahead(ellipsis.end())
                if pos >= end:
                    return SOFT if doubt else CLOSE
                char = text[pos]
                if char not in "}])":
                    newline = text.find("\n", gap, pos) >= 0
                    verdict = self._next_member(pos, depth, newline, deep)
                    return SOFT if doubt and verdict == CLOSE else verdict
            if char in "}])":
                frame = stack[depth]
                if char != frame.closer and not (frame.brace and char == "}"):
                    if not self.trial:
                        return HARD
                    # A trial reads a wrong bracket as the scanner does (.containers)
                    matching = next(
                        (i for i in range(depth - 1, -1, -1) if stack[i].closed_by(char)), -1
                    )
                    reading = bracket_reading(text, stack, depth, pos, matching)
                    if reading == "extra":
                        gap = pos + 1
                        pos = self.ahead(gap)
                        if pos >= end:
                            return CLOSE
                        char = text[pos]
                        continue
                    if reading == "missing":
                        depth = matching
                        frame = stack[depth]
                if char == "}" and isinstance(frame.shape, ObjectShape) and frame.shape.requires:
                    have = frame.keys | read if depth == first else frame.keys
                    if frame.shape.lacks_required(have):
                        return SOFT  # the object would end without a key it always has
                if self.layout and frame.pretty and text.find("\n", gap, pos) < 0:
                    doubt = True  # pretty-printed container, but the bracket is not on its line
                depth -= 1
                after_comma = False
                gap = pos + 1
                pos = self.ahead(gap)
                if depth < 0:
                    verdict = self._root_closes(gap - 1, pos)
                    return SOFT if doubt and verdict == CLOSE else verdict
                if pos >= end:
                    return SOFT if doubt else CLOSE
                char = text[pos]
                continue
            frame = stack[depth]
            if (
                pos > gap
                and depth < first
                and not after_comma
                and frame.closer == "]"
                and text[gap - 1] in "}]"
                and text.find("\n", gap, pos) >= 0
            ):
                # A missing comma between two items of an array on their own lines, after
                # an item the lookahead closed (`}` then `{` or `"x"` on the next line): the
                # scanner repairs it; the next item, laid out like the first, decides.
                verdict = self._next_member(pos, depth, True, deep)
                return SOFT if doubt and verdict == CLOSE else verdict
            if char in QUOTE_OPENERS and not after_comma and frame.closer == "}":
                # A missing comma before the next key is believed on a new line, and on the
                # same line only before a key the schema knows (`"x = 1\n" "description":`).
                newline = text.find("\n", gap, pos) >= 0
                if not newline and not self._known_key_at(gap, pos, frame):
                    return HARD
                verdict = self._key_ahead(pos, frame.shape, frame, depth, True, deep)
                piece = _QUOTED_LINE.match(text, pos) if verdict == HARD and newline else None
                if piece is not None and joins < _MOST_JOINED:
                    # (a JSON string on the next line that is no key: a piece joined to the
                    # value, as the scanner reads it (.literals, fix-literals51); what
                    # follows it decides)
                    joins += 1
                    gap = piece.end()
                    pos = self.ahead(gap)
                    if pos >= end:
                        return SOFT if doubt else CLOSE
                    char = text[pos]
                    continue
                return SOFT if doubt and verdict == CLOSE else verdict
            return HARD

    def ahead(self, pos: int) -> int:
        """Skip blanks and short comments in lookahead. A "comment" holding a quote is more
        likely code inside the string (``x = "a"  # the 'a' key``), so it stops the skip, and
        so does a ``#`` or ``//`` right after a quote (``"#"``: text, as the scanner reads it)."""
        text = self.text
        if pos >= self.end or text[pos] not in _SKIPPED:
            return pos
        if (
            pos
            and text[pos - 1] in QUOTE_OPENERS
            and (text[pos] == "#" or text.startswith("//", pos))
        ):
            return pos
        return _SKIP_AHEAD(text, pos).end()  # type: ignore[union-attr]

    def _known_key_at(self, gap: int, pos: int, frame: Frame) -> bool:
        """Whether, after the blanks from ``gap``, a key at ``pos`` is one the object does
        not have yet and that the closed key set of ``frame``'s schema has, or a plain name as
        its extra keys are (a file's ``"language"``); the members after it are judged as
        after a new line. (.strings lets such a quote through: see ``KEY_ON_LINE``.)"""
        shape = frame.shape
        if not isinstance(shape, ObjectShape) or shape.closed_keys is None or gap == pos:
            return False
        key = _KEY_ON_LINE.match(self.text, pos)
        if key is None or self.text[gap:pos].strip(" \t"):
            return False
        name = key.group()[1 : key.group().index('"', 1)]
        return name not in frame.keys and (name in shape.closed_keys or name.isidentifier())

    def _next_member(self, pos: int, depth: int, newline: bool, deep: bool) -> int:
        """Is there a plausible next key (object) or item (array) of ``stack[depth]`` at
        ``pos``?"""
        frame = self.stack[depth]
        if frame.closer == "}":
            return self._key_ahead(pos, frame.shape, frame, depth, newline, deep)
        text, end = self.text, self.end
        item = frame.shape.item if isinstance(frame.shape, ArrayShape) else None
        doubt = not self._laid_out_like_first(frame, pos, newline)
        char = text[pos]
        if char == "{":
            if isinstance(item, (ArrayShape, ScalarShape)):
                return HARD
            inner = self.ahead(pos + 1)
            if inner >= end or text[inner] == "}":
                verdict = CLOSE
            else:
                shape = item if isinstance(item, ObjectShape) else None
                verdict = self._key_ahead(inner, shape, None, depth, newline, False)
                if verdict == CLOSE and shape is not None and shape.closed_keys is not None:
                    return CLOSE  # an object starting with a known key: layout does not matter
        elif isinstance(item, ObjectShape):
            return HARD
        elif isinstance(item, ScalarShape) and item.kind == "string":
            verdict = CLOSE if char in QUOTE_OPENERS else HARD
        elif isinstance(item, ArrayShape):
            verdict = CLOSE if char == "[" else HARD
        else:
            verdict = CLOSE if _ITEM_AHEAD.match(text, pos) else HARD
        if doubt and verdict == CLOSE:
            return self._confirmed(pos, depth) if deep else SOFT
        return verdict

    def _key_ahead(
        self,
        pos: int,
        shape: Shape | None,
        frame: Frame | None,
        depth: int,
        newline: bool,
        deep: bool,
    ) -> int:
        """Is there a plausible key (followed by ``:``) of ``frame`` at ``pos``? ``frame`` is
        ``None`` for an object that only starts in the lookahead."""
        text, end = self.text, self.end
        key = _key_at(text, pos, min(end, pos + 256))
        if key is None:
            if end - pos < 256 and _KEY_PREFIX.fullmatch(text, pos, end):
                return CLOSE  # the text is cut off inside the next key
            return HARD
        name, key_end = key
        keys = shape.keys if isinstance(shape, ObjectShape) else None
        if frame is None:
            closed = shape.closed_keys if isinstance(shape, ObjectShape) else None
            return CLOSE if closed is None or name in closed else SOFT
        return self._judge_key(name, pos, key_end, keys, frame, depth, newline, deep)

    def _judge_key(
        self,
        name: str,
        pos: int,
        key_end: int,
        keys: frozenset[str] | None,
        frame: Frame,
        depth: int,
        newline: bool,
        deep: bool,
    ) -> int:
        """The verdict on a key ``name`` of ``frame`` (the schema's ``keys``) read at ``pos``
        (its ':' ends at ``key_end``)."""
        if name in frame.keys:
            return SOFT  # a repeated key is more likely code inside the string
        if keys is not None and name not in keys and not _closed(frame.shape):
            # a model that ignores extra keys: one it does not declare may be real, and is
            # judged as without a schema (the declared ones still count as known)
            keys = None
        if keys is not None and not _FIELD_NAME.fullmatch(name):
            # where the schema knows the keys, one that is no name (', ' of
            # 'separators=(",", ": ")') is code inside the string
            return SOFT
        if keys is not None and name in keys:
            if self._laid_out_like_first(frame, pos, newline):
                # known and in place; still, the members that follow must not contradict
                # the schema (a container for a string field, a repeated key)
                return self._walk(key_end, depth, name) if deep else CLOSE
            # A known key laid out unlike the object's first one (on a new line in a compact
            # object, another column in a pretty one): JSON examples inside the content
            # (package.json, Markdown) hold schema keys such as "description" too.
            return self._confirmed(key_end, depth, name) if deep else SOFT
        if not deep and keys is not None:
            return SOFT  # (in the second step, a key the schema does not know: see below)
        if (keys is None or newline) and self._laid_out_like_first(frame, pos, newline):
            # Plausible, but not known from a schema: unless the members that follow read to
            # a plausible end of the object, it is a dict literal inside the string. In the
            # second step of lookahead, a key the schema does not know is no evidence.
            if deep:
                return self._walk(key_end, depth, name)
            return CLOSE if keys is None else SOFT
        # Doubtful (laid out unlike the other keys, or not in the schema): believe it if the
        # member it starts is a plain value followed by plausible structure.
        return self._confirmed(key_end, depth, name) if deep else SOFT

    def _walk(self, pos: int, depth: int, name: str | None = None) -> int:
        """Careful reading: after ``key:`` at ``pos`` (``name`` is that key when known), read
        the plain members that follow to the end of the object. SOFT if the object ends there
        and what follows its end is implausible (the signature of a dict literal inside code),
        if a key repeats, or if a value is a container where the schema expects a scalar
        (a JSON example inside the content: ``"description": "...", "bin": {``); CLOSE
        otherwise (also when a value cannot be read plainly: a nested container the schema
        allows, or a string that is itself broken)."""
        text, end = self.text, self.end
        frame = self.stack[depth]
        shape = frame.shape if isinstance(frame.shape, ObjectShape) else None
        known = shape.closed_keys if shape is not None else None  # (an open set says nothing)
        seen: set[str] = set()
        for _ in range(_WALK_MEMBERS):
            if name is not None:
                if name in seen or name in frame.keys:
                    return SOFT
                if known is not None and name not in known and not name.isidentifier():
                    return SOFT  # extra keys of a schema are names, not "./path" or "a-b"
                seen.add(name)
            step = _MEMBER_STEP.match(text, pos)
            if step is not None:  # (the usual member, in one match: see _MEMBER_STEP)
                name, pos = step.group(2), step.end()
                continue
            pos = self.ahead(pos)
            if pos < end and text[pos] == ":" and text[pos - 1] == ":":
                pos = self.ahead(pos + 1)  # ('"key"::', a colon doubled: a slip)
            if pos >= end:
                return CLOSE
            value = _plain_value_end(text, pos)
            if value < 0:
                if shape is not None and name is not None and text[pos] in "{[":
                    expected = shape.child(name)
                    if isinstance(expected, ScalarShape):
                        return SOFT
                    if expected is None and known is not None and name not in known:
                        return SOFT  # a container under a key the schema does not know
                # a container or a string that is not plain cannot be followed further; what
                # cannot start a value at all means this was no key
                return CLOSE if _ITEM_AHEAD.match(text, pos) else SOFT
            after = self.ahead(value)
            if after >= end or text[after] not in ",}]":
                return CLOSE  # not a plain value after all
            if text[after] == ",":
                key = _key_at(text, self.ahead(after + 1), end)
                if key is not None:
                    name, pos = key
                    continue
            verdict = self.structure_after(value, depth, False, seen)
            return CLOSE if verdict == CLOSE else SOFT
        # More members than the walk follows: an object of a schema is not that long.
        return SOFT if known is not None else CLOSE

    def _confirmed(self, pos: int, depth: int, name: str | None = None) -> int:
        """CLOSE if a plain value starts at ``pos`` and is followed by plausible structure
        (looked at without going deeper), SOFT otherwise."""
        if self.careful:
            return self._walk(pos, depth, name)
        frame = self.stack[depth]
        step = _MEMBER_STEP.match(self.text, pos) if frame.closer == "}" else None
        if step is not None and step.end() - step.start(2) < 256:
            # The usual case in one match: a plain value, ',' and a key (within the key
            # window), judged as structure_after's second step judges a key (_key_ahead).
            following, start = step.group(2), step.start(2) - 1
            keys = frame.shape.closed_keys if isinstance(frame.shape, ObjectShape) else None
            if following in frame.keys or (keys is not None and following not in keys):
                return SOFT
            newline = "\n" in step.group(1)
            return CLOSE if self._laid_out_like_first(frame, start, newline) else SOFT
        value = _plain_value_end(self.text, self.ahead(pos))
        read = frozenset() if name is None else frozenset((name,))
        if value >= 0 and self.structure_after(value, depth, False, read) == CLOSE:
            return CLOSE
        return SOFT

    def _laid_out_like_first(self, frame: Frame, pos: int, newline: bool) -> bool:
        """Whether a key or item at ``pos`` is laid out like the container's first one: on a
        new line at the same column, or on the same line when the first one was too."""
        if not self.layout:
            return True
        if not newline or not frame.pretty:
            # (a new line in an object written on one line is unlike it even when the column
            # happens to match, as after a content ending in a newline: '\n"},{"file_path"')
            return newline == frame.pretty
        if frame.col is None:
            frame.col = self._column(frame.first)
        column = self._column(pos)
        return column >= 0 and column == frame.col

    def _root_closes(self, bracket: int, pos: int) -> int:
        """The quote would close the whole document at ``bracket``; ``pos`` is what follows."""
        text, end = self.text, self.end
        if pos >= end or _FENCE_LINE.match(text, pos):
            return CLOSE
        later = self.context.next_quote_close(pos)
        if later < 0:
            return CLOSE
        if text.find("\n", bracket, later) < 0:
            return SOFT  # more string-like text on the same line: the string goes on
        other = self.context.next_json(pos)
        if 0 <= other < later:
            return CLOSE  # another JSON value starts before: this one ended here
        return SOFT

    def _column(self, pos: int) -> int:
        """The 0-based column of ``pos``, or -1 when it is farther than FAR from the start of
        its line (looking further back could make the scan quadratic)."""
        newline = self.text.rfind("\n", max(0, pos - FAR), pos)
        if newline < 0 and pos > FAR:
            return -1
        return pos - newline - 1

    def complete_as(self, complete: bool) -> None:
        """Take ``complete`` as what :meth:`looks_complete` says (a trial reading of a
        stretch of the text answers for the whole text)."""
        self._complete = complete

    def looks_complete(self) -> bool:
        """Whether the text ends like a finished document (a closing bracket, maybe a fence)."""
        if self._complete is None:
            tail = self.text[max(0, self.end - 4096) :].rstrip()
            if tail.endswith(("```", "~~~")):
                tail = tail.rstrip("`~").rstrip()
            # (also a closing bracket followed by prose: '"]} Let me know.')
            self._complete = tail.endswith(("}", "]")) or bool(_PROSE_AFTER_CLOSER.search(tail))
        return self._complete
