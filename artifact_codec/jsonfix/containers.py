"""The open containers of one reading and what closing them writes.

:class:`Containers` keeps the stack of open objects and arrays of a
:class:`~.scanner.Scanner` (each a :class:`~.context.Frame` with its expected shape and
layout), writes brackets and commas to the output (inserting missing ones, dropping trailing
ones, closing mismatched brackets), and records where the input was cut off (the truncation
path) when it ends inside the value.
"""

from __future__ import annotations

import json
import re
from typing import Final

from .context import Frame
from .report import Notes, RepairKind
from .shapes import ArrayShape, ObjectShape, Shape
from .tokens import SIMPLE_STRING, SPACES

__all__ = ["Containers", "bracket_reading"]

# What follows ', ' after a closing bracket: a key (then the container is an object) or a
# value (an array).
_KEY_NEXT: Final = re.compile(
    r"[\"'\u201c\u201d][^\"'\u201c\u201d\n]{0,200}[\"'\u201c\u201d][ \t\r\n]*:"
    r"|[A-Za-z_$][\w$\-]{0,100}[ \t\r\n]*:"
)
_MORE_AFTER: Final = re.compile(r"[ \t\r\n\]})]*,")
_VALUE_NEXT: Final = re.compile(r"[{\[\"'\u201c\u201d\d\-]|(?:true|false|null)\b")
# A member after ', ' (its ':' may be missing): a quoted key then ':' or another string, or a
# bare key then ':'.
_COLON_AHEAD: Final = re.compile(r"[ \t\r\n]*:")
# Characters read ahead for the end of a '[...]' where a key belongs.
_AHEAD: Final = 512
# Blanks and comments (a comment after a closer, '{"a": 1}} // note' then ', "c": 2}', hides
# no ',': the same skip as readings.closer_of_lost_opener's).
_BLANKS_AND_COMMENTS: Final = re.compile(r"(?:[ \t\r\n]+|/\*.*?\*/|//[^\n]*|#[^\n]*)*", re.S)
_MEMBER_NEXT: Final = re.compile(
    r"[\"'][^\"'\n]{0,200}[\"'][ \t]*[:\"']|[A-Za-z_$][\w$\-]{0,100}[ \t]*:"
)


def bracket_reading(text: str, stack: list[Frame], top: int, pos: int, matching: int) -> str:
    """How to read a closing bracket at ``pos`` that does not close ``stack[top]`` (the
    innermost open container; ``matching``: the nearest open container it closes, or -1):
    ``"extra"`` (it closes nothing and the container goes on after it), ``"typo"`` (meant as
    the innermost container's bracket) or ``"missing"`` (the brackets of the containers inside
    ``matching`` were left out). Decided by what follows: after ',' a key needs an object and
    a value an array, and the reading is taken that leaves such a container open."""
    after = SPACES.match(text, pos + 1).end()  # type: ignore[union-attr]
    follows_comma = text.startswith(",", after)
    if matching < 0:
        # (closing nothing: extra when the container goes on, or is closed right after it)
        closes_top = after < len(text) and stack[top].closed_by(text[after])
        return "extra" if follows_comma or closes_top else "typo"
    if not follows_comma:
        # (closing the whole document when more items follow its brackets would lose them)
        return "typo" if matching == 0 and _MORE_AFTER.match(text, pos + 1) else "missing"
    nxt = SPACES.match(text, after + 1).end()  # type: ignore[union-attr]
    if _KEY_NEXT.match(text, nxt):
        needed = True  # an object
    elif _VALUE_NEXT.match(text, nxt):
        needed = False  # an array
    else:
        return "typo"
    typo_fits = top >= 1 and stack[top - 1].is_object == needed
    missing_fits = matching >= 1 and stack[matching - 1].is_object == needed
    return "missing" if missing_fits and not typo_fits else "typo"


# A line that starts like an unquoted member ('port: 8080').
_KEY_LIKE: Final = re.compile(r"[A-Za-z_$][\w$.\-]*[ \t]*[:=]")
# What may follow a finished document: blanks, a fence, ';', ')', a comment, a tag.
_TRAILER: Final = re.compile(
    r"(?:[ \t\r\n`~;)]|//[^\n]*|/\*[^*]*\*/|#[^\n]*|</?[A-Za-z][\w-]*>)*\Z"
)
_TRAILER_NO_PARENTHESIS: Final = re.compile(
    r"(?:[ \t\r\n`~;]|//[^\n]*|/\*[^*]*\*/|#[^\n]*|</?[A-Za-z][\w-]*>)*\Z"
)


class Containers:
    """The container stack of one reading, writing to ``out`` and noting repairs in
    ``notes`` (both shared with the scanner).

    ``truncated`` and ``truncated_path`` tell whether (and where) the input ended inside the
    value; ``closed`` that everything was closed because it did; ``file_starts`` where the
    objects of a top-level ``"files"`` array started.
    """

    def __init__(self, text: str, shape: Shape | None, out: list[str], notes: Notes) -> None:
        self.text = text
        self.end = len(text)
        # Where the text after the last quote or bracket starts (-1: not yet found).
        self.last_structural = -1
        self.words_after = False  # (the reading ended before words after the document)
        self.shape = shape
        self.out = out
        self.notes = notes
        self.stack: list[Frame] = []
        self.truncated = False
        self.truncated_path: tuple[str | int, ...] = ()
        self.closed = False
        self.file_starts: list[int] = []
        # The container closed last and where its closing bracket is in the output.
        self.last_closed: Frame | None = None
        self.last_closed_at = -1

    def layout(self, frame: Frame, pos: int) -> None:
        """Note where the first key or item of ``frame`` is (at ``pos``) and whether it
        starts a line."""
        if frame.first < 0:
            frame.first = pos
            frame.pretty = self.text.rfind("\n", frame.opened, pos) >= 0

    def open(self, pos: int, char: str) -> None:
        """Open an object or array (``char``) at ``pos``, with the shape its slot expects."""
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
            frame = Frame("}", object_shape, pos, slot)
        else:  # '[', or '(' for a Python tuple (an array closed by ')')
            array_shape = expected if isinstance(expected, ArrayShape) else None
            frame = Frame("]" if char == "[" else ")", array_shape, pos, slot)
        frame.out_at = len(self.out)
        stack.append(frame)
        self.out.append("{" if char == "{" else "[")

    def extra(self, pos: int) -> bool:
        """Whether the closing bracket at ``pos`` closes nothing open and will be dropped
        (see :func:`bracket_reading`)."""
        stack, char = self.stack, self.text[pos]
        if not stack or stack[-1].closed_by(char):
            return False
        if any(frame.closed_by(char) for frame in stack):
            return False
        return bracket_reading(self.text, stack, len(stack) - 1, pos, -1) == "extra"

    def close(self, pos: int) -> int:
        """Close containers for the closing bracket at ``pos`` (or drop it, when it closes
        nothing open: see :meth:`extra`)."""
        stack, notes = self.stack, self.notes
        char = self.text[pos]
        top = stack[-1]
        if char != top.closer and not (top.brace and char == "}"):
            matching = next(
                (i for i in range(len(stack) - 1, -1, -1) if stack[i].closed_by(char)), -1
            )
            reading = bracket_reading(self.text, stack, len(stack) - 1, pos, matching)
            if reading == "extra":
                notes.append(
                    (
                        RepairKind.EXTRA_BRACKET,
                        pos,
                        f"dropped a {char!r} that closes nothing open here (the "
                        f"{'object' if top.is_object else 'array'} goes on after it)",
                    )
                )
                return pos + 1
            if reading == "typo":
                notes.append(
                    (
                        RepairKind.MISMATCHED_BRACKET,
                        pos,
                        f"replaced {char!r} with {top.written_closer!r} (what follows fits "
                        "that container, not the one the bracket would close)",
                    )
                )
                self._pop()
                return pos + 1
            while len(stack) > matching + 1:
                frame = stack[-1]
                notes.append(
                    (
                        RepairKind.MISMATCHED_BRACKET,
                        pos,
                        f"inserted a missing {frame.written_closer!r} before {char!r}",
                    )
                )
                self._pop()
        elif len(stack) == 1 and char == "}" and top.closer == "}" and self._closed_early(pos):
            notes.append(
                (
                    RepairKind.EXTRA_BRACKET,
                    pos,
                    "dropped a '}' that closed the object before its last members (they follow "
                    "it, and the text ends with '}')",
                )
            )
            return pos + 1
        self._pop()
        return pos + 1

    def _pop(self) -> None:
        """Close the innermost container (a one-item tuple without a comma is its item)."""
        frame = self.stack.pop()
        if frame.closer == ")" and frame.index == 1 and frame.comma < 0 and frame.out_at >= 0:
            self.out[frame.out_at] = ""  # ("x") is "x" in Python
            return
        self.last_closed = frame
        self.last_closed_at = len(self.out)
        self.out.append(frame.written_closer)

    def reopen_array(self, pos: int) -> str | None:
        """``{"a": [1, 2], [3, 4]}``: a '[' where a key of the object belongs, right after a
        member whose value is an array. Its ']' came too early: reopen that array. When its
        items are arrays (its first item is) and the '[...]' holds no arrays, the '[...]' is
        one more item (``"rows": [[1], 2], [3]}`` gives ``[[1], 2, [3]]``: "item"), unless
        the object goes on after it; otherwise its items go on in the array (the '], [' is a
        ',': "items"). None when the member before holds no array."""
        frame = self.stack[-1]
        last = self.last_closed
        if (
            last is None
            or last.closer != "]"
            or last.slot != frame.key
            or not 0 <= self.last_closed_at < frame.comma
            or any(piece.strip() for piece in self.out[self.last_closed_at + 1 : frame.comma])
        ):
            return None
        text = self.text
        inner = SPACES.match(text, pos + 1).end()  # type: ignore[union-attr]
        nested = (
            0 <= last.first < len(text)
            and text[last.first] == "["
            and not text.startswith("[", inner)
            and not self._member_after(pos)
        )
        self.out[self.last_closed_at] = ""
        last.comma = frame.comma
        frame.comma = -1  # (the ',' is the array's now)
        self.stack.append(last)
        self.last_closed = None
        if nested:
            self.notes.append(
                (
                    RepairKind.EXTRA_BRACKET,
                    pos,
                    "read '], [' where a key belongs as ', [': the array before holds arrays, "
                    "and this one is its next item",
                )
            )
            return "item"
        self.notes.append(
            (
                RepairKind.EXTRA_BRACKET,
                pos,
                "read '], [' where a key belongs as ',': the items go on in the array before",
            )
        )
        return "items"

    def _member_after(self, pos: int) -> bool:
        """Whether the '[...]' opened at ``pos`` is followed by ',' and a key: the object goes
        on after it, so its ']' closes the reopened array (read only within :data:`_AHEAD`
        characters; quotes skipped over, escapes honoured)."""
        text = self.text
        stop = min(len(text), pos + _AHEAD)
        depth = 0
        at = pos
        while at < stop:
            char = text[at]
            if char == '"':
                at += 1
                while at < stop and text[at] != '"':
                    at += 2 if text[at] == "\\" else 1
            elif char in "[{":
                depth += 1
            elif char in "]}":
                depth -= 1
                if depth == 0:
                    after = SPACES.match(text, at + 1).end()  # type: ignore[union-attr]
                    if not text.startswith(",", after):
                        return False
                    nxt = SPACES.match(text, after + 1).end()  # type: ignore[union-attr]
                    return _MEMBER_NEXT.match(text, nxt) is not None
            at += 1
        return False

    def _closed_early(self, pos: int) -> bool:
        """Whether the '}' at ``pos``, which would close the whole document, is followed by
        ',' and more members of the object, the text ending with '}' (comments between the
        '}' and the ',' skipped)."""
        text = self.text
        after = _BLANKS_AND_COMMENTS.match(text, pos + 1).end()  # type: ignore[union-attr]
        if not text.startswith(",", after):
            return False
        nxt = SPACES.match(text, after + 1).end()  # type: ignore[union-attr]
        if not _MEMBER_NEXT.match(text, nxt):
            return False
        tail = text[max(nxt, self.end - 64) :].rstrip()
        if tail.endswith(("```", "~~~")):
            tail = tail.rstrip("`~").rstrip()
        return tail.endswith("}")

    def insert_comma(self, frame: Frame) -> None:
        """Write a missing comma between members of ``frame``."""
        out = self.out
        if out and out[-1].isspace():  # before the blanks, where it belongs
            frame.comma = len(out) - 1
            out.insert(frame.comma, ",")
        else:
            frame.comma = len(out)
            out.append(",")

    def drop_trailing_comma(self, frame: Frame, pos: int) -> None:
        """Drop the last comma written in ``frame`` (a container closes after it)."""
        if frame.comma >= 0 and self.out[frame.comma] == ",":
            self.out[frame.comma] = ""
            self.notes.append((RepairKind.TRAILING_COMMA, pos, "removed a trailing ','"))

    def in_array_item(self) -> bool:
        """Whether the open object is an item of an array."""
        return len(self.stack) >= 2 and self.stack[-2].closer != "}"

    def close_item(self, pos: int) -> None:
        """A '{' where a member of an object that is an array item was expected: the object
        was not closed before the next item started (``[{"i":1{"i":2}]``)."""
        self.notes.append(
            (RepairKind.MISMATCHED_BRACKET, pos, "inserted a missing '}' and ',' between items")
        )
        self._pop()
        frame = self.stack[-1]
        frame.comma = len(self.out)
        self.out.append(",")

    def repeated_key(self, pos: int) -> bool:
        """Whether the key at ``pos`` is one the open object already has, and the object
        is an item of an array: ``[{"a": 1, "a": 2}]`` with the '}' and '{' between the items
        left out (a repeated key would lose a value)."""
        frame = self.stack[-1]
        if not frame.keys or not self.in_array_item():
            return False
        simple = SIMPLE_STRING.match(self.text, pos)
        return (
            simple is not None
            and simple.group(1) in frame.keys
            and _COLON_AHEAD.match(self.text, simple.end()) is not None
        )

    def line_comment_end(self, pos: int, end: int) -> int:
        """Where the line comment at ``pos`` ends: at the end of its line (-1: at ``end``, the
        end of the text read). When that line is the last of the text and containers are open,
        the comment would
        take the brackets that close them with it, and the document would come out cut off
        (``{"a": {"b": 1 # note }, "c": 2 }``): then it ends before the first bracket on the
        line that closes something open (a guess, ``comment-end``)."""
        text = self.text
        stop = text.find("\n", pos, end)
        if not self.stack or end < len(text):
            return stop
        if stop >= 0 and SPACES.match(text, stop).end() < end:  # type: ignore[union-attr]
            return stop  # (more lines follow)
        depth = 0
        for at in range(pos, end if stop < 0 else stop):
            char = text[at]
            if char in "{[(":
                depth += 1
            elif char in "}])":
                if depth == 0:
                    self.notes.append(
                        (
                            RepairKind.COMMENT_END,
                            at,
                            f"ended the comment before this {char!r}, which closes an open "
                            "container (the comment runs to the end of the text, and with the "
                            "bracket the rest of the document would be lost)",
                        )
                    )
                    return at
                depth -= 1
        return stop

    def split_item(self, pos: int) -> None:
        """A key the open object already has, the object an item of an array
        (``[{"a": 1, "a": 2}]``): the object ended before the key. Close it there (its ','
        becomes the array's) and let the caller open the next item."""
        frame = self.stack[-1]
        if frame.comma >= 0 and self.out[frame.comma] == ",":
            self.out[frame.comma] = ""
        self.notes.append(
            (
                RepairKind.MISMATCHED_BRACKET,
                pos,
                "inserted a missing '}' and '{' before a key the object already has: the next "
                "item of the array starts here",
            )
        )
        self._pop()
        parent = self.stack[-1]
        parent.comma = len(self.out)
        self.out.append(",")

    def close_all(self, complete: bool = False) -> None:
        """The input ended: close every open container (``complete``: between members, in a
        text that ends like a finished document, see :meth:`missing_closer`)."""
        stack = self.stack
        if complete:
            self.missing_closer()
        self.notes.append(
            (
                RepairKind.TRUNCATED,
                self.end,
                f"the input ends inside the JSON; closed {len(stack)} open bracket(s)",
            )
        )
        while stack:
            self._pop()
        self.closed = True

    def words_after_document(self, pos: int) -> bool:
        """Whether the text from ``pos`` (after a value, containers still open) is words after
        a document: a closing bracket ends its line, then lines with no quote, bracket or key
        (``key:``) to the end of the text (``{"a": {"b": 1}`` then ``Hope this helps!``: a
        closer left out, see :meth:`missing_closer`). The reading then ends at ``pos``."""
        text = self.text
        if text[pos] in ",}])":
            return False
        if self.last_structural < 0:  # (found once: the check stays linear)
            self.last_structural = max(text.rfind(c, 0, self.end) for c in "\"'{}[]") + 1
        if pos < self.last_structural or _KEY_LIKE.match(text, pos) is not None:
            return False
        back = pos - 1
        while back >= 0 and text[back] in " \t\r\n":
            back -= 1
        if back < 0 or text[back] not in "}]" or "\n" not in text[back:pos]:
            return False
        self.end, self.words_after = pos, True
        return True

    def document_end(self, keep_parenthesis: bool = False) -> int:
        """Where the text read ends before what may follow a finished document: blanks, a
        fence, ``;``, ``)``, a comment or a tag (``</answer>``), at most 400 characters."""
        start = max(0, self.end - 400)
        pattern = _TRAILER_NO_PARENTHESIS if keep_parenthesis else _TRAILER
        found = pattern.search(self.text, start, self.end)
        return found.start() if found is not None else self.end

    def ends_like_document(self) -> bool:
        """Whether the text read ends with a closing bracket, maybe followed by what may
        follow a finished document (see :meth:`document_end`)."""
        end = self.document_end()
        return self.words_after or (end > 0 and self.text[end - 1] in "}]")

    def missing_closer(self) -> None:
        """The text ends with the bracket that closed a container (``last``) but containers
        are still open: a document that looks complete, so more likely a closer left out in
        the middle (models miscount them) than a text cut off. The brackets are closed at the
        end (the members after the slip stay in ``last``); reported as a guess at ``last``'s
        opening bracket and at the member where the kind of value changes, if any (strings,
        then an object: a package.json's ``"scripts"`` then ``"tap": {...}``)."""
        last = self.last_closed
        text = self.text[: self.document_end(last is not None and last.closer == ")")]
        if (
            last is None
            or not text.endswith(last.written_closer if last.closer != ")" else ")")
            or any(piece.strip() for piece in self.out[self.last_closed_at + 1 :])
        ):
            return
        place, member = last.opened, ""
        if last.out_at >= 0:
            try:
                value = json.loads("".join(self.out[last.out_at : self.last_closed_at + 1]))
            except ValueError:
                value = None
            if isinstance(value, dict) and len(value) > 1:
                kinds = [type(v) if isinstance(v, (dict, list)) else str for v in value.values()]
                changed = next((i for i, kind in enumerate(kinds) if kind is not kinds[0]), -1)
                if changed > 0:
                    member = list(value)[changed]
                    found = re.compile(
                        r",[ \t\r\n]*" + re.escape(json.dumps(member)) + r"[ \t\r\n]*:"
                    ).search(self.text, last.opened, len(text))
                    if found is not None:
                        place = found.start()
        what = "object" if last.is_object else "array"
        # (also reported at the opening bracket when the change of kind is further on: the
        # slip may be before it, '"license": "MIT", "engines": {...}' lost its '}' first)
        places = [(last.opened, f"somewhere inside the {what} opened here")]
        if place != last.opened:
            places.append((place, f"here, before the member {member!r}"))
        for at, where in places:
            self.notes.append(
                (
                    RepairKind.MISMATCHED_BRACKET,
                    at,
                    f"the text ends like a finished document but {len(self.stack)} bracket(s) "
                    f"are still open: closed them at the end, the members of the {what} that "
                    f"ends the text kept in it; the other reading is a '{last.written_closer}' "
                    f"left out {where} (the members after it belong to the container around it)",
                )
            )

    def cut_at_end(self) -> None:
        """The input ended between tokens: record the path of the open containers."""
        if not self.truncated:
            self.truncated = True
            self.truncated_path = tuple(frame.slot for frame in self.stack[1:])  # type: ignore[misc]

    def cut_in_scalar(self) -> None:
        """The input ended inside a number or literal: record where."""
        stack = self.stack
        self.truncated = True
        path: list[str | int] = [frame.slot for frame in stack[1:]]  # type: ignore[misc]
        if stack:
            frame = stack[-1]
            slot = frame.key if frame.closer == "}" else frame.index - 1
            if slot is not None:
                path.append(slot)
        self.truncated_path = tuple(path)

    def object_in_array(self, pos: int, frame: Frame, start: int) -> None:
        """A string item followed by ':' in an array: the key of an object whose '{' was left
        out (``["key": "value"]``), its string starting at ``start`` in the output. Open that
        object around the key."""
        out = self.out
        try:
            name = json.loads("".join(out[start:]))
        except ValueError:
            name = None
        item = frame.shape.item if isinstance(frame.shape, ArrayShape) else None
        opened = Frame("}", item if isinstance(item, ObjectShape) else None, pos, frame.index - 1)
        opened.out_at = start
        opened.first = pos
        if isinstance(name, str):
            opened.keys.add(name)
            opened.key = name
        out.insert(start, "{")
        out.append(":")
        self.stack.append(opened)
        self.notes.append(
            (
                RepairKind.MISMATCHED_BRACKET,
                pos,
                "inserted a missing '{' before a key and ':' inside an array",
            )
        )

    def cut_in_string(self, key: bool) -> None:
        """The input ended inside a string (a key if ``key``): record where, drop a cut-off
        key and close every open container."""
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
            self.close_all()
