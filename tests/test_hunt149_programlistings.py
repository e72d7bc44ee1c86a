"""hunt149: a one-line program listing the working folder, or testing a written file's
presence, in other words than fix-outputs184's table (``print(os.listdir('.'))``,
``console.log(fs.readdirSync('.'))``, ``print(os.path.exists('a.py'))``): ``os.listdir(os.
getcwd())``, ``'a.py' in os.listdir('.')``, the names joined one a line (``'\\n'.join``,
``print(*..., sep='\\n')``), ``os.scandir``, Node's names joined, a conditional printing
``missing``. An OpenAI transcript writes a.py, runs the program, and its output shows the folder
without a.py: it was removed after the write. Main keeps a.py as written (usable-WRONG; the base
did too). The same programs listing a.py stay usable (guards)."""

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
    "py-listdir-getcwd": (
        'python -c "import os; print(os.listdir(os.getcwd()))"',
        "['b.py']\n",
        "['a.py', 'b.py']\n",
    ),
    "py-name-in-listdir": (
        "python -c \"import os; print('a.py' in os.listdir('.'))\"",
        "False\n",
        "True\n",
    ),
    "py-join-listdir": (
        "python -c \"import os; print('\\n'.join(os.listdir()))\"",
        "b.py\n",
        "a.py\nb.py\n",
    ),
    "py-star-listdir": (
        "python -c \"import os; print(*os.listdir(), sep='\\n')\"",
        "b.py\n",
        "a.py\nb.py\n",
    ),
    "py-scandir-names": (
        "python -c \"import os; print([e.name for e in os.scandir('.')])\"",
        "['b.py']\n",
        "['a.py', 'b.py']\n",
    ),
    "node-readdir-join": (
        "node -e \"console.log(require('fs').readdirSync('.').join('\\n'))\"",
        "b.py\n",
        "a.py\nb.py\n",
    ),
    "py-isfile-conditional": (
        "python -c \"import os; print('exists' if os.path.isfile('a.py') else 'missing')\"",
        "missing\n",
        "exists\n",
    ),
}


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_program_showing_the_folder_without_the_file_refuses_it(
    command: str, other: str, own: str
) -> None:
    assert _after(command, other) is None


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_program_showing_the_file_keeps_it(command: str, other: str, own: str) -> None:
    assert _after(command, own) == [("a.py", CONTENT)]
