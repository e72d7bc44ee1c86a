"""Hunt 90: a legacy answer whose content is written as Python writes a long string, pieces
joined inside parentheses over lines (``("a\\n"\\n "b\\n")``). Expected by hand from what the
model meant: the pieces joined (or refused); never one file holding the pieces' quotes, the
blanks between and a literal backslash-n."""

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
        pytest.param('("import os\\n"\n "print(os.sep)\\n")', id="adjacent-next-line"),
        pytest.param('(\n  "import os\\n"\n  "print(os.sep)\\n"\n)', id="adjacent-own-lines"),
        pytest.param(
            '(\n  "import os\\n"  # stdlib\n  "print(os.sep)\\n"\n)', id="adjacent-hash-comment"
        ),
        pytest.param('(\n  "import os\\n" +\n  "print(os.sep)\\n"\n)', id="plus-own-lines"),
        pytest.param(
            '(\n    "import os\\n"\n    "print(os.sep)\\n"\n  )', id="adjacent-indented-close"
        ),
        pytest.param('("import os\\n" "print(os.sep)\\n")', id="adjacent-one-line"),
    ],
)
def test_pieces_in_parentheses_keep_no_quotes(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files


def test_one_string_in_parentheses_is_read() -> None:
    # guard: ("import os\n") has one reading, the string
    result = parse_response(_answer('("import os\\nprint(os.sep)\\n")'))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files
