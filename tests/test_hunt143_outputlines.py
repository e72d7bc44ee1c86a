"""hunt143: ordinary outputs of commands showing lines of the written file, or of several
files, taken by fix-output169 for other content (regressions: the base bee7c794 kept them):
a file whose lines start with numbers (read as line numbers and cut off), a ``grep`` line
holding ``:NN:``, a recursive ``grep`` also showing another file's lines, ``ls -la``'s ``.``
and ``..`` entries (the folder's size 4096 read as the file's).

Expected by hand: an OpenAI transcript writes the file, the tool answering ok, then runs the
command shown, whose output is what that command prints of the file as written: the file is
kept as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
SCORES = "1 Alice\n2 Bob\n3 Carol\n"
_LS_LA = (
    "total 12\ndrwxr-xr-x 2 u u 4096 Nov 28 23:00 .\ndrwxr-xr-x 3 u u 4096 Nov 28 23:00 ..\n"
    "-rw-r--r-- 1 u u 12 Nov 28 23:00 a.py"
)


def _after(command: str, output: str, path: str, content: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, content)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


NUMBERED = [
    pytest.param("head scores.txt", SCORES, "scores.txt", SCORES, id="head-numbers-first"),
    pytest.param("head data.tsv", "1\tAlice\n2\tBob", "data.tsv", "1\tAlice\n2\tBob\n", id="tsv"),
    pytest.param("tail -n 2 scores.txt", "2 Bob\n3 Carol", "scores.txt", SCORES, id="tail"),
    pytest.param(
        "grep start cfg.ini",
        "start=09:00:00",
        "cfg.ini",
        "name=x\nstart=09:00:00\n",
        id="grep-time",
    ),
    pytest.param(
        "grep -rn 'y =' .", "./a.py:2:y = 2\n./b.py:1:y = 9", "a.py", CONTENT, id="grep-r-others"
    ),
    pytest.param("ls -la", _LS_LA, "a.py", CONTENT, id="ls-la-dot-entries"),
]


@pytest.mark.parametrize(("command", "output", "path", "content"), NUMBERED)
def test_lines_shown_as_written_keep_it(command: str, output: str, path: str, content: str) -> None:
    assert _after(command, output, path, content) == [(path, content)]
