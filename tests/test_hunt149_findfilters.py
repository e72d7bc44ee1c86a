"""hunt149: ``find . -name a.py`` with a test after the name that a.py as written fails
(``-size 0``, ``-empty``, ``-newer b.py``, ``-mmin +60``, ``-size +1M``, ``-perm -u+x``, an
``-exec grep -l TODO {} +`` that finds nothing): find prints nothing, which is what a.py as
written gives (it is not empty, not old, not big, not executable, holds no TODO). An OpenAI
transcript writes a.py (``x = 1``/``y = 2``), runs the ``find``, and its output is empty: main
refuses a.py ("which does not find it", reading the empty output as a.py missing; the base
too): false refusals. ``find . -name a.py`` alone printing nothing stays refused (guard)."""

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


_FILTERS = {
    "size-zero": "find . -name a.py -size 0",
    "empty": "find . -name a.py -empty",
    "newer": "find . -name a.py -newer b.py",
    "mmin": "find . -name a.py -mmin +60",
    "size-large": "find . -name a.py -size +1M",
    "perm-executable": "find . -name a.py -perm -u+x",
    "exec-grep-l": "find . -name a.py -exec grep -l TODO {} +",
}


@pytest.mark.parametrize("command", list(_FILTERS.values()), ids=list(_FILTERS))
def test_a_find_whose_test_the_file_fails_prints_nothing_and_keeps_it(command: str) -> None:
    assert _after(command, "") == [("a.py", CONTENT)]


def test_a_find_of_the_name_alone_printing_nothing_refuses_it() -> None:
    assert _after("find . -name a.py", "") is None
