"""The data model: :class:`GeneratedCode` holds a header and a list of :class:`GeneratedFile`.

These are the objects every stage produces or consumes: the parser and the repair layer build
them, the serializer and the writer read them. They validate on construction, so a
``GeneratedCode`` in hand always has safe, distinct paths. Legacy all-JSON responses
(``{"task_id", "files": [{"file_path", "content", ...}], ...}``) validate directly with
``GeneratedCode.model_validate(obj)``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from .format.paths import check_path_set, normalize_path
from .format.spec import ATTRIBUTE_TO_FIELD, FORMAT_KEYS, RESERVED_FIELDS
from .operations import FileOperation

__all__ = ["GeneratedCode", "GeneratedFile", "check_operation_paths"]

_EXTRA_FIELD_KEY = re.compile(r"[a-z][a-z0-9_]*")


class GeneratedFile(BaseModel):
    """One generated file: its path, its exact content and optional descriptive fields.

    Fields other than the known ones (for example ``LANGUAGE: python`` in a block, or a
    ``"language"`` key in legacy JSON) are kept as extra string attributes under their
    lower-case name and are written back as upper-case block fields.
    """

    model_config = ConfigDict(extra="allow", coerce_numbers_to_str=True)

    file_path: str = Field(description="Relative path with '/' separators, e.g. 'src/app.py'.")
    content: str = Field(default="", description="The exact text of the file.")
    file_type: str | None = Field(default=None, description="Role of the file: source, test...")
    description: str | None = Field(default=None, description="What the file is for.")
    semantic_unit_id: str | None = None
    component_id: str | None = None

    __pydantic_extra__: dict[str, str] = Field(init=False)

    @field_validator("file_path")
    @classmethod
    def _safe_path(cls, value: str) -> str:
        return normalize_path(value)

    @model_validator(mode="after")
    def _extra_field_names(self) -> GeneratedFile:
        for key in self.__pydantic_extra__ or {}:
            if not _EXTRA_FIELD_KEY.fullmatch(key):
                raise ValueError(
                    f"extra file field {key!r} must be lower-case letters, digits and '_', "
                    "starting with a letter (it is written as an upper-case block field)"
                )
            if key.upper() in ATTRIBUTE_TO_FIELD.values():
                raise ValueError(
                    f"extra file field {key!r} would be written as the reserved block field "
                    f"{key.upper()!r}; use {_attribute_for(key.upper())!r} instead"
                )
            if key.upper() in RESERVED_FIELDS:
                raise ValueError(
                    f"extra file field {key!r} would be written as {key.upper()!r}, a name the "
                    "format reserves; rename it"
                )
        return self

    @classmethod
    def from_checked(cls, values: dict[str, str], content: str) -> GeneratedFile:
        """A file from values a reader already checked: every value a ``str``, the path through
        :func:`~artifact_codec.format.paths.normalize_path`, extra names lower-case and not
        reserved. Like :meth:`model_construct` (no validation), at a quarter of its cost: the
        strict reader builds one per block."""
        return _construct(cls, values, content)


def _construct_slowly(
    cls: type[GeneratedFile], values: dict[str, str], content: str
) -> GeneratedFile:
    return cls.model_construct({"content", *values}, content=content, **values)


_KNOWN = frozenset(GeneratedFile.model_fields)
# Every field, in the order the model declares them: model_construct fills __dict__ in that
# order, and model_dump / to_json write it. (Built from a set, the order would change from one
# process to the next with the hash seed.)
_TEMPLATE = dict.fromkeys(GeneratedFile.model_fields)


def _construct_quickly(
    cls: type[GeneratedFile], values: dict[str, str], content: str
) -> GeneratedFile:
    # What model_construct does for this model (every default is None), without its generic
    # work per field; checked against model_construct once at import (below).
    attributes: dict[str, Any] = dict(_TEMPLATE)  # every default is None
    extra: dict[str, str] = {}
    for name, value in values.items():
        if name in _KNOWN:
            attributes[name] = value
        else:
            extra[name] = value
    attributes["content"] = content
    file = cls.__new__(cls)
    object.__setattr__(file, "__dict__", attributes)
    object.__setattr__(file, "__pydantic_fields_set__", {"content", *values})
    object.__setattr__(file, "__pydantic_extra__", extra)
    object.__setattr__(file, "__pydantic_private__", None)
    return file


def _same_construction() -> bool:
    values = {"file_path": "a.py", "file_type": "source", "language": "py"}
    quick = _construct_quickly(GeneratedFile, values, "x")
    slow = _construct_slowly(GeneratedFile, values, "x")
    return (
        quick == slow
        and quick.model_fields_set == slow.model_fields_set
        and list(quick.model_dump().items()) == list(slow.model_dump().items())
        and quick.model_extra == slow.model_extra
    )


# A pydantic release that builds models differently falls back to model_construct.
_construct = _construct_quickly if _same_construction() else _construct_slowly


def _attribute_for(field: str) -> str:
    return next(attr for attr, name in ATTRIBUTE_TO_FIELD.items() if name == field)


class GeneratedCode(BaseModel):
    """The result of one code-generation request: header metadata, the files, and the edits.

    Unknown header keys are kept (``model.model_extra``) and round-trip through the format.
    The format's own keys (``total_files``, ``files_delimiter``, ``format_version``) are not
    stored: the serializer computes them, so they can never disagree with the files.

    ``edits`` holds the operations (:class:`~artifact_codec.operations.FileOperation`) a
    document asks for besides whole files: its edit blocks (``OPERATION: edit`` ...). They are
    stored without where an answer wrote them (``convention``, ``line``, ``column``: what a
    reading reports in ``ParseResult.edits``), and a path is either a whole file or the path of
    operations, never both (the order between them would matter, and a document has none).
    """

    model_config = ConfigDict(extra="allow")

    task_id: str | None = None
    project_id: str | None = None
    files: list[GeneratedFile] = Field(default_factory=list)
    dependencies: list[str] = Field(default_factory=list)
    setup_instructions: str | None = None
    edits: list[FileOperation] = Field(default_factory=list)

    @field_validator("edits")
    @classmethod
    def _without_places(cls, value: list[FileOperation]) -> list[FileOperation]:
        return [operation.without_place() for operation in value]

    @model_serializer(mode="wrap")
    def _edits_only_when_some(self, handler: SerializerFunctionWrapHandler) -> Any:
        # A document without edits dumps as it always did (no "edits": [] in every JSON).
        data = handler(self)
        if isinstance(data, dict) and not self.edits:
            data.pop("edits", None)
        return data

    @model_validator(mode="before")
    @classmethod
    def _drop_format_keys(cls, data: Any) -> Any:
        if isinstance(data, dict) and FORMAT_KEYS.intersection(data):
            return {key: value for key, value in data.items() if key not in FORMAT_KEYS}
        return data

    @field_validator("setup_instructions", mode="before")
    @classmethod
    def _join_instruction_lines(cls, value: Any) -> Any:
        # Models often answer with a list of steps; keep every step, one per line.
        if isinstance(value, list) and all(isinstance(step, str) for step in value):
            return "\n".join(value)
        return value

    @model_validator(mode="after")
    def _distinct_paths(self) -> GeneratedCode:
        check_path_set(file.file_path for file in self.files)
        if self.edits:
            check_operation_paths(self)
        return self


def check_operation_paths(code: GeneratedCode) -> None:
    """Raise ``ValueError`` when a path (compared after NFC and case folding) is both a whole
    file and a path an operation names (its ``path`` or ``new_path``)."""
    files = {_folded(file.file_path): file.file_path for file in code.files}
    for operation in code.edits:
        for path in (operation.path, operation.new_path):
            if path is not None and _folded(path) in files:
                raise ValueError(
                    f"{path} is both a whole file and the path of a {operation.kind} operation; "
                    "send the file whole or as operations, not both"
                )


def _folded(path: str) -> str:
    return unicodedata.normalize("NFC", path).casefold()
