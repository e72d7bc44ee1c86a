"""hunt39: a folder for a legacy JSON answer's files said beside them in shapes fix-legacy29's
legacy_paths._unread_folder does not weigh (two levels down, a list of one object, a list of
several folders). Expected by hand: the files in that folder, or a refusal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

CODE = "import os\n"


def _answer(top: dict[str, Any]) -> str:
    return json.dumps({**top, "files": [{"path": "a.py", "content": CODE}]}, indent=2)


@pytest.mark.parametrize(
    "top",
    [
        pytest.param({"project": {"paths": {"root": "proj"}}}, id="two-levels-root"),
        pytest.param({"config": {"output": {"dir": "proj"}}}, id="two-levels-output-dir"),
        pytest.param({"project": [{"root": "proj"}]}, id="list-of-one-object"),
        # (the same folder twice is one folder)
        pytest.param({"target_dir": ["proj", "proj"]}, id="one-folder-twice"),
    ],
)
def test_a_folder_for_the_files_is_not_dropped(top: dict[str, Any]) -> None:
    meant_or_refused(parse_response(_answer(top)), [("proj/a.py", CODE)])


def test_two_folders_to_save_into_are_not_dropped() -> None:
    # The model saves a.py into proj/ and into backup/: never a.py at the root alone.
    result = parse_response(_answer({"save_to": ["proj", "backup"]}))
    meant_or_refused(result, [("proj/a.py", CODE), ("backup/a.py", CODE)])


@pytest.mark.parametrize("folder", ["proj", "backup"])
def test_a_file_in_one_of_two_folders_to_save_into_is_refused(folder: str) -> None:
    # (fix-legacy30: a.py is said saved into proj/ and backup/; the answer's path is in one of
    # them only: writing it once would drop the other copy)
    answer = json.dumps(
        {"save_to": ["proj", "backup"], "files": [{"path": f"{folder}/a.py", "content": CODE}]}
    )
    assert not parse_response(answer).usable


def test_a_list_of_settings_is_no_folder() -> None:
    # (several different items under a key that is no place to save: a list of settings)
    answer = json.dumps(
        {"plugins": ["lint", "format"], "files": [{"path": "a.py", "content": CODE}]}
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.py", CODE)]
