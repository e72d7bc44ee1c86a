"""The tolerant JSON scanner: a state machine over a stack of open containers.

:class:`Scanner` reads one JSON value from a start position into a list of output pieces. It
handles the structure (brackets, commas, colons, keys, comments, stray text, truncation) and
hands strings to :class:`~.strings.StringReader` and other scalars to
:class:`~.scalars.ScalarReader`; whether a quote ends a string is decided by
:class:`~.quotes.ClosingQuotes`. It is iterative (no recursion), so its time is linear in the
input and its memory a small multiple of it.
"""

from __future__ import annotations

import json
import re
from typing import Final

from .context import MAX_DEPTH, Frame, ScanContext, Unrepairable, too_deep
from .quotes import FAR, ClosingQuotes
from .report import Notes, RepairKind
from .scalars import ScalarReader
from .shapes import ArrayShape, ObjectShape, Shape
from .strings import StringReader
from .tokens import (
    ELLIPSIS,
    QUOTE_CLOSE,
    QUOTE_OPENERS,
    SIMPLE_STRING,
    SPACES,
    STRUCTURAL,
    WORD,
    run_of,
)

__all__ = ["Scanner"]

# Scanner states.
_VALUE: Final = 0  # a value is expected (root, after ':', after ',' in an array)
_ARRAY_FIRST: Final = 1  # after '[': a value or ']'
_KEY_FIRST: Final = 2  # after '{': a key or '}'
_KEY: Final = 3  # after ',' in an object: a key
_COLON: Final = 4  # after a key
_AFTER: Final = 5  # after a value: ',' or a closing bracket

_UNQUOTED_KEY: Final = re.compile(r"[\w$][\w$.\-]*")
# Characters that cannot start anything where they stand: skipped in one run.
_STRAY: Final = re.compile(r"[^\s\"'\u201c\u201d\u201e\u2018\u2019,:{}\[\]/#\w+\-.$]+")
_COMMAS: Final = re.compile(r",[ \t\r\n,]*")
# Items of an array that need no decision (numbers and literals followed by ',' or ']'),
# copied in one step so that long arrays of numbers do not cost a loop turn per item.
_PLAIN_ITEMS: Final = re.compile(
    r"(?:[ \t\r\n]*,[ \t\r\n]*(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)"
    r"(?=[ \t\r\n]*[,\]])){1,256}"  # bounded: long repeats make the regex engine slow
)
_VALUE_START: Final = re.compile(
    r"[{\[\"'\u201c\u201d\u201e\u2018\u2019\d+\-.]|true|false|null|True|False|None"
)
_BLANK_OR_COMMENT: Final = " \t\r\n/#"


class Scanner:
    """Reads one JSON value from a start position (:meth:`run`).

    ``out`` collects the output pieces; ``notes`` the repairs as (kind, pos, message);
    ``truncated`` and ``truncated_path`` tell whether (and where) the input ended inside the
    value; ``file_starts`` where the objects of a top-level ``"files"`` array started.
    ``careful`` makes the second reading (see :class:`~.quotes.ClosingQuotes`).
    """

    def __init__(
        self,
        text: str,
        shape: Shape | None,
        context: ScanContext,
        *,
        python: bool = False,
        careful: bool = False,
    ) -> None:
        self.text = text
        self.context = context
        self.end = len(text)
        self.shape = shape
        self.python = python
        self.out: list[str] = []
        self.notes: Notes = []
        self.stack: list[Frame] = []
        self.truncated = False
        self.truncated_path: tuple[str | int, ...] = ()
        self.closed = False  # everything was closed because the input ended
        self.careful = careful
        self.quotes = ClosingQuotes(text, self.stack, context, careful=careful)
        self.strings = StringReader(text, self.out, self.notes, self.quotes, python=python)
        self.scalars = ScalarReader(text, self.out, self.notes)
        self.file_starts: list[int] = []

    def trouble(self, end: int) -> int:
        """How badly the reading went: structural repairs, a truncation of a document that
        looks complete, structure left over after the value."""
        count = sum(1 for note in self.notes if note[0] in STRUCTURAL)
        if self.truncated and self.quotes.looks_complete():
            count += 1
        after = self.quotes.ahead(end) if end < self.end else end
        if after < self.end:
            # (bounded: an unbounded look to the end of a long line, once per candidate of
            # a text made of many short ones, made the search quadratic)
            limit = min(self.end, after + FAR)
            line_end = self.text.find("\n", after, limit)
            rest = self.text[after : limit if line_end < 0 else line_end]
            if self.text[after] in ',:]}"' or QUOTE_CLOSE.search(rest):
                count += 1  # the value seems to go on after its end
        return count

    # -- main loop ---------------------------------------------------------------------------

    def run(self, pos: int) -> int:
        """Scan one value starting at ``pos``; return the position after it."""
        text, end, out, stack = self.text, self.end, self.out, self.stack
        note = self.notes.append
        state = _VALUE
        while True:
            if pos < end and text[pos] in _BLANK_OR_COMMENT:
                pos = self._skip(pos, bool(stack) or state != _AFTER)
            if pos >= end:
                if not self.closed:  # (a string cut off has closed everything already)
                    self._close_at_end(state)
                return end
            char = text[pos]
            if state == _AFTER:
                if not stack:
                    return pos
                frame = stack[-1]
                if char == "," and frame.closer == "]":
                    plain = _PLAIN_ITEMS.match(text, pos)
                    if plain is not None:
                        run = plain.group()
                        frame.index += run.count(",")
                        frame.comma = len(out)  # (the last item is complete: no comma to drop)
                        out.append(run)
                        pos = plain.end()
                        continue
                if char == ",":
                    frame.comma = len(out)
                    out.append(",")
                    pos += 1
                    state = _KEY if frame.closer == "}" else _VALUE
                elif char in "}]":
                    pos = self._close(pos)
                elif char == "{" and frame.closer == "}" and self._in_array_item():
                    self._close_item(pos)
                    state = _VALUE
                elif frame.closer == "}" and (char in QUOTE_OPENERS or WORD.match(char)):
                    note((RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between members"))
                    self._insert_comma(frame)
                    state = _KEY
                elif frame.closer == "]" and _VALUE_START.match(text, pos):
                    note((RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between items"))
                    self._insert_comma(frame)
                    state = _VALUE
                else:
                    pos = self._skip_stray(pos)
                continue
            if state == _COLON:
                if char == ":":
                    out.append(":")
                    pos += 1
                else:
                    if char == "=":
                        pos += 1
                    note((RepairKind.MISSING_COLON, pos, "inserted a missing ':' after a key"))
                    out.append(":")
                state = _VALUE
                continue
            if state in (_KEY_FIRST, _KEY):
                frame = stack[-1]
                if char in "}]":
                    if state == _KEY:
                        self._drop_trailing_comma(frame, pos)
                    pos = self._close(pos)
                    state = _AFTER
                elif char == ",":
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                elif char == "{" and state == _KEY and self._in_array_item():
                    self._drop_trailing_comma(frame, pos)
                    self._close_item(pos)
                    state = _VALUE
                elif char in ".\u2026" and ELLIPSIS.match(text, pos):
                    pos = self._ellipsis(pos)
                elif char in QUOTE_OPENERS or _UNQUOTED_KEY.match(char):
                    frame.mark = frame.comma if state == _KEY else len(out)
                    self._layout(frame, pos)
                    pos = self._key(pos, frame)
                    state = _COLON
                else:
                    pos = self._skip_stray(pos)
                continue
            # state is _VALUE or _ARRAY_FIRST
            if char in "}]":
                if state == _ARRAY_FIRST and char == "]":
                    pos = self._close(pos)
                    state = _AFTER
                elif stack and stack[-1].closer == "}":
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    out.append("null")
                    state = _AFTER
                elif stack:
                    self._drop_trailing_comma(stack[-1], pos)
                    pos = self._close(pos)
                    state = _AFTER
                else:
                    pos = self._skip_stray(pos)
                continue
            if char == ",":
                if stack and stack[-1].closer == "}":
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    out.append("null")
                    state = _AFTER
                else:
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                continue
            if char in ".\u2026" and stack and ELLIPSIS.match(text, pos):
                pos = self._ellipsis(pos)
                continue
            starts_value = char in "{[" or char in QUOTE_OPENERS or _VALUE_START.match(char)
            if not starts_value and WORD.match(char) is None:
                pos = self._skip_stray(pos)
                continue
            if stack:
                frame = stack[-1]
                if frame.closer == "]":
                    frame.index += 1
                    frame.mark = frame.comma if state == _VALUE else len(out)
                    self._layout(frame, pos)
            if char == "{" or char == "[":
                if len(stack) >= MAX_DEPTH:
                    raise too_deep(pos)
                self._open(pos, char)
                pos += 1
                state = _KEY_FIRST if char == "{" else _ARRAY_FIRST
                continue
            if char in QUOTE_OPENERS:
                pos = self._string(pos)
            elif WORD.match(char):
                pos = self.scalars.word(pos)
                if self.scalars.cut:
                    self._truncated_scalar()
            else:
                pos = self.scalars.number(pos)
                if self.scalars.cut:
                    self._truncated_scalar()
            state = _AFTER

    # -- structure ---------------------------------------------------------------------------

    def _skip(self, pos: int, emit: bool) -> int:
        """Skip blanks and comments; copy blanks to the output while inside the value."""
        text, end = self.text, self.end
        while True:
            stop = SPACES.match(text, pos).end()  # type: ignore[union-attr]
            if stop > pos:
                if emit:
                    self.out.append(text[pos:stop])
                pos = stop
            if pos >= end:
                return pos
            char = text[pos]
            if char == "/" and text.startswith("//", pos):
                stop = text.find("\n", pos)
            elif char == "/" and text.startswith("/*", pos):
                stop = text.find("*/", pos + 2)
                stop = end if stop < 0 else stop + 2
            elif char == "#" and emit:
                stop = text.find("\n", pos)
            else:
                return pos
            stop = end if stop < 0 else stop
            self.notes.append((RepairKind.COMMENT, pos, "removed a comment"))
            pos = stop

    def _skip_stray(self, pos: int) -> int:
        match = _STRAY.match(self.text, pos) or run_of(self.text[pos]).match(self.text, pos)
        assert match is not None
        stop = max(match.end(), pos + 1)
        snippet = self.text[pos : min(stop, pos + 20)]
        self.notes.append((RepairKind.STRAY_TEXT, pos, f"dropped unexpected text {snippet!r}"))
        return stop

    def _layout(self, frame: Frame, pos: int) -> None:
        if frame.first < 0:
            frame.first = pos
            frame.pretty = self.text.rfind("\n", frame.opened, pos) >= 0

    def _open(self, pos: int, char: str) -> None:
        stack = self.stack
        if stack:
            parent = stack[-1]
            slot: str | int | None
            if parent.closer == "}":
                slot = parent.key
                expected = (
                    parent.shape.child(parent.key)
                    if isinstance(parent.shape, ObjectShape)
                    else None
                )
            else:
                slot = parent.index - 1
                expected = parent.shape.item if isinstance(parent.shape, ArrayShape) else None
        else:
            slot, expected = None, self.shape
        if char == "{":
            object_shape = expected if isinstance(expected, ObjectShape) else None
            if len(stack) == 2 and stack[1].slot == "files" and stack[0].closer == "}":
                self.file_starts.append(pos)
            stack.append(Frame("}", object_shape, pos, slot))
        else:
            array_shape = expected if isinstance(expected, ArrayShape) else None
            stack.append(Frame("]", array_shape, pos, slot))
        self.out.append(char)

    def _close(self, pos: int) -> int:
        """Close containers for the closing bracket at ``pos``."""
        stack, out = self.stack, self.out
        char = self.text[pos]
        if stack[-1].closer != char:
            matching = next(
                (i for i in range(len(stack) - 1, -1, -1) if stack[i].closer == char), -1
            )
            after = SPACES.match(self.text, pos + 1).end()  # type: ignore[union-attr]
            if matching < 0 or self.text.startswith(",", after):
                # No such bracket is open, or the container goes on after it: a typo for the
                # right closing bracket.
                self.notes.append(
                    (
                        RepairKind.MISMATCHED_BRACKET,
                        pos,
                        f"replaced {char!r} with {stack[-1].closer!r}",
                    )
                )
                out.append(stack.pop().closer)
                return pos + 1
            while len(stack) > matching + 1:
                frame = stack.pop()
                self.notes.append(
                    (
                        RepairKind.MISMATCHED_BRACKET,
                        pos,
                        f"inserted a missing {frame.closer!r} before {char!r}",
                    )
                )
                out.append(frame.closer)
        stack.pop()
        out.append(char)
        return pos + 1

    def _insert_comma(self, frame: Frame) -> None:
        out = self.out
        if out and out[-1].isspace():  # before the blanks, where it belongs
            frame.comma = len(out) - 1
            out.insert(frame.comma, ",")
        else:
            frame.comma = len(out)
            out.append(",")

    def _drop_trailing_comma(self, frame: Frame, pos: int) -> None:
        if frame.comma >= 0 and self.out[frame.comma] == ",":
            self.out[frame.comma] = ""
            self.notes.append((RepairKind.TRAILING_COMMA, pos, "removed a trailing ','"))

    def _in_array_item(self) -> bool:
        """Whether the open object is an item of an array."""
        return len(self.stack) >= 2 and self.stack[-2].closer == "]"

    def _close_item(self, pos: int) -> None:
        """A '{' where a member of an object that is an array item was expected: the object
        was not closed before the next item started (``[{"i":1{"i":2}]``)."""
        self.notes.append(
            (RepairKind.MISMATCHED_BRACKET, pos, "inserted a missing '}' and ',' between items")
        )
        self.out.append(self.stack.pop().closer)
        frame = self.stack[-1]
        frame.comma = len(self.out)
        self.out.append(",")

    def _ellipsis(self, pos: int) -> int:
        """Drop ``...`` standing for omitted items or members, and a comma after it."""
        match = ELLIPSIS.match(self.text, pos)
        assert match is not None
        self.notes.append(
            (RepairKind.ELLIPSIS, pos, "removed an ellipsis standing for omitted items")
        )
        return match.end()

    def _close_at_end(self, state: int) -> None:
        """The input ended inside the value: drop a dangling member and close what is open."""
        stack, out = self.stack, self.out
        if not stack:
            if state != _AFTER:
                raise Unrepairable("found no JSON value", self.end)
            return
        if not self.truncated:
            self.truncated = True
            self.truncated_path = tuple(frame.slot for frame in stack[1:])  # type: ignore[misc]
        frame = stack[-1]
        if state == _COLON or (state == _VALUE and frame.closer == "}"):
            del out[frame.mark :]
        elif state in (_KEY, _VALUE) and frame.comma >= 0:
            out[frame.comma] = ""
        self._close_all()

    def _close_all(self) -> None:
        stack = self.stack
        self.notes.append(
            (
                RepairKind.TRUNCATED,
                self.end,
                f"the input ends inside the JSON; closed {len(stack)} open bracket(s)",
            )
        )
        while stack:
            self.out.append(stack.pop().closer)
        self.closed = True

    # -- keys and scalars --------------------------------------------------------------------

    def _key(self, pos: int, frame: Frame) -> int:
        text = self.text
        if text[pos] in QUOTE_OPENERS:
            simple = SIMPLE_STRING.match(text, pos)
            if simple is not None:
                name = simple.group(1)
                self.out.append(simple.group())
                pos = simple.end()
            else:
                start = len(self.out)
                pos = self._string(pos, key=True)
                try:
                    name = json.loads("".join(self.out[start:]))
                except ValueError:
                    name = None
        else:
            match = _UNQUOTED_KEY.match(text, pos)
            assert match is not None
            name = match.group()
            self.notes.append((RepairKind.UNQUOTED_KEY, pos, f"quoted the key {name!r}"))
            self.out.append(json.dumps(name, ensure_ascii=False))
            pos = match.end()
        if isinstance(name, str):
            frame.keys.add(name)
            frame.key = name
        return pos

    def _string(self, pos: int, *, key: bool = False) -> int:
        """Read the string at ``pos``; close what is open when the input ends inside it."""
        pos = self.strings.read(pos, key=key)
        if self.strings.cut:
            self._truncated_in_string(key)
        return pos

    # -- truncation --------------------------------------------------------------------------

    def _truncated_scalar(self) -> None:
        stack = self.stack
        self.truncated = True
        path: list[str | int] = [frame.slot for frame in stack[1:]]  # type: ignore[misc]
        if stack:
            frame = stack[-1]
            slot = frame.key if frame.closer == "}" else frame.index - 1
            if slot is not None:
                path.append(slot)
        self.truncated_path = tuple(path)

    def _truncated_in_string(self, key: bool) -> None:
        stack = self.stack
        self.truncated = True
        path: list[str | int] = [frame.slot for frame in stack[1:]]  # type: ignore[misc]
        if stack and not key:
            frame = stack[-1]
            slot = frame.key if frame.closer == "}" else frame.index - 1
            if slot is not None:
                path.append(slot)
        self.truncated_path = tuple(path)
        self.notes.append((RepairKind.TRUNCATED, self.end, "the input ends inside a string"))
        if stack:
            frame = stack[-1]
            if key:
                del self.out[frame.mark :]
            self._close_all()
