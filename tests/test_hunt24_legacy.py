"""Hunt 24: legacy JSON file objects whose other keys say the content is a piece of the file
(appended, inserted after a line, replacing a range of lines, partial). The model meant the
file to be its old text with this piece in it, which the answer does not hold: the content
must not be written as the whole file. Expected by hand: not usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

PIECE = "    print(os.getcwd())\n"


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"append": True}, id="append-true"),
        pytest.param({"insert_after": "def main():"}, id="insert-after"),
        pytest.param({"replace_lines": "3-4"}, id="replace-lines"),
        pytest.param({"line_range": [10, 12]}, id="line-range"),
        pytest.param({"write_mode": "append"}, id="write-mode-append"),
        pytest.param({"partial": True}, id="partial-true"),
    ],
)
def test_a_file_object_holding_a_piece_is_not_written_whole(extra: dict[str, object]) -> None:
    answer = json.dumps({"files": [{"path": "a.py", "content": PIECE, **extra}]}, indent=2)
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
