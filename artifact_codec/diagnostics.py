"""Problems found in a text, and where: one way to compute a line and column, one record type
(:class:`Diagnostic`) and one capped collector (:class:`Diagnostics`).

Positions are character offsets into the text as the caller received it; line and column are
1-based and computed only when a problem is reported (never while reading).
"""

from __future__ import annotations

import bisect
import enum
from dataclasses import dataclass
from typing import Any

__all__ = [
    "MAX_DIAGNOSTICS_PER_CODE",
    "Diagnostic",
    "Diagnostics",
    "Locator",
    "Severity",
    "line_column",
]

#: How many diagnostics of one code are kept; the rest are counted in one summary line.
MAX_DIAGNOSTICS_PER_CODE = 20


def line_column(text: str, pos: int) -> tuple[int, int]:
    """The 1-based line and column of offset ``pos`` in ``text`` (clamped to the text)."""
    pos = max(0, min(pos, len(text)))
    return text.count("\n", 0, pos) + 1, pos - text.rfind("\n", 0, pos)


class Severity(str, enum.Enum):
    """``info``: a harmless tolerance; ``warning``: a likely mistake of the model, data kept;
    ``error``: something was refused or lost."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One thing the reader noticed, at a 1-based ``line`` and ``column`` of the response."""

    code: str
    severity: Severity
    message: str
    line: int = 0
    column: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "line": self.line,
            "column": self.column,
        }

    def __str__(self) -> str:
        where = f"line {self.line}, column {self.column}: " if self.line else ""
        return f"{where}{self.severity.value}: {self.message} [{self.code}]"


class Locator:
    """Line and column of positions in a text, for many positions.

    Each answer is kept as a checkpoint; the next one counts line breaks only from the nearest
    checkpoint before it (in C), so positions asked in text order cost one pass over the text
    in all, and no index of every line is built (a long answer has tens of thousands).
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._positions: list[int] = [0]
        self._lines: list[int] = [1]

    def __call__(self, pos: int) -> tuple[int, int]:
        text = self.text
        pos = max(0, min(pos, len(text)))
        at = bisect.bisect_right(self._positions, pos) - 1
        known = self._positions[at]
        line = self._lines[at] + text.count("\n", known, pos)
        if pos != known:
            self._positions.insert(at + 1, pos)
            self._lines.insert(at + 1, line)
        return line, pos - text.rfind("\n", 0, pos)


class Diagnostics:
    """Collects diagnostics, keeping at most :data:`MAX_DIAGNOSTICS_PER_CODE` of each code."""

    def __init__(self, locate: Locator) -> None:
        self.locate = locate
        self.items: list[Diagnostic] = []
        self._counts: dict[str, int] = {}

    def add(self, code: str, severity: Severity, message: str, pos: int | None = None) -> None:
        count = self._counts.get(code, 0) + 1
        self._counts[code] = count
        if count > MAX_DIAGNOSTICS_PER_CODE:
            return
        line, column = self.locate(pos) if pos is not None else (0, 0)
        self.items.append(Diagnostic(code, severity, message, line, column))

    def finish(self) -> list[Diagnostic]:
        """The diagnostics in the order of the text (those without a place last)."""
        self.items.sort(key=lambda d: (d.line == 0, d.line, d.column))
        for code, count in self._counts.items():
            if count > MAX_DIAGNOSTICS_PER_CODE:
                self.items.append(
                    Diagnostic(
                        code,
                        Severity.INFO,
                        f"{count - MAX_DIAGNOSTICS_PER_CODE} more '{code}' diagnostics omitted",
                    )
                )
        return self.items

    def copy(self) -> Diagnostics:
        """An independent collector with the same diagnostics so far (to try a reading)."""
        twin = Diagnostics(self.locate)
        twin.items = list(self.items)
        twin._counts = dict(self._counts)
        return twin

    def has(self, code: str) -> bool:
        return code in self._counts
