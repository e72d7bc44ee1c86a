"""hunt143: read tools after a write whose output shows the written file empty or with other
lines, in shapes fix-output169 does not read: Claude Code's Read answering an empty file (its
``<system-reminder>`` warning, which the reader strips as a harness note), Gemini CLI's
``read_file`` (``absolute_path``), Windsurf's ``view_file`` (``AbsolutePath``, with or
without a line range), a ``read_files`` call with a ``paths`` list, the MCP filesystem
server's ``read_multiple_files`` (``a.py:`` then its text).

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``), the tool answering
ok, then reads it with the tool shown; the output shows it empty or holding ``x = 9``: the
file is not on disk as written, refused (as ``read_file`` with ``path`` showing other lines
is). Guards: the same reads showing the content written keep it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
_EMPTY = "<system-reminder>Warning: the file exists but the contents are empty.</system-reminder>"


def _after(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_CASES = {
    "claude-read-empty": ("Read", {"file_path": "/repo/a.py"}, _EMPTY, "     1\u2192x = 1\n"),
    "gemini-absolute-path": ("read_file", {"absolute_path": "/repo/a.py"}, "x = 9\n", CONTENT),
    "windsurf-view-file": ("view_file", {"AbsolutePath": "/repo/a.py"}, "x = 9\n", CONTENT),
    "windsurf-view-range": (
        "view_file",
        {"AbsolutePath": "/repo/a.py", "StartLine": 1, "EndLine": 2},
        "x = 9\n",
        CONTENT,
    ),
    "read-files-paths": ("read_files", {"paths": ["a.py"]}, "x = 9\n", CONTENT),
    "mcp-read-multiple": (
        "read_multiple_files",
        {"paths": ["a.py"]},
        "a.py:\nx = 9\n",
        "a.py:\nx = 1\ny = 2\n",
    ),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _CASES.items()]


@pytest.mark.parametrize(("tool", "args", "other", "same"), _PARAMS)
def test_a_read_showing_it_otherwise_refuses_it(
    tool: str, args: dict[str, object], other: str, same: str
) -> None:
    assert _after(tool, args, other) is None


@pytest.mark.parametrize(("tool", "args", "other", "same"), _PARAMS)
def test_a_read_showing_it_as_written_keeps_it(
    tool: str, args: dict[str, object], other: str, same: str
) -> None:
    assert _after(tool, args, same) == [("a.py", CONTENT)]
