"""hunt143: ordinary outputs of commands printing a value computed from the written file
(``grep -c``/``-l``/``-o``, ``sed s///``, ``awk '{print $1}'``, ``sed -n '$='``, ``python -c``
prints of its length or of it upper-cased), taken by fix-output169 for other content
(regressions: the base bee7c794 kept them).

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``), the tool answering
ok, then runs the command shown, whose output is what it prints of a.py as written: a.py is
kept as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str, path: str, content: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, content)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


TRANSFORMS = [
    pytest.param("grep -c y a.py", "1", id="grep-c"),
    pytest.param("grep -l y a.py", "a.py", id="grep-l"),
    pytest.param("grep -o '[0-9]' a.py", "1\n2", id="grep-o"),
    pytest.param("sed 's/x/X/' a.py", "X = 1\ny = 2", id="sed-s"),
    pytest.param("awk '{print $1}' a.py", "x\ny", id="awk-field"),
    pytest.param("sed -n '$=' a.py", "2", id="sed-count"),
    pytest.param("python -c \"print(len(open('a.py').read()))\"", "12", id="py-len"),
    pytest.param("python -c \"print(open('a.py').read().upper())\"", "X = 1\nY = 2", id="py-upper"),
]


@pytest.mark.parametrize(("command", "output"), TRANSFORMS)
def test_a_value_computed_from_the_file_keeps_it(command: str, output: str) -> None:
    assert _after(command, output, "a.py", CONTENT) == [("a.py", CONTENT)]
