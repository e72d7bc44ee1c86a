"""What the readings of one text share (:class:`ScanContext`), the open containers of a
reading (:class:`Frame`), and how a reading gives up (:class:`Unrepairable`)."""

from __future__ import annotations

import re
from typing import Final

from .shapes import Shape
from .tokens import QUOTE_CLOSE

__all__ = ["MAX_DEPTH", "Frame", "ScanContext", "Unrepairable", "too_deep"]

#: Deepest nesting the repair layer produces. ``json.loads`` (and most JSON parsers) cannot
#: read much deeper documents, so deeper input is refused with
#: :class:`~artifact_codec.errors.ArtifactDecodeError`.
MAX_DEPTH: Final = 500

# The start of another JSON value: an object with a quoted key, or a bracket or fence that
# starts a line.
_NEXT_JSON: Final = re.compile(
    r"\{[ \t\r\n]*\"[^\"\n]{0,200}\"[ \t\r\n]*:|^[ \t]*(?:[{\[]|```|~~~)", re.M
)


class ScanContext:
    """What the scans of one text share: a known line position (so that line numbers of
    repairs are counted once, not from the start for every candidate) and the caches of the
    forward searches of the root-closing rule. Positions only move forward, which keeps a
    text with many candidates linear."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.anchor = (0, 1, 0)  # a position, its 1-based line, the start of that line
        self._quote_close = (-1, -1)  # (searched from, found at)
        self._next_json = (-1, -1)
        # Where the objects of a top-level "files" array start, in the reading kept last
        # (used to check that reading against the layout, see artifact_codec.jsonfix.resync).
        self.file_starts: list[int] = []
        # Where a value is known not to be valid JSON (the strict decoder failed on the whole
        # text, for another reason than text after the value), so that it is not decoded
        # again: -1 when unknown.
        self.invalid_from = -1
        # How many of the values of the text have the expected keys, when the reading chose
        # one of several values (-1: unknown). With one such value (an answer, then a status
        # line '{"ok": true}'), that answer's files may still be re-read one by one.
        self.answers_among_values = -1
        # Characters the trial readings of string ends may still read (see .ends): a bound
        # proportional to the text keeps the time linear whatever the text holds.
        self.trial_budget = 2 * len(text) + 65_536

    def move_anchor(self, pos: int) -> None:
        """Move the known line position forward to ``pos``."""
        at, line, line_start = self.anchor
        if pos > at:
            newlines = self.text.count("\n", at, pos)
            if newlines:
                line += newlines
                line_start = self.text.rfind("\n", at, pos) + 1
            self.anchor = (pos, line, line_start)

    def next_quote_close(self, pos: int) -> int:
        """Where the next quote followed by a closing bracket is at or after ``pos`` (-1)."""
        self._quote_close = search_forward(self.text, QUOTE_CLOSE, pos, self._quote_close)
        return self._quote_close[1]

    def next_json(self, pos: int) -> int:
        """Where the next JSON value plausibly starts at or after ``pos`` (-1)."""
        self._next_json = search_forward(self.text, _NEXT_JSON, pos, self._next_json)
        return self._next_json[1]


def search_forward(
    text: str, pattern: re.Pattern[str], pos: int, cached: tuple[int, int]
) -> tuple[int, int]:
    """``pattern`` searched from ``pos``: (searched from, found at or -1), reusing ``cached``
    (the last such pair) when no new search is needed."""
    searched_from, found = cached
    if searched_from <= pos and (pos <= found or found < 0 <= searched_from):
        return cached  # nothing between the last search start and its result
    match = pattern.search(text, pos)
    return pos, (match.start() if match else -1)


class Unrepairable(Exception):
    """A reading gives up at ``pos`` (nothing to read, or too deep); the public functions
    turn it into :class:`~artifact_codec.errors.ArtifactDecodeError`."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message, pos)
        self.message = message
        self.pos = pos


def too_deep(pos: int) -> Unrepairable:
    """The error for nesting deeper than :data:`MAX_DEPTH` at ``pos``."""
    return Unrepairable(
        f"the JSON is nested deeper than {MAX_DEPTH} levels; it cannot be repaired", pos
    )


class Frame:
    """An open object or array."""

    __slots__ = (
        "brace",
        "closer",
        "col",
        "comma",
        "first",
        "index",
        "key",
        "keys",
        "mark",
        "opened",
        "out_at",
        "pretty",
        "shape",
        "skip",
        "slot",
    )

    def __init__(
        self, closer: str, shape: Shape | None, opened: int, slot: str | int | None
    ) -> None:
        self.closer = closer
        self.shape = shape
        self.opened = opened
        self.slot = slot
        # Layout of the container: where its first key or item is, whether that started a line
        # (pretty-printed), and its column (computed when needed). Keys and items that are
        # really part of the structure are laid out like the first one.
        self.first = -1
        self.pretty = False
        self.col: int | None = None
        self.keys: set[str] = set()
        self.key: str | None = None
        self.index = 0
        self.comma = -1  # index in the output of the last ',' written in this container
        self.mark = -1  # index in the output where the current member starts
        self.out_at = -1  # index in the output of the opening bracket
        # An array the text closes with '}': braces around items without keys ({'a', 'b'}).
        self.brace = False
        self.skip = 0  # (an object) '[' dropped where a key belongs: their ']' is dropped too

    @property
    def is_object(self) -> bool:
        """Whether this is an object (not an array or a tuple)."""
        return self.closer == "}"

    @property
    def written_closer(self) -> str:
        """The bracket written to close it (a tuple, closed by ')' in the text, is an array)."""
        return "]" if self.closer == ")" else self.closer

    def closed_by(self, char: str) -> bool:
        """Whether the bracket ``char`` in the text closes this container."""
        return char == self.closer or (self.brace and char == "}")

    def copy(self, shift: int) -> Frame:
        """A copy for a trial reading of a window of the text that starts at ``shift``
        (positions moved into the window; the keys copied when few)."""
        frame = Frame(self.closer, self.shape, max(0, self.opened - shift), self.slot)
        frame.first = self.first - shift if self.first >= shift else (0 if self.first >= 0 else -1)
        frame.pretty = self.pretty
        frame.col = self.col
        frame.keys = set(self.keys) if len(self.keys) <= 64 else set()
        frame.key = self.key
        frame.index = self.index
        frame.brace = self.brace
        return frame
