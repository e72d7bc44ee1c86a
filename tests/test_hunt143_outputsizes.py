"""hunt143: sizes and counts after a write that show the written file empty or of another
size, in shapes fix-output169 does not read (``stat -c '%s %n'``, ``ls -s``, ``ls -l`` with an
ISO time, a pipe into ``wc``, ``wc | awk``, a ``getsize`` print, a dump of other bytes, a
harness's mark counting left-out characters the file has not).

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``: 12 bytes, 2 lines),
the tool answering ok, then runs the command shown; its output says a.py is empty (0 bytes,
0 lines) or holds other bytes: the reader refuses a.py, as it refuses ``wc -c a.py`` printing
``0 a.py`` and ``ls -l a.py`` showing size 0. Guards: the same commands showing the size
written keep it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("stat -c '%s %n' a.py", "0 a.py", id="stat-format-name"),
        pytest.param("ls -s a.py", "0 a.py", id="ls-s"),
        pytest.param(
            "ls -l --time-style=long-iso a.py",
            "-rw-r--r-- 1 u u 0 2026-11-28 23:00 a.py",
            id="ls-long-iso",
        ),
        pytest.param("cat a.py | wc -l", "0", id="cat-pipe-wc"),
        pytest.param("wc -c a.py | awk '{print $1}'", "0", id="wc-pipe-awk"),
        pytest.param(
            "python -c \"import os; print(os.path.getsize('a.py'))\"", "0", id="py-getsize"
        ),
        pytest.param(
            "xxd a.py",
            "00000000: 7a20 3d20 390a                           z = 9.",
            id="xxd-other-bytes",
        ),
        pytest.param(
            "cat a.py", "x = 1\n... [truncated 500 characters]", id="truncated-chars-counted"
        ),
    ],
)
def test_a_size_the_content_cannot_have_refuses_it(command: str, output: str) -> None:
    assert _after(command, output) is None


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("stat -c '%s %n' a.py", "12 a.py", id="stat-format-name"),
        pytest.param("cat a.py | wc -l", "2", id="cat-pipe-wc"),
        pytest.param(
            "xxd a.py",
            "00000000: 7820 3d20 310a 7920 3d20 320a            x = 1.y = 2.",
            id="xxd-same",
        ),
    ],
)
def test_the_size_written_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
