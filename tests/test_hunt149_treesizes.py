"""hunt149: ``tree``'s size column (``-s`` bytes, ``-h`` human, within ``-p``/``-u``/``-g``/``-D``'s
one bracket): lead29 (27edf09d) reads an entry past its bracketed columns to compare the names
listed, and so keeps a written file whose listed size is none it can have. An OpenAI
transcript writes a.py (``x = 1``/``y = 2``: 12 bytes), then runs ``tree -s`` (``-h``...) of the
working folder; its output lists a.py with ``[          0]`` (0 bytes), 99 bytes, 2.0K: a.py
was changed after the write. Main keeps a.py as written (usable-WRONG; the base 3dfe17cf refused
every one of them). Listing a.py at its own size stays usable (guards)."""

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


def _tree(column: str, name: str = "a.py", other: str = "b.py") -> str:
    first, last = "\u251c\u2500\u2500", "\u2514\u2500\u2500"
    return f".\n{first} {column}  {name}\n{last} {other}\n\n0 directories, 2 files\n"


_OTHER_SIZE = {
    "s-zero": ("tree -s", _tree("[          0]")),
    "h-zero": ("tree -h", _tree("[   0]")),
    "s-larger": ("tree -s", _tree("[         99]")),
    "h-kilobytes": ("tree -h", _tree("[2.0K]")),
    "p-s-zero": ("tree -p -s", _tree("[-rw-r--r--          0]")),
    "u-g-s-zero": ("tree -u -g -s", _tree("[root     root              0]")),
    "s-D-zero": ("tree -s -D", _tree("[          0 Nov 28 23:00]")),
    "s-f-zero": ("tree -s -f", _tree("[          0]", "./a.py", "./b.py")),
}
_OWN_SIZE = {
    "s-own": ("tree -s", _tree("[         12]")),
    "h-own": ("tree -h", _tree("[  12]")),
    "p-s-own": ("tree -p -s", _tree("[-rw-r--r--         12]")),
}


@pytest.mark.parametrize(("command", "output"), list(_OTHER_SIZE.values()), ids=list(_OTHER_SIZE))
def test_a_tree_size_the_file_cannot_have_refuses_it(command: str, output: str) -> None:
    assert _after(command, output) is None


@pytest.mark.parametrize(("command", "output"), list(_OWN_SIZE.values()), ids=list(_OWN_SIZE))
def test_a_tree_size_of_the_file_as_written_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
