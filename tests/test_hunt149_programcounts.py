"""hunt149: a one-line program printing a count of a written file that fix-outputs184's table
(``len(open().read())``, ``len(open().readlines())``, ``os.path.getsize``, ``fs.statSync().size``)
does not read: the same meaning in other words (``len(...splitlines())``, ``.count(chr(10))``,
``len(Path().read_text())``, ``len(Path().read_bytes())``, JS ``.length`` of the text, of its
``split('\\n')``, of the Buffer, ``isfile`` and ``getsize`` printed together). An OpenAI transcript
writes a.py (``x = 1``/``y = 2``: 12 bytes, 12 characters, 2 lines), runs the program, and its
output is a count a.py as written cannot have: the file was changed after the write (the
transcript's a.py is not the one on disk). Main keeps a.py as written (usable-WRONG; the base
did too). The same programs printing a.py's own counts stay usable (guards)."""

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


_PROGRAMS = {
    "py-len-splitlines": ("python -c \"print(len(open('a.py').read().splitlines()))\"", "7", "2"),
    "py-count-newlines": ("python -c \"print(open('a.py').read().count(chr(10)))\"", "7", "2"),
    "py-len-read-text": (
        "python3 -c \"from pathlib import Path; print(len(Path('a.py').read_text()))\"",
        "0",
        "12",
    ),
    "py-len-read-bytes": (
        "python3 -c \"from pathlib import Path; print(len(Path('a.py').read_bytes()))\"",
        "0",
        "12",
    ),
    "py-isfile-and-getsize": (
        "python -c \"import os; print(os.path.isfile('a.py'), os.path.getsize('a.py'))\"",
        "True 0",
        "True 12",
    ),
    "node-text-length": (
        "node -e \"console.log(require('fs').readFileSync('a.py', 'utf8').length)\"",
        "0",
        "12",
    ),
    "node-split-length": (
        "node -e \"console.log(require('fs').readFileSync('a.py', 'utf8').split('\\n').length)\"",
        "9",
        "3",
    ),
    "node-buffer-length": (
        "node -e \"console.log(require('fs').readFileSync('a.py').length)\"",
        "0",
        "12",
    ),
}


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_programs_count_the_file_cannot_have_refuses_it(
    command: str, other: str, own: str
) -> None:
    assert _after(command, other + "\n") is None


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_programs_count_of_the_file_as_written_keeps_it(
    command: str, other: str, own: str
) -> None:
    assert _after(command, own + "\n") == [("a.py", CONTENT)]
