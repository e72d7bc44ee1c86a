"""Load legacy all-JSON responses (``{"task_id", "files": [{"file_path", "content", ...}]}``).

Models often break such responses (unescaped quotes in code, raw newlines, a cut-off end). The
text goes through :mod:`artifact_codec.jsonfix.repair` with the keys of
:class:`~artifact_codec.models.GeneratedCode` as schema, so code content that happens to look
like JSON structure stays content, and is then validated into ``GeneratedCode``.

A response cut off inside a file is reported, never silently shortened:
:func:`load_legacy_report` returns the complete files plus the cut-off file as far as it was
recovered; :func:`load_legacy` raises :class:`ArtifactDecodeError` for it. Likewise a file
damaged beyond repair (its closing quote missing, its object cut short) costs only itself: the
files after it are read from their own start, the damaged one is reported in
``LegacyResult.damaged_files`` and left out of ``code``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from pydantic import ValidationError

from ..errors import ArtifactDecodeError
from ..jsonfix.extract import describe_validation_error
from ..jsonfix.repair import (
    ObjectShape,
    RepairKind,
    RepairResult,
    repair_with_value,
    shape_from_model,
)
from ..models import KEEP_LONE_SURROGATES, GeneratedCode

__all__ = ["LEGACY_SHAPE", "LegacyResult", "load_legacy", "load_legacy_report"]

#: The keys a legacy response may have, at the top level and in each item of ``files``.
LEGACY_SHAPE: Final[ObjectShape] = shape_from_model(GeneratedCode)


@dataclass(frozen=True)
class LegacyResult:
    """A legacy response as far as it could be recovered.

    - ``code``: the response with its *complete* files, each byte-exact;
    - ``partial_file``: when the response was cut off inside a file, that file's JSON object
      as recovered (its ``content`` ends where the input ended; other keys may be missing), not
      validated and not in ``code.files``; ``None`` otherwise;
    - ``repair``: what :func:`~artifact_codec.jsonfix.repair.repair_json_report` changed;
    - ``damaged_files``: ``(index, object)`` of each file damaged beyond repair, its 0-based
      index in the answer's ``files`` and its JSON object as far as it was read (not
      validated, not in ``code.files``); the repairs of kind ``resynchronized`` say where.
    """

    code: GeneratedCode
    partial_file: dict[str, Any] | None
    repair: RepairResult
    damaged_files: tuple[tuple[int, Any], ...] = ()

    @property
    def truncated(self) -> bool:
        """Whether the response was cut off (inside a file or elsewhere)."""
        return self.repair.truncated


def load_legacy(text: str) -> GeneratedCode:
    """Load a legacy all-JSON response, repairing it if needed.

    Raises :class:`ArtifactDecodeError` when the text holds no repairable JSON, when the value
    is not a valid ``GeneratedCode`` (the message names the file and field), when the
    response was cut off, or when a file in it is damaged beyond repair;
    :func:`load_legacy_report` keeps the complete files in those cases.
    """
    result = load_legacy_report(text)
    if result.truncated:
        raise ArtifactDecodeError(_truncation_message(result), text, len(text))
    if result.damaged_files:
        first = next(r for r in result.repair.repairs if r.kind is RepairKind.RESYNCHRONIZED)
        raise ArtifactDecodeError(_damage_message(result), text, first.pos)
    return result.code


def load_legacy_report(text: str) -> LegacyResult:
    """Load a legacy response and report what was repaired and whether it was cut off.

    Raises :class:`ArtifactDecodeError` only when nothing valid can be recovered (no JSON, or
    a complete part that does not validate).
    """
    repair, value = repair_with_value(text, LEGACY_SHAPE)
    if isinstance(value, list):  # a bare list of files
        value = {"files": value}
    if not isinstance(value, dict):
        raise ArtifactDecodeError(
            f"expected a JSON object with a 'files' list, found {type(value).__name__}", text, 0
        )
    partial = None
    path = repair.truncated_path
    files = value.get("files")
    damaged: tuple[tuple[int, Any], ...] = ()
    if repair.damaged_files and isinstance(files, list):
        bad = set(repair.damaged_files)
        damaged = tuple((index, files[index]) for index in sorted(bad) if index < len(files))
        kept = [entry for index, entry in enumerate(files) if index not in bad]
        if path[:1] == ("files",) and len(path) >= 2 and isinstance(path[1], int):
            path = ("files", path[1] - sum(1 for index in bad if index < path[1]), *path[2:])
        files = value["files"] = kept
    if (
        repair.truncated
        and len(path) >= 2
        and path[0] == "files"
        and isinstance(files, list)
        and path[1] == len(files) - 1
    ):
        partial = files.pop()
        if not isinstance(partial, dict):
            partial = {"value": partial}
    try:
        # Lone surrogates (from \ud800 escapes) are kept here: parse_response replaces them
        # with U+FFFD afterwards and reports it.
        code = GeneratedCode.model_validate(value, context=KEEP_LONE_SURROGATES)
    except ValidationError as error:
        raise ArtifactDecodeError(
            _validation_message(error, value), text, _locate(error, text)
        ) from None
    return LegacyResult(code, partial, repair, damaged)


def _damage_message(result: LegacyResult) -> str:
    names = []
    for index, entry in result.damaged_files:
        name = entry.get("file_path") if isinstance(entry, dict) else None
        names.append(f"file {index + 1}" + (f" ({name!r})" if isinstance(name, str) else ""))
    return (
        f"{', '.join(names)} of the response cannot be repaired (see the 'resynchronized' "
        f"repairs); the other {len(result.code.files)} file(s) are complete "
        "(load_legacy_report keeps them); ask for the damaged file(s) again"
    )


def _truncation_message(result: LegacyResult) -> str:
    complete = len(result.code.files)
    if result.partial_file is not None:
        name = result.partial_file.get("file_path")
        named = f" ({name!r})" if isinstance(name, str) else ""
        return (
            f"the response is cut off inside file {complete + 1}{named}; the {complete} file(s) "
            "before it are complete (load_legacy_report keeps them); ask for the rest"
        )
    where = ".".join(str(part) for part in result.repair.truncated_path) or "the top level"
    return (
        f"the response is cut off (in {where}) after {complete} complete file(s) "
        "(load_legacy_report keeps them)"
    )


def _validation_message(error: ValidationError, value: dict[str, Any]) -> str:
    message = describe_validation_error(error)
    location = error.errors(include_url=False)[0]["loc"]
    files = value.get("files")
    if len(location) >= 2 and location[0] == "files" and isinstance(location[1], int):
        index = location[1]
        if isinstance(files, list) and index < len(files) and isinstance(files[index], dict):
            name = files[index].get("file_path")
            if isinstance(name, str):
                return f"file {index + 1} ({name!r}): {message}"
        return f"file {index + 1}: {message}"
    return message


def _locate(error: ValidationError, text: str) -> int:
    """Where in the input the first invalid value is, as far as it can be found."""
    bad = error.errors(include_url=False)[0].get("input")
    if isinstance(bad, str) and bad:
        pos = text.find(bad)
        return max(pos, 0)
    return 0
