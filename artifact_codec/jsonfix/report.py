"""What a repair reports: :class:`RepairKind`, :class:`Repair` and :class:`RepairResult`, and
how the scanners' raw notes (kind, position, message) become them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final, TypeAlias

__all__ = [
    "APOSTROPHE",
    "GUESSES",
    "Note",
    "Notes",
    "Repair",
    "RepairKind",
    "RepairResult",
    "make_repairs",
    "with_notes",
]

# Individual repairs kept per kind; further ones are counted into one summary entry, so that a
# document with a million broken strings does not produce a million report objects.
_MAX_REPAIRS_PER_KIND: Final = 50


class RepairKind(str, enum.Enum):
    """What a :class:`Repair` did. The values are short stable strings, safe to count by."""

    BOM = "bom"
    LEADING_TEXT = "leading-text"
    TRAILING_TEXT = "trailing-text"
    COMMENT = "comment"
    COMMENT_END = "comment-end"
    UNESCAPED_QUOTE = "unescaped-quote"
    CONTROL_CHARACTER = "control-character"
    INVALID_ESCAPE = "invalid-escape"
    APOSTROPHE_ESCAPE = "apostrophe-escape"
    DUPLICATE_KEY = "duplicate-key"
    NUMBER_READING = "number-reading"
    SINGLE_QUOTES = "single-quotes"
    SMART_QUOTES = "smart-quotes"
    PYTHON_LITERAL = "python-literal"
    UNQUOTED_KEY = "unquoted-key"
    UNQUOTED_VALUE = "unquoted-value"
    NUMBER = "number"
    TRAILING_COMMA = "trailing-comma"
    EXTRA_COMMA = "extra-comma"
    MISSING_COMMA = "missing-comma"
    MISSING_COLON = "missing-colon"
    MISSING_VALUE = "missing-value"
    MISMATCHED_BRACKET = "mismatched-bracket"
    STRAY_TEXT = "stray-text"
    TRUNCATED = "truncated"
    RESYNCHRONIZED = "resynchronized"
    ELLIPSIS = "ellipsis"
    WRAPPER = "wrapper"
    CONCATENATION = "concatenation"
    VALUES_IN_ARRAY = "values-in-array"
    STRING_END = "string-end"
    MISSING_QUOTE = "missing-quote"
    EXTRA_BRACKET = "extra-bracket"
    ESCAPED_JSON = "escaped-json"
    OTHER_VALUES = "other-values"
    RAW_STRING = "raw-string"
    SPLIT_OBJECT = "split-object"
    LITERAL_AS_STRING = "literal-as-string"


#: Kinds of repair that chose between two readings of the text (where a string ends, which
#: bracket was meant, which of several values is the document), as opposed to fixing a typo
#: that has only one reading. :attr:`Repair.guess` tells them apart; ``docs/repair.md`` lists
#: them with the reading each one rejected.
GUESSES: Final = frozenset(
    {
        RepairKind.UNESCAPED_QUOTE,
        RepairKind.STRING_END,
        RepairKind.MISSING_QUOTE,
        RepairKind.MISMATCHED_BRACKET,
        RepairKind.EXTRA_BRACKET,
        RepairKind.CONCATENATION,
        RepairKind.VALUES_IN_ARRAY,
        RepairKind.ESCAPED_JSON,
        RepairKind.OTHER_VALUES,
        RepairKind.RESYNCHRONIZED,
        RepairKind.COMMENT_END,
        RepairKind.APOSTROPHE_ESCAPE,
        RepairKind.DUPLICATE_KEY,
        RepairKind.NUMBER_READING,
        RepairKind.RAW_STRING,
        RepairKind.SPLIT_OBJECT,
        RepairKind.LITERAL_AS_STRING,
    }
)


#: The messages of an ``apostrophe-escape`` guess, by whether the string is file content
#: (code). ``\'`` is not JSON; it is what it means in JavaScript and Python, but in code written
#: with its backslashes undoubled (``'it\'s'`` in code) the backslash was meant.
APOSTROPHE: Final = (
    "read \\' as ' (JavaScript, Python); if this is code written with undoubled "
    "backslashes, the backslash was part of it",
    "kept the backslash of \\' in file content (code written with undoubled backslashes, "
    "as in 'it\\'s'); the other reading is an apostrophe escaped in JSON",
)


@dataclass(frozen=True)
class Repair:
    """One change the repair made: its kind, where (0-based ``pos``, 1-based ``line`` and
    ``column`` in the input text) and a sentence saying what was done."""

    kind: RepairKind
    pos: int
    line: int
    column: int
    message: str

    @property
    def guess(self) -> bool:
        """Whether this repair chose between two readings of the text (see :data:`GUESSES`)."""
        return self.kind in GUESSES

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message} [{self.kind.value}]"


@dataclass(frozen=True)
class RepairResult:
    """The outcome of :func:`repair_json_report`.

    - ``text``: valid JSON text (``json.loads`` accepts it); the input itself when it was valid;
    - ``repairs``: what was changed, in input order (empty when the input was valid JSON);
    - ``truncated``: the input ended inside the JSON value, which was closed as far as it went;
    - ``truncated_path``: when truncated, the JSON path (keys and indexes) of the innermost
      value that was cut off, e.g. ``("files", 2, "content")``; ``()`` otherwise;
    - ``damaged_files``: for a legacy answer (``{"files": [...]}`` with a schema that says
      so), the indexes in ``files`` of file objects damaged beyond repair. Each was read on
      its own, as far as it went, and the files after it were read from their own start (a
      ``resynchronized`` repair names each); ``()`` when no file was damaged.
    """

    text: str
    repairs: tuple[Repair, ...] = ()
    truncated: bool = False
    truncated_path: tuple[str | int, ...] = ()
    damaged_files: tuple[int, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the text differs from valid input, i.e. anything was repaired."""
        return bool(self.repairs)

    @property
    def guesses(self) -> tuple[Repair, ...]:
        """The repairs that chose between two readings of the text (:attr:`Repair.guess`):
        where a string ends, which bracket was meant, which value is the document."""
        return tuple(repair for repair in self.repairs if repair.guess)

    def report_lines(self) -> list[str]:
        """One human-readable line per repair (``line L, column C: message [kind]``)."""
        return [str(repair) for repair in self.repairs]


#: A repair as the scanners note it: its kind, where in the input, and what was done.
Note: TypeAlias = tuple[RepairKind, int, str]
Notes: TypeAlias = list[Note]


def with_notes(result: RepairResult, text: str, notes: Notes) -> RepairResult:
    """``result`` with the repairs ``notes`` describe added, in input order."""
    if not notes:
        return result
    extra = make_repairs(text, notes)
    repairs = tuple(sorted(result.repairs + extra, key=lambda repair: repair.pos))
    return RepairResult(
        result.text, repairs, result.truncated, result.truncated_path, result.damaged_files
    )


def make_repairs(
    text: str, notes: Notes, anchor: tuple[int, int, int] = (0, 1, 0)
) -> tuple[Repair, ...]:
    """Turn raw notes into :class:`Repair` objects, computing lines and columns in one sweep
    (``anchor``: a known position, its 1-based line and the start of that line; the sweep
    starts there when no note is before it)."""
    counts: dict[RepairKind, int] = {}
    kept: Notes = []
    first_dropped: dict[RepairKind, int] = {}
    for kind, pos, message in notes:
        seen = counts.get(kind, 0)
        counts[kind] = seen + 1
        if seen < _MAX_REPAIRS_PER_KIND:
            kept.append((kind, pos, message))
        elif kind not in first_dropped:
            first_dropped[kind] = pos
    for kind, pos in first_dropped.items():
        more = counts[kind] - _MAX_REPAIRS_PER_KIND
        kept.append((kind, pos, f"... and {more} more repairs of this kind"))
    kept.sort(key=lambda note: note[1])
    repairs: list[Repair] = []
    last, line, line_start = anchor
    if kept and kept[0][1] < last:  # a note before the anchor: count from the start
        last, line, line_start = 0, 1, 0
    for kind, pos, message in kept:
        pos = max(0, min(pos, len(text)))
        if pos > last:
            newlines = text.count("\n", last, pos)
            if newlines:
                line += newlines
                line_start = text.rfind("\n", last, pos) + 1
            last = pos
        repairs.append(Repair(kind, pos, line, pos - line_start + 1, message))
    return tuple(repairs)
