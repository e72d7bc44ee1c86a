"""One rule for every field: a model refuses at construction what the format cannot carry, and
everything it accepts, ``dumps`` writes so that ``loads`` reads it back.

For every field of the model (the header's known keys and extra metadata, every field of a
file, its extra fields and its content), values from a hostile strategy (lone surrogates, deep
nesting, huge integers, NaN and infinities, blanks at either end, control characters, objects
that are not JSON): construction raises a ``ValueError`` naming the field, or
``loads(dumps(code)) == code`` and the document is UTF-8 text. A model built without validation
makes ``dumps`` raise ``ValueError`` or write a document ``loads`` reads, whatever its header and
field values hold.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.format.header import MAX_HEADER_DEPTH

SURROGATES = ["\ud800", "\udfff", "\udc80"]
EDGES = [" ", "\t", "\n", "\r", "\x00", "\x1f", "\x7f", "\x85", "\u2028", "\ufeff", '"', "\\"]

_nasty_text = st.lists(
    st.one_of(
        st.text(max_size=4),  # any code point, lone surrogates included
        st.sampled_from([*SURROGATES, *EDGES, "\ud83d\ude00", "x", "PATH: a", "---"]),
    ),
    max_size=5,
).map("".join)


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


_nasty_json = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        # (built by map: hypothesis cannot print an integer this long in its report)
        st.sampled_from([4299, 4300]).map(lambda digits: 10**digits - 1),
        st.sampled_from([4299, 4300]).map(lambda digits: 1 - 10**digits),
        st.floats(),  # NaN and infinities included
        _nasty_text,
        st.sampled_from(
            [_nested(MAX_HEADER_DEPTH - 1), _nested(MAX_HEADER_DEPTH), _nested(70), (1, 2)]
        ),
        st.sampled_from([{1, 2}, b"bytes", {1: "int key"}, {"k\ud800": 1}]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(_nasty_text, inner, max_size=3)
    ),
    max_leaves=6,
)

FILE_FIELDS = ["content", "file_type", "description", "semantic_unit_id", "component_id", "lang"]
HEADER_FIELDS = ["task_id", "project_id", "setup_instructions", "dependencies", "meta", "k\ud800"]


def _round_trips_or_refuses(build: Any) -> None:
    try:
        code = build()
    except ValidationError as error:
        message = str(error)
        assert "Value error" in message or "Input should be" in message, message
        return
    document = dumps(code)
    document.encode("utf-8")  # text: no lone surrogate anywhere
    assert loads(document) == code


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(FILE_FIELDS), value=_nasty_text)
@example(field="description", value=" \ud800")
@example(field="description", value="a\ud800")
@example(field="content", value="a\ud800")
@example(field="lang", value="\ud800")
@example(field="file_type", value=" padded ")
@example(field="component_id", value="\x00\n\r")
def test_every_file_field(field: str, value: str) -> None:
    _round_trips_or_refuses(
        lambda: GeneratedCode(files=[GeneratedFile(file_path="a.py", **{field: value})])
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(HEADER_FIELDS), value=st.one_of(_nasty_text, _nasty_json))
@example(field="task_id", value="a\ud800")
@example(field="meta", value=_nested(70))
@example(field="meta", value=_nested(MAX_HEADER_DEPTH - 1))
@example(field="meta", value=float("inf"))
@example(field="setup_instructions", value=["a\ud800"])
@example(field="dependencies", value=["\ud800"])
@example(field="meta", value={"a": [{"b\ud800": None}]})
def test_every_header_field(field: str, value: Any) -> None:
    _round_trips_or_refuses(lambda: GeneratedCode(**{field: value}))


def test_the_rule_names_the_field() -> None:
    cases = [
        (lambda: GeneratedCode(task_id="a\ud800"), "task_id has a lone surrogate"),
        (lambda: GeneratedCode(meta=_nested(70)), "'meta' nests arrays and objects deeper"),
        (lambda: GeneratedCode(meta=10**4300), "'meta' has an integer of more digits"),
        (lambda: GeneratedCode(meta=math.nan), "'meta' holds nan"),
        (lambda: GeneratedCode(meta={1, 2}), "'meta' holds a set, which is not JSON"),
        (lambda: GeneratedCode(meta={1: 2}), "'meta' has a key that is not a string"),
        (
            lambda: GeneratedFile(file_path="a.py", description=" \ud800"),
            "description of 'a.py' has a lone surrogate",
        ),
        (
            lambda: GeneratedFile(file_path="a.py", content="\udc80"),
            "content of 'a.py' has a lone surrogate",
        ),
        (
            lambda: GeneratedFile(file_path="a.py", lang="\udc80"),
            "the field 'lang' of 'a.py' has a lone surrogate",
        ),
    ]
    for build, words in cases:
        with pytest.raises(ValidationError, match=words):
            build()


def test_the_deepest_header_the_format_carries_round_trips() -> None:
    code = GeneratedCode(meta=_nested(MAX_HEADER_DEPTH - 1))  # type: ignore[call-arg]
    assert loads(dumps(code)) == code
    biggest = GeneratedCode(meta=[10**4299, -(10**4299), 1.7976931348623157e308, -5e-324])  # type: ignore[call-arg]
    assert loads(dumps(biggest)) == biggest


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    header=st.dictionaries(
        st.sampled_from(["task_id", "dependencies", "meta", "x\ud800"]), _nasty_json
    ),
    field=st.sampled_from(FILE_FIELDS),
    value=st.one_of(_nasty_text, st.integers(), st.none()),
)
@example(header={}, field="description", value=" \ud800")
@example(header={"task_id": {}}, field="lang", value="x")
def test_a_model_built_without_validation_never_makes_dumps_write_what_loads_refuses(
    header: dict[str, Any], field: str, value: object
) -> None:
    file = GeneratedFile.model_construct(file_path="a.py", **{"content": "", field: value})
    code = GeneratedCode.model_construct(files=[file], **header)
    try:
        document = dumps(code)
    except (ValueError, TypeError):
        return  # refused, with a message
    try:
        loads(document)
    except ArtifactDecodeError as error:
        raise AssertionError(f"dumps wrote what loads refuses: {error.msg}") from None


def test_the_lenient_readers_still_replace_lone_surrogates() -> None:
    """Legacy JSON with a \\udc00 escape in a content validates with KEEP_LONE_SURROGATES and
    comes out of parse_response with U+FFFD in its place, reported."""
    from artifact_codec import parse_response

    result = parse_response('{"files": [{"file_path": "a.py", "content": "x\\udc00\\n"}]}')
    assert result.code.files[0].content == "x\ufffd\n"
    assert "lone-surrogate" in [d.code for d in result.diagnostics]


# -- the edits a model holds: every text of an operation and of its hunks ------------------------

OPERATION_TEXTS = ["content", "old", "new", "anchor"]


def _operation_with(field: str, value: str) -> Any:
    from artifact_codec.operations import FileOperation, Hunk, OperationKind

    if field == "content":
        return FileOperation(kind=OperationKind.CREATE, path="a.py", content=value)
    hunk = {"old": "x\n", "new": "y\n", field: value}
    return FileOperation(kind=OperationKind.EDIT, path="a.py", hunks=(Hunk(**hunk),))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(OPERATION_TEXTS), value=_nasty_text)
@example(field="new", value="\ud800")
@example(field="old", value="a\udfff")
@example(field="anchor", value="def f():\ud800")
@example(field="content", value="\udc80")
@example(field="new", value="\x00\r\n\x1f\x7f\x85\u2028")
def test_every_text_of_an_operation(field: str, value: str) -> None:
    """A lone surrogate anywhere in an edit is refused when the operation is built (so no
    model holds one); everything else round-trips through dumps and loads."""
    _round_trips_or_refuses(lambda: GeneratedCode(edits=[_operation_with(field, value)]))


def test_an_operation_names_the_text_with_the_surrogate() -> None:
    cases = [
        ("new", "x\ud800", "new of hunk 1 of the edit operation on 'a.py' has a lone surrogate"),
        ("anchor", "\udfff", "anchor of hunk 1 of the edit operation on 'a.py'"),
        ("content", "\udc80", "the content of the create operation on 'a.py'"),
    ]
    for field, value, words in cases:
        with pytest.raises(ValidationError, match=words):
            _operation_with(field, value)


@pytest.mark.parametrize("field", OPERATION_TEXTS)
def test_dumps_refuses_an_edit_built_without_validation_like_a_header_value(field: str) -> None:
    """An operation built with model_construct skipped the rule: dumps raises ValueError
    rather than write a document loads refuses."""
    from artifact_codec.operations import FileOperation, Hunk, OperationKind

    if field == "content":
        operation = FileOperation.model_construct(
            kind=OperationKind.CREATE, path="a.py", content="\ud800", new_path=None, hunks=()
        )
    else:
        hunk = Hunk(**{"old": "x\n", "new": "y\n", field: "\ud800"})
        operation = FileOperation.model_construct(
            kind=OperationKind.EDIT, path="a.py", hunks=(hunk,), content=None, new_path=None
        )
    code = GeneratedCode.model_construct(files=[], edits=[operation])
    with pytest.raises(ValueError, match="lone surrogate"):
        dumps(code)
