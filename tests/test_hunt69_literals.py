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
        pytest.param(
            '"x = 1\\n"\n  "y = 2\\n",\n  "z = 3\\n"', "x = 1\ny = 2\nz = 3\n", id="comma"
        ),
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


@pytest.mark.parametrize(
    "between",
    [
        pytest.param("\n // comment\n ", id="comment-line"),
        pytest.param(" // first\n ", id="trailing-comment"),
        pytest.param(" /* a */ ", id="block-comment"),
    ],
)
def test_pieces_joined_over_a_json_comment(between: str) -> None:
    # By hand: the comment stands between the JSON strings (the repair reads JSON comments
    # elsewhere): the pieces are the lines x = 1 and y = 2, or it is unclear (refused);
    # never a.py holding the comment and the pieces' quotes.
    got = _files_or_refused(_answer(('"a.py"', '"x = 1\\n"' + between + '"y = 2\\n"')))
    assert got in (None, [("a.py", "x = 1\ny = 2\n")]), got


@pytest.mark.parametrize(
    "head",
    [
        pytest.param('d = {"k": ', id="dict-value"),
        pytest.param("x = a or ", id="or"),
        pytest.param("x = a and ", id="and"),
        pytest.param('x = "%s" % ', id="percent"),
        pytest.param('x = "-" * ', id="times"),
        pytest.param("x = a - ", id="minus"),
        pytest.param("x = not ", id="not"),
        pytest.param("x = a if b else ", id="else"),
        pytest.param("x = [a for a in ", id="in"),
        pytest.param("x = a < ", id="less"),
        pytest.param("x = a | ", id="bar"),
        pytest.param("x = f(*", id="star-argument"),
        pytest.param("x = lambda: ", id="lambda"),
    ],
)
def test_a_text_ending_inside_any_expression_before_a_later_literal(head: str) -> None:
    # By hand (fix-literals38's own rule, hunt41 python-separator): a.py in """ holding
    # HEAD""" + '}, {"path": "b.py", "content": ' + """...""" is byte for byte two files with
    # a.py cut inside an expression (an operand missing after the operator), or one file whose
    # string is the rest: two readings, refused as with 'SEP = '. Never a.py cut there.
    text = (
        '{"files": [{"path": "a.py", "content": """' + head + '"""}, '
        '{"path": "b.py", "content": """\nSEP = 1\nprint(SEP)\n"""}]}'
    )
    result = parse_response(text)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_unescaped_code_joining_with_plus_and_a_string_of_blanks_is_read() -> None:
    # By hand: one file whose content holds unescaped code, x = ",".join(a) + " " + ";".join(b);
    # no reading gives another file or content (the join of "x = " and what follows does not
    # parse), so the answer is that file, not "no files were found".
    code = 'x = ",".join(a) + " " + ";".join(b)\n'
    text = '{"files": [{"path": "a.py", "content": "' + code.replace("\n", "\\n") + '"}]}'
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", code)]


def test_a_join_in_a_later_member_keeps_the_content_whole() -> None:
    # By hand: a.py's content "x = 1\n" is a complete JSON string; a later member's value
    # ("language": "python") goes on with a string on the next line ("y\n", a join or a
    # stray piece). a.py is x = 1 (repair_json reads it so), or refused; never a.py holding
    # the members' quotes, "language": "python" and a literal backslash-n.
    text = '{"files": [{"path": "a.py", "content": "x = 1\\n", "language": "python"\n "y\\n"}]}'
    got = _files_or_refused(text)
    assert got in (None, [("a.py", "x = 1\n")]), got


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(".env", "FOO=1\nBAR=", id="env"),
        pytest.param("Makefile", "CFLAGS +=", id="makefile"),
    ],
)
def test_a_text_ending_in_a_complete_empty_assignment_before_a_later_literal(
    path: str, content: str
) -> None:
    # By hand: in a .env file or a Makefile, BAR= and CFLAGS += are complete lines (an empty
    # value), no expression cut: the answer is the two files as written, each in """.
    text = (
        '{"files": [{"path": "' + path + '", "content": """' + content + '"""}, '
        '{"path": "b.py", "content": """x = 1\n"""}]}'
    )
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    got = [(f.file_path, f.content) for f in result.code.files]
    assert got == [(path, content), ("b.py", "x = 1\n")]
