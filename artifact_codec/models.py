"""The data model: :class:`GeneratedCode` holds a header and a list of :class:`GeneratedFile`.

These are the objects every stage produces or consumes: the parser and the repair layer build
them, the serializer and the writer read them. They validate on construction, so a
``GeneratedCode`` in hand always has safe, distinct paths. Legacy all-JSON responses
(``{"task_id", "files": [{"file_path", "content", ...}], ...}``) validate directly with
``GeneratedCode.model_validate(obj)``.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_core import SchemaValidator, core_schema

from .format.paths import check_path_set, normalize_path
from .format.spec import ATTRIBUTE_TO_FIELD, FORMAT_KEYS, RESERVED_FIELDS

__all__ = ["GeneratedCode", "GeneratedFile", "code_from_checked"]

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
    """The result of one code-generation request: header metadata and the files.

    Unknown header keys are kept (``model.model_extra``) and round-trip through the format.
    The format's own keys (``total_files``, ``files_delimiter``, ``format_version``) are not
    stored: the serializer computes them, so they can never disagree with the files.
    """

    model_config = ConfigDict(extra="allow")

    task_id: str | None = None
    project_id: str | None = None
    files: list[GeneratedFile] = Field(default_factory=list)
    dependencies: list[str] = Field(default_factory=list)
    setup_instructions: str | None = None

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
        return self


# -- models from values a reader checked --------------------------------------------------------


def _unwrapped(schema: Any) -> Any:
    """A model's core schema without the validators written in Python around it."""
    while schema["type"] in ("function-after", "function-before", "function-wrap"):
        schema = schema["schema"]
    return schema


def _checked_validator() -> SchemaValidator:
    """pydantic-core's validator of a :class:`GeneratedCode` built from checked parts: the
    model's own core schema less the validators written in Python that a reader did already
    (the path policy on each ``file_path``, the names of the extra fields, the paths against
    each other, dropping the format's keys). The header's fields keep every check of theirs;
    defaults, the order of ``__dict__``, ``model_fields_set`` and the extra fields are
    pydantic's own."""
    code = _unwrapped(copy.deepcopy(GeneratedCode.__pydantic_core_schema__))
    code["schema"] = fields = _unwrapped(code["schema"])
    files = fields["fields"]["files"]["schema"]
    while files["type"] != "list":
        files = files["schema"]
    file = files["items_schema"] = _unwrapped(files["items_schema"])
    file["schema"]["fields"]["file_path"]["schema"] = core_schema.str_schema()
    return SchemaValidator(code)


_CHECKED = _checked_validator()


def _code_slowly(header: dict[str, Any], files: list[Any]) -> GeneratedCode:
    code = GeneratedCode.model_validate(header)
    code.files = [
        file
        if isinstance(file, GeneratedFile)
        else GeneratedFile.from_checked(
            {key: value for key, value in file.items() if key != "content"}, file["content"]
        )
        for file in files
    ]
    code.__pydantic_fields_set__.add("files")
    return code


def _same_code() -> bool:
    header = {"task_id": "t", "setup_instructions": ["a", "b"], "zeta": 1, "alpha": [2]}
    files: list[Any] = [
        {"file_path": "a.py", "file_type": "source", "language": "py", "content": "x"},
        GeneratedFile(file_path="b.py", content="y", kind="z"),
        {"content": "", "file_path": "b/c.md", "zeta": "z", "alpha": "a"},
    ]
    quick = _CHECKED.validate_python({**header, "files": files})
    slow = _code_slowly(header, files)
    return (
        type(quick) is GeneratedCode
        and quick == slow
        and list(quick.__dict__) == list(slow.__dict__)
        and quick.model_fields_set == slow.model_fields_set
        and quick.model_extra == slow.model_extra
        and quick.files[1] is files[1]
        and all(
            type(a) is GeneratedFile
            and a == b
            and list(a.__dict__.items()) == list(b.__dict__.items())
            and a.model_fields_set == b.model_fields_set
            and list(a.model_extra.items()) == list(b.model_extra.items())  # type: ignore[union-attr]
            and a.__pydantic_private__ == b.__pydantic_private__
            for a, b in zip(quick.files, slow.files, strict=True)
        )
    )


def code_from_checked(header: dict[str, Any], files: list[Any]) -> GeneratedCode:
    """The :class:`GeneratedCode` of a document a reader checked, in one call of pydantic-core.

    ``header``: the header's keys (the format's own, ``total_files``..., are left out),
    validated as :meth:`GeneratedCode.model_validate` does (a :class:`pydantic.ValidationError`
    for a bad value); ``files``: :class:`GeneratedFile` objects, or dicts of a file's checked
    values under their attribute names with its ``content`` (every value a ``str``, the path through
    :func:`~artifact_codec.format.paths.normalize_path`, extra names lower-case and not
    reserved, no two paths that clash), built as :meth:`GeneratedFile.from_checked` builds
    them."""
    if "files" in header:  # not a header of this format; its own "files" is checked, then set
        GeneratedCode.model_validate(header)
    data = dict(header)
    for key in FORMAT_KEYS.intersection(header):
        del data[key]
    data["files"] = files
    return _build(data)


def _code_one_by_one(data: dict[str, Any]) -> GeneratedCode:
    return _code_slowly(
        {key: value for key, value in data.items() if key != "files"}, data["files"]
    )


# Checked against the models built one by one when the module is imported: a pydantic release
# that builds models differently falls back to that.
_build = _CHECKED.validate_python if _same_code() else _code_one_by_one
