"""hunt132-outputgone: a later tool output saying a.py is not there or under another name, in
shapes fix-said152's _GONE_SAID/_GIT_DELETED do not read: Node's ``ENOENT: ..., open 'a.py'``
(the path after a comma and a verb), cmd's ``type`` (no path in the message), ``File Not Found -
a.py``, a ``test -f`` printing missing, ``git status`` showing a.py renamed

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then makes the call shown, whose tool output is given. a.py ``x = 1`` is not on disk as
written: keeping it usable as written is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(name: str, args: dict[str, object], output: object) -> list[tuple[str, str]] | None:
    """The files read, or None when the result is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", name, dict(args)))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str, output: object) -> tuple[str, dict[str, object], object]:
    return ("bash", {"command": command}, output)


CASES = [
    pytest.param(
        *_bash(
            "node -e \"require('fs').readFileSync('a.py')\"",
            "Error: ENOENT: no such file or directory, open 'a.py'",
        ),
        id="node-enoent",
    ),
    pytest.param(*_bash("type a.py", "The system cannot find the file specified."), id="cmd-type"),
    pytest.param(*_bash("dir a.py", "File Not Found - a.py"), id="file-not-found-dash"),
    pytest.param(
        *_bash("test -f a.py && echo exists || echo missing", "missing"), id="test-f-missing"
    ),
    pytest.param(
        *_bash("git status", "Changes to be committed:\n\trenamed:    a.py -> b.py\n"),
        id="git-status-renamed",
    ),
    pytest.param(*_bash("git status --short", "R  a.py -> b.py"), id="git-short-renamed"),
]


@pytest.mark.parametrize(("name", "args", "output"), CASES)
def test_a_later_output_saying_the_file_is_gone_does_not_keep_it(
    name: str, args: dict[str, object], output: object
) -> None:
    assert _after(name, args, output) is None
