"""Hunt 32: a legacy JSON answer whose piece is said to be one by the prose around it (the
sentence before it, a note beside its files, a description in its metadata), and a plain
files map keyed by path. Expected by hand from what the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

PIECE = "    print(os.getcwd())\n"
CODE = "import os\n"


def _files(**top: object) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": PIECE}], **top}, indent=2)


# --- usable, WRONG: the sentence before the JSON says the content goes into a.py ----------
@pytest.mark.parametrize(
    "before",
    [
        pytest.param("Append this to a.py:", id="append-this"),
        pytest.param("Insert the following into main() in a.py:", id="insert-into"),
        pytest.param("Put this at the bottom of a.py:", id="at-the-bottom"),
        pytest.param("Replace the body of main() in a.py with:", id="replace-body"),
        pytest.param(
            "Here is the new line for main() (the rest of a.py is unchanged):", id="rest-unchanged"
        ),
    ],
)
@pytest.mark.parametrize("fenced", [True, False], ids=["fenced", "bare"])
def test_prose_saying_the_json_is_a_piece_keeps_it_from_being_the_whole_file(
    before: str, fenced: bool
) -> None:
    body = _files()
    answer = f"{before}\n\n```json\n{body}\n```\n" if fenced else f"{before}\n\n{body}\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: a note beside the files says they are pieces -------------------------
@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Only the changed lines are shown.", id="only-changed-lines"),
        pytest.param("Just the new line; keep everything else.", id="keep-everything-else"),
        pytest.param("Partial file.", id="partial-file"),
    ],
)
def test_a_note_beside_the_files_saying_a_piece_refuses(note: str) -> None:
    result = parse_response(_files(note=note))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


def test_a_description_in_metadata_saying_a_piece_refuses() -> None:
    answer = json.dumps(
        {
            "files": [
                {
                    "path": "a.py",
                    "content": PIECE,
                    "meta": {"description": "Append at the end of main()"},
                }
            ]
        },
        indent=2,
    )
    result = parse_response(answer)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- false refusal: the files as a map of paths -------------------------------------------
@pytest.mark.parametrize(
    "files",
    [
        pytest.param({"a.py": CODE}, id="path-to-text"),
        pytest.param({"a.py": {"content": CODE}}, id="path-to-object"),
    ],
)
def test_files_keyed_by_path_are_read(files: dict[str, object]) -> None:
    result = parse_response(json.dumps({"files": files}, indent=2))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CODE)]


# --- usable, WRONG: a sentence after the JSON says where its line goes ----------------------
@pytest.mark.parametrize("fenced", [True, False], ids=["fenced", "bare"])
def test_a_sentence_after_the_json_pasting_its_line_inside_a_function_refuses(
    fenced: bool,
) -> None:
    # "Add the above to the end of a.py." after it refuses (changed-after); "paste ... inside"
    # says the same place in other words
    body = _files()
    after = "Paste that line inside main()."
    answer = f"```json\n{body}\n```\n\n{after}\n" if fenced else f"{body}\n\n{after}\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: two texts for a.py, one in a code block naming it, one in the JSON ------
def test_a_code_block_naming_the_file_beside_the_json_is_not_dropped() -> None:
    # the block's first line names a.py (a convention models use); the JSON gives a.py
    # another text: which one the model meant is not known (a.py = "x = 2" is a guess)
    body = json.dumps({"files": [{"path": "a.py", "content": "x = 2\n"}]}, indent=2)
    answer = f"```python\n# a.py\nx = 1\n```\n\n```json\n{body}\n```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])
