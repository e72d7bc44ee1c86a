"""The open containers of one reading and what closing them writes.

:class:`Containers` keeps the stack of open objects and arrays of a
:class:`~.scanner.Scanner` (each a :class:`~.context.Frame` with its expected shape and
layout), writes brackets and commas to the output (inserting missing ones, dropping trailing
ones, closing mismatched brackets), and records where the input was cut off (the truncation
path) when it ends inside the value.
"""

from __future__ import annotations

from .context import Frame
from .report import Notes, RepairKind
from .shapes import ArrayShape, ObjectShape, Shape
from .tokens import SPACES

__all__ = ["Containers"]


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
        self.shape = shape
        self.out = out
        self.notes = notes
        self.stack: list[Frame] = []
        self.truncated = False
        self.truncated_path: tuple[str | int, ...] = ()
        self.closed = False
        self.file_starts: list[int] = []

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
            stack.append(Frame("}", object_shape, pos, slot))
        else:
            array_shape = expected if isinstance(expected, ArrayShape) else None
            stack.append(Frame("]", array_shape, pos, slot))
        self.out.append(char)

    def close(self, pos: int) -> int:
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
        return len(self.stack) >= 2 and self.stack[-2].closer == "]"

    def close_item(self, pos: int) -> None:
        """A '{' where a member of an object that is an array item was expected: the object
        was not closed before the next item started (``[{"i":1{"i":2}]``)."""
        self.notes.append(
            (RepairKind.MISMATCHED_BRACKET, pos, "inserted a missing '}' and ',' between items")
        )
        self.out.append(self.stack.pop().closer)
        frame = self.stack[-1]
        frame.comma = len(self.out)
        self.out.append(",")

    def close_all(self) -> None:
        """The input ended: close every open container."""
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
