"""hunt39: a folder for a legacy JSON answer's files said beside them in shapes fix-legacy29's
legacy_paths._unread_folder does not weigh (two levels down, a list of one object, a list of
several folders). Expected by hand: the files in that folder, or a refusal."""

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
