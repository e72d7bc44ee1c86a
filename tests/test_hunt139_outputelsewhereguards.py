"""hunt139-outputelsewhereguards: guards for fix-output161's reading of missing-file words in
later tool outputs: the words of ANOTHER file missing (b.py, a.py.bak, aa.py, a.pyc, src/a.py,
tests/a.py, config.json opened by the program, a module not found) say nothing of the written
a.py, which stays as written (all kept today, and by base26).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then runs the command shown, whose output is given. a.py is on disk as written: it is kept.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_TRACE = (
    'Traceback (most recent call last):\n  File "a.py", line 1, in <module>\n    import b\n'
    "ModuleNotFoundError: No module named 'b'"
)

CASES = [
    pytest.param("cat b.py", "cat: b.py: No such file or directory", id="other-file"),
    pytest.param("cat a.py.bak", "cat: a.py.bak: No such file or directory", id="backup-name"),
    pytest.param("cat aa.py", "cat: aa.py: No such file or directory", id="longer-name"),
    pytest.param("cat a.pyc", "cat: a.pyc: No such file or directory", id="compiled-name"),
    pytest.param("cat src/a.py", "cat: src/a.py: No such file or directory", id="same-name-in-sub"),
    pytest.param(
        "python a.py",
        "FileNotFoundError: [Errno 2] No such file or directory: 'config.json'",
        id="program-opens-other",
    ),
    pytest.param("python a.py", _TRACE, id="module-not-found"),
    pytest.param("git status --short", "?? a.py\n D b.py", id="git-other-deleted"),
]


@pytest.mark.parametrize(("command", "output"), CASES)
def test_another_file_missing_keeps_the_written_one(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
