"""The data model: :class:`GeneratedCode` holds a header and a list of :class:`GeneratedFile`.

These are the objects every stage produces or consumes: the parser and the repair layer build
them, the serializer and the writer read them. They validate on construction, so a
``GeneratedCode`` in hand always has safe, distinct paths. Legacy all-JSON responses
(``{"task_id", "files": [{"file_path", "content", ...}], ...}``) validate directly with
``GeneratedCode.model_validate(obj)``.

**One rule for every field:** a model holds only what the format carries, so that
``loads(dumps(code)) == code`` for every model that validated. Construction refuses (pydantic's
``ValidationError``, a ``ValueError``, naming the field):

- a lone surrogate (``"\\ud800"``: half of a UTF-16 pair, not a character) in any string: the
  header's values and keys at any depth, every field of a file, its content and extra fields,
  every text of an edit operation (its content; each hunk's ``old``, ``new`` and ``anchor``).
  No UTF-8 file, terminal or document can hold one, and ``loads`` refuses it in a header or a
  quoted field value;
- header metadata that JSON and ``loads`` cannot carry: a value that is not JSON (``None``,
  ``bool``, ``int``, ``float``, ``str``, ``list`` and ``dict`` with string keys), nesting deeper
  than :data:`~artifact_codec.format.header.MAX_HEADER_DEPTH` with the header itself, an integer
  with more digits than the interpreter converts (``sys.get_int_max_str_digits()``), NaN or an
  infinity.

Everything else round-trips: blanks at either end and control characters in field values (they
are written as JSON strings), any content. The lenient readers validate what they read with
:data:`KEEP_LONE_SURROGATES` and replace each lone surrogate with U+FFFD afterwards, saying so.
"""

from __future__ import annotations

import copy
import math
import re
import sys
import unicodedata
from typing import Any, Final

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationInfo,
    field_validator,
    model_serializer,
    model_validator,
)
from pydantic_core import SchemaValidator, core_schema

from .format.header import MAX_HEADER_DEPTH, refuse_lone_surrogate
from .format.paths import check_path_set, normalize_path
from .format.spec import ATTRIBUTE_TO_FIELD, FORMAT_KEYS, RESERVED_FIELDS
from .operations import FileOperation, combination_conflict

__all__ = [
    "KEEP_LONE_SURROGATES",
    "GeneratedCode",
    "GeneratedFile",
    "check_operation_paths",
    "code_from_checked",
]

_EXTRA_FIELD_KEY = re.compile(r"[a-z][a-z0-9_]*")

#: Validation context for the lenient readers: lone surrogates are kept (the reader replaces
#: them with U+FFFD afterwards and reports it); every other rule holds.
KEEP_LONE_SURROGATES: Final = {"lone_surrogates": "keep"}


def _keeps_surrogates(info: ValidationInfo) -> bool:
    context = info.context
    return isinstance(context, dict) and context.get("lone_surrogates") == "keep"


def _check_text(value: object, where: str) -> None:
    """Raise ValueError if ``value`` is a string holding a lone surrogate."""
    refuse_lone_surrogate(value, where)


def _int_too_long(value: int) -> bool:
    """Whether ``value`` has more digits than this interpreter converts to and from text."""
    get = getattr(sys, "get_int_max_str_digits", None)
    limit = get() if get is not None else 0
    # 10**limit has about 3.32 bits per digit: only a number that long needs the exact test.
    return bool(limit) and value.bit_length() > 3 * limit and abs(value) >= 10**limit


def _check_metadata(key: str, value: Any, keep_surrogates: bool) -> None:
    """Raise ValueError unless the header entry ``key: value`` is JSON that ``loads`` reads
    back as it is (walked without recursion: any depth is fine)."""
    where = f"the header's {key!r}"
    if not keep_surrogates:
        _check_text(key, f"the header key {key!r}")
    stack: list[tuple[Any, int]] = [(value, 2)]  # (value, its level: the header is level 1)
    while stack:
        item, level = stack.pop()
        if item is None or isinstance(item, (bool, str)):
            if not keep_surrogates:
                _check_text(item, where)
        elif isinstance(item, int):
            if _int_too_long(item):
                raise ValueError(
                    f"{where} has an integer of more digits than this interpreter converts "
                    f"(sys.get_int_max_str_digits()); write it as a string"
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise ValueError(
                    f"{where} holds {item!r}, which JSON cannot write; use null or a string"
                )
        elif isinstance(item, (list, dict)):
            if level > MAX_HEADER_DEPTH:
                raise ValueError(
                    f"{where} nests arrays and objects deeper than the header's limit of "
                    f"{MAX_HEADER_DEPTH} levels (the header itself is one); write it flatter"
                )
            if isinstance(item, dict):
                for name, element in item.items():
                    if not isinstance(name, str):
                        raise ValueError(f"{where} has a key that is not a string: {name!r}")
                    if not keep_surrogates:
                        _check_text(name, f"a key in {where}")
                    stack.append((element, level + 1))
            else:
                stack.extend((element, level + 1) for element in item)
        else:
            raise ValueError(
                f"{where} holds a {type(item).__name__}, which is not JSON (use null, a "
                "boolean, a number, a string, a list or a dict with string keys)"
            )


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
    def _text_only(self, info: ValidationInfo) -> GeneratedFile:
        if _keeps_surrogates(info):
            return self
        for name in ("content", "file_type", "description", "semantic_unit_id", "component_id"):
            _check_text(getattr(self, name), f"{name} of {self.file_path!r}")
        for key, value in (self.__pydantic_extra__ or {}).items():
            _check_text(value, f"the field {key!r} of {self.file_path!r}")
        return self

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

    @model_validator(mode="after")
    def _header_the_format_carries(self, info: ValidationInfo) -> GeneratedCode:
        keep = _keeps_surrogates(info)
        if not keep:
            for name in ("task_id", "project_id", "setup_instructions"):
                _check_text(getattr(self, name), name)
            for index, dependency in enumerate(self.dependencies):
                _check_text(dependency, f"dependencies[{index}]")
        for key, value in (self.model_extra or {}).items():
            _check_metadata(key, value, keep)
        return self


def check_operation_paths(code: GeneratedCode) -> None:
    """Raise ``ValueError`` when a path (compared after NFC and case folding) is both a whole
    file and a path an operation names (its ``path`` or ``new_path``), or when operations
    combine on one path in a way :func:`~artifact_codec.operations.combination_conflict`
    refuses (a whole content or a delete together with another operation)."""
    files = {_folded(file.file_path): file.file_path for file in code.files}
    for operation in code.edits:
        for path in (operation.path, operation.new_path):
            if path is not None and _folded(path) in files:
                raise ValueError(
                    f"{path} is both a whole file and the path of a {operation.kind} operation; "
                    "send the file whole or as operations, not both"
                )
    conflict = combination_conflict(code.edits)
    if conflict is not None:
        raise ValueError(conflict)


def _folded(path: str) -> str:
    return unicodedata.normalize("NFC", path).casefold()


# -- models from values a reader checked --------------------------------------------------------

#: The validators written in Python that a reader does before it builds a document's model:
#: every one of a file's (the path policy, the names of its extra fields, the text rule: a file
#: is built as GeneratedFile.from_checked builds it), and the document's paths against each
#: other and dropping the format's keys. The header's fields and its own rule keep theirs.
_DONE_BY_THE_READER: Final = frozenset({"_distinct_paths", "_drop_format_keys"})


def _without(schema: Any, names: frozenset[str] | None) -> Any:
    """A core schema without the validators written in Python that wrap it: those of
    ``names`` (None: all of them)."""
    while schema["type"] in ("function-after", "function-before", "function-wrap"):
        function = schema["function"]["function"]
        if names is not None and getattr(function, "__name__", None) not in names:
            schema["schema"] = _without(schema["schema"], names)
            return schema
        schema = schema["schema"]
    return schema


def _checked_validator() -> SchemaValidator:
    """pydantic-core's validator of a :class:`GeneratedCode` built from checked parts: the
    model's own core schema less the validators a reader did already
    (:data:`_DONE_BY_THE_READER`). Defaults, the order of ``__dict__``, ``model_fields_set``
    and the extra fields are pydantic's own."""
    code = copy.deepcopy(GeneratedCode.__pydantic_core_schema__)
    model = code = _without(code, _DONE_BY_THE_READER)
    while model["type"] != "model":
        model = model["schema"]
    model["schema"] = fields = _without(model["schema"], _DONE_BY_THE_READER)
    files = fields["fields"]["files"]["schema"]
    while files["type"] != "list":
        files = files["schema"]
    file = files["items_schema"] = _without(files["items_schema"], None)
    file["schema"]["fields"]["file_path"]["schema"] = core_schema.str_schema()
    # (the title its errors name, as the model's own validator's)
    return SchemaValidator(code, core_schema.CoreConfig(title=GeneratedCode.__name__))


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
        and quick.model_dump() == slow.model_dump()
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
    values under their attribute names with its ``content`` (every value a ``str``, the path
    through :func:`~artifact_codec.format.paths.normalize_path`, extra names lower-case and not
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
