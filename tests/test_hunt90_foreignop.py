"""Hunt 90: a legacy answer whose content is written as two pieces on one line joined by another
language's concatenation operator (Lua ``..``, PHP ``.``, Visual Basic ``&``): ``"import os\\n"
.. "print(os.sep)\\n"``. By hand: the pieces joined, or refused (over a line break fix-json64
refuses them); never one file holding the operator, the pieces' quotes and a line starting
``" .. "`` (no code)."""

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
        pytest.param('"import os\\n" .. "print(os.sep)\\n"', id="lua-dotdot"),
        pytest.param('"import os\\n" . "print(os.sep)\\n"', id="php-dot"),
        pytest.param('"import os\\n" & "print(os.sep)\\n"', id="vb-ampersand"),
    ],
)
def test_pieces_joined_by_another_operator_keep_no_quotes(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.py": _MEANT, "b.txt": "B\n"}, files
