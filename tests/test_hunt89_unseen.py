"""Hunt 89: JSON string joins (fix-literals51) whose comment between pieces is one the join
rule does not see (a Python '#' comment after '+', a '//' comment longer than its bound, a
'/* */' over lines after '+'). Expected values by hand from what the model meant: the pieces
joined, or refused; never one raw string holding the pieces' quotes, the comment and a literal
backslash-n (no code writes such a string)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_LONG = "// " + "the first line sets x, " * 11  # (a long note, about 250 characters)


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('"x = 1\\n" +  # first line\n  "y = 2\\n"', id="hash-comment-after-plus"),
        pytest.param('"x = 1\\n" + ' + _LONG + '\n  "y = 2\\n"', id="long-line-comment-after-plus"),
        pytest.param('"x = 1\\n" ' + _LONG + '\n  "y = 2\\n"', id="long-line-comment"),
        pytest.param(
            '"x = 1\\n" + /* first\n     line */\n  "y = 2\\n"', id="block-comment-over-lines"
        ),
    ],
)
def test_a_join_over_an_unseen_comment_keeps_no_quotes_in_the_file(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": "x = 1\ny = 2\n", "b.txt": "B\n"}, files
