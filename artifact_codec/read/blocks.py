"""What the strict reader produces: a block as its lines say it, and the events of a feed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lark import Token

from ..format.spec import (
    SEPARATOR,
)
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
    "shape_of",
]


class FieldLine(NamedTuple):
    """One field line of a block: ``NAME: value`` at ``pos`` (``value`` still as written). A
    named tuple: one is made per field line, and a tuple is the cheapest record to make."""

    name: str
    value: str
    pos: int
    line: str


@dataclass(slots=True)
class RawBlock:
    """One block as the lines say it: fields, content, and the token types the grammar sees."""

    pos: int
    fields: list[FieldLine] = field(default_factory=list)
    content: str = ""
    content_pos: int = -1
    separated: bool = False
    has_content: bool = False
    stray: tuple[str, int] | None = None  # a line that fits nowhere, ending the block early
    quick_tried: bool = False
    announced: bool = False

    def kinds(self) -> tuple[str, ...]:
        """The token types of this block, in order: its shape for the grammar."""
        return shape_of(len(self.fields), self.separated, self.has_content, self.stray is not None)

    def tokens(self, delimiter: str) -> Iterator[Token]:
        yield Token("DELIMITER", delimiter, self.pos)
        for line in self.fields:
            yield Token("FIELD", line.line, line.pos)
        if self.separated:
            yield Token("SEPARATOR", SEPARATOR, self.content_pos)
        if self.has_content:
            yield Token("CONTENT", self.content, self.content_pos)
        if self.stray is not None:
            yield Token("TEXT", self.stray[0], self.stray[1])


_SHAPES: dict[tuple[int, bool, bool, bool], tuple[str, ...]] = {}


def shape_of(fields: int, separated: bool, has_content: bool, stray: bool) -> tuple[str, ...]:
    """The token types of a block with ``fields`` field lines, a '---' line or not, a content
    or not, and a line that fits nowhere at its end or not."""
    key = (fields, separated, has_content, stray)
    shape = _SHAPES.get(key)
    if shape is None:
        kinds = ["DELIMITER", *("FIELD" for _ in range(fields))]
        if separated:
            kinds.append("SEPARATOR")
        if has_content:
            kinds.append("CONTENT")
        if stray:
            kinds.append("TEXT")
        shape = tuple(kinds)
        if len(_SHAPES) < 1024:
            _SHAPES[key] = shape
    return shape


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
    """Block ``number`` (from 1) has all its fields: its path is known and accepted."""

    number: int
    path: str
    verbatim: bool
    fields: tuple[FieldLine, ...]


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
