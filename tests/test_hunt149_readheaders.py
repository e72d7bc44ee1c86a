"""hunt149: the header and footer a read tool puts around the lines it shows (fix-outputs184
reads ``absolute_path``/``AbsolutePath`` as the path read, then compares the tool's whole output
with the file). An OpenAI transcript writes a.py (``x = 1``/``y = 2``), then reads it back:

- Gemini CLI's ``read_file`` of part of a file (gemini-cli tools/read-file: ``IMPORTANT: The
  file content has been truncated.``, ``Status: Showing lines 1-1 of N total lines.``, ``Action:
  ...``, ``--- FILE CONTENT (truncated) ---``, then the lines);
- Qwen Code's ``read_file`` (``Showing lines 1-1 of N total lines.``, a ``---`` rule, the lines);
- Windsurf/Antigravity's ``view_file`` (``File Path:``, ``Total Lines:``, ``Total Bytes:``,
  ``Showing lines 1 to N``, a note, ``1: x = 1`` numbered lines, ``The above content shows the
  entire, complete file contents of the requested file.``).

Where the lines are the file's (and the header's counts agree), the file is kept as written:
the base 3dfe17cf kept it, main refuses it (false refusals, regressions of fix-outputs184).
Where the lines or the counts differ, refused (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"

_GEMINI = (
    "\nIMPORTANT: The file content has been truncated.\n"
    "Status: Showing lines 1-1 of {total} total lines.\n"
    "Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a "
    "subsequent 'read_file' call. For example, to read the next section of the file, use "
    "offset: 1.\n\n--- FILE CONTENT (truncated) ---\nx = {x}\n"
)
_QWEN = "Showing lines 1-1 of {total} total lines.\n\n---\n\nx = {x}\n"
_WINDSURF = (
    "File Path: `file:///repo/a.py`\nTotal Lines: {total}\nTotal Bytes: {size}\n"
    "Showing lines 1 to {total}\nThe following code has been modified to include a line number "
    "before every line, in the format: <line_number>: <original_line>. Please note that any "
    "changes targeting the original code should remove the line number, colon, and leading "
    "space.\n1: x = {x}\n2: y = 2\n3: \n"
    "The above content shows the entire, complete file contents of the requested file.\n"
)
_PART = {"absolute_path": "/repo/a.py", "offset": 0, "limit": 1}
_VIEW = {"AbsolutePath": "/repo/a.py"}


def _read(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_AS_WRITTEN = {
    "gemini-truncated-first-line": ("read_file", _PART, _GEMINI.format(total=2, x=1)),
    "gemini-truncated-file-path": (
        "read_file",
        {"file_path": "/repo/a.py", "offset": 0, "limit": 1},
        _GEMINI.format(total=2, x=1),
    ),
    "qwen-first-line": ("read_file", _PART, _QWEN.format(total=2, x=1)),
    "windsurf-view-file-whole": ("view_file", _VIEW, _WINDSURF.format(total=3, size=12, x=1)),
}
_OTHERWISE = {
    "gemini-truncated-other-line": ("read_file", _PART, _GEMINI.format(total=2, x=5)),
    "gemini-truncated-other-total": ("read_file", _PART, _GEMINI.format(total=40, x=1)),
    "qwen-other-total": ("read_file", _PART, _QWEN.format(total=40, x=1)),
    "windsurf-view-file-other-line": ("view_file", _VIEW, _WINDSURF.format(total=3, size=12, x=5)),
    "windsurf-view-file-other-size": ("view_file", _VIEW, _WINDSURF.format(total=3, size=99, x=1)),
}


@pytest.mark.parametrize(
    ("tool", "args", "output"), list(_AS_WRITTEN.values()), ids=list(_AS_WRITTEN)
)
def test_a_read_tools_framed_output_of_the_file_as_written_keeps_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _read(tool, args, output) == [("a.py", CONTENT)]


@pytest.mark.parametrize(
    ("tool", "args", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE)
)
def test_a_read_tools_framed_output_of_another_file_refuses_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _read(tool, args, output) is None
