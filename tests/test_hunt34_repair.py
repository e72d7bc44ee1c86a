"""Hunt 34: fix-repair26's reading of a file text quoted as a Python triple-quoted string or a
JavaScript template literal, on texts it did not think of. The model pasted the file between
the quotes; the result, when usable, must hold that text unchanged. Expected by hand: the
text between the outer quotes."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if not result.usable:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # one """ inside (a comment, a string of code that writes code): an odd count
        pytest.param("a.py", '# use """ for docstrings\nx = 1\n', id="triple-in-comment"),
        pytest.param("a.py", 'QUOTE = \'"""\'\nx = 1\n', id="triple-in-string"),
        # the text ends in a double quote right before the closing three
        pytest.param("a.py", "x = '''a''' + \"b\"", id="ends-in-quote"),
        # the text starts with a double quote: four quotes open it (Python reads it so too)
        pytest.param("a.csv", '"name","age"\n"bob",3\n', id="csv-starts-with-quote"),
        pytest.param("a.csv", '""a"",b\n', id="csv-starts-with-two-quotes"),
    ],
)
def test_a_triple_quoted_file_text_is_kept_or_refused(path: str, content: str) -> None:
    answer = '{"files": [{"path": "' + path + '", "content": """' + content + '"""}]}'
    files = _files(answer)
    assert files is None or files == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a JS file holding its own template literals, pasted between backticks
        pytest.param("a.js", "const s = `hi ${name}`;\n", id="template-inside"),
        pytest.param("a.js", "// use ` for templates\nconst s = 1;\n", id="backtick-in-comment"),
        pytest.param("README.md", "Run `make` first.\n", id="markdown-code-span"),
        # an inner template literal opening with a line that closes a value: the file is
        # cut at its opener
        pytest.param(
            "a.js", "const FOOTER = `\n]\n}\n`;\nconsole.log(FOOTER);\n", id="cut-at-opener"
        ),
        pytest.param("a.js", "log(`a`, 1);\n", id="template-argument"),
    ],
)
def test_a_backtick_file_text_holding_backticks_is_kept_or_refused(path: str, content: str) -> None:
    answer = '{"files": [{"path": "' + path + '", "content": `' + content + "`}]}"
    files = _files(answer)
    assert files is None or files == [(path, content)]


@pytest.mark.parametrize(
    "content",
    [
        # a Python-dict answer quoting the file in ''' that holds ''' docstrings itself
        pytest.param("def f():\n    '''D'''\n", id="docstring"),
        pytest.param("def f():\n    r'''D\\d'''\n", id="raw-docstring"),
    ],
)
def test_a_single_quoted_triple_file_text_holding_its_quotes_is_kept_or_refused(
    content: str,
) -> None:
    answer = "{'files': [{'path': 'a.py', 'content': '''" + content + "'''}]}"
    files = _files(answer)
    assert files is None or files == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("x = 1\n", id="plain"),
        pytest.param("x = 'a'\n", id="single-quotes-inside"),
        pytest.param('def f():\n    """Doc."""\n', id="docstring"),
    ],
)
def test_a_single_quoted_triple_file_text_under_double_quoted_keys_is_kept(content: str) -> None:
    # (JSON keys in double quotes, the file text in a Python ''' string: every stdlib module
    # under 12 KB rendered so was written with '' added at each end, 73 of 73)
    answer = '{"files": [{"path": "a.py", "content": \'\'\'' + content + "'''}]}"
    files = _files(answer)
    assert files is None or files == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        # the pasted code parses; decoded by Python's reading of the outer literal, its
        # string holds a raw line break and the written file no longer parses
        pytest.param('print("a\\nb")\n', id="newline-escape-in-code"),
        pytest.param('SEP = "\\t"\nEND = "\\n"\n', id="escapes-in-code"),
    ],
)
def test_a_triple_quoted_python_file_with_escapes_in_its_code_is_kept_or_refused(
    content: str,
) -> None:
    answer = '{"files": [{"path": "a.py", "content": """' + content + '"""}]}'
    files = _files(answer)
    assert files is None or files == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        # a string of the file opening with a line break and a line that closes a value
        # (JSON written in pieces): the opening """ of the inner string is taken for the
        # outer one's closer, and the file is cut there
        pytest.param(
            'HEADER = """{\n  "items": [\n"""\nFOOTER = """\n  ]\n}\n"""\n', id="json-footer"
        ),
        pytest.param(
            'import sys\n\nFOOTER = """\n]\n}\n"""\nsys.stdout.write(FOOTER)\n', id="footer-only"
        ),
    ],
)
def test_a_triple_quoted_file_text_is_not_cut_at_an_inner_opening(content: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": """' + content + '"""}]}'
    files = _files(answer)
    assert files is None or files == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        # an inner string opening with a line break and a '#' line (a shell script, a
        # Markdown heading): the inner opener is taken for the closer, the answer refused
        pytest.param('SCRIPT = """\n#!/bin/sh\necho hi\n"""\n', id="shell-script"),
        pytest.param('def f():\n    """\n    # Heading\n    """\n', id="markdown-docstring"),
    ],
)
def test_a_triple_quoted_file_text_holding_a_string_opening_with_a_comment_is_read(
    content: str,
) -> None:
    answer = '{"files": [{"path": "a.py", "content": """' + content + '"""}]}'
    assert _files(answer) == [("a.py", content)]
