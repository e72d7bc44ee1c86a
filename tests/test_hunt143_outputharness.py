"""hunt143: ordinary tool outputs showing the written file exactly as written, in shapes
fix-output169's reading takes for other content (regressions: the base bee7c794 kept them).

Expected by hand: an OpenAI transcript writes the file, the tool answering ok, then runs
``cat`` (or ``bat``) of it; the output shows the content written, wrapped as the harness
prints it (Codex CLI's ``Exit code``/``Wall time``/``Output:`` head, OpenHands' ``[The command
completed with exit code 0.]``, Gemini CLI's ``Command:``/``Stdout:`` record, ``bat``'s
frame), or the content itself starts with blank lines or holds lines a harness might print
(a fence, ``Output:``, ``exit code: 1``). Nothing says the file changed: it is kept as
written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"

_GEMINI = (
    "Command: cat a.py\nDirectory: (root)\nStdout: x = 1\ny = 2\n\nStderr: (empty)\n"
    "Error: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\n"
    "Process Group PGID: 4242"
)
_BAT = (
    "───────┬──────────────\n       │ File: a.py\n───────┼──────────────\n"
    "   1   │ x = 1\n   2   │ y = 2\n───────┴──────────────"
)


def _after(command: str, output: str, path: str, content: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, content)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output", "path", "content"),
    [
        pytest.param(
            "cat a.py",
            "Exit code: 0\nWall time: 0.1 seconds\nOutput:\nx = 1\ny = 2\n",
            "a.py",
            CONTENT,
            id="codex-cli",
        ),
        pytest.param(
            "cat a.py",
            "x = 1\ny = 2\n[The command completed with exit code 0.]",
            "a.py",
            CONTENT,
            id="openhands",
        ),
        pytest.param("cat a.py", _GEMINI, "a.py", CONTENT, id="gemini-cli"),
        pytest.param("bat a.py", _BAT, "a.py", CONTENT, id="bat-framed"),
        pytest.param("cat a.py", "\n\nx = 1", "a.py", "\n\nx = 1\n", id="blank-lines-first"),
        pytest.param(
            "cat README.md",
            "# T\n```py\nx\n```",
            "README.md",
            "# T\n```py\nx\n```\n",
            id="fence-last-line",
        ),
        pytest.param(
            "cat notes.txt", "Output:\nhello", "notes.txt", "Output:\nhello\n", id="output-word"
        ),
        pytest.param(
            "cat log.txt",
            "step\nexit code: 1",
            "log.txt",
            "step\nexit code: 1\n",
            id="exit-code-line",
        ),
    ],
)
def test_the_file_shown_as_written_keeps_it(
    command: str, output: str, path: str, content: str
) -> None:
    assert _after(command, output, path, content) == [(path, content)]
