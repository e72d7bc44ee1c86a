"""Hunt 98: a legacy answer whose content string holds unescaped code in which a string literal
is `` + `` (or ``+``): ``label = left + " + " + right;``, ``" + ".join(terms)``,
``print(a, " + ", b)``. The JSON view sees two pieces ``"... left + "`` + ``" + right;\\n"`` and
joins them. By hand: the model wrote one line of code with its quotes left unescaped (the other
files' quotes in these answers are unescaped too, and the join leaves a line no language reads
or one that means another thing: ``left +  + right`` is unary plus in JavaScript); the content is
that line with its quotes, or the answer is refused; never the line with `` + `` cut out."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(path: str, content: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "content", "meant"),
    [
        pytest.param(
            "a.js",
            '"const label = left + " + " + right;\\n"',
            'const label = left + " + " + right;\n',
            id="js-label",
        ),
        pytest.param(
            "a.py",
            '"print(a, " + ", b)\\n"',
            'print(a, " + ", b)\n',
            id="py-print-arg",
        ),
        pytest.param(
            "a.py",
            '"expr = " + ".join(terms)\\n"',
            'expr = " + ".join(terms)\n',
            id="py-str-join",
        ),
        pytest.param(
            "a.py",
            '"import sys\\nexpr = " + ".join(sys.argv[1:])\\nprint(expr)\\n"',
            'import sys\nexpr = " + ".join(sys.argv[1:])\nprint(expr)\n',
            id="py-str-join-mid-file",
        ),
        pytest.param(
            "a.js",
            '"s = a + "+" + b;\\n"',
            's = a + "+" + b;\n',
            id="js-plus-no-blanks",
        ),
        pytest.param(
            "a.js",
            '"const a = 1;\\nconst s = a + " + " + 2;\\nconsole.log(s);\\n"',
            'const a = 1;\nconst s = a + " + " + 2;\nconsole.log(s);\n',
            id="js-mid-file",
        ),
        pytest.param(
            "a.py",
            '"def show(a, b):\\n    return str(a) + " + " + str(b)\\n"',
            'def show(a, b):\n    return str(a) + " + " + str(b)\n',
            id="py-return",
        ),
        pytest.param(
            "q.sql",
            '"SELECT a || " + " || b FROM t;\\n"',
            'SELECT a || " + " || b FROM t;\n',
            id="sql-concat",
        ),
    ],
)
def test_a_plus_string_in_unescaped_code_is_no_join(path: str, content: str, meant: str) -> None:
    result = parse_response(_answer(path, content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: meant, "b.txt": "B\n"}, files
