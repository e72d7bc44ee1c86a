"""Hunt 90: an escape split across a join's border: a character outside the BMP written as a
surrogate pair whose halves stand in two pieces (``"x = '\\ud83d" +`` then ``"\\ude00'\\n"``),
as JavaScript (UTF-16) joins them into one character. Expected by hand: the one character (or
refused); never a file holding two lone surrogates (no UTF-8 text can hold them)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_MEANT = "x = '\U0001f600'\n"


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.js", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('"x = \'\\ud83d" +\n  "\\ude00\'\\n"', id="plus-next-line"),
        pytest.param('"x = \'\\ud83d"\n  "\\ude00\'\\n"', id="adjacent-next-line"),
        pytest.param('"x = \'\\ud83d" + "\\ude00\'\\n"', id="plus-one-line"),
        pytest.param('"x = \'\\ud83d" + // smiley\n  "\\ude00\'\\n"', id="plus-comment"),
    ],
)
def test_a_surrogate_pair_split_across_pieces_is_one_character(content: str) -> None:
    result = parse_response(_answer(content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.js": _MEANT, "b.txt": "B\n"}, ascii(files)


def test_a_surrogate_pair_in_one_string_is_read() -> None:
    result = parse_response(_answer("\"x = '\\ud83d\\ude00'\\n\""))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"a.js": _MEANT, "b.txt": "B\n"}, ascii(files)
