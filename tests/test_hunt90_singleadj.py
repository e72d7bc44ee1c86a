"""Hunt 90: a legacy answer whose content is written as single-quoted pieces (Python and
JavaScript strings) joined with no ``+`` over a line break (``'import os\\n'`` then
``'print(os.sep)\\n'`` on the next line). Expected by hand: the pieces joined, as Python joins
them (or refused); never one file holding the pieces' quotes, the blanks between and a literal
backslash-n. With ``+`` between, the join is read (guard)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_MEANT = "import os\nprint(os.sep)\n"


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("'import os\\n'\n  'print(os.sep)\\n'", id="next-line"),
        pytest.param("'import os\\n'  # stdlib\n  'print(os.sep)\\n'", id="hash-comment"),
        pytest.param("'import os\\n' // stdlib\n  'print(os.sep)\\n'", id="slash-comment"),
        pytest.param("'import os\\n'\n\n  'print(os.sep)\\n'", id="blank-line-between"),
        pytest.param("'import os\\n' 'print(os.sep)\\n'", id="one-line"),
    ],
)
def test_single_quoted_pieces_keep_no_quotes(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files


def test_single_quoted_pieces_with_a_plus_are_read() -> None:
    result = parse_response(_answer("'import os\\n' +\n  'print(os.sep)\\n'"))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files
