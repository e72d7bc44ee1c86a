"""hunt143: read tools' ordinary outputs of the written file as written, refused by
fix-output169's reading (regressions: the base bee7c794 kept them): SWE-agent's ``open``
(``[File: /repo/a.py (2 lines total)]`` then ``1:x = 1``), Cursor's ``Contents of a.py, lines
1-2 (entire file):`` lead and fence, opencode's ``<file>``/``00001|`` numbering, a ``File:`` or
``a.py:`` head line, an ``(End of file - total 2 lines)`` tail, and a raw read of a file whose
lines start with numbers (cut off as line numbers).

Expected by hand: an OpenAI transcript writes the file, the tool answering ok, then reads it;
the output shows the content written: kept as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(
    tool: str, args: dict[str, object], output: str, path: str, content: str
) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, content)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_A = {"path": "a.py"}
_CASES = {
    "sweagent-open": ("open", _A, "[File: /repo/a.py (2 lines total)]\n1:x = 1\n2:y = 2"),
    "cursor-contents": (
        "read_file",
        _A,
        "Contents of a.py, lines 1-2 (entire file):\n```\nx = 1\ny = 2\n```",
    ),
    "opencode-numbered": ("read_file", _A, "<file>\n00001| x = 1\n00002| y = 2\n</file>"),
    "file-head": ("read_file", _A, "File: a.py\nx = 1\ny = 2"),
    "name-head": ("read_file", _A, "a.py:\nx = 1\ny = 2"),
    "end-of-file-tail": ("view", _A, "x = 1\ny = 2\n\n(End of file - total 2 lines)"),
}


@pytest.mark.parametrize(
    ("tool", "args", "output"), [pytest.param(*value, id=key) for key, value in _CASES.items()]
)
def test_a_read_of_the_file_as_written_keeps_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output, "a.py", CONTENT) == [("a.py", CONTENT)]


def test_a_raw_read_of_lines_starting_with_numbers_keeps_it() -> None:
    scores = "1 Alice\n2 Bob\n"
    got = _after("read_file", {"path": "scores.txt"}, scores, "scores.txt", scores)
    assert got == [("scores.txt", scores)]
