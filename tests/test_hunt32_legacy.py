"""Hunt 32: legacy JSON file objects (fix-legacy26's table of whole-file members) whose other
members say the content is no whole file's text in words the table lets through, and plain
members it refuses. Expected values by hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

PIECE = "    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _answer(path: str, content: str, extra: dict[str, Any]) -> str:
    return json.dumps({"files": [{"path": path, "content": content, **extra}]}, indent=2)


# --- usable, WRONG: the content is base64 text the model meant decoded --------------------
# "import os\n" in base64: the model meant a.txt to hold "import os\n", not these letters
B64 = "aW1wb3J0IG9zCg=="


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"format": "base64"}, id="format-base64"),
        pytest.param({"type": "base64"}, id="type-base64"),
        pytest.param({"content_type": "base64"}, id="content-type-base64"),
        pytest.param({"charset": "base64"}, id="charset-base64"),
        pytest.param({"content_format": "base64"}, id="content-format-base64"),
        pytest.param({"format": "base64-encoded"}, id="format-base64-encoded"),
    ],
)
def test_base64_content_said_by_a_kind_member_is_not_written_as_text(
    extra: dict[str, Any],
) -> None:
    result = parse_response(_answer("a.txt", B64, extra))
    meant_or_refused(result, [("a.txt", "import os\n")])


def test_unicode_escape_content_is_not_written_with_its_escapes() -> None:
    # the model wrote its two lines escaped and said so: it meant two lines, not one line of
    # backslashes ("unicode_escape" is a codec Python marks as a text encoding)
    result = parse_response(_answer("a.py", "x = 1\\ny = 2\\n", {"encoding": "unicode_escape"}))
    meant_or_refused(result, [("a.py", "x = 1\ny = 2\n")])


# --- usable, WRONG: a description member that says the content is a piece ------------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param(
            {"description": "Only the new helper; the rest of the file is as before."},
            id="description-rest-as-before",
        ),
        pytest.param(
            {"description": "Add this line at the bottom of main()."}, id="description-bottom"
        ),
        pytest.param({"summary": "The new line goes after main()."}, id="summary-goes-after"),
        pytest.param({"note": "Rest of file unchanged"}, id="note-rest-unchanged"),
        pytest.param(
            {"explanation": "Replace the body of main with this"}, id="explanation-replace"
        ),
        pytest.param({"comment": "insert into main"}, id="comment-insert-into"),
        pytest.param({"title": "Append to the end of the file"}, id="title-append"),
        pytest.param({"result": "Appended one line to main"}, id="result-appended"),
        pytest.param({"details": "Append this at the end of the file"}, id="details-append"),
    ],
)
def test_a_description_saying_a_piece_is_not_written_whole(extra: dict[str, Any]) -> None:
    # the content is one indented line of main(): the model meant its old a.py with it in,
    # which the answer does not hold; a sentence under an unknown key saying the same refuses
    result = parse_response(_answer("a.py", PIECE, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: a kind that says a piece in words _PIECE_KINDS lacks -----------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"type": "tail"}, id="type-tail"),
        pytest.param({"kind": "incremental"}, id="kind-incremental"),
        pytest.param({"type": "extract"}, id="type-extract"),
        pytest.param({"type": "subset"}, id="type-subset"),
        pytest.param({"type": "addendum"}, id="type-addendum"),
        pytest.param({"type": "segment"}, id="type-segment"),
    ],
)
def test_a_kind_saying_a_piece_in_other_words_is_not_written_whole(
    extra: dict[str, Any],
) -> None:
    result = parse_response(_answer("a.py", PIECE, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- false refusals: plain members about a whole file -------------------------------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"created": "2024-01-01"}, id="created-date"),
        pytest.param({"last_modified": "2024-01-02"}, id="last-modified-date"),
        pytest.param({"module": "app.main"}, id="module"),
        pytest.param({"package": "app"}, id="package"),
        pytest.param({"copyright": "2024 Jane"}, id="copyright"),
        pytest.param({"category": "backend"}, id="category"),
        pytest.param({"order": 1}, id="order"),
        pytest.param({"priority": 1}, id="priority"),
        pytest.param({"entrypoint": True}, id="entrypoint"),
        pytest.param({"dependencies": {"flask": "^2.0"}}, id="dependencies-object"),
        pytest.param({"tests": ["tests/test_a.py"]}, id="tests-list"),
        pytest.param({"runtime": "python3.11"}, id="runtime"),
        pytest.param({"platform": "linux"}, id="platform"),
    ],
)
def test_a_plain_member_keeps_the_whole_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", WHOLE, extra))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", WHOLE)]


# --- usable, WRONG: an image's base64 text written as the image ----------------------------
# a 1x1 PNG in base64: the model meant logo.png to be that image, which no text is
PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
    "YPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


@pytest.mark.parametrize(
    ("content", "extra"),
    [
        pytest.param(PNG, {"mime_type": "image/png"}, id="mime-image-png"),
        pytest.param(PNG, {}, id="bare"),
        pytest.param("data:image/png;base64," + PNG, {}, id="data-uri"),
    ],
)
def test_a_png_given_as_base64_is_not_written_as_its_letters(
    content: str, extra: dict[str, Any]
) -> None:
    result = parse_response(_answer("logo.png", content, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: a text encoding other than UTF-8 (the writer writes UTF-8 bytes) -------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"encoding": "latin-1"}, id="latin-1"),
        pytest.param({"encoding": "utf-16"}, id="utf-16"),
        pytest.param({"charset": "cp1252"}, id="charset-cp1252"),
    ],
)
def test_a_file_said_in_another_text_encoding_is_not_written_as_utf8(
    extra: dict[str, Any],
) -> None:
    # the model meant caf\xe9 in that encoding's bytes; the writer would write UTF-8's c3 a9
    result = parse_response(_answer("a.txt", "caf\u00e9\n", extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: more kinds saying a piece (the kind list is a deny list of an open set) --
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"type": "continuation"}, id="continuation"),
        pytest.param({"type": "modified_lines"}, id="modified-lines"),
        pytest.param({"type": "abbreviated"}, id="abbreviated"),
        pytest.param({"type": "shortened"}, id="shortened"),
        pytest.param({"type": "outline"}, id="outline"),
        pytest.param({"type": "preview"}, id="preview"),
        pytest.param({"kind": "new_lines"}, id="new-lines"),
        pytest.param({"content_type": "lines_to_add"}, id="lines-to-add"),
        pytest.param({"kind": "addition_only"}, id="addition-only"),
    ],
)
def test_more_kinds_saying_a_piece_are_not_written_whole(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", PIECE, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"notes": ["Only the changed function", "rest unchanged"]}, id="notes-list"),
        pytest.param({"comments": ["insert at the bottom of main()"]}, id="comments-list"),
    ],
)
def test_a_list_of_notes_saying_a_piece_is_not_written_whole(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", PIECE, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- usable, WRONG: a count of the file that the content does not have ----------------------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"total_lines": 120}, id="total-lines-120"),
        pytest.param({"line_count": 5}, id="line-count-5"),
        pytest.param({"lines": 120}, id="lines-120"),
        pytest.param({"file_size": 2048}, id="file-size-2048"),
        pytest.param({"stats": {"lines": 5}}, id="stats-lines-5"),
    ],
)
def test_a_count_the_content_does_not_have_is_not_written_whole(extra: dict[str, Any]) -> None:
    # the content is one line of 23 characters: a file of 120 lines (2048 bytes) is another
    # file, of which this line is a piece (closing._COUNTS can count the content)
    result = parse_response(_answer("a.py", PIECE, extra))
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


# --- false refusals: statuses that say the whole file is written, in other spellings --------
@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"status": "created successfully"}, id="created-successfully"),
        pytest.param({"status": "File created"}, id="file-created"),
        pytest.param({"status": "implemented"}, id="implemented"),
        pytest.param({"status": "fixed"}, id="fixed"),
        pytest.param({"action": "create_file"}, id="create-file"),
        pytest.param({"action": "write_file"}, id="write-file"),
        pytest.param({"action": "replace_file"}, id="replace-file"),
        pytest.param({"operation": "overwrite_file"}, id="overwrite-file"),
        pytest.param({"change": "full rewrite"}, id="full-rewrite"),
    ],
)
def test_a_whole_file_status_in_other_words_keeps_the_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", WHOLE, extra))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", WHOLE)]
