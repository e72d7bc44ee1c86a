"""Hunt 90: a legacy answer whose content is written as line pieces separated by commas (a list
of lines with its brackets left out: ``"import os\\n",`` then ``"print(os.sep)\\n"``). Expected
by hand: the lines joined (or refused); never one file holding the pieces' quotes, the comma,
the blanks between and a literal backslash-n."""

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
        pytest.param('"import os\\n",\n  "print(os.sep)\\n"', id="next-line"),
        pytest.param('"import os\\n",\n  "print(os.sep)\\n",\n', id="trailing-comma"),
        pytest.param('"import os\\n", "print(os.sep)\\n"', id="one-line"),
    ],
)
def test_comma_separated_line_pieces_keep_no_quotes(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files
