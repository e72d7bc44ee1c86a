"""fix-legacy29: the edges of the rules that read a folder beside a legacy answer's files
(legacy_paths._unread_folder one level down, an app's own folder setting) and of a key
named for commands whose last word names a place. Expected by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

CODE = "import os\n"


def _answer(top: dict[str, Any]) -> str:
    return json.dumps({**top, "files": [{"path": "a.py", "content": CODE}]}, indent=2)


@pytest.mark.parametrize(
    "top",
    [
        pytest.param({"config": {"static_dir": "static"}}, id="nested-static-dir"),
        pytest.param({"settings": {"upload_folder": "uploads", "debug": True}}, id="nested-upload"),
        pytest.param({"exclude": ["node_modules/", "dist/"]}, id="list-of-several"),
    ],
)
def test_an_apps_setting_beside_the_files_keeps_them(top: dict[str, Any]) -> None:
    result = parse_response(_answer(top))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CODE)]


@pytest.mark.parametrize(
    ("top", "folder"),
    [
        # (a qualifier that is no app data word: the folder may be the files')
        pytest.param({"gen_dir": "proj"}, "proj", id="unknown-qualifier"),
        pytest.param({"write_into": "pkg"}, "pkg", id="write-into"),
        pytest.param({"project": {"name": "demo", "root": "proj"}}, "proj", id="nested-root"),
        pytest.param({"target_dir": ["out"]}, "out", id="known-key-in-a-list"),
    ],
)
def test_a_folder_for_the_files_is_not_dropped(top: dict[str, Any], folder: str) -> None:
    meant_or_refused(parse_response(_answer(top)), [(f"{folder}/a.py", CODE)])


def test_a_command_under_a_key_ending_in_a_place_word_is_still_weighed() -> None:
    # ("build_dir" is no key named for commands, but a string starting with one still is)
    result = parse_response(_answer({"build_dir": "rm a.py"}))
    assert not result.usable
