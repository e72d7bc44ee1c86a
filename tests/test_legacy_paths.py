"""A legacy file object whose path is spread over two keys (``legacy_paths.join_path_keys``):
joined by the documented rules with a warning naming the join, refused when they disagree."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response
from artifact_codec.result import Status


def _read(item: dict[str, str]) -> tuple[Status, list[tuple[str, str]], list[str]]:
    result = parse_response(json.dumps({"files": [item]}, indent=2))
    files = [] if result.code is None else [(f.file_path, f.content) for f in result.code.files]
    return result.status, files, [note.code for note in result.diagnostics]


@pytest.mark.parametrize(
    ("item", "meant"),
    [
        ({"filename": "a.py", "directory": "src/", "content": "x"}, "src/a.py"),
        ({"name": "App.tsx", "path": "src/components/", "content": "x"}, "src/components/App.tsx"),
    ],
    ids=["folder-key", "name-and-folder-path-with-slash"],
)
def test_a_folder_and_a_bare_name_are_joined_with_a_warning(
    item: dict[str, str], meant: str
) -> None:
    status, files, codes = _read(item)
    assert files == [(meant, "x")]
    assert status is Status.RECOVERED
    assert "legacy-path-joined" in codes


@pytest.mark.parametrize(
    "item",
    [
        {"file_path": "lib/a.py", "directory": "src", "content": "x"},
        {"full_path": "src/b.py", "filename": "a.py", "content": "x"},
        {"name": "App.tsx", "path": "src/components/Main.tsx", "content": "x"},
        {"name": "Dockerfile", "path": "docker", "content": "x"},
        {"file_path": "a.py", "dir": "src", "folder": "lib", "content": "x"},
    ],
    ids=["path-outside-folder", "full-path-other-name", "name-other-file", "no-suffix", "two"],
)
def test_path_keys_that_disagree_refuse_the_file(item: dict[str, str]) -> None:
    status, files, codes = _read(item)
    assert not status.usable
    assert files == []
    assert "conflicting-path" in codes


@pytest.mark.parametrize(
    ("item", "meant"),
    [
        ({"file_path": "src/a.py", "directory": "src", "content": "x"}, "src/a.py"),
        ({"full_path": "src/a.py", "path": "src/a.py", "content": "x"}, "src/a.py"),
        ({"name": "a.py", "path": "src/a.py", "content": "x"}, "src/a.py"),
    ],
    ids=["path-in-folder", "same-full-path", "name-is-last-part"],
)
def test_path_keys_that_agree_are_one_path(item: dict[str, str], meant: str) -> None:
    status, files, codes = _read(item)
    assert status.usable
    assert files == [(meant, "x")]
    assert "legacy-path-joined" not in codes


def test_a_name_that_is_no_file_name_stays_a_field() -> None:
    result = parse_response(
        json.dumps({"files": [{"name": "Main module", "path": "src/a.py", "content": "x"}]})
    )
    assert result.status is Status.CLEAN
    assert result.code is not None
    assert [(f.file_path, f.model_extra) for f in result.code.files] == [
        ("src/a.py", {"name": "Main module"})
    ]


@pytest.mark.parametrize(
    ("header", "path", "usable"),
    [
        ({"project_dir": "backend"}, "app.py", False),
        ({"directory": "src/"}, "lib/a.py", False),
        ({"project_dir": "backend"}, "backend/app.py", True),
        ({"project_root": "/home/u/app"}, "app.py", True),
        ({"project_dir": "."}, "app.py", True),
        ({"project_name": "backend"}, "app.py", True),
    ],
    ids=["outside", "outside-slash", "inside", "absolute", "dot", "no-folder-key"],
)
def test_a_folder_beside_the_files_refuses_a_file_outside_it(
    header: dict[str, str], path: str, usable: bool
) -> None:
    answer = {**header, "files": [{"file_path": path, "content": "x"}]}
    result = parse_response(json.dumps(answer))
    assert result.status.usable is usable
    if usable:
        assert result.code is not None
        assert [f.file_path for f in result.code.files] == [path]
    else:
        assert "conflicting-path" in [note.code for note in result.diagnostics]


# --- fix-repair22: key spellings, dots, values that are no place ---------------------------


@pytest.mark.parametrize(
    ("item", "meant"),
    [
        ({"filename": "a.py", "folder-path": "src", "content": "x"}, "src/a.py"),
        ({"path": ".config/a.py", "folder": ".config", "content": "x"}, ".config/a.py"),
        ({"filename": "a.py", "directory": "./", "content": "x"}, "a.py"),
        ({"name": "src/a.py", "path": "./src/a.py", "content": "x"}, "src/a.py"),
    ],
    ids=["kebab-folder-key", "dot-folder", "root-folder", "name-is-the-same-path"],
)
def test_spellings_and_dots_that_make_one_path(item: dict[str, str], meant: str) -> None:
    _, files, _ = _read(item)
    assert [path.removeprefix("./") for path, _ in files] == [meant]


@pytest.mark.parametrize(
    "item",
    [
        {"path": "a.py", "mime_type": "text/x-python", "content": "x"},
        {"path": "a.py", "origin": "https://example.com/a/b.py", "content": "x"},
        {"path": "a.py", "language": "python", "type": "text/plain", "content": "x"},
    ],
    ids=["mime-type", "url", "language-and-type"],
)
def test_values_that_are_no_place_are_not_a_second_path(item: dict[str, str]) -> None:
    status, files, _ = _read(item)
    assert files == [("a.py", "x")]
    assert status in (Status.CLEAN, Status.RECOVERED)


@pytest.mark.parametrize(
    "item",
    [
        {"path": "a.py", "target": "src/a.py", "content": "x"},
        {"path": "a.py", "parentFolder": "lib", "content": "x"},
        {"filename": "a.py", "directory": "src/../../x", "content": "x"},
        {"filename": "a.py", "directory": "%USERPROFILE%/app", "content": "x"},
    ],
    ids=["unknown-key-with-a-path", "camel-parent-folder", "parent-inside", "windows-home"],
)
def test_a_second_place_under_any_key_is_refused(item: dict[str, str]) -> None:
    _, files, codes = _read(item)
    assert files == []
    assert "conflicting-path" in codes
