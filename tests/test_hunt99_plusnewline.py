"""Hunt 99: a legacy answer whose content is code pasted with its line breaks escaped (``\\n``)
and its quotes left unescaped, where a line of the code ends in the string `` + `` (a constant
naming the plus sign: ``PLUS = " + "``, ``sep = " + "``, ``SEP=" + "``, ``sign = "+"`` as in
datetime.py). The JSON view sees two
pieces ``"PLUS = "`` + ``"\\n..."`` and fix-json79 takes the second piece starting with an escape
as proof of a join (``content_join_proven``: "a string touching a backslash, which no language
writes"). But the backslash is the JSON escape of the line break that ends the code's line: as
unescaped code the string `` + `` ends its line, which every language without a statement
terminator writes (Python, Go, Ruby, Lua, shell, YAML, a Makefile, a CSV's last field). By
hand: the model meant its code with the `` + `` string (the join would leave ``PLUS = `` with no
value, a syntax error in most of these languages), or the answer is refused; never the line with
`` " + " `` cut out."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(path: str, code: str) -> str:
    content = '"' + code.replace("\n", "\\n").replace("\t", "\\t") + '"'  # (quotes left raw)
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "code"),
    [
        pytest.param("ops.py", 'import operator\n\nPLUS = " + "\n', id="py-last-line"),
        pytest.param(
            "fmt.py",
            'import os\n\nSEP = " + "\n\n\ndef render(terms):\n    return SEP.join(terms)\n',
            id="py-then-def",
        ),
        pytest.param(
            "main.go",
            'package main\n\nconst plus = " + "\n\nfunc main() {}\n',
            id="go-const",
        ),
        pytest.param("conf.yaml", 'separator: " + "\nname: calc\n', id="yaml-value"),
        pytest.param("ops.csv", 'name,symbol\nadd,"+"\n', id="csv-last-field"),
        pytest.param("calc.rb", 'PLUS = " + "\nputs PLUS\n', id="ruby-const"),
        pytest.param("Makefile", 'SEP = " + "\nall:\n\techo $(SEP)\n', id="makefile-var"),
        pytest.param("sign.py", 'sign = "+"\nprint(sign)\n', id="py-plus-no-blanks"),
        pytest.param(
            "tok.go", 'package tok\n\nconst Plus = "+"\nconst Minus = 1\n', id="go-plus-no-blanks"
        ),
        pytest.param("sep.sh", '#!/bin/sh\nSEP=" + "\necho a${SEP}b\n', id="sh-var"),
    ],
)
def test_a_code_line_ending_in_a_plus_string_is_no_join(path: str, code: str) -> None:
    result = parse_response(_answer(path, code))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: code, "b.txt": "B\n"}, files
