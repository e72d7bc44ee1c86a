"""hunt149: a reader of part of a written file shows a line of it at another place. An OpenAI
transcript writes a.py (``x = 1`` then ``y = 2``), then reads a part of it: ``head -n 1`` prints
``y = 2`` (its first line is ``x = 1``), ``tail -n 1`` prints ``x = 1``, ``sed -n 2p`` prints
``x = 1``, ``grep -n y`` prints ``1:y = 2``, ``awk 'NR==1'`` prints ``y = 2``, Claude Code's
Read with an offset shows ``x = 1`` as line 2, or lines 1 and 2 swapped. Each line shown is
a line of a.py, but not at the place the output shows it: the file on disk is another (its
lines moved or swapped). Main keeps a.py as written (usable-WRONG; the base did too), where
``cat -n a.py`` showing the lines swapped is refused. The same reads of the lines at their own
places stay usable (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str) -> tuple[str, dict[str, object]]:
    return "bash", {"command": command}


_READ_2 = ("Read", {"file_path": "/repo/a.py", "offset": 2, "limit": 1})
_READ_1_2 = ("Read", {"file_path": "/repo/a.py", "offset": 1, "limit": 2})
_MOVED = {
    "head-first-line": (*_bash("head -n 1 a.py"), "y = 2\n"),
    "tail-last-line": (*_bash("tail -n 1 a.py"), "x = 1\n"),
    "sed-second-line": (*_bash("sed -n 2p a.py"), "x = 1\n"),
    "grep-n-line-number": (*_bash("grep -n y a.py"), "1:y = 2\n"),
    "awk-first-record": (*_bash("awk 'NR==1' a.py"), "y = 2\n"),
    "read-offset-line": (*_READ_2, "     2\u2192x = 1\n"),
    "read-lines-swapped": (*_READ_1_2, "     1\u2192y = 2\n     2\u2192x = 1\n"),
}
_IN_PLACE = {
    "head-first-line-own": (*_bash("head -n 1 a.py"), "x = 1\n"),
    "tail-last-line-own": (*_bash("tail -n 1 a.py"), "y = 2\n"),
    "grep-n-own-number": (*_bash("grep -n y a.py"), "2:y = 2\n"),
    "read-offset-own": (*_READ_2, "     2\u2192y = 2\n"),
}


@pytest.mark.parametrize(("tool", "args", "output"), list(_MOVED.values()), ids=list(_MOVED))
def test_a_part_showing_a_line_at_another_place_refuses_the_file(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output) is None


@pytest.mark.parametrize(("tool", "args", "output"), list(_IN_PLACE.values()), ids=list(_IN_PLACE))
def test_a_part_showing_its_lines_in_place_keeps_the_file(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output) == [("a.py", CONTENT)]
