"""Find the JSON an agent returned inside prose, fences or a long transcript.

:func:`extract_json` looks for candidates in one left-to-right pass:

- fenced blocks (```` ```json ````, ```` ``` ````, ``~~~``) whose body starts with ``{`` or
  ``[``; the JSON's own end is found by parsing it, so a fence *inside* a string value does not
  end it, and blocks in other languages (```` ```python ````) are skipped whole;
- bare objects and arrays in prose: a ``{`` or ``[`` that plausibly starts JSON (``{"key"``,
  ``{key:``, ``[1``, ``[{``, ...), read with the real JSON decoder when valid, otherwise with the
  tolerant scanner of :mod:`artifact_codec.jsonfix.repair` (both string-aware: a ``}`` inside a
  string
  closes nothing, nested objects are balanced).

Each candidate is repaired if needed; ``which`` picks the last (default) or the first, and
``model`` keeps only candidates that validate into a pydantic model.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeVar, overload

from pydantic import BaseModel, ValidationError

from ..errors import ArtifactDecodeError
from .repair import RepairResult, Shape, _Context, _run, _Unrepairable, _value_at, as_shape

__all__ = [
    "ExtractedJson",
    "JsonCandidate",
    "extract_json",
    "extract_json_report",
    "find_json_candidates",
]

ModelT = TypeVar("ModelT", bound=BaseModel)


class _Missing:
    def __repr__(self) -> str:
        return "<no default>"


_MISSING: Final = _Missing()


@dataclass(frozen=True)
class JsonCandidate:
    """A JSON value found in text: ``text[start:end]``, its decoded ``value``, whether it sat
    in a fenced block, and the repair applied to it (``repair.repairs`` is empty when the
    candidate was valid JSON)."""

    start: int
    end: int
    fenced: bool
    value: Any
    repair: RepairResult


@dataclass(frozen=True)
class ExtractedJson:
    """What :func:`extract_json_report` chose: the ``value`` (a model instance when a model was
    given), the candidate it came from, and how many candidates the text held."""

    value: Any
    candidate: JsonCandidate
    candidates: int

    @property
    def repair(self) -> RepairResult:
        """The repair applied to the chosen candidate."""
        return self.candidate.repair


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
    candidates = find_json_candidates(text, schema=schema if schema is not None else model)
    if not candidates:
        raise ArtifactDecodeError("found no JSON object or array in the text", text, 0)
    ordered: Iterable[JsonCandidate] = candidates if which == "first" else reversed(candidates)
    if model is None:
        chosen = candidates[0] if which == "first" else candidates[-1]
        return ExtractedJson(chosen.value, chosen, len(candidates))
    failures: list[tuple[JsonCandidate, ValidationError]] = []
    for candidate in ordered:
        try:
            instance = model.model_validate(candidate.value)
        except ValidationError as error:
            failures.append((candidate, error))
            continue
        return ExtractedJson(instance, candidate, len(candidates))
    preferred, problem = failures[0]
    raise ArtifactDecodeError(
        f"none of the {len(candidates)} JSON value(s) in the text is a valid "
        f"{model.__name__}; the {which} one fails: {describe_validation_error(problem)}",
        text,
        preferred.start,
    )


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

# Where a candidate may begin: a bracket, or the first character of a fence.
_TRIGGER: Final = re.compile(r"[{\[`~]")
# A bracket that plausibly starts JSON, not prose such as "{name}" or "[see below]".
_PLAUSIBLE: Final = re.compile(
    r"\{[ \t\r\n]*(?:[\"'\u201c\u201d\u2018}]|[A-Za-z_$][\w$\-]*[ \t\r\n]*:)"
    r"|\[[ \t\r\n]*(?:[\"'\u201c\u201d{\[\]\-\d]|(?:true|false|null|True|False|None)\b)"
)
# In prose these are references, checkboxes and code, not answers: "[1]", "- [ ] todo", "{}".
_PROSE_BRACKETS: Final = re.compile(r"\[[ \t]*\d{1,3}[ \t]*\]|\[[ \t]+\]|\{[ \t]*\}")
_FENCE_OPEN: Final = re.compile(r"(`{3,}|~{3,})[ \t]*([^\n]*)")
_JSON_INFO: Final = frozenset({"", "json", "json5", "jsonc", "jsonl", "javascript", "js"})
_SPACES: Final = re.compile(r"[ \t\r\n]*")
_STRICT_TRIES: Final = 16
_BRACKET_RUN: Final = re.compile(r"[\[{ \t\r\n]*")


def find_json_candidates(text: str, *, schema: object = None) -> list[JsonCandidate]:
    """Every JSON value found in ``text``, in order (see the module documentation).

    ``schema`` is passed to the repair of broken candidates (see
    :func:`~artifact_codec.jsonfix.repair.as_shape`). Runs in time linear in ``len(text)``: each
    character is read by at most one candidate.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    return list(iter_json_candidates(text, as_shape(schema)))


def iter_json_candidates(text: str, shape: Shape | None) -> Iterator[JsonCandidate]:
    """:func:`find_json_candidates` one at a time (a caller that keeps only one of them does
    not hold them all: a text can have a candidate every few characters)."""
    context = _Context(text)
    # A failed strict decode costs time proportional to its position in the text (the error
    # computes a line number), so it is tried first only a bounded number of times.
    strict_tries = [_STRICT_TRIES]
    pos, size = 0, len(text)
    while pos < size:
        match = _TRIGGER.search(text, pos)
        if match is None:
            break
        at = match.start()
        if text[at] in "`~":
            fence = _fence_at(text, at)
            if fence is None:
                pos = _run(text[at]).match(text, at).end()  # type: ignore[union-attr]
                continue
            marker, info, body = fence
            language = info.split()[0].lower() if info.split() else ""
            if language in _JSON_INFO:
                start = _SPACES.match(text, body).end()  # type: ignore[union-attr]
                if start < size and text[start] in "{[":
                    candidate, stop = _candidate(text, start, True, shape, context, strict_tries)
                    if candidate is not None:
                        yield candidate
                    pos = max(stop, _closing_fence(text, stop, marker)[1])
                    continue
            pos = _closing_fence(text, body, marker)[1]  # not JSON: skip the whole block
            continue
        run = _run(text[at]).match(text, at).end()  # type: ignore[union-attr]
        if run - at > 1:  # only the last bracket of "{{{{" can start a value
            at = run - 1
        if not _PLAUSIBLE.match(text, at) or _PROSE_BRACKETS.match(text, at):
            pos = at + 1
            continue
        candidate, pos = _candidate(text, at, False, shape, context, strict_tries)
        if candidate is not None:
            yield candidate


def _candidate(
    text: str,
    start: int,
    fenced: bool,
    shape: Shape | None,
    context: _Context,
    strict_tries: list[int],
) -> tuple[JsonCandidate | None, int]:
    """Read the candidate at ``start``; return it (or ``None``) and where to look next."""
    strict = strict_tries[0] > 0
    try:
        result, value, end = _value_at(text, start, shape, context=context, decode_first=strict)
    except _Unrepairable as error:
        strict_tries[0] -= strict
        # Too deep or nothing there: skip past the brackets that caused it.
        resume = _BRACKET_RUN.match(text, max(error.pos, start + 1)).end()  # type: ignore[union-attr]
        return None, resume
    if strict and (result.repairs or result.truncated):
        strict_tries[0] -= 1
    return JsonCandidate(start, end, fenced, value, result), max(end, start + 1)


def _fence_at(text: str, at: int) -> tuple[str, str, int] | None:
    """The fence marker, info string and body start if a fence line starts at ``at``."""
    # A fence is indented by at most three spaces: look no further back (an unbounded look
    # back, once per backtick run of a long line, would make the scan quadratic).
    newline = text.rfind("\n", max(0, at - 4), at)
    if newline < 0 and at > 3:
        return None
    indent = text[newline + 1 : at]
    if len(indent) > 3 or indent.strip(" "):
        return None
    match = _FENCE_OPEN.match(text, at)
    if match is None:
        return None
    marker, info = match.group(1), match.group(2)
    if marker[0] == "`" and "`" in info:
        return None  # inline code such as ```x```, not a fence
    newline = text.find("\n", match.end())
    return marker, info.strip(), (len(text) if newline < 0 else newline + 1)


@functools.lru_cache(maxsize=32)
def _closing_fence_pattern(char: str, length: int) -> re.Pattern[str]:
    return re.compile(rf"^[ ]{{0,3}}{re.escape(char)}{{{length},}}[ \t]*(?:\n|\Z)", re.M)


def _closing_fence(text: str, pos: int, marker: str) -> tuple[int, int]:
    """Start and end of the first line after ``pos`` that closes a ``marker`` fence (or the
    end of the text twice)."""
    match = _closing_fence_pattern(marker[0], len(marker)).search(text, pos)
    if match is None:
        return len(text), len(text)
    return match.start(), match.end()
