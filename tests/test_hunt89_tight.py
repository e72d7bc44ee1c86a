"""Hunt 89: JSON string joins (fix-literals51) with a comment written right after a piece's
closing quote (no blank between: ``"x = 1\\n"// c``). Expected values by hand from what the
model meant: the pieces joined (the comment is no text of the file), or refused; never a file
holding the pieces' quotes, the comment and a literal backslash-n."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param('"x = 1\\n"//c\n"y = 2\\n"', "x = 1\ny = 2\n", id="line-comment-tight"),
        pytest.param(
            '"x = 1\\n"// c\n  "y = 2\\n"', "x = 1\ny = 2\n", id="line-comment-tight-indented"
        ),
        pytest.param(
            '"import os\\n"// stdlib\n  "import sys\\n"',
            "import os\nimport sys\n",
            id="imports-stdlib-note",
        ),
        pytest.param('"x = 1\\n"/* c */"y = 2\\n"', "x = 1\ny = 2\n", id="block-comment-tight"),
        pytest.param(
            '"x = 1\\n"/* c */ "y = 2\\n"', "x = 1\ny = 2\n", id="block-comment-tight-left"
        ),
    ],
)
def test_a_comment_right_after_a_piece_keeps_no_quotes_in_the_file(
    content: str, meant: str
) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": meant, "b.txt": "B\n"}, files


def test_one_string_then_a_tight_comment_is_read() -> None:
    # By hand: one JSON string, then a JS comment right after its quote and the object's
    # close on the next line: one reading, a.py is x = 1 (false refusal if refused).
    result = parse_response(_answer('"x = 1\\n"// done\n'))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": "x = 1\n", "b.txt": "B\n"}, files
