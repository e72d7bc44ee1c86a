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
string content with one compiled regular expression, and looks ahead a bounded distance, so its
time is linear in the input and its memory is a small multiple of it. When a reading goes wrong
afterwards, the value is read once more, carefully, and the better reading is kept.

Public API: :func:`repair_json`, :func:`repair_json_report` (text plus a :class:`RepairResult`
listing every :class:`Repair`), the schema helpers :func:`shape_from_model`,
:func:`shape_from_template` and :func:`as_shape`.
"""

from __future__ import annotations

import ast
import collections.abc
import enum
import functools
import json
import re
import types
import typing
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeAlias, Union

from pydantic import BaseModel

from ..errors import ArtifactDecodeError

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
    "shape_from_model",
    "shape_from_template",
]

#: Deepest nesting the repair layer produces. ``json.loads`` (and most JSON parsers) cannot
#: read much deeper documents, so deeper input is refused with :class:`ArtifactDecodeError`.
MAX_DEPTH: Final = 500

# Individual repairs kept per kind; further ones are counted into one summary entry, so that a
# document with a million broken strings does not produce a million report objects.
_MAX_REPAIRS_PER_KIND: Final = 50
# Times per document the scanner may go back to a string end it had doubted (see _Scanner).
_MAX_FALLBACKS: Final = 8


# --------------------------------------------------------------------------------------------
# Report types


class RepairKind(str, enum.Enum):
    """What a :class:`Repair` did. The values are short stable strings, safe to count by."""

    BOM = "bom"
    LEADING_TEXT = "leading-text"
    TRAILING_TEXT = "trailing-text"
    COMMENT = "comment"
    UNESCAPED_QUOTE = "unescaped-quote"
    CONTROL_CHARACTER = "control-character"
    INVALID_ESCAPE = "invalid-escape"
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


@dataclass(frozen=True)
class Repair:
    """One change the repair made: its kind, where (0-based ``pos``, 1-based ``line`` and
    ``column`` in the input text) and a sentence saying what was done."""

    kind: RepairKind
    pos: int
    line: int
    column: int
    message: str

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

    def report_lines(self) -> list[str]:
        """One human-readable line per repair (``line L, column C: message [kind]``)."""
        return [str(repair) for repair in self.repairs]


# --------------------------------------------------------------------------------------------
# Shapes: what the caller knows about the expected JSON


@dataclass(frozen=True)
class ObjectShape:
    """An expected JSON object.

    ``keys`` are the keys it may have (``None``: any key, as for ``dict[str, X]``); ``values``
    gives the shape of the value of some keys; ``other`` is the shape of values of keys not in
    ``values`` (used for ``dict[str, X]`` and for a model's typed extra keys); ``required``
    are keys every such object has (an object that would end without one of them is more
    likely a JSON example inside a string).
    """

    keys: frozenset[str] | None = None
    values: Mapping[str, Shape] = field(default_factory=dict)
    other: Shape | None = None
    required: frozenset[str] = frozenset()

    def child(self, key: str | None) -> Shape | None:
        """The expected shape of the value of ``key``."""
        if key is not None and key in self.values:
            return self.values[key]
        return self.other


@dataclass(frozen=True)
class ArrayShape:
    """An expected JSON array whose items have shape ``item`` (``None``: anything)."""

    item: Shape | None = None


@dataclass(frozen=True)
class ScalarShape:
    """An expected string, number or boolean (``"any"``: some scalar, unknown which)."""

    kind: Literal["string", "number", "boolean", "any"] = "any"


#: What is known about an expected JSON value.
Shape: TypeAlias = ObjectShape | ArrayShape | ScalarShape

_STRING_SHAPE: Final = ScalarShape("string")


def as_shape(schema: object) -> Shape | None:
    """Turn what a caller passes as ``schema`` into a :data:`Shape`.

    Accepted: ``None``; a shape; a pydantic model class (see :func:`shape_from_model`); or a
    template (see :func:`shape_from_template`) such as
    ``{"task_id": None, "files": [{"file_path": None, "content": None}]}``.
    """
    if schema is None or isinstance(schema, (ObjectShape, ArrayShape, ScalarShape)):
        return schema
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        return shape_from_model(schema)
    if isinstance(schema, (Mapping, list)):
        return shape_from_template(schema)
    raise TypeError(
        "schema must be a pydantic model class, a shape, or a template dict/list, "
        f"not {type(schema).__name__}"
    )


def shape_from_template(template: object) -> Shape | None:
    """Build a shape from a template of the expected JSON.

    A dict lists the keys of an object (its values are the templates of the values); a list
    with one item is an array of that; ``str`` or a string value means a string; ``None`` or
    anything else means a value of unknown shape.
    """
    if isinstance(template, Mapping):
        values: dict[str, Shape] = {}
        for key, sub in template.items():
            sub_shape = shape_from_template(sub)
            if sub_shape is not None:
                values[str(key)] = sub_shape
        return ObjectShape(frozenset(str(key) for key in template), values)
    if isinstance(template, list):
        return ArrayShape(shape_from_template(template[0]) if template else None)
    if template is str or isinstance(template, str):
        return _STRING_SHAPE
    return None


@functools.lru_cache(maxsize=256)
def shape_from_model(model: type[BaseModel]) -> ObjectShape:
    """The keys a pydantic model expects, at every nesting level.

    Field names and their string aliases become the object's keys; fields annotated with
    another model, a list of models, a dict or a list of strings get nested shapes. For
    :class:`~artifact_codec.models.GeneratedCode` the top level has ``task_id``,
    ``project_id``, ``files``, ``dependencies`` and ``setup_instructions``, and each item of
    ``files`` has the keys of :class:`~artifact_codec.models.GeneratedFile`.
    """
    return _model_shape(model, frozenset())


def _model_shape(model: type[BaseModel], seen: frozenset[type[BaseModel]]) -> ObjectShape:
    if model in seen:  # a recursive model: keep the keys open below this point
        return ObjectShape()
    seen = seen | {model}
    keys: set[str] = set()
    values: dict[str, Shape] = {}
    required: set[str] = set()
    for name, info in model.model_fields.items():
        names = {name}
        if isinstance(info.alias, str):
            names.add(info.alias)
        if isinstance(info.validation_alias, str):
            names.add(info.validation_alias)
        elif info.validation_alias is not None:
            choices = getattr(info.validation_alias, "choices", ())
            names.update(choice for choice in choices if isinstance(choice, str))
        shape = _annotation_shape(info.annotation, seen)
        for key in names:
            keys.add(key)
            if shape is not None:
                values[key] = shape
        if info.is_required() and names == {name}:
            required.add(name)
    return ObjectShape(frozenset(keys), values, _extra_shape(model, seen), frozenset(required))


def _extra_shape(model: type[BaseModel], seen: frozenset[type[BaseModel]]) -> Shape | None:
    """The shape of the values of extra keys, when the model allows them and types them
    (``__pydantic_extra__: dict[str, str]``)."""
    if model.model_config.get("extra") != "allow":
        return None
    try:
        hints = typing.get_type_hints(model)
    except Exception:  # unresolvable annotations: say nothing about extras
        return None
    extra = hints.get("__pydantic_extra__")
    args = typing.get_args(extra)
    return _annotation_shape(args[1], seen) if len(args) == 2 else None


def _annotation_shape(annotation: Any, seen: frozenset[type[BaseModel]]) -> Shape | None:
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return _annotation_shape(args[0], seen)
    if origin is Union or origin is types.UnionType:
        options = [arg for arg in args if arg is not type(None)]
        shapes = [_annotation_shape(arg, seen) for arg in options]
        return shapes[0] if len(shapes) == 1 else None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_shape(annotation, seen)
    if origin in (list, set, frozenset, collections.abc.Sequence, collections.abc.Set):
        return ArrayShape(_annotation_shape(args[0], seen) if args else None)
    if origin is tuple:
        same = len(args) == 2 and args[1] is Ellipsis
        return ArrayShape(_annotation_shape(args[0], seen) if same else None)
    if origin in (dict, collections.abc.Mapping):
        return ObjectShape(None, {}, _annotation_shape(args[1], seen) if args else None)
    if annotation is str:
        return _STRING_SHAPE
    if annotation is bool:
        return ScalarShape("boolean")
    if annotation in (int, float):
        return ScalarShape("number")
    return None


# --------------------------------------------------------------------------------------------
# Public functions


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
    return _repair(text, as_shape(schema))[0]


# --------------------------------------------------------------------------------------------
# Driver


_DECODER: Final = json.JSONDecoder()
# The C string reader of the json module (not in its typing stubs).
_scanstring: Final = typing.cast(
    "collections.abc.Callable[[str, int, bool], tuple[str, int]]",
    vars(json.decoder)["scanstring"],
)
# A '{' or '[' in text after a value: maybe the real JSON is further on.
_BRACKET: Final = re.compile(r"[{\[]")

_Notes = list[tuple[RepairKind, int, str]]


def _repair(text: str, shape: Shape | None) -> tuple[RepairResult, Any]:
    """Repair ``text``; return the result and the decoded value."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    try:
        return RepairResult(text), json.loads(text)
    except json.JSONDecodeError as error:
        if error.msg.startswith("Invalid control character"):
            loose = _loose_decode(text, error.pos)
            if loose is not None:
                return loose
    except (ValueError, RecursionError):
        pass
    context = _Context(text)
    result, value = _repair_whole(text, shape, context)
    if shape is not None:
        from .resync import resynchronized  # built on this module

        by_file = resynchronized(text, shape, value, context.file_starts)
        if by_file is not None:
            return by_file
    return result, value


_LOOSE: Final = json.JSONDecoder(strict=False)


def _loose_decode(text: str, first: int) -> tuple[RepairResult, Any] | None:
    """JSON whose only fault is raw control characters (newlines, tabs) inside strings, the
    most common fault of all, read by the C decoder (``first`` is where the first one is)."""
    try:
        value = _LOOSE.decode(text)
    except (ValueError, RecursionError):
        return None
    try:
        body = json.dumps(value, ensure_ascii=False, indent=2 if "\n" in text[:first] else None)
    except (ValueError, RecursionError):
        return None
    note = (
        RepairKind.CONTROL_CHARACTER,
        first,
        "escaped raw control characters (newline, tab, ...) inside strings",
    )
    return RepairResult(body, _make_repairs(text, [note])), value


def _repair_whole(
    text: str, shape: Shape | None, context: _Context | None = None
) -> tuple[RepairResult, Any]:
    """Repair ``text`` read as one value (the input is known not to be valid JSON);
    ``context`` keeps what the reading found (see :class:`_Context`)."""
    if not text or text.isspace():
        raise ArtifactDecodeError("the text is empty; expected a JSON value", text, 0)
    notes: _Notes = []
    start = 0
    if text[0] == "\ufeff":
        notes.append((RepairKind.BOM, 0, "removed the byte order mark"))
        start = 1
    start = _skip_spaces(text, start)
    context = context or _Context(text)
    if not _looks_like_json_start(text, start):
        gap = _GAP.match(text, start).end()  # type: ignore[union-attr]
        if shape is None and gap > start and gap < len(text) and text[gap] in "{[":
            lines = _values_on_lines(text, gap, None, context)
            if lines is not None:
                return _with_notes(lines[0], text, notes), lines[1]
        wrapped = _jsonp(text, start, shape, context)
        if wrapped is not None:
            return _with_notes(wrapped[0], text, notes), wrapped[1]
    if _looks_like_json_start(text, start):
        try:
            result, value, end = _value_at(text, start, shape, context=context)
        except _Unrepairable as error:
            raise ArtifactDecodeError(error.message, text, error.pos) from None
        # Prose or another value after this one: the JSON the caller wants may be further on.
        if end >= len(text) or not _BRACKET.search(text, end):
            _note_trailing(text, end, notes)
            return _with_notes(result, text, notes), value
        if shape is None and text[start] in "{[":
            lines = _values_on_lines(text, end, (result, value, start), context)
            if lines is not None:
                return _with_notes(lines[0], text, notes), lines[1]
    from .extract import iter_json_candidates  # extract builds on this module

    best = None
    for candidate in iter_json_candidates(text, shape):  # the longest, the first of equals
        if best is None or candidate.end - candidate.start > best.end - best.start:
            best = candidate
    if best is None:
        raise ArtifactDecodeError(
            "found no JSON value (no '{' or '[' that starts an object or array)", text, start
        )
    notes = [note for note in notes if note[0] is RepairKind.BOM]
    _note_surroundings(text, best.start, best.end, notes)
    return _with_notes(best.repair, text, notes), best.value


# Blanks, commas and comments between values written one after another.
_GAP: Final = re.compile(r"(?:[ \t\r\n,]+|/\*.*?\*/|//[^\n]*)*", re.S)


def _values_on_lines(
    text: str, pos: int, first: tuple[RepairResult, Any, int] | None, context: _Context
) -> tuple[RepairResult, Any] | None:
    """Objects or arrays written one per line (newline-delimited JSON, a MongoDB export),
    maybe with commas and comments between them, as one array; ``None`` unless the whole
    text is made of at least two of them, each starting on a new line, each sound."""
    found: list[tuple[RepairResult, Any, int]] = [] if first is None else [first]
    previous = 0 if first is None else pos
    while True:
        pos = _GAP.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= len(text):
            break
        if text[pos] not in "{[" or (found and text.find("\n", previous, pos) < 0):
            return None
        try:
            result, value, end = _value_at(text, pos, None, context=context)
        except _Unrepairable:
            return None
        if any(repair.kind in _STRUCTURAL for repair in result.repairs) or end <= pos:
            return None
        found.append((result, value, pos))
        previous = pos = end
    if len(found) < 2:
        return None
    body = "[\n" + ",\n".join(result.text for result, _, _ in found) + "\n]"
    note = (
        RepairKind.VALUES_IN_ARRAY,
        found[0][2],
        f"put {len(found)} JSON values written one per line into an array",
    )
    notes: _Notes = [note]
    truncated = False
    for result, _, _ in found:
        notes.extend((r.kind, r.pos, r.message) for r in result.repairs)
        truncated = truncated or result.truncated
    repaired, value = _finish(text, body, notes, truncated, ())
    return repaired, value


def _jsonp(
    text: str, start: int, shape: Shape | None, context: _Context
) -> tuple[RepairResult, Any] | None:
    """A JSONP response, ``callback({...});``: the value inside the call."""
    match = _JSONP.match(text, start)
    if match is None or match.end() >= len(text) or text[match.end()] not in "{[":
        return None
    try:
        result, value, end = _value_at(text, match.end(), shape, context=context)
    except _Unrepairable:
        return None
    if not _JSONP_END.fullmatch(text, end):
        return None
    notes: _Notes = [
        (RepairKind.WRAPPER, start, "dropped the JSONP callback around the JSON"),
    ]
    return _with_notes(result, text, notes), value


_JSONP_END: Final = re.compile(r"[ \t\r\n]*\)[ \t\r\n]*;?[ \t\r\n]*")


def _looks_like_json_start(text: str, pos: int) -> bool:
    if pos >= len(text):
        return False
    char = text[pos]
    if char in "{[" or char in _QUOTE_OPENERS:
        return True
    # A bare scalar (number or literal) is a document only when nothing else follows it.
    return _SCALAR_DOCUMENT.fullmatch(text, pos) is not None


_SCALAR_DOCUMENT: Final = re.compile(
    r"(?:-?[\d.][\w.+-]*|-|true|false|null|True|False|None|NaN|-?Infinity"
    r"|t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?)[ \t\r\n]*"  # cut-off literals
)


class _Context:
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

    def move_anchor(self, pos: int) -> None:
        at, line, line_start = self.anchor
        if pos > at:
            newlines = self.text.count("\n", at, pos)
            if newlines:
                line += newlines
                line_start = self.text.rfind("\n", at, pos) + 1
            self.anchor = (pos, line, line_start)

    def next_quote_close(self, pos: int) -> int:
        """Where the next quote followed by a closing bracket is at or after ``pos`` (-1)."""
        self._quote_close = _search_forward(self.text, _QUOTE_CLOSE, pos, self._quote_close)
        return self._quote_close[1]

    def next_json(self, pos: int) -> int:
        """Where the next JSON value plausibly starts at or after ``pos`` (-1)."""
        self._next_json = _search_forward(self.text, _NEXT_JSON, pos, self._next_json)
        return self._next_json[1]


def _search_forward(
    text: str, pattern: re.Pattern[str], pos: int, cached: tuple[int, int]
) -> tuple[int, int]:
    searched_from, found = cached
    if searched_from <= pos and (pos <= found or found < 0 <= searched_from):
        return cached  # nothing between the last search start and its result
    match = pattern.search(text, pos)
    return pos, (match.start() if match else -1)


def _value_at(
    text: str,
    start: int,
    shape: Shape | None,
    *,
    context: _Context | None = None,
    decode_first: bool = True,
) -> tuple[RepairResult, Any, int]:
    """Read (and repair if needed) the JSON value that starts at ``start``.

    Returns the result, the decoded value and the position after the value; text after the
    value is not looked at (the caller decides what it is). With ``decode_first`` the strict
    decoder is tried first (fastest for one valid document); without it (many candidates in
    one text) the scanner runs first and the strict decoder only reads the slice the scanner
    found, because a failing strict decode costs time proportional to its position in the
    text. Raises :class:`_Unrepairable`.
    """
    context = context or _Context(text)
    context.move_anchor(start)
    bracket = text[start] in "{["
    # Only a document whose first string is single-quoted is tried as a Python literal: JSON
    # with unescaped quotes is often valid Python too, with another meaning ("a""b" is "ab").
    python = bracket and _first_quote_is_single(text, start)
    if decode_first and bracket:
        try:
            value, end = _DECODER.raw_decode(text, start)
        except (ValueError, RecursionError):
            pass
        else:
            return RepairResult(text[start:end]), value, end
        if python:
            literal = _python_literal(text, start, len(text), context)
            if literal is not None:
                return literal
    scanner = _Scanner(text, shape, context, python=python)
    end = scanner.run(start)
    trouble = scanner.trouble(end)
    if trouble:
        # Something went wrong after a string ended: read again carefully (layout is not
        # evidence, a key is believed only if its object reads to a plausible end) and keep
        # the better reading.
        other = _Scanner(text, shape, context, python=python, careful=True)
        other_end = other.run(start)
        if other.trouble(other_end) < trouble:
            scanner, end = other, other_end
    context.file_starts = scanner.file_starts
    if bracket and (scanner.notes or scanner.truncated):
        if not decode_first:
            # Valid JSON that the scanner read otherwise (its heuristics only ever make a
            # string longer, so the valid value is a prefix of what it read).
            piece = text[start:end]
            try:
                value, stop = _DECODER.raw_decode(piece)
            except (ValueError, RecursionError):
                pass
            else:
                return RepairResult(piece[:stop]), value, start + stop
        if python and (end < len(text) or not decode_first):
            literal = _python_literal(text, start, end, context)
            if literal is not None:
                return literal
    result, value = _finish(
        text,
        "".join(scanner.out),
        scanner.notes,
        scanner.truncated,
        scanner.truncated_path,
        context.anchor,
    )
    return result, value, end


def _finish(
    text: str,
    body: str,
    notes: _Notes,
    truncated: bool,
    path: tuple[str | int, ...],
    anchor: tuple[int, int, int] = (0, 1, 0),
) -> tuple[RepairResult, Any]:
    try:
        value = json.loads(body)
    except (ValueError, RecursionError) as error:
        # A bug in the scanner, not in the input; refuse rather than return invalid JSON.
        raise ArtifactDecodeError(f"could not repair the JSON ({error})", text, 0) from None
    repairs = _make_repairs(text, notes, anchor)
    return RepairResult(body, repairs, truncated, path if truncated else ()), value


def _with_notes(result: RepairResult, text: str, notes: _Notes) -> RepairResult:
    if not notes:
        return result
    extra = _make_repairs(text, notes)
    repairs = tuple(sorted(result.repairs + extra, key=lambda repair: repair.pos))
    return RepairResult(result.text, repairs, result.truncated, result.truncated_path)


def _note_surroundings(text: str, start: int, end: int, notes: _Notes) -> None:
    head = text[:start].lstrip("\ufeff")
    if head.strip():
        fence = "```" in head or "~~~" in head
        notes.append(
            (
                RepairKind.LEADING_TEXT,
                0,
                "dropped a markdown fence and text before the JSON"
                if fence
                else "dropped text before the JSON",
            )
        )
    _note_trailing(text, end, notes)


def _note_trailing(text: str, end: int, notes: _Notes) -> None:
    tail = text[end:]
    if tail.strip():
        pos = end + len(tail) - len(tail.lstrip())
        fence = "```" in tail or "~~~" in tail
        notes.append(
            (
                RepairKind.TRAILING_TEXT,
                pos,
                "dropped a markdown fence and text after the JSON"
                if fence
                else "dropped text after the JSON",
            )
        )


def _make_repairs(
    text: str, notes: _Notes, anchor: tuple[int, int, int] = (0, 1, 0)
) -> tuple[Repair, ...]:
    """Turn raw notes into :class:`Repair` objects, computing lines and columns in one sweep."""
    counts: dict[RepairKind, int] = {}
    kept: list[tuple[RepairKind, int, str]] = []
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


def _skip_spaces(text: str, pos: int) -> int:
    match = _SPACES.match(text, pos)
    return match.end() if match else pos


def _first_quote_is_single(text: str, start: int) -> bool:
    """Whether the first string of the document is single-quoted (a Python literal)."""
    match = _FIRST_QUOTE.search(text, start, start + 4096)
    return match is not None and match.group() == "'"


_FIRST_QUOTE: Final = re.compile(r"[\"']")


def _python_literal(
    text: str, start: int, stop: int, context: _Context
) -> tuple[RepairResult, Any, int] | None:
    """A dict or list written as a Python literal in ``text[start:stop]``, as JSON."""
    try:
        value = ast.literal_eval(text[start:stop].strip())
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    if not isinstance(value, (dict, list, tuple)):
        return None
    try:
        body = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return None
    note = (
        RepairKind.PYTHON_LITERAL,
        start,
        "read a Python literal (single quotes, True/False/None) and wrote it as JSON",
    )
    result, decoded = _finish(text, body, [note], False, (), context.anchor)
    return result, decoded, stop


# --------------------------------------------------------------------------------------------
# The scanner

_QUOTE_OPENERS: Final = "\"'\u201c\u201d\u201e\u2018\u2019"
_QUOTE_CLOSERS: Final = {
    '"': '"',
    "'": "'",
    "\u201c": "\u201d\u201c",
    "\u201d": "\u201d\u201c",
    "\u201e": "\u201d\u201c",
    "\u2018": "\u2019\u2018",
    "\u2019": "\u2019\u2018",
}


def _events(closers: str, lookahead: bool) -> re.Pattern[str]:
    """The next place in a string that needs a look: a backslash or a closing quote.

    A match is one of: ``\\\\`` (an escaped backslash, consumed whole so that the scan stays
    aligned on escapes; no group), group 1: an escape that is not plain valid JSON (invalid,
    ``\\"``, ``\\'``, or a backslash at the end), group 2: a quote that may close the string
    (for a value string, only if the next character could follow a string in JSON). Plain valid
    escapes such as ``\\n`` are not matches. The pattern starts with a character class, which
    lets the regex engine skip ordinary content quickly.
    """
    quotes = re.escape(closers)
    # A quote can end a value string only if blanks and then ',', a closing bracket, a
    # comment, another quote (a missing comma) or the end follow it: most quotes inside code
    # ('print("x")', 'x = "a"' then code) are ruled out by the regex engine, not in Python.
    after = (
        r"(?=[,}\]+/]|\Z|[ \t\r\n]+(?:[,}\]/#+\"'\u201c\u201d\u201e\u2018\u2019]|\Z))"
        if lookahead
        else ""
    )
    return re.compile(
        rf"[\\{quotes}](?:(?<=\\)(?:\\|([^\\/bfnrtu]|u(?![0-9a-fA-F]{{4}})|\Z))"
        rf"|(?<=[{quotes}]){after}())"
    )


@dataclass(frozen=True)
class _StringKind:
    closers: str
    value_events: re.Pattern[str]
    key_events: re.Pattern[str]
    single: bool


_KINDS: Final = {
    opener: _StringKind(closers, _events(closers, True), _events(closers, False), "'" in closers)
    for opener, closers in _QUOTE_CLOSERS.items()
}

_SPACES: Final = re.compile(r"[ \t\r\n]*")
_CONTROL: Final = re.compile(r"[\x00-\x1f]")
_RARE_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_CONTROL_ESCAPES: Final = {code: json.dumps(chr(code))[1:-1] for code in range(0x20)}
_HEX4: Final = re.compile(r"[0-9a-fA-F]{0,3}")

# "..." (or "…") in place of items or members, with the comma after it.
_ELLIPSIS: Final = re.compile(r"(?:\.\.\.|\u2026)(?=[ \t\r\n,\]}/]|\Z)[ \t\r\n]*,?")
# A function call around one value: MongoDB shell types (ObjectId("..."), NumberLong(2),
# ISODate("...")) and similar wrappers.
_CALL: Final = re.compile(
    r"([A-Za-z_$][\w$.]*)\([ \t]*(\"(?:[^\"\\\n]|\\.){0,1000}\"|-?\d[\d.eE+\-]{0,40})[ \t]*\)"
)
# A JSONP callback around the document: "name(" before it (comments allowed), ")" after it.
_JSONP: Final = re.compile(
    r"(?:[ \t\r\n]|/\*.{0,1000}?\*/|//[^\n]{0,1000}\n)*[A-Za-z_$][\w$.]{0,100}[ \t]*\([ \t\r\n]*",
    re.S,
)
# A quote, "+" and the quote of another string: JavaScript string concatenation.
_CONCAT: Final = re.compile(r"[ \t]*\+[ \t\r\n]*([\"'])")
_SHORT_STRINGS: Final = {
    '"': re.compile(r'(?:[^"\\\n]|\\.){0,1000}"'),
    "'": re.compile(r"(?:[^'\\\n]|\\.){0,1000}'"),
}
_STRICT_NUMBER: Final = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LOOSE_TOKEN: Final = re.compile(r"[+\-.\w]+")
_INT_FORM: Final = re.compile(r"[+-]?\d[\d_]*")
_FLOAT_FORM: Final = re.compile(r"[+-]?(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?")
_HEX_FORM: Final = re.compile(r"[+-]?0[xX][0-9a-fA-F]+")
_WORD: Final = re.compile(r"[A-Za-z_$][\w$]*")
_WORD_CHAR: Final = re.compile(r"[\w$]")
_BARE_VALUE: Final = re.compile(r"[^,}\]\n\r]*")
_UNQUOTED_KEY: Final = re.compile(r"[\w$][\w$.\-]*")
_LITERALS: Final = {
    "true": "true",
    "false": "false",
    "null": "null",
    "True": "true",
    "False": "false",
    "None": "null",
    "undefined": "null",
    "NaN": "NaN",
    "Infinity": "Infinity",
}
# Characters that cannot start anything where they stand: skipped in one run.
_STRAY: Final = re.compile(r"[^\s\"'\u201c\u201d\u201e\u2018\u2019,:{}\[\]/#\w+\-.$]+")
# A short string with nothing to repair up to its first quote.
_SIMPLE_STRING: Final = re.compile(r'"([^"\\\x00-\x1f]{0,200})"')
_COMMAS: Final = re.compile(r",[ \t\r\n,]*")
# Items of an array that need no decision (numbers and literals followed by ',' or ']'),
# copied in one step so that long arrays of numbers do not cost a loop turn per item.
_PLAIN_ITEMS: Final = re.compile(
    r"(?:[ \t\r\n]*,[ \t\r\n]*(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)"
    r"(?=[ \t\r\n]*[,\]])){1,256}"  # bounded: long repeats make the regex engine slow
)
_VALUE_START: Final = re.compile(
    r"[{\[\"'\u201c\u201d\u201e\u2018\u2019\d+\-.]|true|false|null|True|False|None"
)
# What a key looks like in lookahead: quoted (any quotes) or bare, then a colon.
_KEY_AHEAD: Final = re.compile(
    r"\"((?:[^\"\\]|\\.){0,200})\"[ \t\r\n]*:"
    r"|'((?:[^'\\]|\\.){0,200})'[ \t\r\n]*:"
    r"|[\u201c\u201d]([^\u201c\u201d\n]{0,200})[\u201c\u201d][ \t\r\n]*:"
    r"|([A-Za-z_$][\w$\-]{0,100})[ \t\r\n]*:"
)
# A key cut off by the end of the input.
# (not brackets: '"}]}' after a file ending in '"""\n' is the end of the document, not a key)
_KEY_PREFIX: Final = re.compile(r"[\"'\u201c]?[^\"'\n\u201d:{}\[\]]{0,200}[\"'\u201d]?[ \t\r\n]*")
# A value that needs no decision, for the second step of lookahead.
_PLAIN_VALUE: Final = re.compile(
    r"\"(?:[^\"\\\n]|\\.){0,200}\"|-?\d[\d.eE+\-]{0,30}|(?:true|false|null|True|False|None)\b"
)
_ITEM_AHEAD: Final = re.compile(
    r"-?\d|[{\[\"'\u201c\u201d]|(?:true|false|null|True|False|None)(?![\w$])"
)
# A string-closing quote followed by a closing bracket: evidence that a string ends there.
_QUOTE_CLOSE: Final = re.compile(r"[\"'\u201d\u2019][ \t\r\n]*[}\]]")
# The start of another JSON value: an object with a quoted key, or a bracket or fence that
# starts a line.
_NEXT_JSON: Final = re.compile(
    r"\{[ \t\r\n]*\"[^\"\n]{0,200}\"[ \t\r\n]*:|^[ \t]*(?:[{\[]|```|~~~)", re.M
)
_FENCE_LINE: Final = re.compile(r"[ \t]*(?:```|~~~)")

_SHORT_COMMENT: Final = re.compile(r"(?://|#)[^\n\"]{0,200}(?=\n)|/\*[^\"]{0,200}?\*/")
_BLANK_OR_COMMENT: Final = " \t\r\n/#"

# Repairs of the structure around strings, as opposed to repairs of their content.
_STRUCTURAL: Final = frozenset(
    {
        RepairKind.STRAY_TEXT,
        RepairKind.MISMATCHED_BRACKET,
        RepairKind.MISSING_COMMA,
        RepairKind.MISSING_COLON,
        RepairKind.MISSING_VALUE,
        RepairKind.EXTRA_COMMA,
    }
)

# Members the careful reading follows to the end of an object before it gives up (believes).
_WALK_MEMBERS: Final = 16

# Farthest distance back to the start of the line that the layout check looks.
_FAR: Final = 4096

# Verdicts of the closing-quote lookahead.
_HARD: Final = 0  # the quote is content
_SOFT: Final = 1  # probably content, but could be the end; remembered for a fallback
_CLOSE: Final = 2  # the quote ends the string

# Scanner states.
_VALUE: Final = 0  # a value is expected (root, after ':', after ',' in an array)
_ARRAY_FIRST: Final = 1  # after '[': a value or ']'
_KEY_FIRST: Final = 2  # after '{': a key or '}'
_KEY: Final = 3  # after ',' in an object: a key
_COLON: Final = 4  # after a key
_AFTER: Final = 5  # after a value: ',' or a closing bracket


class _Unrepairable(Exception):
    """Internal: the scanner gives up at ``pos``; converted to ArtifactDecodeError by callers."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message, pos)
        self.message = message
        self.pos = pos


def _too_deep(pos: int) -> _Unrepairable:
    return _Unrepairable(
        f"the JSON is nested deeper than {MAX_DEPTH} levels; it cannot be repaired", pos
    )


class _Frame:
    """An open object or array."""

    __slots__ = (
        "closer",
        "col",
        "comma",
        "first",
        "index",
        "key",
        "keys",
        "mark",
        "opened",
        "pretty",
        "shape",
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


class _Scanner:
    """The tolerant JSON scanner: reads one JSON value from a start position.

    ``out`` collects the output pieces; ``notes`` the repairs as (kind, pos, message).
    """

    def __init__(
        self,
        text: str,
        shape: Shape | None,
        context: _Context,
        *,
        python: bool = False,
        careful: bool = False,
    ) -> None:
        self.text = text
        self.context = context
        self.end = len(text)
        self.shape = shape
        self.python = python
        self.out: list[str] = []
        self.notes: _Notes = []
        self.stack: list[_Frame] = []
        self.truncated = False
        self.truncated_path: tuple[str | int, ...] = ()
        self.closed = False  # everything was closed because the input ended
        self.fallbacks = 0
        # The second reading (see _value_at): layout (pretty-printing) is not evidence, and a
        # key that is not known from the schema must be followed by members that read to the
        # end of their object.
        self.careful = careful
        self.layout = not careful
        self._complete: bool | None = None
        self._noted_quotes: set[RepairKind] = set()
        self.file_starts: list[int] = []

    def trouble(self, end: int) -> int:
        """How badly the reading went: structural repairs, a truncation of a document that
        looks complete, structure left over after the value."""
        count = sum(1 for note in self.notes if note[0] in _STRUCTURAL)
        if self.truncated and self._looks_complete():
            count += 1
        after = self._ahead(end) if end < self.end else end
        if after < self.end:
            # (bounded: an unbounded look to the end of a long line, once per candidate of
            # a text made of many short ones, made the search quadratic)
            limit = min(self.end, after + _FAR)
            line_end = self.text.find("\n", after, limit)
            rest = self.text[after : limit if line_end < 0 else line_end]
            if self.text[after] in ',:]}"' or _QUOTE_CLOSE.search(rest):
                count += 1  # the value seems to go on after its end
        return count

    # -- main loop ---------------------------------------------------------------------------

    def run(self, pos: int) -> int:
        """Scan one value starting at ``pos``; return the position after it."""
        text, end, out, stack = self.text, self.end, self.out, self.stack
        note = self.notes.append
        state = _VALUE
        while True:
            if pos < end and text[pos] in _BLANK_OR_COMMENT:
                pos = self._skip(pos, bool(stack) or state != _AFTER)
            if pos >= end:
                if not self.closed:  # (a string cut off has closed everything already)
                    self._close_at_end(state)
                return end
            char = text[pos]
            if state == _AFTER:
                if not stack:
                    return pos
                frame = stack[-1]
                if char == "," and frame.closer == "]":
                    plain = _PLAIN_ITEMS.match(text, pos)
                    if plain is not None:
                        run = plain.group()
                        frame.index += run.count(",")
                        frame.comma = len(out)  # (the last item is complete: no comma to drop)
                        out.append(run)
                        pos = plain.end()
                        continue
                if char == ",":
                    frame.comma = len(out)
                    out.append(",")
                    pos += 1
                    state = _KEY if frame.closer == "}" else _VALUE
                elif char in "}]":
                    pos = self._close(pos)
                elif char == "{" and frame.closer == "}" and self._in_array_item():
                    self._close_item(pos)
                    state = _VALUE
                elif frame.closer == "}" and (char in _QUOTE_OPENERS or _WORD.match(char)):
                    note((RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between members"))
                    self._insert_comma(frame)
                    state = _KEY
                elif frame.closer == "]" and _VALUE_START.match(text, pos):
                    note((RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between items"))
                    self._insert_comma(frame)
                    state = _VALUE
                else:
                    pos = self._skip_stray(pos)
                continue
            if state == _COLON:
                if char == ":":
                    out.append(":")
                    pos += 1
                else:
                    if char == "=":
                        pos += 1
                    note((RepairKind.MISSING_COLON, pos, "inserted a missing ':' after a key"))
                    out.append(":")
                state = _VALUE
                continue
            if state in (_KEY_FIRST, _KEY):
                frame = stack[-1]
                if char in "}]":
                    if state == _KEY:
                        self._drop_trailing_comma(frame, pos)
                    pos = self._close(pos)
                    state = _AFTER
                elif char == ",":
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                elif char == "{" and state == _KEY and self._in_array_item():
                    self._drop_trailing_comma(frame, pos)
                    self._close_item(pos)
                    state = _VALUE
                elif char in ".\u2026" and _ELLIPSIS.match(text, pos):
                    pos = self._ellipsis(pos)
                elif char in _QUOTE_OPENERS or _UNQUOTED_KEY.match(char):
                    frame.mark = frame.comma if state == _KEY else len(out)
                    self._layout(frame, pos)
                    pos = self._key(pos, frame)
                    state = _COLON
                else:
                    pos = self._skip_stray(pos)
                continue
            # state is _VALUE or _ARRAY_FIRST
            if char in "}]":
                if state == _ARRAY_FIRST and char == "]":
                    pos = self._close(pos)
                    state = _AFTER
                elif stack and stack[-1].closer == "}":
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    out.append("null")
                    state = _AFTER
                elif stack:
                    self._drop_trailing_comma(stack[-1], pos)
                    pos = self._close(pos)
                    state = _AFTER
                else:
                    pos = self._skip_stray(pos)
                continue
            if char == ",":
                if stack and stack[-1].closer == "}":
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    out.append("null")
                    state = _AFTER
                else:
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                continue
            if char in ".\u2026" and stack and _ELLIPSIS.match(text, pos):
                pos = self._ellipsis(pos)
                continue
            starts_value = char in "{[" or char in _QUOTE_OPENERS or _VALUE_START.match(char)
            if not starts_value and _WORD.match(char) is None:
                pos = self._skip_stray(pos)
                continue
            if stack:
                frame = stack[-1]
                if frame.closer == "]":
                    frame.index += 1
                    frame.mark = frame.comma if state == _VALUE else len(out)
                    self._layout(frame, pos)
            if char == "{" or char == "[":
                if len(stack) >= MAX_DEPTH:
                    raise _too_deep(pos)
                self._open(pos, char)
                pos += 1
                state = _KEY_FIRST if char == "{" else _ARRAY_FIRST
                continue
            if char in _QUOTE_OPENERS:
                pos = self._string(pos)
            elif _WORD.match(char):
                pos = self._word(pos)
            else:
                pos = self._number(pos)
            state = _AFTER

    # -- structure ---------------------------------------------------------------------------

    def _skip(self, pos: int, emit: bool) -> int:
        """Skip blanks and comments; copy blanks to the output while inside the value."""
        text, end = self.text, self.end
        while True:
            stop = _SPACES.match(text, pos).end()  # type: ignore[union-attr]
            if stop > pos:
                if emit:
                    self.out.append(text[pos:stop])
                pos = stop
            if pos >= end:
                return pos
            char = text[pos]
            if char == "/" and text.startswith("//", pos):
                stop = text.find("\n", pos)
            elif char == "/" and text.startswith("/*", pos):
                stop = text.find("*/", pos + 2)
                stop = end if stop < 0 else stop + 2
            elif char == "#" and emit:
                stop = text.find("\n", pos)
            else:
                return pos
            stop = end if stop < 0 else stop
            self.notes.append((RepairKind.COMMENT, pos, "removed a comment"))
            pos = stop

    def _skip_stray(self, pos: int) -> int:
        match = _STRAY.match(self.text, pos) or _run(self.text[pos]).match(self.text, pos)
        assert match is not None
        stop = max(match.end(), pos + 1)
        snippet = self.text[pos : min(stop, pos + 20)]
        self.notes.append((RepairKind.STRAY_TEXT, pos, f"dropped unexpected text {snippet!r}"))
        return stop

    def _layout(self, frame: _Frame, pos: int) -> None:
        if frame.first < 0:
            frame.first = pos
            frame.pretty = self.text.rfind("\n", frame.opened, pos) >= 0

    def _open(self, pos: int, char: str) -> None:
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
            stack.append(_Frame("}", object_shape, pos, slot))
        else:
            array_shape = expected if isinstance(expected, ArrayShape) else None
            stack.append(_Frame("]", array_shape, pos, slot))
        self.out.append(char)

    def _close(self, pos: int) -> int:
        """Close containers for the closing bracket at ``pos``."""
        stack, out = self.stack, self.out
        char = self.text[pos]
        if stack[-1].closer != char:
            matching = next(
                (i for i in range(len(stack) - 1, -1, -1) if stack[i].closer == char), -1
            )
            after = _SPACES.match(self.text, pos + 1).end()  # type: ignore[union-attr]
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

    def _insert_comma(self, frame: _Frame) -> None:
        out = self.out
        if out and out[-1].isspace():  # before the blanks, where it belongs
            frame.comma = len(out) - 1
            out.insert(frame.comma, ",")
        else:
            frame.comma = len(out)
            out.append(",")

    def _drop_trailing_comma(self, frame: _Frame, pos: int) -> None:
        if frame.comma >= 0 and self.out[frame.comma] == ",":
            self.out[frame.comma] = ""
            self.notes.append((RepairKind.TRAILING_COMMA, pos, "removed a trailing ','"))

    def _in_array_item(self) -> bool:
        """Whether the open object is an item of an array."""
        return len(self.stack) >= 2 and self.stack[-2].closer == "]"

    def _close_item(self, pos: int) -> None:
        """A '{' where a member of an object that is an array item was expected: the object
        was not closed before the next item started (``[{"i":1{"i":2}]``)."""
        self.notes.append(
            (RepairKind.MISMATCHED_BRACKET, pos, "inserted a missing '}' and ',' between items")
        )
        self.out.append(self.stack.pop().closer)
        frame = self.stack[-1]
        frame.comma = len(self.out)
        self.out.append(",")

    def _ellipsis(self, pos: int) -> int:
        """Drop ``...`` standing for omitted items or members, and a comma after it."""
        match = _ELLIPSIS.match(self.text, pos)
        assert match is not None
        self.notes.append(
            (RepairKind.ELLIPSIS, pos, "removed an ellipsis standing for omitted items")
        )
        return match.end()

    def _close_at_end(self, state: int) -> None:
        """The input ended inside the value: drop a dangling member and close what is open."""
        stack, out = self.stack, self.out
        if not stack:
            if state != _AFTER:
                raise _Unrepairable("found no JSON value", self.end)
            return
        if not self.truncated:
            self.truncated = True
            self.truncated_path = tuple(frame.slot for frame in stack[1:])  # type: ignore[misc]
        frame = stack[-1]
        if state == _COLON or (state == _VALUE and frame.closer == "}"):
            del out[frame.mark :]
        elif state in (_KEY, _VALUE) and frame.comma >= 0:
            out[frame.comma] = ""
        self._close_all()

    def _close_all(self) -> None:
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

    # -- keys and scalars --------------------------------------------------------------------

    def _key(self, pos: int, frame: _Frame) -> int:
        text = self.text
        if text[pos] in _QUOTE_OPENERS:
            simple = _SIMPLE_STRING.match(text, pos)
            if simple is not None:
                name = simple.group(1)
                self.out.append(simple.group())
                pos = simple.end()
            else:
                start = len(self.out)
                pos = self._string(pos, key=True)
                try:
                    name = json.loads("".join(self.out[start:]))
                except ValueError:
                    name = None
        else:
            match = _UNQUOTED_KEY.match(text, pos)
            assert match is not None
            name = match.group()
            self.notes.append((RepairKind.UNQUOTED_KEY, pos, f"quoted the key {name!r}"))
            self.out.append(json.dumps(name, ensure_ascii=False))
            pos = match.end()
        if isinstance(name, str):
            frame.keys.add(name)
            frame.key = name
        return pos

    def _word(self, pos: int) -> int:
        text, end = self.text, self.end
        match = _WORD.match(text, pos)
        assert match is not None
        word = match.group()
        stop = match.end()
        if stop < end and text[stop] == "(":
            call = _CALL.match(text, pos)
            if call is not None:
                return self._call(pos, call)
        literal = _LITERALS.get(word)
        if literal is not None and (stop >= end or not _WORD_CHAR.match(text, stop)):
            if literal != word:
                self.notes.append(
                    (RepairKind.PYTHON_LITERAL, pos, f"replaced {word} with {literal}")
                )
            self.out.append(literal)
            return stop
        if stop >= end:
            for literal in ("true", "false", "null"):
                if literal.startswith(word.lower()):
                    self.notes.append(
                        (RepairKind.TRUNCATED, pos, f"completed {word!r} to {literal}")
                    )
                    self._truncated_scalar()
                    self.out.append(literal)
                    return stop
        bare = _BARE_VALUE.match(text, pos)
        assert bare is not None
        value = bare.group().rstrip()
        # a bare value ends before a comment
        cut = value.find(" //")
        if cut >= 0:
            value = value[:cut].rstrip()
        self.notes.append((RepairKind.UNQUOTED_VALUE, pos, f"quoted the bare value {value!r}"))
        self.out.append(json.dumps(value, ensure_ascii=False))
        return pos + len(value)

    def _call(self, pos: int, call: re.Match[str]) -> int:
        """``Name("x")`` or ``Name(2)``: keep the value inside the call."""
        inner = call.group(2)
        if inner.startswith('"'):
            try:
                value: Any = json.loads(inner)
            except ValueError:
                value = inner[1:-1]
        else:
            number = _normalize_number(inner)
            value = None if number is None else json.loads(number)
            if value is None:
                value = inner
        self.notes.append(
            (RepairKind.WRAPPER, pos, f"replaced {call.group(1)}(...) with the value inside it")
        )
        self.out.append(json.dumps(value, ensure_ascii=False))
        return call.end()

    def _number(self, pos: int) -> int:
        text, end = self.text, self.end
        match = _STRICT_NUMBER.match(text, pos)
        if match and match.end() > pos:
            stop = match.end()
            if stop >= end or not (text[stop].isalnum() or text[stop] in "._"):
                self.out.append(match.group())
                return stop
        loose = _LOOSE_TOKEN.match(text, pos)
        token = loose.group() if loose else text[pos]
        stop = pos + len(token)
        if stop >= end:  # cut off: drop an incomplete exponent or sign
            token = token.rstrip("eE+-") or token
        number = _normalize_number(token)
        if number is None:
            if stop >= end and token in "+-.":
                self.notes.append((RepairKind.TRUNCATED, pos, "dropped a cut-off number"))
                self._truncated_scalar()
                self.out.append("null")
                return stop
            self.notes.append((RepairKind.UNQUOTED_VALUE, pos, f"quoted the bare value {token!r}"))
            self.out.append(json.dumps(token, ensure_ascii=False))
        else:
            self.notes.append((RepairKind.NUMBER, pos, f"wrote the number {token!r} as {number}"))
            self.out.append(number)
        return stop

    # -- strings -----------------------------------------------------------------------------

    def _string(self, pos: int, *, key: bool = False) -> int:
        """Scan a string whose opening quote is at ``pos``; return the position after it."""
        text, end, out = self.text, self.end, self.out
        opener = text[pos]
        if opener == '"' and not key:
            simple = _SIMPLE_STRING.match(text, pos)
            if simple is not None and self._closes_at(simple.end() - 1) == _CLOSE:
                out.append(simple.group())
                return simple.end()
            stop = self._decoded_string(pos)
            if stop > 0:
                return stop
        kind = _KINDS[opener]
        if opener != '"':
            quote_kind = RepairKind.SINGLE_QUOTES if kind.single else RepairKind.SMART_QUOTES
            if quote_kind not in self._noted_quotes or not self.python:
                self._noted_quotes.add(quote_kind)
                self.notes.append((quote_kind, pos, "replaced the quotes of a string with '\"'"))
        events = kind.key_events if key else kind.value_events
        plain = opener == '"'
        out.append('"')
        pos += 1
        flush = pos
        quotes, first_quote = 0, -1
        first_control = -1
        bad_escapes, first_bad = 0, -1
        # (quote position, output length, flush position, counters) of the last doubted end
        doubt: tuple[int, int, int, int, int] | None = None
        stop = end  # where the content ends if the input ends inside the string
        while True:
            match = events.search(text, pos, end)
            if match is None:
                break
            group = match.lastindex
            if group is None:  # an escaped backslash
                pos = match.end()
                continue
            at = match.start()
            if group == 2:
                verdict = _CLOSE if key else self._closes_at(at)
                if verdict == _CLOSE:
                    quotes, first_quote, first_control = self._flush(
                        flush, at, plain, quotes, first_quote, first_control
                    )
                    out.append('"')
                    self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
                    return at + 1
                if verdict == _SOFT:
                    doubt = (at, len(out), flush, quotes, bad_escapes)
                joined = None if key else self._concatenation(at)
                if joined is not None:
                    quotes, first_quote, first_control = self._flush(
                        flush, at, plain, quotes, first_quote, first_control
                    )
                    pos = flush = joined
                    continue
                pos = at + 1
                continue
            # a backslash that is not a plain valid escape
            follower = text[at + 1] if at + 1 < end else ""
            if not follower or (follower == "u" and _HEX4.fullmatch(text, at + 2, end)):
                stop = at  # cut off inside an escape: drop it
                break
            quotes, first_quote, first_control = self._flush(
                flush, at, plain, quotes, first_quote, first_control
            )
            if follower == '"':
                out.append('\\"')
                pos = flush = at + 2
                continue
            if follower == "'":
                if not kind.single:  # not JSON, but what \' means everywhere else
                    bad_escapes += 1
                    first_bad = at if first_bad < 0 else first_bad
                out.append("'")
                pos = flush = at + 2
                continue
            if kind.single:  # single quotes: a Python (or JavaScript) string
                converted = _python_escape(text, at)
                if converted is not None:
                    out.append(converted[0])
                    pos = flush = converted[1]
                    continue
            bad_escapes += 1
            if first_bad < 0:
                first_bad = at
            out.append("\\\\")
            pos = flush = at + 1
        # The input ended inside the string.
        if doubt is not None and self.fallbacks < _MAX_FALLBACKS and self._looks_complete():
            # The string ran over the end of a document that looks complete, so one of the
            # doubted quotes was its end after all: take the last one.
            self.fallbacks += 1
            at, length, flush, quotes, bad_escapes = doubt
            del out[length:]
            quotes, first_quote, first_control = self._flush(
                flush, at, plain, quotes, first_quote, first_control
            )
            out.append('"')
            self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
            return at + 1
        quotes, first_quote, first_control = self._flush(
            flush, stop, plain, quotes, first_quote, first_control
        )
        out.append('"')
        self._note_string(quotes, first_quote, first_control, bad_escapes, first_bad)
        self._truncated_in_string(key)
        return end

    def _decoded_string(self, pos: int) -> int:
        """The string at ``pos`` read by the C decoder, when its escapes are valid and its
        first unescaped quote plausibly ends it (raw control characters are escaped); the
        position after it, or -1 (then the careful scan reads it; the decoder stopped at the
        first inner quote or bad escape, so the extra work is bounded by what it read)."""
        text = self.text
        try:
            stop = _scanstring(text, pos + 1, False)[1]
        except ValueError:
            return -1
        if self._closes_at(stop - 1) != _CLOSE:
            return -1
        control = _CONTROL.search(text, pos, stop)
        if control is None:
            self.out.append(text[pos:stop])
            return stop
        chunk = text[pos:stop]
        chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
        if _RARE_CONTROL.search(chunk):
            chunk = chunk.translate(_CONTROL_ESCAPES)
        self.out.append(chunk)
        self._note_string(0, -1, control.start(), 0, -1)
        return stop

    def _concatenation(self, quote: int) -> int | None:
        """``"a" + "b"``: if the quote at ``quote`` is followed by ``+`` and another short
        string that ends the value, where that string's content starts; else ``None``. (Only
        a string that ends the value: in code inside a string, ``"a" + "b"`` is content.)"""
        match = _CONCAT.match(self.text, quote + 1)
        if match is None:
            return None
        opener = match.group(1)
        second = _SHORT_STRINGS[opener].match(self.text, match.end(1))
        if second is None:
            return None
        close = second.end() - 1
        if _CONCAT.match(self.text, close + 1) is None and self._closes_at(close) != _CLOSE:
            return None
        self.notes.append((RepairKind.CONCATENATION, quote, "joined strings written with '+'"))
        return match.end()

    def _flush(
        self, start: int, stop: int, plain: bool, quotes: int, first_quote: int, first_control: int
    ) -> tuple[int, int, int]:
        """Copy string content, escaping inner ``"`` and raw control characters."""
        if stop <= start:
            return quotes, first_quote, first_control
        chunk = self.text[start:stop]
        control = _CONTROL.search(chunk)
        if control is not None and first_control < 0:
            first_control = start + control.start()
        if '"' in chunk:
            if plain:
                quotes += chunk.count('"')
                if first_quote < 0:
                    first_quote = start + chunk.index('"')
            chunk = chunk.replace('"', '\\"')
        if control is not None:
            # str.replace is many times faster than str.translate for the usual three.
            chunk = chunk.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
            if _RARE_CONTROL.search(chunk):
                chunk = chunk.translate(_CONTROL_ESCAPES)
        self.out.append(chunk)
        return quotes, first_quote, first_control

    def _note_string(
        self, quotes: int, first_quote: int, first_control: int, bad: int, first_bad: int
    ) -> None:
        note = self.notes.append
        if quotes:
            note(
                (
                    RepairKind.UNESCAPED_QUOTE,
                    first_quote,
                    f"escaped {quotes} unescaped '\"' inside a string",
                )
            )
        if first_control >= 0:
            note(
                (
                    RepairKind.CONTROL_CHARACTER,
                    first_control,
                    "escaped raw control characters (newline, tab, ...) inside a string",
                )
            )
        if bad:
            note(
                (
                    RepairKind.INVALID_ESCAPE,
                    first_bad,
                    f"kept the backslash of {bad} invalid escape(s) as a literal backslash",
                )
            )

    def _truncated_scalar(self) -> None:
        stack = self.stack
        self.truncated = True
        path: list[str | int] = [frame.slot for frame in stack[1:]]  # type: ignore[misc]
        if stack:
            frame = stack[-1]
            slot = frame.key if frame.closer == "}" else frame.index - 1
            if slot is not None:
                path.append(slot)
        self.truncated_path = tuple(path)

    def _truncated_in_string(self, key: bool) -> None:
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
            self._close_all()

    # -- where does a string end? ------------------------------------------------------------

    def _closes_at(self, quote: int) -> int:
        """Decide whether the quote at ``quote`` ends the value string being scanned."""
        pos = quote + 1
        if pos >= self.end:
            return _CLOSE
        if not self.stack:  # a top-level string ends at the end of the text
            return _CLOSE if self._ahead(pos) >= self.end else _SOFT
        return self._structure_after(pos, len(self.stack) - 1, True)

    def _structure_after(
        self, pos: int, depth: int, deep: bool, read: frozenset[str] | set[str] = frozenset()
    ) -> int:
        """Is what follows a value ending at ``pos`` plausible for the container
        ``stack[depth]``? ``deep`` allows one more step of lookahead past a doubtful key;
        ``read`` are keys of ``stack[depth]`` read in the lookahead so far."""
        text, end, stack = self.text, self.end, self.stack
        first = depth
        gap = pos  # start of the blanks before `pos`
        pos = self._ahead(pos)
        if pos >= end:
            return _CLOSE
        char = text[pos]
        doubt = False
        after_comma = False
        while True:
            if char == ",":
                if after_comma:
                    return _HARD
                after_comma = True
                gap = pos + 1
                pos = self._ahead(gap)
                if pos < end and text[pos] in ".\u2026":
                    ellipsis = _ELLIPSIS.match(text, pos)  # '...' for omitted items
                    if ellipsis is not None:
                        pos = self._ahead(ellipsis.end())
                if pos >= end:
                    return _SOFT if doubt else _CLOSE
                char = text[pos]
                if char not in "}]":
                    newline = text.find("\n", gap, pos) >= 0
                    verdict = self._next_member(pos, depth, newline, deep)
                    return _SOFT if doubt and verdict == _CLOSE else verdict
            if char in "}]":
                frame = stack[depth]
                if char != frame.closer:
                    return _HARD
                if char == "}" and isinstance(frame.shape, ObjectShape) and frame.shape.required:
                    have = frame.keys | read if depth == first else frame.keys
                    if not frame.shape.required <= have:
                        return _SOFT  # the object would end without a key it always has
                if self.layout and frame.pretty and text.find("\n", gap, pos) < 0:
                    doubt = True  # pretty-printed container, but the bracket is not on its line
                depth -= 1
                after_comma = False
                gap = pos + 1
                pos = self._ahead(gap)
                if depth < 0:
                    verdict = self._root_closes(gap - 1, pos)
                    return _SOFT if doubt and verdict == _CLOSE else verdict
                if pos >= end:
                    return _SOFT if doubt else _CLOSE
                char = text[pos]
                continue
            frame = stack[depth]
            if char in _QUOTE_OPENERS and not after_comma and frame.closer == "}":
                # A missing comma before the next key is believed only on a new line.
                if text.find("\n", gap, pos) < 0:
                    return _HARD
                verdict = self._key_ahead(pos, frame.shape, frame, depth, True, deep)
                return _SOFT if doubt and verdict == _CLOSE else verdict
            return _HARD

    def _ahead(self, pos: int) -> int:
        """Skip blanks and short comments in lookahead. A "comment" holding a quote is more
        likely code inside the string (``x = "a"  # the 'a' key``), so it stops the skip."""
        text, end = self.text, self.end
        while True:
            pos = _SPACES.match(text, pos).end()  # type: ignore[union-attr]
            if pos >= end or text[pos] not in "/#":
                return pos
            comment = _SHORT_COMMENT.match(text, pos, min(end, pos + 202))
            if comment is None:
                return pos
            pos = comment.end()

    def _next_member(self, pos: int, depth: int, newline: bool, deep: bool) -> int:
        """Is there a plausible next key (object) or item (array) of ``stack[depth]`` at
        ``pos``?"""
        frame = self.stack[depth]
        if frame.closer == "}":
            return self._key_ahead(pos, frame.shape, frame, depth, newline, deep)
        text, end = self.text, self.end
        item = frame.shape.item if isinstance(frame.shape, ArrayShape) else None
        doubt = not self._laid_out_like_first(frame, pos, newline)
        char = text[pos]
        if char == "{":
            if isinstance(item, (ArrayShape, ScalarShape)):
                return _HARD
            inner = self._ahead(pos + 1)
            if inner >= end or text[inner] == "}":
                verdict = _CLOSE
            else:
                shape = item if isinstance(item, ObjectShape) else None
                verdict = self._key_ahead(inner, shape, None, depth, newline, False)
                if verdict == _CLOSE and shape is not None and shape.keys is not None:
                    return _CLOSE  # an object starting with a known key: layout does not matter
        elif isinstance(item, ObjectShape):
            return _HARD
        elif isinstance(item, ScalarShape) and item.kind == "string":
            verdict = _CLOSE if char in _QUOTE_OPENERS else _HARD
        elif isinstance(item, ArrayShape):
            verdict = _CLOSE if char == "[" else _HARD
        else:
            verdict = _CLOSE if _ITEM_AHEAD.match(text, pos) else _HARD
        if doubt and verdict == _CLOSE:
            return self._confirmed(pos, depth) if deep else _SOFT
        return verdict

    def _key_ahead(
        self,
        pos: int,
        shape: Shape | None,
        frame: _Frame | None,
        depth: int,
        newline: bool,
        deep: bool,
    ) -> int:
        """Is there a plausible key (followed by ``:``) of ``frame`` at ``pos``? ``frame`` is
        ``None`` for an object that only starts in the lookahead."""
        text, end = self.text, self.end
        match = _KEY_AHEAD.match(text, pos, min(end, pos + 256))
        if match is None:
            if end - pos < 256 and _KEY_PREFIX.fullmatch(text, pos, end):
                return _CLOSE  # the text is cut off inside the next key
            return _HARD
        name = _key_name(match)
        keys = shape.keys if isinstance(shape, ObjectShape) else None
        if frame is None:
            return _CLOSE if keys is None or name in keys else _SOFT
        if name in frame.keys:
            return _SOFT  # a repeated key is more likely code inside the string
        laid_out = self._laid_out_like_first(frame, pos, newline)
        if keys is not None and name in keys:
            if laid_out:
                # known and in place; still, the members that follow must not contradict
                # the schema (a container for a string field, a repeated key)
                return self._walk(match.end(), depth, name) if deep else _CLOSE
            # A known key laid out unlike the object's first one (on a new line in a compact
            # object, another column in a pretty one): JSON examples inside the content
            # (package.json, Markdown) hold schema keys such as "description" too.
            return self._confirmed(match.end(), depth, name) if deep else _SOFT
        if laid_out and (keys is None or newline):
            # Plausible, but not known from a schema: unless the members that follow read to
            # a plausible end of the object, it is a dict literal inside the string. In the
            # second step of lookahead, a key the schema does not know is no evidence.
            if deep:
                return self._walk(match.end(), depth, name)
            return _CLOSE if keys is None else _SOFT
        # Doubtful (laid out unlike the other keys, or not in the schema): believe it if the
        # member it starts is a plain value followed by plausible structure.
        return self._confirmed(match.end(), depth, name) if deep else _SOFT

    def _walk(self, pos: int, depth: int, name: str | None = None) -> int:
        """Careful reading: after ``key:`` at ``pos`` (``name`` is that key when known), read
        the plain members that follow to the end of the object. _SOFT if the object ends there
        and what follows its end is implausible (the signature of a dict literal inside code),
        if a key repeats, or if a value is a container where the schema expects a scalar
        (a JSON example inside the content: ``"description": "...", "bin": {``); _CLOSE
        otherwise (also when a value cannot be read plainly: a nested container the schema
        allows, or a string that is itself broken)."""
        text, end = self.text, self.end
        frame = self.stack[depth]
        shape = frame.shape if isinstance(frame.shape, ObjectShape) else None
        known = shape.keys if shape is not None else None
        seen: set[str] = set()
        for _ in range(_WALK_MEMBERS):
            if name is not None:
                if name in seen or name in frame.keys:
                    return _SOFT
                if known is not None and name not in known and not name.isidentifier():
                    return _SOFT  # extra keys of a schema are names, not "./path" or "a-b"
                seen.add(name)
            pos = self._ahead(pos)
            if pos >= end:
                return _CLOSE
            value = _PLAIN_VALUE.match(text, pos)
            if value is None:
                if shape is not None and name is not None and text[pos] in "{[":
                    expected = shape.child(name)
                    if isinstance(expected, ScalarShape):
                        return _SOFT
                    if expected is None and known is not None and name not in known:
                        return _SOFT  # a container under a key the schema does not know
                # a container or a string that is not plain cannot be followed further; what
                # cannot start a value at all means this was no key
                return _CLOSE if _ITEM_AHEAD.match(text, pos) else _SOFT
            after = self._ahead(value.end())
            if after >= end or text[after] not in ",}]":
                return _CLOSE  # not a plain value after all
            if text[after] == ",":
                key = _KEY_AHEAD.match(text, self._ahead(after + 1))
                if key is not None:
                    name = _key_name(key)
                    pos = key.end()
                    continue
            verdict = self._structure_after(value.end(), depth, False, seen)
            return _CLOSE if verdict == _CLOSE else _SOFT
        # More members than the walk follows: an object of a schema is not that long.
        return _SOFT if known is not None else _CLOSE

    def _confirmed(self, pos: int, depth: int, name: str | None = None) -> int:
        """_CLOSE if a plain value starts at ``pos`` and is followed by plausible structure
        (looked at without going deeper), _SOFT otherwise."""
        if self.careful:
            return self._walk(pos, depth, name)
        value = _PLAIN_VALUE.match(self.text, self._ahead(pos))
        read = frozenset() if name is None else frozenset((name,))
        if value is not None and self._structure_after(value.end(), depth, False, read) == _CLOSE:
            return _CLOSE
        return _SOFT

    def _laid_out_like_first(self, frame: _Frame, pos: int, newline: bool) -> bool:
        """Whether a key or item at ``pos`` is laid out like the container's first one: on a
        new line at the same column, or on the same line when the first one was too."""
        if not self.layout:
            return True
        if not newline or not frame.pretty:
            # (a new line in an object written on one line is unlike it even when the column
            # happens to match, as after a content ending in a newline: '\n"},{"file_path"')
            return newline == frame.pretty
        if frame.col is None:
            frame.col = self._column(frame.first)
        column = self._column(pos)
        return column >= 0 and column == frame.col

    def _root_closes(self, bracket: int, pos: int) -> int:
        """The quote would close the whole document at ``bracket``; ``pos`` is what follows."""
        text, end = self.text, self.end
        if pos >= end or _FENCE_LINE.match(text, pos):
            return _CLOSE
        later = self.context.next_quote_close(pos)
        if later < 0:
            return _CLOSE
        if text.find("\n", bracket, later) < 0:
            return _SOFT  # more string-like text on the same line: the string goes on
        other = self.context.next_json(pos)
        if 0 <= other < later:
            return _CLOSE  # another JSON value starts before: this one ended here
        return _SOFT

    def _column(self, pos: int) -> int:
        """The 0-based column of ``pos``, or -1 when it is farther than _FAR from the start of
        its line (looking further back could make the scan quadratic)."""
        newline = self.text.rfind("\n", max(0, pos - _FAR), pos)
        if newline < 0 and pos > _FAR:
            return -1
        return pos - newline - 1

    def _looks_complete(self) -> bool:
        """Whether the text ends like a finished document (a closing bracket, maybe a fence)."""
        if self._complete is None:
            tail = self.text[max(0, self.end - 4096) :].rstrip()
            if tail.endswith(("```", "~~~")):
                tail = tail.rstrip("`~").rstrip()
            self._complete = tail.endswith(("}", "]"))
        return self._complete


@functools.lru_cache(maxsize=64)
def _run(char: str) -> re.Pattern[str]:
    """A run of ``char`` (a backreference such as ``(.)\\1*`` is many times slower)."""
    return re.compile(re.escape(char) + "+")


def _key_name(match: re.Match[str]) -> str:
    name = match.group(match.lastindex or 0)
    if "\\" in name and match.lastindex == 1:
        try:
            decoded = json.loads(f'"{name}"')
        except ValueError:
            return name
        return decoded if isinstance(decoded, str) else name
    return name


def _python_escape(text: str, pos: int) -> tuple[str, int] | None:
    """A Python escape (``\\x41``, ``\\u``, ``\\N{...}``, octal, ``\\a``, ``\\v``) at ``pos``
    as JSON string content, and the position after it."""
    follower = text[pos + 1]
    char: str | None = None
    stop = pos + 2
    if follower == "x" and re.fullmatch(r"[0-9a-fA-F]{2}", text[pos + 2 : pos + 4]):
        char, stop = chr(int(text[pos + 2 : pos + 4], 16)), pos + 4
    elif follower == "U" and re.fullmatch(r"[0-9a-fA-F]{8}", text[pos + 2 : pos + 10]):
        code = int(text[pos + 2 : pos + 10], 16)
        if code <= 0x10FFFF:
            char, stop = chr(code), pos + 10
    elif follower == "N" and text.startswith("{", pos + 2):
        close = text.find("}", pos + 3, pos + 100)
        if close > 0:
            try:
                char, stop = unicodedata.lookup(text[pos + 3 : close]), close + 1
            except KeyError:
                char = None
    elif follower in "01234567":
        digits = re.match(r"[0-7]{1,3}", text[pos + 1 : pos + 4])
        assert digits is not None
        char, stop = chr(int(digits.group(), 8)), pos + 1 + len(digits.group())
    elif follower == "a":
        char = "\a"
    elif follower == "v":
        char = "\v"
    elif follower == "\n":
        return "", pos + 2  # a line continuation
    if char is None:
        return None
    return json.dumps(char, ensure_ascii=False)[1:-1], stop


def _normalize_number(token: str) -> str | None:
    """JSON spelling of a number written loosely (``+1``, ``.5``, ``1.``, ``0x1F``, ``007``)."""
    try:
        if _HEX_FORM.fullmatch(token):
            return str(int(token, 16))
        if _INT_FORM.fullmatch(token):
            return str(int(token.replace("_", "")))
        if _FLOAT_FORM.fullmatch(token):
            value = float(token.replace("_", ""))
            if value != value or value in (float("inf"), float("-inf")):
                return None
            return repr(value)
    except ValueError:
        return None
    return None
