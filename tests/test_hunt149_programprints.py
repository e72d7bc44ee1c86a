"""hunt149: a one-line program printing a written file's text in other words than
fix-outputs184's table (``print(open('a.py').read())``, ``with open(...) as f``, ``node -e
console.log(readFileSync)``, ``perl -ne print``): the text stripped, sliced, its repr, its
``readlines()`` list, an f-string, the program fed by a heredoc, Windows' ``py`` launcher,
``perl -n -e print``. An OpenAI transcript writes a.py (``x = 1``/``y = 2``), runs the program,
and its output shows a.py holding ``x = 5``: the file was changed after the write. Main keeps
a.py as written (usable-WRONG; the base did too). The same programs printing a.py as written stay
usable (guards)."""

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
    "py-strip": ("python -c \"print(open('a.py').read().strip())\"", "x = 5\n", "x = 1\ny = 2\n"),
    "py-repr": (
        "python -c \"print(repr(open('a.py').read()))\"",
        "'x = 5\\n'\n",
        "'x = 1\\ny = 2\\n'\n",
    ),
    "py-readlines-list": (
        "python -c \"print(open('a.py').readlines())\"",
        "['x = 5\\n']\n",
        "['x = 1\\n', 'y = 2\\n']\n",
    ),
    "py-slice": ("python -c \"print(open('a.py').read()[:500])\"", "x = 5\n\n", CONTENT + "\n"),
    "py-f-string": (
        'python -c "print(f\'{open(\\"a.py\\").read()}\')"',
        "x = 5\n\n",
        CONTENT + "\n",
    ),
    "py-heredoc": (
        "python3 - <<'EOF'\nprint(open('a.py').read())\nEOF",
        "x = 5\n\n",
        CONTENT + "\n",
    ),
    "py-windows-launcher": ("py -c \"print(open('a.py').read())\"", "x = 5\n\n", CONTENT + "\n"),
    "perl-n-e-print": ("perl -n -e print a.py", "x = 5\n", CONTENT),
}


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_program_printing_other_text_of_the_file_refuses_it(
    command: str, other: str, own: str
) -> None:
    assert _after(command, other) is None


@pytest.mark.parametrize(("command", "other", "own"), list(_PROGRAMS.values()), ids=list(_PROGRAMS))
def test_a_program_printing_the_file_as_written_keeps_it(
    command: str, other: str, own: str
) -> None:
    assert _after(command, own) == [("a.py", CONTENT)]
