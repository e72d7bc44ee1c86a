"""hunt149: ``find`` outputs that show a written file otherwise, in the shapes the reader of
``find`` (``find . -name x``, ``find . -type f``) does not follow: a test of its size (``-size
0``, ``-empty``) printing it, ``-maxdepth 1``, ``-type f`` and ``-name`` together, ``-print``,
no starting folder (GNU find's default ``.``), ``-ls`` and ``-printf '%s %p'`` listing its
size. An OpenAI transcript writes a.py (``x = 1``/``y = 2``: 12 bytes), runs the ``find``, and its
output shows a.py empty or missing from the working folder: it was changed or removed after the
write. Main keeps a.py as written (usable-WRONG; the base did too), where ``find . -name
'*.py'`` printing the same is refused. The same outputs agreeing with a.py stay usable
(guards)."""

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


_LS = "  1234      {size} -rw-r--r--   1 root     root     {size:>8} Nov 28 23:00 ./a.py\n"
_OTHERWISE = {
    "size-zero-prints-it": ("find . -name a.py -size 0", "./a.py\n"),
    "type-f-empty-prints-it": ("find . -type f -empty", "./a.py\n"),
    "maxdepth-without-it": ("find . -maxdepth 1 -type f", "./b.py\n"),
    "no-start-folder-without-it": ("find -name '*.py'", "./b.py\n"),
    "type-f-and-name-without-it": ("find . -type f -name '*.py'", "./b.py\n"),
    "print-without-it": ("find . -name '*.py' -print", "./b.py\n"),
    "ls-size-zero": ("find . -name a.py -ls", _LS.format(size=0)),
    "printf-size-zero": ("find . -name a.py -printf '%s %p\\n'", "0 ./a.py\n"),
}
_AGREEING = {
    "type-f-and-name-with-it": ("find . -type f -name '*.py'", "./a.py\n./b.py\n"),
    "printf-own-size": ("find . -name a.py -printf '%s %p\\n'", "12 ./a.py\n"),
}


@pytest.mark.parametrize(("command", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE))
def test_a_find_showing_the_file_otherwise_refuses_it(command: str, output: str) -> None:
    assert _after(command, output) is None


@pytest.mark.parametrize(("command", "output"), list(_AGREEING.values()), ids=list(_AGREEING))
def test_a_find_agreeing_with_the_file_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
