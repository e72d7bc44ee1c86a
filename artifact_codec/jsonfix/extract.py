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
``model`` keeps only candidates that validate into a pydantic model.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeVar, overload

from pydantic import BaseModel, ValidationError

from ..errors import ArtifactDecodeError
from .candidates import JsonCandidate, iter_json_candidates
from .report import RepairResult
from .shapes import as_shape

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


def find_json_candidates(text: str, *, schema: object = None) -> list[JsonCandidate]:
    """Every JSON value found in ``text``, in order (see the module documentation).

    ``schema`` is passed to the repair of broken candidates (see
    :func:`~artifact_codec.jsonfix.repair.as_shape`). Runs in time linear in ``len(text)``: each
    character is read by at most one candidate.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    return list(iter_json_candidates(text, as_shape(schema)))
