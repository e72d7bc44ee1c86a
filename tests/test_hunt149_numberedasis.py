"""hunt149: a written file printed back as written by a reader that marks its lines: ``cat -n``
(``--number``, ``-b``: ``     1\\tx = 1``), ``cat -A``/``-e`` (a ``$`` at each line's end),
``tac`` (the lines last first), OpenHands' ``str_replace_editor view`` (``Here's the result of
running `cat -n` on /repo/a.py:``, then its lines numbered as ``cat -n``, the empty line after
the last newline numbered too: ``     3\\t``), a read tool numbering with a tab and that empty
last line. An OpenAI transcript writes a.py (``x = 1``/``y = 2``) and reads it back so: every
output is what a.py as written gives. Main refuses (tool-call-changed; the base too): false
refusals. ``nl a.py`` and ``cat -n a.py | head -50`` of the same lines are kept (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
NUMBERED = "     1\tx = 1\n     2\ty = 2\n"


def _after(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str) -> tuple[str, dict[str, object]]:
    return "bash", {"command": command}


_VIEW = ("str_replace_editor", {"command": "view", "path": "/repo/a.py"})
_CASES = {
    "cat-n": (*_bash("cat -n a.py"), NUMBERED),
    "cat-number": (*_bash("cat --number a.py"), NUMBERED),
    "cat-b": (*_bash("cat -b a.py"), NUMBERED),
    "cat-A": (*_bash("cat -A a.py"), "x = 1$\ny = 2$\n"),
    "cat-e": (*_bash("cat -e a.py"), "x = 1$\ny = 2$\n"),
    "tac": (*_bash("tac a.py"), "y = 2\nx = 1\n"),
    "openhands-view": (
        *_VIEW,
        "Here's the result of running `cat -n` on /repo/a.py:\n" + NUMBERED + "     3\t\n",
    ),
    "read-tool-tab-empty-last-line": (
        "read_file",
        {"path": "a.py"},
        NUMBERED + "     3\t\n",
    ),
}
_GUARDS = {
    "nl": (*_bash("nl a.py"), NUMBERED),
    "cat-n-head": (*_bash("cat -n a.py | head -50"), NUMBERED),
    "read-tool-tab": ("read_file", {"path": "a.py"}, NUMBERED),
}


@pytest.mark.parametrize(("tool", "args", "output"), list(_CASES.values()), ids=list(_CASES))
def test_a_marked_print_of_the_file_as_written_keeps_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output) == [("a.py", CONTENT)]


@pytest.mark.parametrize(("tool", "args", "output"), list(_GUARDS.values()), ids=list(_GUARDS))
def test_a_numbered_print_of_the_file_as_written_keeps_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output) == [("a.py", CONTENT)]
