"""Hunt 32: a folder for the files given beside them (fix-legacy27's ``_unread_folder``) in
shapes the rule does not read: one level down in an object, or under a key whose place word
the list lacks. The model meant its files inside that folder; a result writing them at the
project's root is wrong (a refusal is safe). Expected by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

CODE = "import os\n"


@pytest.mark.parametrize(
    ("top", "folder"),
    [
        pytest.param({"project": {"root": "proj"}}, "proj", id="project-root"),
        pytest.param(
            {"project": {"name": "demo", "directory": "proj"}}, "proj", id="project-directory"
        ),
        pytest.param({"output": {"dir": "proj"}}, "proj", id="output-dir-nested"),
        pytest.param({"config": {"output_dir": "proj/src"}}, "proj/src", id="config-output-dir"),
        pytest.param({"save_to": "lib"}, "lib", id="save-to"),
    ],
)
def test_a_folder_beside_the_files_is_not_dropped(top: dict[str, Any], folder: str) -> None:
    answer = json.dumps({**top, "files": [{"path": "a.py", "content": CODE}]}, indent=2)
    result = parse_response(answer)
    meant_or_refused(result, [(f"{folder}/a.py", CODE)])


@pytest.mark.parametrize(
    ("top", "folder"),
    [
        pytest.param({"meta": {"output_dir": "proj"}}, "proj", id="meta-output-dir"),
        pytest.param({"settings": {"root_dir": "proj"}}, "proj", id="settings-root-dir"),
        pytest.param({"paths": {"base": "proj"}}, "proj", id="paths-base"),
        pytest.param({"root": {"path": "proj"}}, "proj", id="root-path"),
        pytest.param({"project": {"path": "proj/"}}, "proj", id="project-path"),
        pytest.param({"output_dir": ["proj"]}, "proj", id="output-dir-list"),
    ],
)
def test_a_folder_in_an_object_or_list_beside_the_files_is_not_dropped(
    top: dict[str, Any], folder: str
) -> None:
    answer = json.dumps({**top, "files": [{"path": "a.py", "content": CODE}]}, indent=2)
    result = parse_response(answer)
    meant_or_refused(result, [(f"{folder}/a.py", CODE)])


# --- false refusals: the app's own folders (a setting of the code, not where files go) ------
@pytest.mark.parametrize(
    "top",
    [
        pytest.param({"static_dir": "static"}, id="static-dir"),
        pytest.param({"templates_dir": "templates"}, id="templates-dir"),
        pytest.param({"build_dir": "dist"}, id="build-dir"),
        pytest.param({"log_dir": "logs"}, id="log-dir"),
        pytest.param({"upload_folder": "uploads"}, id="upload-folder"),
    ],
)
def test_an_apps_own_folder_setting_beside_the_files_keeps_them(top: dict[str, Any]) -> None:
    answer = json.dumps({**top, "files": [{"path": "a.py", "content": CODE}]}, indent=2)
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CODE)]
