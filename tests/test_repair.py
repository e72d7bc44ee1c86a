"""The JSON repair layer: fixtures, the report, schemas, and properties."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.repair import (
    MAX_DEPTH,
    ArrayShape,
    ObjectShape,
    RepairKind,
    RepairResult,
    ScalarShape,
    as_shape,
    repair_json,
    repair_json_report,
    shape_from_model,
    shape_from_template,
)
from artifact_codec.models import GeneratedCode

DATA = Path(__file__).parent / "data" / "repair"
CASES = sorted(path.stem for path in DATA.glob("*.txt"))


def _read(name: str) -> tuple[str, Any]:
    text = (DATA / f"{name}.txt").read_bytes().decode("utf-8")
    expected = json.loads((DATA / f"{name}.json").read_text("utf-8"))
    return text, expected


def test_there_are_fixtures() -> None:
    assert len(CASES) >= 30


@pytest.mark.parametrize("name", CASES)
def test_fixture(name: str) -> None:
    text, expected = _read(name)
    schema = GeneratedCode if name.startswith("legacy-") else None
    result = repair_json_report(text, schema=schema)
    assert json.loads(result.text) == expected
    assert result.truncated == ("truncated" in name)
    assert result.repairs, "every fixture is broken somehow, so something must be reported"
    assert repair_json(result.text) == result.text


# --------------------------------------------------------------------------------------------
# Valid JSON is never changed

VALID = [
    '{"a": 1}',
    "[]",
    '"just a string"',
    "42",
    "null",
    '  {"spaced" :  [ 1 , 2 ] }  \n',
    '{"esc": "\\"quoted\\" \\\\ back \\n new \\u00e9 \\ud83d\\ude00"}',
    json.dumps({"pretty": [1, {"x": None}], "u": "ünï"}, indent=2, ensure_ascii=False),
    '{"nan": NaN, "inf": -Infinity}',  # what json.loads accepts is left alone
    '{"dup": 1, "dup": 2}',
]


@pytest.mark.parametrize("text", VALID)
def test_valid_json_comes_back_unchanged(text: str) -> None:
    result = repair_json_report(text)
    assert result.text is text
    assert result.repairs == ()
    assert not result.truncated
    assert not result.changed


def test_valid_json_with_schema_comes_back_unchanged() -> None:
    text = json.dumps({"task_id": "x", "files": [], "unknown": {"k": "v"}})
    assert repair_json(text, schema=GeneratedCode) is text


# --------------------------------------------------------------------------------------------
# The report


def test_report_lists_kind_position_line_and_column() -> None:
    text = '{\n  "a": null,\n  "b": True,\n}'
    result = repair_json_report(text)
    assert json.loads(result.text) == {"a": None, "b": True}
    kinds = [repair.kind for repair in result.repairs]
    assert kinds == [RepairKind.PYTHON_LITERAL, RepairKind.TRAILING_COMMA]
    literal = result.repairs[0]
    assert (literal.pos, literal.line, literal.column) == (text.index("True"), 3, 8)
    assert str(literal) == "line 3, column 8: replaced True with true [python-literal]"
    assert result.report_lines() == [str(repair) for repair in result.repairs]


def test_repair_kinds_are_stable_strings() -> None:
    assert RepairKind.UNESCAPED_QUOTE.value == "unescaped-quote"
    assert RepairKind("trailing-comma") is RepairKind.TRAILING_COMMA
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", kind.value) for kind in RepairKind)


def test_unescaped_quotes_are_counted_once_per_string() -> None:
    result = repair_json_report('{"code": "print("a", "b")"}')
    (repair,) = result.repairs
    assert repair.kind is RepairKind.UNESCAPED_QUOTE
    assert repair.message == "escaped 4 unescaped '\"' inside a string"
    assert repair.column == 17


def test_many_repairs_are_summarised() -> None:
    text = "[" + ", ".join(["True"] * 500) + ", null]"  # not a Python literal either
    result = repair_json_report(text)
    assert json.loads(result.text) == [True] * 500 + [None]
    assert len(result.repairs) == 51
    assert result.repairs[-1].message == "... and 450 more repairs of this kind"


def test_truncation_reports_the_path_of_the_cut_value() -> None:
    text = '{"files": [{"file_path": "a.py", "content": "x"}, {"file_path": "b.py", "content": "y'
    result = repair_json_report(text)
    assert result.truncated
    assert result.truncated_path == ("files", 1, "content")
    assert json.loads(result.text)["files"][1] == {"file_path": "b.py", "content": "y"}
    assert result.repairs[-1].kind is RepairKind.TRUNCATED
    assert result.repairs[-1].pos == len(text)


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"a": [1, 2', ("a",)),
        ('{"a": {"b": [{"c": 1}, ', ("a", "b")),
        ('[{"a": "x"}, {"b": "y', (1, "b")),
        ('{"a": 1, "long_key', ()),
    ],
)
def test_truncated_path(text: str, path: tuple[str | int, ...]) -> None:
    assert repair_json_report(text).truncated_path == path


def test_prose_and_fences_are_reported_as_dropped_text() -> None:
    result = repair_json_report('Here:\n```json\n{"a": 1}\n```\nBye {x}.')
    assert result.text == '{"a": 1}'
    kinds = [repair.kind for repair in result.repairs]
    assert kinds == [RepairKind.LEADING_TEXT, RepairKind.TRAILING_TEXT]
    assert "markdown fence" in result.repairs[0].message


def test_the_longest_json_in_prose_is_taken() -> None:
    text = 'A small one {"a": 1}, then the real one {"b": [1, 2, 3], "c": {"d": "e"}} and [2].'
    assert json.loads(repair_json(text)) == {"b": [1, 2, 3], "c": {"d": "e"}}


# --------------------------------------------------------------------------------------------
# Errors


@pytest.mark.parametrize("text", ["", "   \n\t", "no json here at all", "}}}", "::::"])
def test_nothing_json_like_raises(text: str) -> None:
    with pytest.raises(ArtifactDecodeError) as caught:
        repair_json(text)
    error = caught.value
    assert error.doc == text
    assert 0 <= error.pos <= len(text)
    assert str(error).startswith(f"line {error.lineno}, column {error.colno}: ")


def test_too_deep_nesting_raises_with_position() -> None:
    text = "[" * (MAX_DEPTH + 10)
    with pytest.raises(ArtifactDecodeError, match="nested deeper than") as caught:
        repair_json(text)
    assert caught.value.pos == MAX_DEPTH


def test_nesting_up_to_the_limit_is_repaired() -> None:
    text = "[" * MAX_DEPTH
    result = repair_json_report(text)
    assert result.truncated
    assert result.text == "[" * MAX_DEPTH + "]" * MAX_DEPTH


def test_non_text_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="must be a str"):
        repair_json(b'{"a": 1}')  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Schemas


def test_shape_of_generated_code() -> None:
    shape = shape_from_model(GeneratedCode)
    assert shape.keys == frozenset(
        {"task_id", "project_id", "files", "dependencies", "setup_instructions", "edits"}
    )
    files = shape.child("files")
    assert isinstance(files, ArrayShape)
    assert isinstance(files.item, ObjectShape)
    assert files.item.keys == frozenset(
        {
            "file_path",
            "content",
            "file_type",
            "description",
            "semantic_unit_id",
            "component_id",
        }
    )
    assert shape.child("dependencies") == ArrayShape(ScalarShape("string"))


class _Inner(BaseModel):
    name: str
    tags: list[str] = []


class _Outer(BaseModel):
    title: str
    items: list[_Inner]
    by_name: dict[str, _Inner] = {}
    parent: _Outer | None = None


def test_shape_of_nested_and_recursive_models() -> None:
    shape = shape_from_model(_Outer)
    assert shape.keys == frozenset({"title", "items", "by_name", "parent"})
    items = shape.child("items")
    assert isinstance(items, ArrayShape)
    assert isinstance(items.item, ObjectShape)
    assert items.item.keys == frozenset({"name", "tags"})
    by_name = shape.child("by_name")
    assert isinstance(by_name, ObjectShape)
    assert by_name.keys is None  # any key
    assert isinstance(by_name.other, ObjectShape)
    assert by_name.other.keys == frozenset({"name", "tags"})
    parent = shape.child("parent")
    assert isinstance(parent, ObjectShape)
    assert parent.keys is None  # recursion stops with an open object


def test_shape_from_template_and_as_shape() -> None:
    template = {"task_id": None, "files": [{"file_path": str, "content": None}]}
    shape = shape_from_template(template)
    assert isinstance(shape, ObjectShape)
    assert shape.keys == frozenset({"task_id", "files"})
    files = shape.child("files")
    assert isinstance(files, ArrayShape)
    assert isinstance(files.item, ObjectShape)
    assert files.item.keys == frozenset({"file_path", "content"})
    assert as_shape(template) == shape
    assert as_shape(shape) is shape
    assert as_shape(None) is None
    assert as_shape(GeneratedCode) == shape_from_model(GeneratedCode)
    with pytest.raises(TypeError, match="schema must be"):
        as_shape(42)


# In this compact document the code contains `", "size": ` which looks exactly like the end
# of the content string followed by another key of the same object.
AMBIGUOUS = '{"files": [{"file_path": "rows.py", "content": "ROW = {"name": "a", "size": 1}\\n"}]}'


def test_schema_decides_where_code_ends() -> None:
    meant = {"files": [{"file_path": "rows.py", "content": 'ROW = {"name": "a", "size": 1}\n'}]}
    assert json.loads(repair_json(AMBIGUOUS, schema=GeneratedCode)) == meant


def test_without_schema_a_dict_literal_is_found_by_reading_to_its_end() -> None:
    # `", "size": 1}` would end the content and add a key, but the object would then end
    # before `\n"}]}`, which is not JSON: so it is code.
    value = json.loads(repair_json(AMBIGUOUS))
    assert value["files"][0]["content"] == 'ROW = {"name": "a", "size": 1}\n'


def test_without_schema_code_that_reads_like_the_next_object_is_structure() -> None:
    # Documented limit: `", "c": 1}, {"d": "e"}` could be the end of this file's object and
    # the start of the next one; without a schema nothing tells it from structure.
    code = 'rows = [{"a": "b", "c": 1}, {"d": "e"}]\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + code.replace("\n", "\\n") + '"}]}'
    value = json.loads(repair_json(text))
    assert value["files"][0]["content"] == 'rows = [{"a": "b'
    assert value["files"][0]["c"] == 1
    assert list(value["files"][1]) == ["d"]
    fixed = json.loads(repair_json(text, schema=GeneratedCode))
    assert fixed == {"files": [{"file_path": "a.py", "content": code}]}


def test_a_template_schema_works_like_a_model() -> None:
    template = {"files": [{"file_path": None, "content": None}]}
    value = json.loads(repair_json(AMBIGUOUS, schema=template))
    assert value["files"][0]["content"] == 'ROW = {"name": "a", "size": 1}\n'


def test_a_known_key_inside_code_is_read_as_structure() -> None:
    # Documented limit: content containing `"}, {"file_path": "` (a known key right after a
    # plausible object end) cannot be told from the real structure, even with the schema.
    text = (
        '{"files": [{"file_path": "a.py", "content": "s = "}, {"file_path": "b"\\n"}, '
        '{"file_path": "c.py", "content": ""}]}'
    )
    value = json.loads(repair_json(text, schema=GeneratedCode))
    assert [item["file_path"] for item in value["files"]] == ["a.py", 'b"\n', "c.py"]
    assert value["files"][0]["content"] == "s = "


def test_pretty_printed_layout_separates_code_from_structure_without_schema() -> None:
    code = 'CONFIG = {\n    "name": "demo",\n    "debug": False,\n}\n'
    document = {"file_path": "cfg.py", "content": code, "description": "settings"}
    broken = json.dumps(document, indent=2).replace('\\"', '"').replace("\\n", "\n")
    assert json.loads(repair_json(broken)) == document


def test_unknown_keys_with_schema_need_layout_evidence() -> None:
    pretty = '{\n  "file_path": "a.py",\n  "content": "x = "1"",\n  "language": "python"\n}'
    value = json.loads(repair_json(pretty, schema={"file_path": None, "content": None}))
    assert value == {"file_path": "a.py", "content": 'x = "1"', "language": "python"}


# --------------------------------------------------------------------------------------------
# Properties

JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**15), max_value=10**15)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text()
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_property_valid_json_round_trips(value: Any) -> None:
    for text in (json.dumps(value), json.dumps(value, indent=2, ensure_ascii=False)):
        assert json.loads(repair_json(text)) == value


_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")


def _raw_control_characters(text: str) -> str:
    """Undo the escapes of newlines and tabs (a model writing them raw)."""
    raw = {"n": "\n", "t": "\t"}
    return _ESCAPE.sub(lambda match: raw.get(match.group(1), match.group(0)), text)


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_property_raw_newlines_and_tabs_are_recovered_exactly(value: Any) -> None:
    for indent in (None, 2):
        broken = _raw_control_characters(json.dumps(value, indent=indent, ensure_ascii=False))
        assert json.loads(repair_json(broken)) == value


def _with_trailing_commas(value: Any) -> str:
    if isinstance(value, dict):
        members = "".join(
            f"{json.dumps(k)}: {_with_trailing_commas(v)}, " for k, v in value.items()
        )
        return "{" + members + "}"
    if isinstance(value, list):
        return "[" + "".join(f"{_with_trailing_commas(item)}, " for item in value) + "]"
    return json.dumps(value)


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_property_trailing_commas_are_removed(value: Any) -> None:
    assert json.loads(repair_json(_with_trailing_commas(value))) == value


PYTHON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(max_size=8), children, min_size=1, max_size=4)
    ),
    max_leaves=15,
)


# Documented limit: repr() writes a first key containing "'" with double quotes, and then the
# text is read as JSON (where a Python escape such as \x1f means a literal backslash).
FIRST_KEYS = st.text(alphabet=st.characters(exclude_characters="'"), min_size=1, max_size=8)


@settings(max_examples=200, deadline=None)
@given(FIRST_KEYS, PYTHON_VALUES, st.dictionaries(st.text(max_size=8), PYTHON_VALUES, max_size=3))
def test_property_python_dict_literals_are_read_exactly(
    first: str, value: Any, rest: dict[str, Any]
) -> None:
    literal = {first: value, **rest}
    assert json.loads(repair_json(repr(literal))) == literal


TEXTS = st.text(alphabet=st.sampled_from(list("{}[]\"',:\\ \nab1-.tfnTN/*#`\u201c\u201d")))


@settings(max_examples=400, deadline=None)
@given(TEXTS | st.text())
def test_property_any_text_repairs_to_json_or_raises_decode_error(text: str) -> None:
    try:
        repaired = repair_json(text)
    except ArtifactDecodeError:
        return
    json.loads(repaired)
    assert repair_json(repaired) == repaired


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES, st.integers(min_value=0, max_value=10**6))
def test_property_truncated_json_repairs_and_is_idempotent(value: Any, cut: int) -> None:
    text = json.dumps(value, indent=2)
    piece = text[: cut % (len(text) + 1)]
    try:
        result = repair_json_report(piece)
    except ArtifactDecodeError:
        assert not piece.strip(), f"only empty text may be unrepairable, not {piece!r}"
        return
    json.loads(result.text)
    assert repair_json(result.text) == result.text


def test_repair_result_is_immutable() -> None:
    result = RepairResult("{}")
    with pytest.raises(AttributeError):
        result.text = "[]"  # type: ignore[misc]
