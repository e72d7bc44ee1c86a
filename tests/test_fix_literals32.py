"""fix-literals32: a later version of an accepted file refused for how its path is spelled
doubts the accepted one (format.paths.held_under_spelling, one normalizer for every reader);
a refused path naming no accepted file doubts nothing. Expected values by hand."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response
from artifact_codec.format.paths import file_key, held_under_spelling
from artifact_codec.write.incremental import reason_not_to_write

_HELD = {file_key("src/a.py"): "src/a.py", file_key("README.md"): "README.md"}


@pytest.mark.parametrize(
    ("raw", "names"),
    [
        ("src\\a.py", "src/a.py"),
        ("SRC/A.PY", "src/a.py"),
        ("src/a.py. ", "src/a.py"),
        ("src./a.py", "src/a.py"),
        ("src/sub/../a.py", "src/a.py"),
        ("./src/./a.py", "src/a.py"),
        ("/src/a.py", "src/a.py"),
        ("C:\\proj\\src\\a.py", "src/a.py"),
        ("/home/me/proj/README.md", "README.md"),
        # not the accepted files: another file, a path leaving the project, a relative path
        # whose tail only is an accepted one (it names another folder's file)
        ("src/b.py", None),
        ("../src/a.py", None),
        ("lib/src/a.py", None),
        ("/", None),
        ("..", None),
    ],
)
def test_a_refused_spelling_names_the_file_the_writer_would_read(
    raw: str, names: str | None
) -> None:
    assert held_under_spelling(raw, _HELD) == names


def _partial(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


def test_a_refused_path_naming_no_accepted_file_keeps_the_partial_write() -> None:
    # b.py. is refused (Windows drops the dot) but names no file written before it: a.py is
    # the model's own and a partial write still writes it
    answer = json.dumps(
        {
            "files": [
                {"path": "src/a.py", "content": "x = 1\n"},
                {"path": "src/b.py.", "content": "y\n"},
            ]
        }
    )
    assert _partial(answer) == [("src/a.py", "x = 1\n")]


def test_an_earlier_refused_spelling_doubts_no_later_file() -> None:
    # the refused spelling comes first: the accepted file after it is the later version
    answer = json.dumps(
        {
            "files": [
                {"path": "src/a.py.", "content": "x = 1\n"},
                {"path": "src/a.py", "content": "x = 2\n"},
            ]
        }
    )
    assert _partial(answer) == [("src/a.py", "x = 2\n")]


def test_a_literal_beside_a_joined_string_is_read_as_pasted() -> None:
    # b.py's "y = 2\n" + "z = 3\n" join parses in the rest after a.py's literal (fix-literals35), so
    # a.py's literal is read as the model pasted it: both files as meant, the join reported
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
        '{"path": "b.py", "content": "y = 2\\n" + "z = 3\\n"}]}'
    )
    assert _files_usable(answer) == [("a.py", "x = 1\n"), ("b.py", "y = 2\nz = 3\n")]
    assert _partial(answer) == [("a.py", "x = 1\n"), ("b.py", "y = 2\nz = 3\n")]


def _files_usable(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    return [(f.file_path, f.content) for f in result.code.files] if result.usable else None
