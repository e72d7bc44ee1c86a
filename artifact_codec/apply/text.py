"""A file's text as the applier sees it: lines, each with its own line break.

The applier never changes a line it does not have to: lines it keeps keep their bytes, line
breaks included, and lines it writes get the file's own line break. So a file's text is held
as its lines' contents, their line breaks (``"\\n"``, ``"\\r\\n"``, or ``""`` for a last line
without one) and where each line starts in the text.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

__all__ = ["BOM", "Lines", "Snapshot", "model_lines", "newline_of", "with_newline"]

#: The byte order mark a UTF-8 file may start with; kept aside while the file is edited.
BOM = "\ufeff"


@dataclass(frozen=True)
class Lines:
    """``text`` split into lines: ``contents[i]`` without its line break ``ends[i]``, which
    starts at ``starts[i]``; ``starts`` has one more entry, ``len(text)``."""

    contents: list[str]
    ends: list[str]
    starts: list[int]

    @classmethod
    def of(cls, text: str) -> Lines:
        pieces = text.split("\n")
        last = pieces.pop()
        # Whole-list operations where they can be: this runs per hunk.
        if "\r" not in text:
            ends = ["\n"] * len(pieces)
            contents = pieces
        else:
            ends = ["\r\n" if piece.endswith("\r") else "\n" for piece in pieces]
            contents = [piece[:-1] if piece.endswith("\r") else piece for piece in pieces]
        lengths = [len(piece) + 1 for piece in pieces]
        if last:
            contents.append(last)
            ends.append("")
            lengths.append(len(last))
        return cls(contents, ends, [0, *itertools.accumulate(lengths)])

    def __len__(self) -> int:
        return len(self.contents)

    @property
    def final_newline(self) -> bool:
        """True when the text ends with a line break (or is empty)."""
        return not self.ends or self.ends[-1] != ""

    def line_of(self, position: int) -> int:
        """The 0-based line that holds the character at ``position``."""
        low, high = 0, len(self.contents)
        while low < high:
            middle = (low + high) // 2
            if self.starts[middle + 1] <= position:
                low = middle + 1
            else:
                high = middle
        return low


class Snapshot:
    """A file's text as one hunk finds it; its :class:`Lines` are made only when asked (a hunk
    found exactly needs none)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: Lines | None = None

    @property
    def lines(self) -> Lines:
        if self._lines is None:
            self._lines = Lines.of(self.text)
        return self._lines

    def line_of(self, position: int) -> int:
        """The 0-based line that holds the character at ``position``."""
        if self._lines is not None:
            return self._lines.line_of(position)
        return self.text.count("\n", 0, position)


def newline_of(text: str) -> str:
    """The file's line break: CRLF when most of its line breaks are CRLF, else LF."""
    crlf = text.count("\r\n")
    return "\r\n" if crlf and crlf * 2 > text.count("\n") else "\n"


def with_newline(text: str, newline: str) -> str:
    """``text`` with every line break written as ``newline``."""
    text = text.replace("\r\n", "\n")
    return text if newline == "\n" else text.replace("\n", newline)


def model_lines(text: str) -> list[str]:
    """The lines of a text the model wrote (old or new text of a hunk), without line breaks.

    A final line break ends the last line; it does not start an empty one.
    """
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]
