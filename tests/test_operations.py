"""The operation model: each kind takes exactly what it needs, paths obey the path policy."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from artifact_codec import FileOperation, Hunk, OperationKind, ParseResult, Status
from artifact_codec.result import Format

HUNK = Hunk(old="a = 1\n", new="a = 2\n", line_hint=3)


@pytest.mark.parametrize(
    "values",
    [
        {"kind": "create", "path": "a.py", "content": "x\n"},
        {"kind": "replace", "path": "a.py", "content": ""},
        {"kind": "edit", "path": "a.py", "hunks": [HUNK]},
        {"kind": "delete", "path": "a.py"},
        {"kind": "rename", "path": "a.py", "new_path": "b.py"},
        {"kind": "rename", "path": "a.py", "new_path": "b.py", "hunks": [HUNK]},
    ],
)
def test_each_kind_accepts_what_it_needs(values: dict[str, object]) -> None:
    operation = FileOperation.model_validate(values)
    assert operation.kind is OperationKind(values["kind"])
    assert FileOperation.model_validate_json(operation.model_dump_json()) == operation


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"kind": "create", "path": "a.py"}, "needs content"),
        ({"kind": "replace", "path": "a.py"}, "needs content"),
        ({"kind": "edit", "path": "a.py", "content": "x"}, "takes no content"),
        ({"kind": "delete", "path": "a.py", "content": "x"}, "takes no content"),
        ({"kind": "edit", "path": "a.py"}, "at least one hunk"),
        ({"kind": "rename", "path": "a.py"}, "new_path is required"),
        ({"kind": "edit", "path": "a.py", "hunks": [HUNK], "new_path": "b.py"}, "only for a"),
        ({"kind": "delete", "path": "a.py", "hunks": [HUNK]}, "takes no hunks"),
        ({"kind": "create", "path": "a.py", "content": "", "hunks": [HUNK]}, "takes no hunks"),
    ],
)
def test_each_kind_refuses_what_does_not_fit_it(values: dict[str, object], words: str) -> None:
    with pytest.raises(ValidationError, match=words):
        FileOperation.model_validate(values)


@pytest.mark.parametrize("path", ["../etc/passwd", "/abs.py", "a\\b.py", ".git/config", ""])
def test_paths_obey_the_path_policy(path: str) -> None:
    with pytest.raises(ValidationError):
        FileOperation(kind=OperationKind.DELETE, path=path)
    with pytest.raises(ValidationError):
        FileOperation(kind=OperationKind.RENAME, path="a.py", new_path=path)


def test_harmless_spellings_are_normalized_like_file_paths() -> None:
    operation = FileOperation(kind=OperationKind.RENAME, path="./src//a.py", new_path="./b.py")
    assert (operation.path, operation.new_path) == ("src/a.py", "b.py")


def test_line_numbers_start_at_one() -> None:
    with pytest.raises(ValidationError):
        Hunk(old="", new="x", line_hint=0)


@given(st.text(), st.text(), st.none() | st.text(), st.none() | st.integers(1, 10**6))
def test_hunks_round_trip_through_json(
    old: str, new: str, anchor: str | None, hint: int | None
) -> None:
    hunk = Hunk(old=old, new=new, anchor=anchor, line_hint=hint)
    assert Hunk.model_validate_json(hunk.model_dump_json()) == hunk


def test_a_result_lists_its_edits_in_its_dict() -> None:
    operation = FileOperation(kind=OperationKind.EDIT, path="a.py", hunks=(HUNK,))
    result = ParseResult(Status.EDIT_BLOCKS, Format.NONE, edits=[operation])
    assert result.to_dict()["edits"] == [operation.model_dump(mode="json")]
    assert "edits" not in ParseResult(Status.NO_ARTIFACT, Format.NONE).to_dict()


def test_an_insertion_at_a_line_needs_an_empty_old_text() -> None:
    assert Hunk(old="", new="x\n", after_line=0).after_line == 0
    with pytest.raises(ValidationError, match="needs an empty 'old'"):
        Hunk(old="a\n", new="x\n", after_line=3)
    with pytest.raises(ValidationError):
        Hunk(old="", new="x\n", after_line=-1)


def test_without_place_forgets_where_and_how_only() -> None:
    placed = FileOperation(
        kind=OperationKind.RENAME,
        path="a.py",
        new_path="b.py",
        hunks=(Hunk(old="a\n", new="b\n", anchor="def f():", at_end=True, line=4, column=2),),
        convention="v4a-patch",
        line=3,
        column=1,
    )
    plain = placed.without_place()
    assert plain == FileOperation(
        kind=OperationKind.RENAME,
        path="a.py",
        new_path="b.py",
        hunks=(Hunk(old="a\n", new="b\n", anchor="def f():", at_end=True),),
    )
    assert plain.without_place() == plain
