"""Hunt 69: JSON strings side by side (fix-literals38) read into files the model did not mean.
Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param('"x = 1\\n"\n  "y = 2\\n",\n  "z = 3\\n"', "x = 1\ny = 2\nz = 3\n", id="comma"),
        pytest.param('"x = 1\\n"\n "b.py": "y\\n"', "x = 1\n", id="member-after"),
    ],
)
def test_a_join_over_lines_that_does_not_end_the_value_keeps_no_structure(
    content: str, meant: str
) -> None:
    # By hand: the content is written as joined lines; what follows the pieces (a ',' and
    # one more piece, a member) is no text of a.py. Meant the lines (or refused); never one
    # raw string holding the pieces' quotes, a ',' or a key and a literal backslash-n.
    result = parse_response(_answer(('"a.py"', content)))
    if result.usable:
        a = [f.content for f in result.code.files if f.file_path == "a.py"]
        assert a in ([meant], ["x = 1\ny = 2\n"]), a


@pytest.mark.parametrize(
    ("path", "content", "meant"),
    [
        pytest.param("a.py", r'"x = 1" "\n"', "x = 1\n", id="newline-piece"),
        pytest.param(
            "a.py", r'"import os" "\nimport sys" "\n"', "import os\nimport sys\n", id="leading-nl"
        ),
        pytest.param(
            "README.md", r'"# Title" "\n\nSome text\n"', "# Title\n\nSome text\n", id="markdown"
        ),
    ],
)
def test_pieces_side_by_side_split_at_a_line_end(path: str, content: str, meant: str) -> None:
    # By hand: the second piece starts with an escaped \n, the first ends a line: a join
    # written with the line break at the head of each piece. As unescaped code a line would
    # end in a name or a word followed by a string of blanks (x = 1" "), which no language
    # (nor a Markdown title) reads. Meant the join (or refused), never the quotes kept.
    got = _files_or_refused(_answer((f'"{path}"', content)))
    assert got in (None, [(path, meant)]), got
