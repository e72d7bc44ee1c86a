"""hunt39: the members of a legacy JSON file object (fix-legacy28's closing._whole_member):
counts, kinds and encodings that say the content is a piece (or a whole file) in ways the
allow-lists do not read. Expected values by hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

# one line of main()'s body, indented: a piece of a.py, never a whole file
PIECE = "    print(os.getcwd())\n"
# a function alone: the piece of a.py the object describes, not its whole text
FUNCTION = "def main():\n    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _answer(content: str, extra: dict[str, Any]) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content, **extra}]}, indent=2)


@pytest.mark.parametrize(
    "extra",
    [
        # (the int 120 is compared with the content and refused; the same count as a string
        # is taken as a count without the comparison)
        pytest.param({"lines": "120"}, id="lines-string"),
        pytest.param({"line_count": "120"}, id="line-count-string"),
        pytest.param({"size": "4096"}, id="size-string"),
    ],
)
def test_a_count_written_as_a_string_is_compared_with_the_content(extra: dict[str, Any]) -> None:
    # The model says a.py is 120 lines long and shows one line of it: a piece.
    meant_or_refused(parse_response(_answer(PIECE, extra)), [])


@pytest.mark.parametrize(
    "extra",
    [
        # (a count of the lines CHANGED matches the one line shown: the count is no evidence
        # of a whole file, its key says the content is the changed lines)
        pytest.param({"changed_lines": 1}, id="changed-lines"),
        pytest.param({"lines_changed": 1}, id="lines-changed"),
        pytest.param({"lines_added": 1}, id="lines-added"),
        pytest.param({"new_lines": 1}, id="new-lines"),
    ],
)
def test_a_count_of_changed_lines_says_a_piece(extra: dict[str, Any]) -> None:
    meant_or_refused(parse_response(_answer(PIECE, extra)), [])


@pytest.mark.parametrize(
    "extra",
    [
        # ("type": "method" is refused; a function or a class definition is as much a piece)
        pytest.param({"type": "function", "name": "main"}, id="function"),
        pytest.param({"type": "function definition"}, id="function-definition"),
        pytest.param({"type": "main function"}, id="main-function"),
        pytest.param({"kind": "class definition"}, id="class-definition"),
        pytest.param({"type": "route handler"}, id="route-handler"),
    ],
)
def test_a_kind_naming_a_definition_says_the_content_is_that_definition(
    extra: dict[str, Any],
) -> None:
    # The object shows main() for a.py; a.py also holds `import os` (the model's call uses os).
    meant_or_refused(parse_response(_answer(FUNCTION, extra)), [])


@pytest.mark.parametrize(
    "extra",
    [
        # (source lines of code count no blank line: WHOLE has 3; a size in kilobytes)
        pytest.param({"sloc": 3}, id="sloc-without-blank-lines"),
        pytest.param({"size_kb": 0.05}, id="size-in-kb"),
        # (an ASCII text's latin-1 bytes are its UTF-8 bytes)
        pytest.param({"encoding": "latin-1"}, id="latin-1-ascii-text"),
        pytest.param({"encoding": "iso-8859-1"}, id="iso-8859-1-ascii-text"),
    ],
)
def test_a_whole_file_with_a_count_or_codec_it_has_is_kept(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(WHOLE, extra))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", WHOLE)]


@pytest.mark.parametrize(
    "extra",
    [
        # (the words a status key accepts as a whole write, and "create"/"overwrite" kinds are
        # kept; _PIECE_KINDS's update\w*/change\w* refuse these)
        pytest.param({"type": "update"}, id="type-update"),
        pytest.param({"type": "updated"}, id="type-updated"),
        pytest.param({"type": "changed"}, id="type-changed"),
        # (a language with its version; a test framework)
        pytest.param({"language": "C++17"}, id="cpp17"),
        pytest.param({"framework": "pytest"}, id="framework-pytest"),
        pytest.param({"framework": "SQLAlchemy"}, id="framework-sqlalchemy"),
    ],
)
def test_a_whole_file_with_a_plain_kind_is_kept(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(WHOLE, extra))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", WHOLE)]


@pytest.mark.parametrize(
    "answer",
    [
        # (a JSONC comment is a note beside the files: the repair layer drops it unweighed)
        pytest.param(
            '{\n  // Only the changed line of a.py\n  "files": [{"path": "a.py", "content": '
            + json.dumps(PIECE)
            + "}]\n}\n",
            id="comment-line-above-files",
        ),
        pytest.param(
            '{"files": [{"path": "a.py", // append to the end of main()\n "content": '
            + json.dumps(PIECE)
            + "}]}\n",
            id="comment-beside-the-path",
        ),
    ],
)
def test_a_comment_in_the_json_saying_a_piece_refuses_it(answer: str) -> None:
    meant_or_refused(parse_response(answer), [])


@pytest.mark.parametrize(
    ("extra", "meant"),
    [
        # ("encoding": "utf-8-sig" is refused: a byte-order mark the writer does not write; the
        # same fact said as a flag is kept and the file written without the mark)
        pytest.param({"encoding": "utf-8", "bom": True}, "\ufeff" + WHOLE, id="bom-flag"),
        # (line endings the model names, which the written file does not have)
        pytest.param({"line_endings": "CRLF"}, WHOLE.replace("\n", "\r\n"), id="crlf"),
        pytest.param({"eol": "crlf"}, WHOLE.replace("\n", "\r\n"), id="eol-crlf"),
        pytest.param({"newline": "\r\n"}, WHOLE.replace("\n", "\r\n"), id="newline-crlf"),
        # (no final newline, said beside a content that ends in one)
        pytest.param({"insert_final_newline": False}, WHOLE[:-1], id="no-final-newline"),
    ],
)
def test_a_member_saying_the_files_bytes_is_not_dropped(extra: dict[str, Any], meant: str) -> None:
    meant_or_refused(parse_response(_answer(WHOLE, extra)), [("a.py", meant)])
