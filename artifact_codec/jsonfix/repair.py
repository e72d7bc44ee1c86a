"""Repair the broken JSON that language models write, in linear time.

The typical failure is a JSON object holding whole source files in string values, written by a
model that forgot to escape the inner ``"`` (triple-quoted docstrings, ``"a", "b"``, ``"}`` in
code), wrote raw newlines, or stopped in the middle. Generic repair tools guess where such a
string ends from the first quote that *could* end it and cut the code there. This module decides
with lookahead: a quote ends a string only if what follows is structurally plausible for the
container it is in (``,`` and then a key, or a closing bracket of the right kind, ...) and, when
the expected keys are known (a pydantic model or a :class:`ObjectShape`), only if the next key
is one of them. ``docs/repair.md`` describes every rule and what cannot be recovered.

The scanner is iterative (no recursion), keeps a stack of open containers, jumps over ordinary
string content with compiled regular expressions (and the C string decoder), and looks ahead a
bounded distance, so its time is linear in the input and its memory is a small multiple of it.
When a reading goes wrong afterwards, the value is read once more, carefully, and the better
reading is kept.

Public API: :func:`repair_json`, :func:`repair_json_report` (text plus a :class:`RepairResult`
listing every :class:`Repair`), the schema helpers :func:`shape_from_model`,
:func:`shape_from_template` and :func:`as_shape`.

The work is split by concern: :mod:`.report` (what a repair reports), :mod:`.shapes` (what is
expected), :mod:`.scanner` (the state machine) and :mod:`.containers` (its stack of open
containers, and truncation), :mod:`.strings` and :mod:`.scalars` (reading tokens),
:mod:`.quotes` (where a string ends), :mod:`.value` (one value at a position),
:mod:`.candidates` (every value in a text), :mod:`.document` (a whole text as one document) and
:mod:`.resync` (a damaged file of a legacy answer stays local); :mod:`.tokens` and
:mod:`.context` hold what they share. This module drives them.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from .context import MAX_DEPTH, ScanContext
from .document import repair_whole
from .rawcode import writes_line_break_escape
from .readings import quotes_lost_at_break
from .report import Repair, RepairKind, RepairResult, make_repairs
from .resync import resynchronized
from .shapes import (
    ArrayShape,
    ObjectShape,
    ScalarShape,
    Shape,
    as_shape,
    shape_from_model,
    shape_from_template,
)
from .splits import split_files
from .tokens import escape_lone_surrogates, skip_spaces

__all__ = [
    "MAX_DEPTH",
    "ArrayShape",
    "ObjectShape",
    "Repair",
    "RepairKind",
    "RepairResult",
    "ScalarShape",
    "Shape",
    "as_shape",
    "repair_json",
    "repair_json_report",
    "repair_with_value",
    "shape_from_model",
    "shape_from_template",
]


def repair_json(text: str, *, schema: object = None) -> str:
    """Return valid JSON text for what the model meant by ``text``.

    Valid JSON comes back unchanged (the same string). Otherwise the JSON value is found (past
    a BOM, markdown fences and prose) and repaired: unescaped inner quotes, raw control
    characters, invalid escapes, comments, trailing or missing commas, single or smart quotes,
    Python literals, unquoted keys, missing brackets and truncation. ``schema`` (a pydantic
    model class, a :data:`Shape` or a template, see :func:`as_shape`) tells which keys to
    expect, which decides where strings holding code really end. Repairing the result again
    changes nothing.

    Raises :class:`ArtifactDecodeError` when there is nothing JSON-like to repair, or when the
    nesting is deeper than :data:`MAX_DEPTH`.
    """
    return repair_json_report(text, schema=schema).text


def repair_json_report(text: str, *, schema: object = None) -> RepairResult:
    """Like :func:`repair_json`, and also report every repair and whether the input was cut
    off (see :class:`RepairResult`)."""
    return repair_with_value(text, as_shape(schema))[0]


def repair_with_value(text: str, shape: Shape | None) -> tuple[RepairResult, Any]:
    """Like :func:`repair_json_report` with the schema already turned into a shape; also
    return the decoded value (the readers of legacy answers use both)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    context = ScanContext(text)
    try:
        return RepairResult(text), json.loads(text)
    except json.JSONDecodeError as error:
        if error.msg.startswith("Invalid control character"):
            loose = _loose_decode(text, error.pos)
            if loose is not None:
                return loose
        if not error.msg.startswith(("Extra data", "Unexpected UTF-8 BOM")):
            # (json.loads reads a value after blanks, as raw_decode does from there)
            context.invalid_from = skip_spaces(text, 0)
    except (ValueError, RecursionError):
        pass
    if shape is not None:
        split = split_files(text, shape)  # (file objects run together: ',' or '}' left out)
        if split is not None:
            return split
    result, value = repair_whole(text, shape, context)
    # (a reading that chose one of several answers keeps it whole: the files of two answers,
    # a format example or a draft and the answer, are two readings, never one list; one
    # answer among values that are none, such as a status line, is re-read file by file)
    if shape is not None and (
        context.answers_among_values == 1
        or not any(r.kind is RepairKind.OTHER_VALUES for r in result.repairs)
    ):
        by_file = resynchronized(text, shape, value, context.file_starts)
        if by_file is not None:
            return by_file
    return result, value


def _refuse_repeated(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    members = dict(pairs)
    if len(members) != len(pairs):
        # (writing the value back would drop the first value silently: the scanner keeps
        # both members for the caller to see)
        raise ValueError("a key twice")
    return members


_LOOSE: Final = json.JSONDecoder(strict=False, object_pairs_hook=_refuse_repeated)


def _loose_decode(text: str, first: int) -> tuple[RepairResult, Any] | None:
    """JSON whose only fault is raw control characters (newlines, tabs) inside strings, the
    most common fault of all, read by the C decoder (``first`` is where the first one is).
    Not when a ``\\n`` escape stands beside the raw line breaks: a string may be code pasted
    raw, whose ``\\n`` is its own (the string reader decides, with a ``raw-string`` guess)."""
    if writes_line_break_escape(text):
        return None
    try:
        value = _LOOSE.decode(text)
    except (ValueError, RecursionError):  # (also a key written twice: _refuse_repeated)
        return None
    try:
        body = json.dumps(value, ensure_ascii=False, indent=2 if "\n" in text[:first] else None)
        body = escape_lone_surrogates(body)
    except (ValueError, RecursionError):
        return None
    note = (
        RepairKind.CONTROL_CHARACTER,
        first,
        "escaped raw control characters (newline, tab, ...) inside strings",
    )
    return RepairResult(body, make_repairs(text, [note, *_quotes_lost_at_breaks(text)])), value


#: A JSON string, from its opening quote (in a text the strict=False decoder has read, where
#: no quote stands outside a string).
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)


def _quotes_lost_at_breaks(text: str) -> list[tuple[RepairKind, int, str]]:
    """``missing-quote`` guesses for the strings whose raw line break may be where two quotes
    were lost (see :func:`.readings.quotes_lost_at_break`)."""
    notes: list[tuple[RepairKind, int, str]] = []
    line_start = searched = 0  # (the start of the line of the last string seen, and how far
    # back line breaks were looked for: each part of the text is searched once, linear time)
    for string in _STRING.finditer(text):
        start, stop = string.span()
        if "\n" not in string.group() and "\r" not in string.group():
            continue
        found = max(text.rfind("\n", searched, start), text.rfind("\r", searched, start))
        if found >= 0:
            line_start = found + 1
        searched = start
        note = quotes_lost_at_break(text, start, stop, line_start)
        if note is not None:
            notes.append(note)
    return notes
