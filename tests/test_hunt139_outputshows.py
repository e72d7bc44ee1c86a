"""hunt139-outputshows: a later tool output showing a.py with other content through readers
hunt132-outputother did not try: ``git diff a.py`` (x = 1 changed to x = 2), ``nl``, ``tail``,
``sed -n 1p``, ``awk 1``, ``cat a.py | head -1``, cmd's ``type``, a ``python -c`` print of it.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then runs the command shown, whose output is given. a.py is not ``x = 1`` on disk:
keeping it usable as written is usable-WRONG (refusing is fine). Guard: PowerShell
``Get-Content`` showing other content is refused already; ``tail`` showing ``x = 1`` keeps it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    """The files read, or None when the result is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_DIFF = "diff --git a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"

CASES = [
    pytest.param("git diff a.py", _DIFF, id="git-diff"),
    pytest.param("nl a.py", "     1\tx = 2", id="nl"),
    pytest.param("tail a.py", "x = 2\n", id="tail"),
    pytest.param("sed -n 1p a.py", "x = 2", id="sed-print"),
    pytest.param("awk 1 a.py", "x = 2", id="awk"),
    pytest.param("cat a.py | head -1", "x = 2", id="cat-pipe-head"),
    pytest.param("type a.py", "x = 2", id="cmd-type"),
    pytest.param("python -c \"print(open('a.py').read())\"", "x = 2\n", id="python-print"),
]

REFUSED_ALREADY = [pytest.param("Get-Content a.py", "x = 2", id="get-content")]


@pytest.mark.parametrize(("command", "output"), CASES + REFUSED_ALREADY)
def test_a_later_output_showing_other_content_does_not_keep_it(command: str, output: str) -> None:
    assert _after(command, output) is None


def test_guard_tail_showing_the_written_content_keeps_it() -> None:
    assert _after("tail a.py", "x = 1\n") == [("a.py", CONTENT)]
