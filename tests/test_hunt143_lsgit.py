"""hunt143: ordinary ``ls`` and ``git`` outputs after a write, refused by fix-output169's
reading (regressions: the base bee7c794 kept them): ``ls`` with colours (ANSI escapes around
the name), ``ls -m``'s comma-separated names, ``git diff --cached``/``--staged`` (the index,
not the work tree), ``git diff`` between two commits or a range (``HEAD~1 HEAD``,
``main..feature``) whose ``+`` lines are a commit's, and ``git status`` showing another file
renamed TO the written one.

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``), the tool answering
ok, then runs the command shown; nothing in its output says the work tree's a.py is missing
or other than written: kept as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
_DIFF = (
    "diff --git a/a.py b/a.py\nindex 1..2 100644\n--- a/a.py\n+++ b/a.py\n"
    "@@ -1,2 +1,2 @@\n-x = 0\n+x = 7\n y = 2\n"
)


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_CASES = {
    "ls-colour": (
        "ls --color=always",
        "\x1b[0m\x1b[01;34msrc\x1b[0m  \x1b[01;32ma.py\x1b[0m  b.txt",
    ),
    "ls-long-colour": (
        "ls -l --color=always",
        "total 4\n-rw-r--r-- 1 u u 12 Nov 28 23:00 \x1b[0m\x1b[01;32ma.py\x1b[0m",
    ),
    "ls-m-commas": ("ls -m", "a.py, b.txt, src"),
    "diff-cached": ("git diff --cached", _DIFF),
    "diff-staged-file": ("git diff --staged a.py", _DIFF),
    "diff-two-commits": ("git diff HEAD~1 HEAD -- a.py", _DIFF),
    "diff-range": ("git diff main..feature -- a.py", _DIFF),
    "status-renamed-to-it": (
        "git status",
        "On branch main\nChanges to be committed:\n\trenamed:    old.py -> a.py\n",
    ),
}


@pytest.mark.parametrize(
    ("command", "output"), [pytest.param(*value, id=key) for key, value in _CASES.items()]
)
def test_an_ordinary_output_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


def test_a_work_tree_diff_showing_other_lines_stays_refused() -> None:
    assert _after("git diff a.py", _DIFF) is None
