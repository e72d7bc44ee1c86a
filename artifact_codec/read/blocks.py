"""What the strict reader produces: a block as its lines say it, and the events of a feed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lark import Token

from ..format.spec import NEW_SUFFIX, SEPARATOR
from ..models import GeneratedFile

__all__ = [
    "BlockRead",
    "BlockStarted",
    "EndRead",
    "Event",
    "FieldLine",
    "FieldsRead",
    "HeaderRead",
    "RawBlock",
    "RawHunk",
]


class FieldLine(NamedTuple):
    """One field line of a block: ``NAME: value`` at ``pos`` (``value`` still as written). A
    named tuple: one is made per field line, and a tuple is the cheapest record to make."""

    name: str
    value: str
    pos: int
    line: str


@dataclass(slots=True)
class RawHunk:
    """One hunk of an edit block as its lines say it: the ``OLD`` line (``line``, at ``pos``:
    it may carry the hunk's other fields), the old text, the ``NEW`` line (``new_line_pos`` is
    -1 until it arrived) and the new text. ``*_pos`` is where each text starts."""

    pos: int
    line: str
    old: str = ""
    old_pos: int = -1
    has_old: bool = False
    new_line_pos: int = -1
    new: str = ""
    new_pos: int = -1
    has_new: bool = False

    def shape(self) -> tuple[bool, bool, bool]:
        return self.has_old, self.new_line_pos != -1, self.has_new


@dataclass(slots=True)
class RawBlock:
    """One block as the lines say it: fields, content (or hunks), and the token types the
    grammar sees."""

    pos: int
    fields: list[FieldLine] = field(default_factory=list)
    content: str = ""
    content_pos: int = -1
    separated: bool = False
    has_content: bool = False
    stray: tuple[str, int] | None = None  # a line that fits nowhere, ending the block early
    quick_tried: bool = False
    announced: bool = False
    hunks: list[RawHunk] = field(default_factory=list)

    def kinds(self) -> tuple[str, ...]:
        """The token types of this block, in order: its shape for the grammar."""
        hunks = tuple(hunk.shape() for hunk in self.hunks)
        key = (len(self.fields), self.separated, self.has_content, self.stray is not None, hunks)
        shape = _SHAPES.get(key)
        if shape is None:
            kinds = ["DELIMITER", *("FIELD" for _ in self.fields)]
            if self.separated:
                kinds.append("SEPARATOR")
            if self.has_content:
                kinds.append("CONTENT")
            for has_old, has_new_line, has_new in hunks:
                kinds.append("OLD")
                if has_old:
                    kinds.append("CONTENT")
                if has_new_line:
                    kinds.append("NEW")
                if has_new:
                    kinds.append("CONTENT")
            if self.stray is not None:
                kinds.append("TEXT")
            shape = tuple(kinds)
            if len(_SHAPES) < 1024:
                _SHAPES[key] = shape
        return shape

    def tokens(self, delimiter: str) -> Iterator[Token]:
        yield Token("DELIMITER", delimiter, self.pos)
        for line in self.fields:
            yield Token("FIELD", line.line, line.pos)
        if self.separated:
            yield Token("SEPARATOR", SEPARATOR, self.content_pos)
        if self.has_content:
            yield Token("CONTENT", self.content, self.content_pos)
        for hunk in self.hunks:
            yield Token("OLD", hunk.line, hunk.pos)
            if hunk.has_old:
                yield Token("CONTENT", hunk.old, hunk.old_pos)
            if hunk.new_line_pos != -1:
                yield Token("NEW", delimiter + NEW_SUFFIX, hunk.new_line_pos)
            if hunk.has_new:
                yield Token("CONTENT", hunk.new, hunk.new_pos)
        if self.stray is not None:
            yield Token("TEXT", self.stray[0], self.stray[1])


_SHAPES: dict[
    tuple[int, bool, bool, bool, tuple[tuple[bool, bool, bool], ...]], tuple[str, ...]
] = {}


@dataclass(frozen=True, slots=True)
class HeaderRead:
    """The header was read: its keys (the format's own included) and where it starts."""

    header: dict[str, Any]
    pos: int


@dataclass(frozen=True, slots=True)
class BlockStarted:
    """Block ``number`` (from 1) has begun: a field line or its '---' line follows its
    delimiter line (so that line really starts a block)."""

    number: int


@dataclass(frozen=True, slots=True)
class FieldsRead:
    """Block ``number`` (from 1) has all its fields: its path is known and accepted;
    ``operation`` is the kind of operation an edit block holds (None: a whole file)."""

    number: int
    path: str
    verbatim: bool
    fields: tuple[FieldLine, ...]
    operation: str | None = None


@dataclass(frozen=True, slots=True)
class BlockRead:
    """Block ``number`` is complete: its file, and whether it says ``VERBATIM: yes``."""

    number: int
    file: GeneratedFile
    verbatim: bool


@dataclass(frozen=True, slots=True)
class EndRead:
    """The end marker arrived at ``pos``: no file follows."""

    pos: int


Event = HeaderRead | BlockStarted | FieldsRead | BlockRead | EndRead
