"""Hunt 69: JSON strings side by side (fix-literals38) read into files the model did not mean.
Expected values by hand from what the model meant."""

from __future__ import annotations

from artifact_codec import parse_response


def _answer(*files: tuple[str, str]) -> str:
    one = '{"path": %s, "content": %s}'
    return '{"files": [' + ", ".join(one % file for file in files) + "]}"


def _files_or_refused(text: str) -> list[tuple[str, str]] | None:
    result = parse_response(text)
    if not result.usable:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


def test_a_path_split_in_two_strings_side_by_side_names_no_file_with_quotes() -> None:
    # By hand: "src/" "a.py" is the path src/a.py written as Python joins strings (or
    # unclear); no model means a file named src/" "a.py, its quotes the join's own.
    got = _files_or_refused(_answer(('"src/" "a.py"', '"x = 1\\n"')))
    assert got in (None, [("src/a.py", "x = 1\n")]), got


def test_a_join_over_lines_whose_later_piece_holds_unescaped_quotes() -> None:
    # By hand: the content is written as Python's join of lines, one a line,
    #   "import os\n"
    #   "print("hi")\n"
    # the second piece holding the code's quotes unescaped: the model meant
    # import os / print("hi"). Never a file holding the pieces' quotes, their indentation
    # and a backslash-n as text (or refused).
    got = _files_or_refused(_answer(('"a.py"', '"import os\\n"\n  "print("hi")\\n"')))
    assert got in (None, [("a.py", 'import os\nprint("hi")\n')]), got
