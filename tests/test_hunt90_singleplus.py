"""Hunt 90: a legacy answer whose content is written as single-quoted pieces joined with
``+`` (Python and JavaScript strings), the first piece holding a double quote or an escaped
single quote (``'print("hi")\\n' +`` then ``'import os\\n'``). Expected by hand: the pieces
joined (or refused); never one file holding ``' +``, the quotes between and a literal
backslash-n. Pieces with no such quote are joined (guard)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param(
            "'print(\"hi\")\\n' +\n  'import os\\n'", 'print("hi")\nimport os\n', id="dq-in-first"
        ),
        pytest.param(
            "'print(\"a\")\\n' +\n  'print(\"b\")\\n'",
            'print("a")\nprint("b")\n',
            id="dq-in-both",
        ),
        pytest.param(
            "'print(\"hi\")\\n' + 'import os\\n'",
            'print("hi")\nimport os\n',
            id="dq-in-first-one-line",
        ),
        pytest.param("'s = \"\\n' +\n  'x\"\\n'", 's = "\nx"\n', id="dq-string-over-the-border"),
        pytest.param(
            "'it\\'s = 1\\n' +\n  'import os\\n'",
            "it's = 1\nimport os\n",
            id="escaped-single-quote",
        ),
    ],
)
def test_single_quoted_pieces_with_quotes_keep_no_join_in_the_file(
    content: str, meant: str
) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": meant, "b.txt": "B\n"}, files


def test_single_quoted_pieces_with_a_quote_in_the_second_are_read() -> None:
    result = parse_response(_answer("'import os\\n' +\n  'print(\"hi\")\\n'"))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": 'import os\nprint("hi")\n', "b.txt": "B\n"}, files
