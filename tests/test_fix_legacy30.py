"""fix-legacy30: the whole files the hunt39 rules keep (a count, a line ending, a codec, a
lead-in, a comment that say nothing of a piece). Expected values by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _kept(answer: str, meant: list[tuple[str, str]]) -> None:
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == meant


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"lines": "5"}, id="lines-string-matching"),
        pytest.param({"line_endings": "LF"}, id="lf"),
        pytest.param({"eol": "lf"}, id="eol-lf"),
        pytest.param({"newline": "\n"}, id="newline-lf"),
        pytest.param({"insert_final_newline": True}, id="final-newline-true"),
        pytest.param({"bom": False}, id="no-bom"),
        pytest.param(
            {"description": "The CLI entry point; reads the working directory."}, id="desc"
        ),
        pytest.param({"type": "module"}, id="type-module"),
    ],
)
def test_a_member_that_says_nothing_of_a_piece_keeps_the_file(extra: dict[str, Any]) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": WHOLE, **extra}]}, indent=2)
    _kept(answer, [("a.py", WHOLE)])


def test_a_comment_in_the_json_that_says_no_piece_keeps_the_file() -> None:
    answer = (
        '{\n  // generated for the user\'s request\n  "files": [{"path": "a.py", "content": '
        + json.dumps(WHOLE)
        + "}]\n}\n"
    )
    _kept(answer, [("a.py", WHOLE)])


@pytest.mark.parametrize("shape", ["json", "markdown"])
def test_a_lead_in_naming_the_files_folder_keeps_it(shape: str) -> None:
    # ("goes in" a folder or a file: the place of the file, not a place in its code)
    before = "This goes in the project root:"
    if shape == "json":
        body = json.dumps({"files": [{"path": "a.py", "content": WHOLE}]}, indent=2)
        answer = f"{before}\n\n```json\n{body}\n```\n"
    else:
        answer = f"{before}\n\n**a.py**\n```python\n{WHOLE}```\n"
    _kept(answer, [("a.py", WHOLE)])


def test_a_sentence_three_paragraphs_up_is_not_weighed() -> None:
    # (two paragraphs before the JSON are weighed; an earlier one is about something else)
    body = json.dumps({"files": [{"path": "a.py", "content": WHOLE}]}, indent=2)
    answer = (
        "Append this to the end of main() was my first idea.\n\nIt did not fit.\n\n"
        f"So here is the whole a.py.\n\n```json\n{body}\n```\n"
    )
    _kept(answer, [("a.py", WHOLE)])


def _call(args: dict[str, Any]) -> str:
    call = {
        "id": "c0",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(args)},
    }
    return json.dumps({"role": "assistant", "tool_calls": [call]}, indent=2) + "\n"


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"language": "python"}, id="language-python"),
        pytest.param({"line_count": 5}, id="line-count-matching"),
        pytest.param(
            {"reason": "The user asked for a CLI that prints the directory."}, id="reason"
        ),
    ],
)
def test_a_write_call_whose_arguments_say_the_whole_file_is_kept(extra: dict[str, Any]) -> None:
    _kept(_call({"path": "a.py", "content": WHOLE, **extra}), [("a.py", WHOLE)])


def test_an_ascii_encoding_of_a_non_ascii_text_is_refused() -> None:
    # (its bytes are not the UTF-8 the writer writes: the model meant other bytes)
    text = 'print("caf\u00e9")\n'
    result = parse_response(_call({"path": "a.py", "content": text, "encoding": "ascii"}))
    assert not result.usable


CAFE = 'print("caf\u00e9")\n'


@pytest.mark.parametrize(
    ("content", "extra"),
    [
        # (latin-1 bytes of a non-ASCII text are not its UTF-8: other bytes than meant)
        pytest.param(CAFE, {"encoding": "latin-1"}, id="latin-1-non-ascii"),
        pytest.param(WHOLE, {"encoding": "utf-16"}, id="utf-16"),
        # (a count of source lines another than the content's: another file)
        pytest.param(WHOLE, {"sloc": 30}, id="sloc-other"),
        pytest.param(WHOLE, {"size_kb": 4.5}, id="size-kb-other"),
        # (an edit kind stays one; a framework saying a piece stays refused)
        pytest.param(WHOLE, {"type": "edit"}, id="type-edit"),
        pytest.param(WHOLE, {"framework": "snippet"}, id="framework-snippet"),
    ],
)
def test_a_member_saying_other_bytes_or_another_file_still_refuses(
    content: str, extra: dict[str, Any]
) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": content, **extra}]})
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # (base64 letters under an image type that is text, and a one-token data: URI)
        pytest.param(
            "icon.xbm", "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4", id="xbm-b64"
        ),
        pytest.param("dot.pbm", "UDEKMSAxCjEK", id="pbm-b64"),
        pytest.param("notes.md", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==", id="data-uri"),
    ],
)
def test_bytes_as_letters_stay_refused(path: str, content: str) -> None:
    assert not parse_response(json.dumps({"files": [{"path": path, "content": content}]})).usable
