"""hunt143: a later command printing the written file with other content, in shapes
fix-output169 does not read: a ``with open`` print, Node's ``readFileSync``, ``cat`` next to an
``echo`` in one call (a header line before it, a blank line after it), ``perl -ne print``,
``cut -c1-``.

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``), the tool answering
ok, then runs the command shown, whose output prints a.py as ``x = 5``: the file on disk is
not what was written, so the reader refuses a.py, as it refuses ``cat a.py`` and
``python -c "print(open('a.py').read())"`` printing other lines. Guards: the same commands
printing the content written keep it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"

COMMANDS = [
    pytest.param("python -c \"with open('a.py') as f: print(f.read())\"", "", id="py-with-open"),
    pytest.param(
        "node -e \"console.log(require('fs').readFileSync('a.py', 'utf8'))\"", "", id="node-fs"
    ),
    pytest.param("echo '--- a.py ---' && cat a.py", "--- a.py ---\n", id="echo-then-cat"),
    pytest.param("cat a.py; echo", "", id="cat-then-echo"),
    pytest.param("perl -ne print a.py", "", id="perl-print"),
    pytest.param("cut -c1- a.py", "", id="cut-whole-lines"),
]


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(("command", "before"), COMMANDS)
def test_other_content_printed_refuses_it(command: str, before: str) -> None:
    assert _after(command, before + "x = 5\n") is None


@pytest.mark.parametrize(("command", "before"), COMMANDS)
def test_the_content_written_printed_keeps_it(command: str, before: str) -> None:
    assert _after(command, before + CONTENT) == [("a.py", CONTENT)]
