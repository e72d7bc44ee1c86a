"""Shapes: what the caller knows about the expected JSON (the keys of objects, the items of
arrays), from a pydantic model, a template or a shape built by hand. The closing-quote rules
use them to tell a real key from a JSON example inside a string."""

from __future__ import annotations

import collections.abc
import functools
import types
import typing
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeAlias, Union

from pydantic import BaseModel

from ..models import GeneratedCode, GeneratedFile

__all__ = [
    "ArrayShape",
    "ObjectShape",
    "ScalarShape",
    "Shape",
    "as_shape",
    "shape_from_model",
    "shape_from_template",
]


@dataclass(frozen=True)
class ObjectShape:
    """An expected JSON object.

    ``keys`` are the keys it may have (``None``: any key, as for ``dict[str, X]``); ``values``
    gives the shape of the value of some keys; ``other`` is the shape of values of keys not in
    ``values`` (used for ``dict[str, X]`` and for a model's typed extra keys); ``required``
    are keys every such object has (an object that would end without one of them is more
    likely a JSON example inside a string); ``required_any`` are groups of keys of which
    every such object has one at least (the spellings of one field: a legacy file's path is
    ``file_path``, ``path``, ``filename``...).

    ``closed`` says whether ``keys`` are *all* the keys the object may have. A closed set lets
    the closing-quote rules read an unknown key (``", "other":`` inside a string) as content;
    an open one (a pydantic model that ignores extra keys: the JSON may hold keys the caller
    did not declare) only tells which keys are certainly real, and a key outside it is judged
    as without a schema.
    """

    keys: frozenset[str] | None = None
    values: Mapping[str, Shape] = field(default_factory=dict)
    other: Shape | None = None
    required: frozenset[str] = frozenset()
    closed: bool = True
    required_any: tuple[frozenset[str], ...] = ()

    @property
    def requires(self) -> bool:
        """Whether every such object has some key (``required`` or ``required_any``)."""
        return bool(self.required or self.required_any)

    def lacks_required(self, keys: AbstractSet[str]) -> bool:
        """Whether an object with ``keys`` lacks a key every such object has."""
        return not self.required <= keys or any(not group & keys for group in self.required_any)

    @property
    def closed_keys(self) -> frozenset[str] | None:
        """``keys`` when they are all the keys the object may have, else ``None``."""
        return self.keys if self.closed else None

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

#: Our own models whose keys are read as a closed set although they allow extra keys (see
#: :func:`shape_from_model`).
_CLOSED_MODELS: Final = (GeneratedCode, GeneratedFile)


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

    The key set of a model is closed (see :attr:`ObjectShape.closed`) only when the model
    forbids extra keys (``extra="forbid"``), or for ``GeneratedCode`` and ``GeneratedFile``,
    whose keys besides the declared ones are few and short (a file's ``"language"``) while
    their ``content`` is code full of ``", "key":``. Any other model (pydantic ignores extra
    keys by default) may be given JSON with more keys than it declares, so its set is open.
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
    closed = model.model_config.get("extra") == "forbid" or model in _CLOSED_MODELS
    return ObjectShape(
        frozenset(keys), values, _extra_shape(model, seen), frozenset(required), closed
    )


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
