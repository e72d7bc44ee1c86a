"""The manifest of multi-stage generation: the list of files a project will have.

Stage 1 of ``strategy="per_file"`` asks the model for the header of the answer only, with a
``files`` list in it: each file's path, type, description and the other generated files it
depends on. :func:`read_manifest` finds that JSON object in the answer (prose, fences and broken
JSON tolerated by :func:`~artifact_codec.jsonfix.extract.extract_json_report`) and validates it
with :class:`Manifest`; the problems it reports are sentences a model can act on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ..diagnostics import Diagnostic, Severity
from ..errors import ArtifactDecodeError, PathConflictError, UnsafePathError
from ..format.paths import check_path_set, normalize_path
from ..jsonfix.extract import extract_json_report

__all__ = ["MAX_MANIFEST_FILES", "Manifest", "ManifestEntry", "ManifestReading", "read_manifest"]

#: More files than this in one manifest is refused (each one is a request).
MAX_MANIFEST_FILES = 500


class ManifestEntry(BaseModel):
    """One planned file: its path (through the path policy), role, purpose, and the paths of
    the other planned files it uses."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    path: str
    type: str | None = None
    description: str | None = None
    depends_on: tuple[str, ...] = ()

    @field_validator("path")
    @classmethod
    def _safe_path(cls, value: str) -> str:
        return normalize_path(value)


class Manifest(BaseModel):
    """The answer of stage 1: the header keys of the format plus ``files``, the plan."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    task_id: str | None = None
    project_id: str | None = None
    dependencies: tuple[str, ...] = ()
    setup_instructions: str | None = None
    total_files: int | None = None
    files: tuple[ManifestEntry, ...] = Field(min_length=1, max_length=MAX_MANIFEST_FILES)

    @model_validator(mode="after")
    def _consistent(self) -> Manifest:
        check_path_set(entry.path for entry in self.files)
        if self.total_files is not None and self.total_files != len(self.files):
            raise ValueError(
                f"total_files is {self.total_files} but files lists {len(self.files)} entries; "
                "make them match"
            )
        planned = {entry.path for entry in self.files}
        for entry in self.files:
            unknown = [path for path in entry.depends_on if path not in planned]
            if unknown:
                raise ValueError(
                    f"{entry.path} depends on {', '.join(unknown)}, which the files list does "
                    "not have; list every generated file it uses, by its path"
                )
        return self

    @property
    def paths(self) -> list[str]:
        return [entry.path for entry in self.files]

    def to_header(self) -> dict[str, Any]:
        """The manifest as the JSON object the instructions show (``None`` keys left out)."""
        data = self.model_dump(mode="json", exclude_none=True, exclude={"files", "total_files"})
        data["total_files"] = len(self.files)
        data["files"] = [entry.model_dump(mode="json", exclude_none=True) for entry in self.files]
        for entry in data["files"]:
            if not entry.get("depends_on"):
                entry.pop("depends_on", None)
        if not data.get("dependencies"):
            data.pop("dependencies", None)
        return data


@dataclass
class ManifestReading:
    """What :func:`read_manifest` made of an answer: the manifest or the problems."""

    manifest: Manifest | None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def feedback(self) -> str:
        lines = ["Your previous answer could not be used as the manifest:"]
        lines.extend(f"- {d.message}" for d in self.diagnostics if d.severity is Severity.ERROR)
        lines.append(
            "Send the manifest again: one JSON object with the keys shown, and nothing else."
        )
        return "\n".join(lines)


def read_manifest(text: str) -> ManifestReading:
    """Find the manifest object in a model's answer and validate it."""
    try:
        found = extract_json_report(text, which="last")
    except ArtifactDecodeError as error:
        return ManifestReading(None, [_error("no-manifest", f"no JSON object was found: {error}")])
    if found.repair.truncated:
        # Closed as far as it went: the files list may be missing entries. Never plan on it.
        return ManifestReading(
            None, [_error("manifest-cut-off", "the JSON object was cut off before its end")]
        )
    notes: list[Diagnostic] = []
    if found.repair.changed:
        notes.append(
            Diagnostic(
                "manifest-repaired",
                Severity.WARNING,
                "the JSON had to be repaired: " + "; ".join(found.repair.report_lines()[:3]),
            )
        )
    value = found.value
    if not isinstance(value, dict):
        return ManifestReading(
            None, [_error("no-manifest", f"the JSON is a {type(value).__name__}, not an object")]
        )
    twice = _keys_written_twice(found.repair.text)
    if twice:
        # JSON keeps the last of a key written twice: a first "files" list would vanish.
        return ManifestReading(
            None,
            [
                *notes,
                _error(
                    "bad-manifest",
                    f"the key(s) {', '.join(repr(key) for key in twice)} appear twice in one "
                    "object, so one of the values would be lost; write each key once (every "
                    "planned file in one files list)",
                ),
            ],
        )
    try:
        manifest = Manifest.model_validate(value)
    except ValidationError as error:
        return ManifestReading(
            None, [*notes, *(_error("bad-manifest", m) for m in _messages(error))]
        )
    except (UnsafePathError, PathConflictError) as error:
        return ManifestReading(None, [*notes, _error("bad-manifest", str(error))])
    return ManifestReading(manifest, notes)


def _keys_written_twice(text: str) -> list[str]:
    """The keys that appear twice in one object of the JSON ``text``, at any depth."""
    twice: list[str] = []

    def pairs(items: list[tuple[str, object]]) -> dict[str, object]:
        seen: set[str] = set()
        for key, _ in items:
            if key in seen and key not in twice:
                twice.append(key)
            seen.add(key)
        return dict(items)

    try:
        json.loads(text, object_pairs_hook=pairs)
    except ValueError:
        return []
    return twice


def _error(code: str, message: str) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, message)


def _messages(error: ValidationError) -> list[str]:
    messages = []
    for problem in error.errors(include_url=False):
        where = ".".join(str(part) for part in problem["loc"])
        text = str(problem["msg"]).removeprefix("Value error, ")
        messages.append(f"{where}: {text}" if where else text)
    return messages
