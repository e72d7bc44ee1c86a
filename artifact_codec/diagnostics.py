"""Problems, and where they are: one way to compute a line and column, one shape of problem
record (:class:`Problem`), and one capped collector (:class:`Diagnostics`).

Every problem record of the library has the same shape (:class:`Problem`): the stable name of
the rule (``code``; a refusal or skipped file calls it ``rule``), a place (a line and column of a
text, or a path), and the sentence saying what is wrong and what to do (``message``; ``reason``
for a path). Two records implement it here:

- :class:`PathProblem` ``(rule, path, reason)``, in that order: a problem with one file path;
  the writer's :class:`~artifact_codec.write.writer.Refusal` and the packer's
  :class:`~artifact_codec.write.packer.Skipped` are this record under their own names;
- :class:`Diagnostic` ``(code, severity, message, line, column)``: a problem at a line and
  column of a text (what ``parse_response`` reports). Its order is the one it always had (it is
  public and built by position throughout the readers); the place is last because it is
  optional.

:class:`~artifact_codec.errors.UnsafePathError` and :class:`~artifact_codec.errors.WriteError`
carry the same three things and satisfy :class:`Problem` too.

Positions are character offsets into the text as the caller received it; line and column are
1-based and computed only when a problem is reported (never while reading).
"""

from __future__ import annotations

import bisect
import enum
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

__all__ = [
    "MAX_DIAGNOSTICS_PER_CODE",
    "Diagnostic",
    "Diagnostics",
    "Locator",
    "PathFields",
    "PathProblem",
    "Problem",
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

    def __str__(self) -> str:
        return self.value


@runtime_checkable
class Problem(Protocol):
    """What every problem record has, whatever else it carries.

    - ``code``: a short stable name of the rule that fired (to count by, to match in tests);
    - ``message``: a sentence saying what is wrong and what to do about it;
    - ``to_dict()``: a JSON-able form (the keys each record has always had);
    - ``str(problem)``: one line for a person: ``place: message [code]``.
    """

    @property
    def code(self) -> str: ...

    @property
    def message(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


class PathFields:
    """``code``, ``message`` and ``to_dict()`` of anything with ``path``, ``rule`` and
    ``reason`` (a :class:`PathProblem`, and the path errors of :mod:`artifact_codec.errors`), so
    that it satisfies :class:`Problem`."""

    path: str
    rule: str
    reason: str

    @property
    def code(self) -> str:
        """The stable name of the rule: ``rule``."""
        return self.rule

    @property
    def message(self) -> str:
        """The sentence: ``reason``."""
        return self.reason

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form: ``{"path", "rule", "reason"}`` (the keys of the CLI's JSON)."""
        return {"path": self.path, "rule": self.rule, "reason": self.reason}


@dataclass(frozen=True, kw_only=True)
class PathProblem(PathFields):
    """A problem with one file path: the ``rule`` it broke, the ``path``, and the ``reason``.

    ``rule`` is a short stable name (``"traversal"``, ``"exists"``, ``"not-utf8"``...), ``path``
    the path as given, ``reason`` a sentence saying what to change. Fields are keyword-only, so
    that no caller can swap the three strings by position. ``code`` and ``message`` are
    ``rule`` and ``reason`` under the names of :class:`Problem`.
    """

    rule: str
    path: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One thing the reader noticed, at a 1-based ``line`` and ``column`` of the response
    (``0`` when the problem has no place in the text). A :class:`Problem`."""

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
