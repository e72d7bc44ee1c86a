"""hunt149: cmd's readers of a written file in the shapes the reader does not follow: ``type``
of a path written with backslashes (``type .\\a.py``, ``type src\\a.py``) and ``find /c /v ""``
(cmd's count of a file's lines: ``---------- A.PY: 9``). An OpenAI transcript writes the file
(``x = 1``/``y = 2``), runs the command, and its output shows it otherwise (``x = 5``, 9 lines):
main keeps it as written (usable-WRONG; the base did too), where ``type a.py`` printing the
same is refused. The same commands agreeing stay usable (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(path: str, command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_CASES = {
    "type-dot-backslash": ("a.py", "type .\\a.py", "x = 5\n", CONTENT),
    "type-subfolder-backslash": ("src/a.py", "type src\\a.py", "x = 5\n", CONTENT),
    "find-count-lines": (
        "a.py",
        'find /c /v "" a.py',
        "\n---------- A.PY: 9\n",
        "\n---------- A.PY: 2\n",
    ),
}


@pytest.mark.parametrize(
    ("path", "command", "other", "own"), list(_CASES.values()), ids=list(_CASES)
)
def test_a_cmd_read_showing_the_file_otherwise_refuses_it(
    path: str, command: str, other: str, own: str
) -> None:
    assert _after(path, command, other) is None


@pytest.mark.parametrize(
    ("path", "command", "other", "own"), list(_CASES.values()), ids=list(_CASES)
)
def test_a_cmd_read_of_the_file_as_written_keeps_it(
    path: str, command: str, other: str, own: str
) -> None:
    assert _after(path, command, own) == [(path, CONTENT)]
