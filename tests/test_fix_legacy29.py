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


# --- the prose around a legacy JSON answer (legacy_json._say_partial) -------------------------
def _json(content: str = CODE) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


@pytest.mark.parametrize(
    "before",
    ["Here is the updated a.py:", "Create a.py with:", "Here is the complete a.py:", "Done."],
)
@pytest.mark.parametrize("fenced", [True, False], ids=["fenced", "bare"])
def test_a_lead_in_saying_the_whole_file_keeps_it(before: str, fenced: bool) -> None:
    body = _json()
    answer = f"{before}\n\n```json\n{body}\n```\n" if fenced else f"{before}\n{body}\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CODE)]


def test_a_lead_in_saying_a_piece_is_named_partial_file() -> None:
    answer = f"Some context first.\n\nAppend this to a.py:\n```json\n{_json()}\n```\n"
    result = parse_response(answer)
    assert not result.usable
    assert "partial-file" in [d.code for d in result.diagnostics]


def test_a_note_saying_the_whole_file_keeps_it() -> None:
    answer = json.dumps(
        {"note": "Generated for Python 3.11.", "files": [{"path": "a.py", "content": CODE}]}
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])


@pytest.mark.parametrize(
    "before",
    [
        "Insert the following into main() in a.py:",
        "Here is the new import (the rest of a.py is unchanged):",
        "Replace the body of main() with:",
    ],
)
def test_the_same_sentence_above_a_markdown_file_block_refuses_it(before: str) -> None:
    # (labels.prose_says_partial is shared: the Markdown reader's sentence before a block)
    answer = f"{before}\n\n**a.py**\n```python\n{CODE}```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- suffix maps (legacy_json._suffix_map by the Markdown reader's table of languages) -------
@pytest.mark.parametrize(
    "languages",
    [
        pytest.param({".go": "go", ".sh": "rm a.py"}, id="a-command-in-the-map"),
    ],
)
def test_a_map_that_is_no_table_of_languages_is_still_weighed(languages: dict[str, str]) -> None:
    # (".sh": "rm a.py" is no language: the map is weighed as before, its commands too)
    answer = json.dumps({"files": [{"path": "a.py", "content": CODE}], "languages": languages})
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("member", "usable"),
    [
        pytest.param({"description": "The entry point of the app"}, True, id="whole"),
        pytest.param({"notes": ["Insert this into main() in a.py"]}, False, id="piece-in-a-list"),
    ],
)
def test_a_sentence_in_a_file_object_is_weighed(member: dict[str, Any], usable: bool) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": CODE, **member}]})
    assert parse_response(answer).usable is usable
