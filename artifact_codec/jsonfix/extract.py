"""Find the JSON an agent returned inside prose, fences or a long transcript.

:func:`extract_json` looks for candidates in one left-to-right pass:

- fenced blocks (```` ```json ````, ```` ``` ````, ``~~~``) whose body starts with ``{`` or
  ``[``; the JSON's own end is found by parsing it, so a fence *inside* a string value does not
  end it, and blocks in other languages (```` ```python ````) are skipped whole;
- bare objects and arrays in prose: a ``{`` or ``[`` that plausibly starts JSON (``{"key"``,
  ``{key:``, ``[1``, ``[{``, ...), read with the real JSON decoder when valid, otherwise with the
  tolerant scanner of :mod:`artifact_codec.jsonfix.scanner` (both string-aware: a ``}``
  inside a string closes nothing, nested objects are balanced).

The search itself is :func:`~artifact_codec.jsonfix.candidates.iter_json_candidates`.

Each candidate is repaired if needed; ``which`` picks the last (default) or the first, and
``model`` keeps only candidates that validate into a pydantic model. A candidate that had to be
rebuilt to become JSON (words quoted, commas or brackets inserted, text dropped, Python
literals: the signs of text that was not JSON, such as a log line's ``[12:00:01]``) is taken
only when no candidate is JSON as it stands or up to the slips a model makes inside real JSON
(unescaped quotes, raw newlines, trailing commas, comments, a cut-off end); the report says
which candidates were passed over. A bracketed number that is a field of a log line (a syslog
process id, a seconds stamp) ranks after all others, and a value logged line by line under a
prefix is read with the prefix removed from its lines (see :mod:`~.logprefix`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal, TypeVar, overload

from pydantic import BaseModel, ValidationError

from ..diagnostics import Diagnostic, Severity, line_column
from ..errors import ArtifactDecodeError
from .candidates import JsonCandidate, is_example, is_schema, iter_json_candidates
from .logprefix import is_log_field, prefixed_values
from .rawcode import CODE_KEYS
from .report import Repair, RepairKind, RepairResult
from .shapes import Shape, as_shape

__all__ = [
    "ExtractedJson",
    "JsonCandidate",
    "extract_json",
    "extract_json_report",
    "find_json_candidates",
    "is_schema",
    "needs_rebuilding",
]

ModelT = TypeVar("ModelT", bound=BaseModel)


class _Missing:
    def __repr__(self) -> str:
        return "<no default>"


_MISSING: Final = _Missing()


@dataclass(frozen=True)
class ExtractedJson:
    """What :func:`extract_json_report` chose: the ``value`` (a model instance when a model was
    given), the candidate it came from, how many candidates the text held, and the
    candidates passed over because they had to be rebuilt to become JSON (``passed_over``,
    see :func:`needs_rebuilding`)."""

    value: Any
    candidate: JsonCandidate
    candidates: int
    passed_over: tuple[JsonCandidate, ...] = ()
    text: str = field(default="", repr=False)
    #: Values that read as examples of the format (see :func:`~.candidates.is_example`) and
    #: came before the chosen one in ``which`` order: the other reading is one of them.
    examples_passed: tuple[JsonCandidate, ...] = ()
    #: Empty ``[]`` or ``{}`` inside a sentence (see :func:`_empty_in_prose`) that came
    #: before the chosen value in ``which`` order: the other reading is one of them.
    empties_passed: tuple[JsonCandidate, ...] = ()

    @property
    def repair(self) -> RepairResult:
        """The repair applied to the chosen candidate."""
        return self.candidate.repair

    @property
    def diagnostics(self) -> tuple[Diagnostic, ...]:
        """What was repaired or guessed to get the value, as diagnostics with the line and
        column in the text: a warning for each guess (a repair that chose between two
        readings, see :attr:`~artifact_codec.jsonfix.report.Repair.guess`) and for the
        candidates passed over, an info for each other repair."""
        found: list[Diagnostic] = []
        if self.candidate.log_prefix:
            line, column = line_column(self.text, self.candidate.start)
            found.append(
                Diagnostic(
                    "json-log-prefix",
                    Severity.WARNING,
                    f"read the value logged line by line under the prefix "
                    f"{self.candidate.log_prefix.strip()!r} with that prefix removed from each "
                    "of its lines (a prefix of the same shape)",
                    line,
                    column,
                )
            )
        for repair in self.repair.repairs:  # (their places are in the whole text)
            severity = Severity.WARNING if repair.guess else Severity.INFO
            code = f"json-{repair.kind.value}"
            found.append(Diagnostic(code, severity, repair.message, repair.line, repair.column))
        if self.passed_over:
            lines = sorted({line_column(self.text, c.start)[0] for c in self.passed_over})
            where = ", ".join(str(line) for line in lines[:5]) + (", ..." if len(lines) > 5 else "")
            line, column = line_column(self.text, self.candidate.start)
            found.append(
                Diagnostic(
                    "json-candidate-passed-over",
                    Severity.WARNING,
                    f"took the JSON value at line {line}, column {column} over "
                    f"{len(self.passed_over)} value(s) that were not JSON as written (line "
                    f"{where}: log brackets, Python literals, text that had to be rebuilt)",
                    line,
                    column,
                )
            )
        after = _CLOSER_AFTER.match(self.text, self.candidate.end)
        if after is not None and not self.candidate.fenced:
            line, column = line_column(self.text, self.candidate.end + len(after.group()) - 1)
            found.append(
                Diagnostic(
                    "json-other-values",
                    Severity.WARNING,
                    f"took this value, which is followed by {after.group().strip()!r} at line "
                    f"{line}, column {column}: it may be an item of a larger value whose start "
                    "was not read as JSON (the other reading is that value)",
                    *line_column(self.text, self.candidate.start),
                )
            )
        before = _VALUE_BEFORE.search(
            self.text, max(0, self.candidate.start - 256), self.candidate.start
        )
        if before is not None and not self.candidate.fenced:
            line, column = line_column(self.text, before.start())
            found.append(
                Diagnostic(
                    "json-other-values",
                    Severity.WARNING,
                    f"took this value, which follows a value and ',' (line {line}, column "
                    f"{column}): it may be the last item of a list whose brackets were lost "
                    "(the other reading is that list, or the value before it)",
                    *line_column(self.text, self.candidate.start),
                )
            )
        if self.empties_passed:
            other = self.empties_passed[0]
            line, column = line_column(self.text, other.start)
            found.append(
                Diagnostic(
                    "json-other-values",
                    Severity.WARNING,
                    f"took this value over the empty {self.text[other.start : other.end]!r} at "
                    f"line {line}, column {column}, which stands inside a sentence; the other "
                    "reading is that one",
                    *line_column(self.text, self.candidate.start),
                )
            )
        if self.examples_passed:
            other = self.examples_passed[0]
            line, column = line_column(self.text, other.start)
            here = line_column(self.text, self.candidate.start)
            found.append(
                Diagnostic(
                    "json-other-values",
                    Severity.WARNING,
                    f"took this value over the one at line {line}, column {column}, which reads "
                    f"as an example of the format ({is_example(self.text, other)}); the other "
                    "reading is that one",
                    *here,
                )
            )
        return tuple(found)


# After a value, a closer or a ',' and another value: the value is an item of a larger one
# ('[{"x": 1}, {"y": 2}]' whose '[' and first item were read as part of an earlier candidate).
# Blanks and comments between two values ('{"a": 1}, // one' and the next value): '//' and
# '#' to the end of the line, '/* */'. (Atomic: a comment read is not read again shorter.)
_GAP: Final = r"(?:[ \t\r\n]++|//[^\n]*+|#[^\n]*+|/\*(?:[^*]|\*(?!/))*+\*/)*+"
_CLOSER_AFTER: Final = re.compile(r"[ \t\r\n]*(?:[\]}]|,(?=" + _GAP + r"[\[{\"\d]))")
# Before a value, another value's closer and a ',' ('{"a": 1}, {"a": 2}'), maybe comments
# between: the two are the items of a list whose brackets were lost, or the value before is
# the answer.
_VALUE_BEFORE: Final = re.compile(r"[\]}][ \t\r\n]*," + _GAP + r"\Z")
# Prose on the line of an empty value: a word after it, or before it anything but a short
# label ("Result: []").
_WORD: Final = re.compile(r"[A-Za-z]")
_LABEL: Final = re.compile(r"[ \t]*(?:[A-Za-z][A-Za-z0-9_ -]{0,30}:[ \t]*)?\Z")


#: Repairs that do not make a candidate "rebuilt": the slips a model makes inside real JSON.
_SLIPS: Final = frozenset(
    {
        RepairKind.UNESCAPED_QUOTE,
        RepairKind.CONTROL_CHARACTER,
        RepairKind.INVALID_ESCAPE,
        RepairKind.TRAILING_COMMA,
        RepairKind.COMMENT,
        RepairKind.COMMENT_END,
        RepairKind.TRUNCATED,
        RepairKind.BOM,
        RepairKind.SMART_QUOTES,
        RepairKind.ELLIPSIS,
        RepairKind.STRING_END,
        RepairKind.MISSING_QUOTE,
        RepairKind.CONCATENATION,
    }
)


def needs_rebuilding(candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` became JSON only by being rebuilt: words quoted, commas, colons
    or brackets inserted, text dropped, Python or JavaScript literals rewritten. Such a
    candidate loses to one that is JSON as written, or up to the slips of a model writing
    JSON (unescaped quotes, raw control characters, trailing commas, comments, a cut-off end)."""
    return any(repair.kind not in _SLIPS for repair in candidate.repair.repairs)


@overload
def extract_json(
    text: str,
    *,
    model: None = None,
    which: Literal["first", "last"] = "last",
    default: Any = _MISSING,
    schema: object = None,
) -> Any: ...


@overload
def extract_json(
    text: str,
    *,
    model: type[ModelT],
    which: Literal["first", "last"] = "last",
    default: Any = _MISSING,
    schema: object = None,
) -> ModelT | Any: ...


def extract_json(
    text: str,
    *,
    model: type[BaseModel] | None = None,
    which: Literal["first", "last"] = "last",
    default: Any = _MISSING,
    schema: object = None,
) -> Any:
    """Return the JSON value an agent put somewhere in ``text``, repaired if needed.

    ``which`` chooses among several candidates: ``"last"`` (an agent's final answer usually
    comes last) or ``"first"``. With ``model`` (a pydantic model class) only candidates that
    validate count, and the validated instance is returned; the model's fields also tell the
    repair which keys to expect (``schema`` can give them without validating, see
    :func:`~artifact_codec.jsonfix.repair.as_shape`).

    When nothing usable is found, raises :class:`ArtifactDecodeError`, or returns ``default``
    if the caller passed one.
    """
    try:
        return extract_json_report(text, model=model, which=which, schema=schema).value
    except ArtifactDecodeError:
        if default is _MISSING:
            raise
        return default


def extract_json_report(
    text: str,
    *,
    model: type[BaseModel] | None = None,
    which: Literal["first", "last"] = "last",
    schema: object = None,
) -> ExtractedJson:
    """Like :func:`extract_json`, but return where the value was found and how it was repaired.
    Raises :class:`ArtifactDecodeError` when nothing usable is found."""
    if which not in ("first", "last"):
        raise ValueError(f"which must be 'first' or 'last', not {which!r}")
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    # (an empty '{}' inside a sentence is prose, never the value; after the value in `which`
    # order it is still another reading, reported as an empty '[]' there is)
    empties: list[JsonCandidate] = []
    shape = as_shape(schema if schema is not None else model)
    candidates = _find_candidates(text, shape, empties)
    if not candidates:
        raise ArtifactDecodeError("found no JSON object or array in the text", text, 0)
    failures: list[tuple[JsonCandidate, ValidationError]] = []
    chosen = _choose(text, candidates, model, which, failures, empties, schemas=False)
    if chosen is None and model is not None and schema is None:
        # The model's keys guide the repair of every candidate, also of one that is another
        # value (a log line's dict whose string then runs on over the answer): read the text
        # again without them.
        plain: list[JsonCandidate] = []
        again = _find_candidates(text, None, plain)
        chosen = _choose(text, again, model, which, [], plain, schemas=False)
    if chosen is None:  # (a schema or format example is the answer only when nothing else is)
        chosen = _choose(text, candidates, model, which, [], empties, schemas=True)
    if chosen is not None:
        return chosen
    assert model is not None  # (without a model the first candidate is taken)
    preferred, problem = failures[0]
    raise ArtifactDecodeError(
        f"none of the {len(candidates)} JSON value(s) in the text is a valid "
        f"{model.__name__}; the {which} one fails: {describe_validation_error(problem)}",
        text,
        preferred.start,
    )


def _choose(
    text: str,
    candidates: list[JsonCandidate],
    model: type[BaseModel] | None,
    which: Literal["first", "last"],
    failures: list[tuple[JsonCandidate, ValidationError]],
    prose_empties: list[JsonCandidate],
    *,
    schemas: bool,
) -> ExtractedJson | None:
    """The candidate :func:`extract_json_report` takes, or ``None`` (the validation failures
    added to ``failures``); a schema or format example (see
    :func:`~.candidates.is_example`) only with ``schemas``. ``prose_empties`` are the empty
    ``{}`` that are no candidates (inside a sentence): reported as passed over like an empty
    ``[]`` inside a sentence when they come before the chosen value in ``which`` order."""
    in_order = candidates if which == "first" else candidates[::-1]
    # JSON as written (or with a model's slips) first, in `which` order; rebuilt ones after;
    # a schema or a format example quoted in the text (placeholders, "e.g.") last.
    # (a value cut off at the end of the text, '{"' in prose after the answer, loses to a
    # complete one as well: passed over, it is reported)
    # (an empty '[]' or '{}' inside a sentence, "If nothing changed, return [].", loses to a
    # value as written that is not one: passed over, it is reported)
    ordered: Iterable[JsonCandidate] = sorted(
        in_order,
        key=lambda candidate: (
            bool(is_example(text, candidate)),
            _rank(text, candidate),
            _empty_in_prose(text, candidate),
        ),
    )
    for candidate in ordered:
        if not schemas and is_example(text, candidate):
            continue
        if model is None:
            instance: Any = candidate.value
        else:
            try:
                instance = model.model_validate(candidate.value)
            except ValidationError as error:
                failures.append((candidate, error))
                continue
        passed = tuple(
            other
            for other in in_order[: in_order.index(candidate)]
            if _rank(text, other) > _rank(text, candidate)
        )
        examples = tuple(
            other
            for other in in_order[: in_order.index(candidate)]
            if is_example(text, other) and _validates(model, other)
        )
        empties = tuple(
            other
            for other in in_order[: in_order.index(candidate)]
            if _empty_in_prose(text, other) and _validates(model, other)
        )
        braces = [
            other
            for other in prose_empties
            if (other.start >= candidate.end if which == "last" else other.end <= candidate.start)
            and _empty_in_prose(text, other)
            and _validates(model, other)
        ]
        if braces:  # (in `which` order with the empty candidates passed over)
            empties = tuple(
                sorted((*empties, *braces), key=lambda c: c.start, reverse=which == "last")
            )
        return ExtractedJson(instance, candidate, len(candidates), passed, text, examples, empties)
    return None


def _rank(text: str, candidate: JsonCandidate) -> tuple[bool, bool, bool]:
    """How far ``candidate`` is from JSON as written (lower first): a field of a log line (a
    bracketed number in its prefix, see :func:`~.logprefix.is_log_field`: a process id or a
    time, no answer), rebuilt, then cut off by the end of the text (a value cut before a line
    that is JSON by itself is not: see :func:`_line_alone`)."""
    cut = candidate.repair.truncated and not text[candidate.end :].strip()
    return is_log_field(text, candidate), needs_rebuilding(candidate), cut


def _empty_in_prose(text: str, candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` is an empty ``[]`` or ``{}`` outside a fence with prose on its
    line ("If nothing changed, return [].", "An empty list [] is fine."): a word of the
    sentence, not an answer, when a value that is not empty is there too."""
    if candidate.fenced or candidate.value not in ([], {}):
        return False
    line_start = text.rfind("\n", 0, candidate.start) + 1
    line_end = text.find("\n", candidate.end)
    after = text[candidate.end : len(text) if line_end < 0 else line_end]
    before = text[line_start : candidate.start]
    return _WORD.search(after) is not None or (
        _WORD.search(before) is not None and _LABEL.fullmatch(before) is None
    )


def _validates(model: type[BaseModel] | None, candidate: JsonCandidate) -> bool:
    if model is None:
        return True
    try:
        model.model_validate(candidate.value)
    except ValidationError:
        return False
    return True


def describe_validation_error(error: ValidationError) -> str:
    """One sentence for a pydantic error: the place (``files[1].file_path``) and the problem."""
    problems = error.errors(include_url=False)
    first = problems[0]
    place = _format_location(first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    return f"{place}: {message}{more}" if place else f"{message}{more}"


def _format_location(location: tuple[int | str, ...]) -> str:
    place = ""
    for part in location:
        place += f"[{part}]" if isinstance(part, int) else (f".{part}" if place else str(part))
    return place


# --------------------------------------------------------------------------------------------
# Candidates


def find_json_candidates(text: str, *, schema: object = None) -> list[JsonCandidate]:
    """Every JSON value found in ``text``, in order (see the module documentation).

    ``schema`` is passed to the repair of broken candidates (see
    :func:`~artifact_codec.jsonfix.repair.as_shape`). Runs in time linear in ``len(text)``: each
    character is read by at most one candidate.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    return _find_candidates(text, as_shape(schema), None)


def _find_candidates(
    text: str, shape: Shape | None, empties: list[JsonCandidate] | None
) -> list[JsonCandidate]:
    """:func:`find_json_candidates`, adding to ``empties`` (when given) each empty ``{}``
    passed over as prose (see :func:`~.candidates.iter_json_candidates`)."""
    found: list[JsonCandidate] = []
    pending = list(iter_json_candidates(text, shape, empties=empties))[::-1]
    splits = _MAX_SPLITS
    while pending:
        candidate = pending.pop()
        cut = _line_alone(text, candidate, shape) if splits > 0 else None
        if cut is None:
            found.append(candidate)
            continue
        # A repaired candidate ran on over a line that is JSON by itself: the candidate is
        # the text before that line, and the rest is searched again.
        splits -= 1
        line_start, before = cut
        found.append(before)
        found.extend(
            iter_json_candidates(text[:line_start], shape, start=before.end, empties=empties)
        )
        pending.extend(
            list(
                iter_json_candidates(
                    text[: candidate.end], shape, start=line_start, empties=empties
                )
            )[::-1]
        )
    _report_orphan_end(text, found)
    return _read_prefixed(text, found)


def _read_prefixed(text: str, found: list[JsonCandidate]) -> list[JsonCandidate]:
    """``found`` with each value logged line by line under a prefix (see
    :func:`~.logprefix.prefixed_values`) read with the prefix removed from its lines, in place
    of the candidates read inside its lines (with the prefixes in them); when it is no JSON
    that way, none of those candidates is kept: their values would be built from the
    prefixes and pieces of the value."""
    logged = prefixed_values(text)
    if not logged:
        return found
    kept: list[JsonCandidate] = []
    index = 0
    for candidate in found:
        while index < len(logged) and logged[index].span[1] <= candidate.start:
            read = logged[index].candidate
            if read is not None:
                kept.append(read)
            index += 1
        if index < len(logged) and logged[index].span[0] < max(candidate.end, candidate.start + 1):
            continue  # (inside the lines of a logged value, or running into them)
        kept.append(candidate)
    for value in logged[index:]:
        if value.candidate is not None:
            kept.append(value.candidate)
    return kept


_QUOTE_CLOSER: Final = re.compile(r'"[ \t\r\n]*([}\]])[ \t\r\n`~]*\Z')


def _report_orphan_end(text: str, found: list[JsonCandidate]) -> None:
    """When the text ends with a quote and a closer that no candidate reads as JSON written
    (``...\n[1]\n"}`` after ``{"content": "a\n{"k": "v"}``: file content ended inside a dict
    literal; a candidate that reads it only by being rebuilt, ``[\n"}``, does not count), the
    last candidate that guessed where a string ends and ends with that closer gets a
    ``string-end`` guess at its end: the other reading is a string that goes on to the text's
    end. The candidates between it and the text's end lie inside that string in the other
    reading (``[-1]`` of the code in the content): each gets the same guess."""
    tail = _QUOTE_CLOSER.search(text, max(0, len(text) - 4096))
    if not found or tail is None:
        return
    reading_end = [c for c in found[-8:] if c.end > tail.start()]
    if any(not needs_rebuilding(c) for c in reading_end):
        return
    before_end = len(found) - len(reading_end)
    for index in range(before_end - 1, max(-1, before_end - 9), -1):
        candidate = found[index]
        last = text.rfind(tail.group(1), candidate.start, candidate.end)
        if last < 0 or text[last + 1 : candidate.end].strip() or not candidate.repair.guesses:
            continue
        line, column = line_column(text, last)
        guess = Repair(
            RepairKind.STRING_END,
            last,
            line,
            column,
            f"ended the value at this {tail.group(1)!r}; the text ends with a quote and "
            f"{tail.group(1)!r} that no value reads: the other reading is a string that goes "
            "on to there (quotes inside it left unescaped)",
        )
        repair = replace(candidate.repair, repairs=(*candidate.repair.repairs, guess))
        found[index] = replace(candidate, repair=repair)
        for inner in range(index + 1, before_end):
            found[inner] = _inside_other_string(text, found[inner], last)
        return


def _inside_other_string(text: str, candidate: JsonCandidate, cut: int) -> JsonCandidate:
    """``candidate`` with a ``string-end`` guess at its start: in the other reading of the
    string ended at ``cut`` (one going on to the quote at the text's end) it is text inside
    that string, not a value of its own."""
    line, column = line_column(text, candidate.start)
    at_line, at_column = line_column(text, cut)
    guess = Repair(
        RepairKind.STRING_END,
        candidate.start,
        line,
        column,
        f"read this as a value of its own after a string ended at line {at_line}, column "
        f"{at_column}; the text ends with a quote and a closer that no value reads: the other "
        "reading is that string going on to there, this value part of it",
    )
    repair = replace(candidate.repair, repairs=(*candidate.repair.repairs, guess))
    return replace(candidate, repair=repair)


#: How many candidates of one text are split at a line that is JSON by itself (each split
#: reads the candidate again; the bound keeps a hostile text linear).
_MAX_SPLITS: Final = 16
# Where the value of a line that is JSON by itself starts: at the line's first column, or after
# a short label there ("Result: ", "Tool result: ", "log: "). Not after code ("y = [1]") nor
# indented (a line of code or of a pretty-printed value).
_LINE_VALUE: Final = re.compile(r"(?:[A-Za-z][A-Za-z0-9_ -]{0,30}:[ \t]*)?(?=[{\[])")
#: Members whose strings are file content: a line inside one is never a value by itself.
_CONTENT_KEYS: Final = CODE_KEYS | {"body", "source", "new_content", "new_string", "text"}


def _line_alone(
    text: str, candidate: JsonCandidate, shape: Shape | None
) -> tuple[int, JsonCandidate] | None:
    """Where a line starts, inside the repaired ``candidate`` after its first line, that is a
    JSON object or array by itself (``Result: {"output": "x"}``, see ``_LINE_VALUE``), and the
    candidate read from the text before it; ``None`` if there is none. Such a candidate ran on
    across two values (a string read over the end of the first). The cut applies only when
    the text before the line reads as a complete value without quotes escaped to read it (its
    guesses, such as where a string ends, reported at their places), or as a value cut off
    inside a string that is no file content (a log line's unterminated ``"msg"``; the cut is
    then reported as a ``string-end`` guess), and never when the line is inside the
    candidate's file content (``content``, ``code``, ...). A value that goes on inside the
    line (a pretty-printed array of one-line objects) leaves the text before it incomplete."""
    if not candidate.repair.repairs:
        return None
    line = text.find("\n", candidate.start, candidate.end)
    while 0 <= line < candidate.end - 1:
        start = line + 1
        stop = text.find("\n", start)  # (the line may go on after the candidate's end)
        stop = len(text) if stop < 0 else stop
        label = _LINE_VALUE.match(text, start, stop)
        if label is not None and _json_alone(text[label.end() : stop]):
            if _in_content(candidate.value, text[start:stop].strip()):
                return None
            before = next(iter_json_candidates(text[:start], shape, start=candidate.start), None)
            if before is None or before.start != candidate.start:
                return None
            if not before.repair.truncated:
                if any(r.kind is _ESCAPED_QUOTES for r in before.repair.repairs):
                    return None  # (quotes escaped to read it: a string that goes on over it)
                return start, before
            if _cut_in_string(before):
                return start, _with_string_end_guess(text, before, start)
            return None
        line = stop if stop < candidate.end else -1
    return None


def _in_content(value: Any, line: str) -> bool:
    """Whether ``line`` is part of a string of a file-content member inside ``value``."""
    stack: list[Any] = [value]
    seen = 0
    while stack and seen < 256:
        item = stack.pop()
        seen += 1
        if isinstance(item, dict):
            for key, member in item.items():
                if key in _CONTENT_KEYS and isinstance(member, str) and line in member:
                    return True
                if isinstance(member, (dict, list)):
                    stack.append(member)
        elif isinstance(item, list):
            stack.extend(member for member in item if isinstance(member, (dict, list)))
    return False


def _cut_in_string(candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` was cut off inside a string that is no file content (its last
    key is known and not a content key, such as a log line's ``"msg"``)."""
    path = candidate.repair.truncated_path
    return (
        bool(path)
        and isinstance(path[-1], str)
        and path[-1] not in _CONTENT_KEYS
        and any(r.message == "the input ends inside a string" for r in candidate.repair.repairs)
    )


def _with_string_end_guess(text: str, candidate: JsonCandidate, cut: int) -> JsonCandidate:
    """``candidate`` with a ``string-end`` guess at ``cut``: its string was ended there, before
    a line that is a JSON value by itself; the other reading is a string running over it."""
    line, column = line_column(text, cut)
    guess = Repair(
        RepairKind.STRING_END,
        cut,
        line,
        column,
        "ended the unterminated string before this line, which is a JSON value by itself; "
        "the other reading is a string that goes on over it",
    )
    repair = replace(candidate.repair, repairs=(*candidate.repair.repairs, guess))
    return replace(candidate, repair=repair)


_ESCAPED_QUOTES: Final = RepairKind.UNESCAPED_QUOTE


def _json_alone(line: str) -> bool:
    """Whether ``line`` is one JSON object or array as written."""
    try:
        value = json.loads(line)
    except ValueError:
        return False
    return isinstance(value, (dict, list))
