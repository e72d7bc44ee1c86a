"""fix-legacy27: the top-level members of a legacy JSON answer beside its files.

A member no rule reads whose value has a folder's shape may be where the files go (two
readings: not usable); a member that is a name, a sentence, a version, a URL, a file's path
stays an unread key (recovered). A map of suffixes to their kinds beside the files is no
dotfiles' text. Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_FILES = [{"path": "a.py", "content": "x = 1\n"}]


@pytest.mark.parametrize(
    "others",
    [
        # a bare word under a key named for a place
        pytest.param({"root": "proj"}, id="root"),
        pytest.param({"outputPath": "proj"}, id="camel-output-path"),
        pytest.param({"target": "proj/"}, id="target-trailing-slash"),
        # a folder with a '/' under any key: its shape says a folder
        pytest.param({"project": "apps/web"}, id="slash-any-key"),
        pytest.param({"notes_on": "./proj/"}, id="dot-slash"),
        pytest.param({"base": "../proj"}, id="parent"),
    ],
)
def test_a_folder_under_an_unread_key_refuses_the_files_outside_it(
    others: dict[str, object],
) -> None:
    # the model may have meant proj/a.py (or apps/web/a.py): a.py at the root is a guess
    result = parse_response(json.dumps({**others, "files": _FILES}))
    assert not result.usable
    codes = [d.code for d in result.diagnostics]
    assert "conflicting-path" in codes
    message = next(d.message for d in result.diagnostics if d.code == "conflicting-path")
    assert repr(next(iter(others))) in message
    assert "drop" in message


def test_a_file_inside_the_folder_named_beside_it_is_kept() -> None:
    files = [{"path": "proj/a.py", "content": "x = 1\n"}]
    result = parse_response(json.dumps({"root": "proj", "files": files}))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("proj/a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "others",
    [
        pytest.param({"project": "demo"}, id="name"),  # a bare word under no place's key
        pytest.param({"language": "python"}, id="language"),
        pytest.param({"version": "1.0.0"}, id="version"),
        pytest.param({"prefix": "v1.2"}, id="version-under-place-key"),
        pytest.param({"url": "https://example.com/app"}, id="url"),
        pytest.param({"content_type": "text/html"}, id="mime"),
        pytest.param({"notes": "Put it in proj"}, id="sentence"),
        pytest.param({"entry": "a.py"}, id="written-file"),
        pytest.param({"main": "src/main.py"}, id="file-path"),
        pytest.param({"package": "@acme/widgets"}, id="scoped-package"),
        pytest.param({"root": "."}, id="root-dot"),
        pytest.param({"root": "/home/me/proj"}, id="absolute"),
        pytest.param({"count": 3}, id="number"),
    ],
)
def test_a_member_that_is_no_folder_stays_an_unread_key(others: dict[str, object]) -> None:
    result = parse_response(json.dumps({**others, "files": _FILES}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
    assert "legacy-unknown-key" in [d.code for d in result.diagnostics]


def test_a_folder_shaped_written_file_path_is_no_folder() -> None:
    # bin/run has no suffix, but it is the answer's own file: no folder for the others
    files = [{"path": "bin/run", "content": "echo hi\n"}, *_FILES]
    result = parse_response(json.dumps({"entry": "bin/run", "files": files}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert sorted(f.file_path for f in result.code.files) == ["a.py", "bin/run"]


_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


@pytest.mark.parametrize(
    "others",
    [
        pytest.param(
            {"languages": {".rs": "rust", ".kt": "kotlin", ".md": "markdown"}}, id="langs"
        ),
        pytest.param({"types": {".svg": "image/svg+xml"}}, id="mime-not-spelled"),
    ],
)
def test_a_map_of_suffixes_to_their_kinds_is_no_file_text(others: dict[str, object]) -> None:
    result = parse_response(json.dumps({"files": _A, **others}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "others",
    [
        # a dotfile with a one-word text that does not spell its name: that file's text
        pytest.param({"config_files": {".gitignore": "dist"}}, id="gitignore"),
        pytest.param({"config_files": {".env": "production"}}, id="env"),
        pytest.param({"config_files": {".nvmrc": "node"}}, id="nvmrc-word"),
        # one member that is no suffix's kind: the map is no such map
        pytest.param({"config": {".ts": "typescript", ".nvmrc": "18"}}, id="mixed"),
    ],
)
def test_a_dotfile_with_one_word_of_text_is_still_a_file(others: dict[str, object]) -> None:
    # the model meant a dotfile with that text, which the result does not hold
    result = parse_response(json.dumps({"files": _A, **others}))
    assert not result.usable


@pytest.mark.parametrize(
    "others",
    [
        # "go" is the go tool's name: the one-word value is weighed as a command run after
        # the files (changed-after), though it is the language of the suffix .go
        pytest.param({"languages": {".go": "go"}}, id="go"),
        # "c" does not spell ".h": the map is read as a dotfile's text (mixed-conventions)
        pytest.param({"languages": {".c": "c", ".h": "c"}}, id="header-c"),
    ],
)
def test_a_suffix_map_the_rules_miss_keeps_the_answer(others: dict[str, object]) -> None:
    result = parse_response(json.dumps({"files": _A, **others}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/a.py", "x = 1\n")]
