"""hunt149: a read of a written file behind a word that runs it: a shell given the command
(``bash -c 'cat a.py'``, ``sh -c``, ``bash -lc``), a command prefix (``sudo``, ``env LC_ALL=C``,
an assignment ``LC_ALL=C``, ``timeout 5``, ``time``). An OpenAI transcript writes a.py (``x =
1``/``y = 2``), runs the command, and its output shows a.py holding ``x = 5``: it was changed
after the write. Main keeps a.py as written (usable-WRONG; the base did too), where ``cat a.py``
printing the same is refused. The same commands printing a.py as written stay usable
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


_COMMANDS = {
    "bash-c": "bash -c 'cat a.py'",
    "sh-c": 'sh -c "cat a.py"',
    "bash-lc": "bash -lc 'cat a.py'",
    "sudo": "sudo cat a.py",
    "env-assignment": "env LC_ALL=C cat a.py",
    "assignment-prefix": "LC_ALL=C cat a.py",
    "timeout": "timeout 5 cat a.py",
    "command-builtin": "command cat a.py",
}


@pytest.mark.parametrize("command", list(_COMMANDS.values()), ids=list(_COMMANDS))
def test_a_prefixed_read_showing_other_text_refuses_the_file(command: str) -> None:
    assert _after(command, "x = 5\n") is None


@pytest.mark.parametrize("command", list(_COMMANDS.values()), ids=list(_COMMANDS))
def test_a_prefixed_read_of_the_file_as_written_keeps_it(command: str) -> None:
    assert _after(command, CONTENT) == [("a.py", CONTENT)]
