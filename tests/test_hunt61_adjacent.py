"""hunt61: a legacy JSON answer whose content is two double-quoted strings side by side (as
Python and C join them). Expected by hand: the model meant the two texts joined (a.py is
"x = 1\\ny = 2\\n"); the other reading (unescaped quotes inside one string) gives a file that is
no Python at all. The answer is usable only with the joined text, or refused; never the text
with the quotes between the pieces."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_ONE_LINE = '{"files": [{"file_path": "a.py", "content": "x = 1\\n" "y = 2\\n"}]}'
_TWO_LINES = '{"files": [{"file_path": "a.py", "content": "x = 1\\n"\n  "y = 2\\n"}]}'


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_ONE_LINE, id="adjacent-one-line"),
        pytest.param(_TWO_LINES, id="adjacent-two-lines"),
    ],
)
def test_adjacent_strings_are_joined_or_refused(text: str) -> None:
    result = parse_response(text)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\ny = 2\n")]
