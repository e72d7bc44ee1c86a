"""fix-outputs180: what a later tool output shows after a write (hunt143 regressions).

An output of a transform of the file (``grep -c``, ``sed s///``, ``awk '{print $1}'``, a
``python -c`` of ``len(...)``), of another file (``grep -r``'s other files, ``ls -la``'s ``.``),
of the index or of commits (``git diff --cached``, ``HEAD~1 HEAD``), or a harness's frame around
the content (Codex CLI, OpenHands, Gemini CLI, bat, a read tool's head and tail) does not show
the written file other than written: kept. The same shapes showing other lines still refuse.
Expected values written by hand: the transcript writes a.py (``x = 1``/``y = 2``).
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
_BAT_OTHER = (
    "\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\n    \u2502 File: a.py\n"
    "\u2500\u2500\u2500\u2500\u253c\u2500\u2500\u2500\u2500\n   1   \u2502 x = 9\n"
    "\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500"
)


def _after(
    command: str, output: str, *, tool: str = "bash", args: dict[str, object] | None = None
) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args if args is not None else {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


KEPT = {
    "grep-count-long": ("grep --count y a.py", "1"),
    "grep-files-combined": ("grep -rl y .", "./a.py"),
    "grep-only-combined": ("grep -no '[0-9]' a.py", "1:1\n2:2"),
    "grep-n": ("grep -n y a.py", "2:y = 2"),
    "grep-H-n": ("grep -Hn y a.py", "a.py:2:y = 2"),
    "grep-two-files": ("grep y a.py b.py", "a.py:y = 2\nb.py:y = 9"),
    "grep-colon-content": ("grep y a.py", "y = 2"),
    "sed-range-p": ("sed -n '1,2p' a.py", "x = 1\ny = 2"),
    "sed-y": ("sed 'y/xy/XY/' a.py", "X = 1\nY = 2"),
    "sed-e-s": ("sed -e 's/1/one/' a.py", "x = one\ny = 2"),
    "awk-nr": ("awk 'NR==2' a.py", "y = 2"),
    "awk-length": ("awk '{print length($0)}' a.py", "5\n5"),
    "head-c": ("head -c 3 a.py", "x ="),
    "py-repr": ("python -c \"print(repr(open('a.py').read()))\"", "'x = 1\\ny = 2\\n'"),
    "py-print": ("python3 -c \"print(open('a.py').read(), end='')\"", CONTENT),
    "ls-colour-auto": ("ls --color=auto", "\x1b[01;32ma.py\x1b[0m  b.txt"),
    "ls-m": ("ls -m", "a.py, b.txt"),
    "ls-la-dots": (
        "ls -la",
        "total 8\ndrwxr-xr-x 2 u u 4096 Nov 28 23:00 .\n"
        "drwxr-xr-x 3 u u 4096 Nov 28 23:00 ..\n-rw-r--r-- 1 u u 12 Nov 28 23:00 a.py",
    ),
    "diff-cached-file": ("git diff --cached -- a.py", _DIFF),
    "diff-commits-no-dashes": ("git diff HEAD~2 HEAD~1", _DIFF),
    "status-renamed-to": ("git status --short", "R  old.py -> a.py"),
    "stat-brace-to": ("git diff --stat HEAD~1", " src/{old.py => a.py} | 2 +-"),
    "tree-with": (
        "tree",
        ".\n\u251c\u2500\u2500 a.py\n\u2514\u2500\u2500 b.py\n\n0 directories, 2 files",
    ),
    "tree-not-installed": ("tree", "bash: tree: command not found"),
    "tree-subfolder": ("tree src", "src\n\u2514\u2500\u2500 b.py\n\n0 directories, 1 file"),
    "find-glob-not-matching": ("find . -name '*.md'", "./README.md"),
    "find-with": ("find . -type f", "./a.py\n./b.py"),
    "ls-glob-not-matching": ("ls *.md", "README.md"),
    "ls-s-blocks": ("ls -s a.py", "4 a.py"),
    "ls-long-iso-size": (
        "ls -l --time-style=long-iso a.py",
        "-rw-r--r-- 1 u u 12 2026-11-28 23:00 a.py",
    ),
    "stat-size-name-same": ("stat -c '%s %n' a.py", "12 a.py"),
    "openhands-tail": ("cat a.py", "x = 1\ny = 2\n[The command completed with exit code 0.]"),
    "codex-head": ("cat a.py", "Exit code: 0\nWall time: 0.2 seconds\nOutput:\nx = 1\ny = 2"),
    "gemini-record": (
        "cat a.py",
        "Command: cat a.py\nDirectory: (root)\nStdout: x = 1\ny = 2\n\nStderr: (empty)\n"
        "Error: (none)\nExit Code: 0",
    ),
}

REFUSED = {
    "sed-range-other": ("sed -n '1,2p' a.py", "x = 9\ny = 2"),
    "grep-n-other": ("grep -n y a.py", "2:y = 9"),
    "grep-r-own-other": ("grep -rn 'y =' .", "./a.py:2:y = 9\n./b.py:1:y = 2"),
    "head-other": ("head a.py", "x = 9\ny = 2"),
    "awk-nr-other": ("awk 'NR==2' a.py", "y = 9"),
    "py-print-other": ("python -c \"print(open('a.py').read())\"", "x = 9"),
    "codex-other": ("cat a.py", "Exit code: 0\nWall time: 0.2 seconds\nOutput:\nx = 9\ny = 2"),
    "openhands-other": ("cat a.py", "x = 9\n[The command completed with exit code 0.]"),
    "gemini-other": (
        "cat a.py",
        "Command: cat a.py\nDirectory: (root)\nStdout: x = 9\n\nStderr: (empty)\nExit Code: 0",
    ),
    "bat-other": ("bat a.py", _BAT_OTHER),
    "diff-worktree": ("git diff HEAD -- a.py", _DIFF),
    "status-renamed-from": ("git status --short", "R  a.py -> new.py"),
    "stat-brace-from": ("git diff --stat HEAD~1", " {a.py => b.py} | 2 +-"),
    "ls-m-missing": ("ls -m", "b.txt, src"),
    "ls-la-empty": ("ls -la", "total 0\n-rw-r--r-- 1 u u 0 Nov 28 23:00 a.py"),
    "ls-colour-missing": ("ls --color=always", "\x1b[01;32mb.py\x1b[0m"),
    "tree-without": ("tree", ".\n\u2514\u2500\u2500 b.py\n\n0 directories, 1 file"),
    "find-iname-glob": ("find . -iname '*.PY'", "./b.py"),
    "find-plain": ("find .", ".\n./b.py"),
    "find-nothing": ("find . -type f", ""),
    "ls-glob-other": ("ls a.*", "a.txt"),
    "ls-s-zero-blocks": ("ls -s a.py", "0 a.py"),
    "ls-long-iso-empty": (
        "ls -l --time-style=long-iso a.py",
        "-rw-r--r-- 1 u u 0 2026-11-28 23:00 a.py",
    ),
    "stat-size-name": ("stat --format='%s %n' a.py", "0 a.py"),
}


@pytest.mark.parametrize(("command", "output"), [pytest.param(*v, id=k) for k, v in KEPT.items()])
def test_an_output_not_of_the_content_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


@pytest.mark.parametrize(
    ("command", "output"), [pytest.param(*v, id=k) for k, v in REFUSED.items()]
)
def test_an_output_of_other_content_still_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


_READS = {
    "swe-agent-open": "[File: /repo/a.py (2 lines total)]\n1:x = 1\n2:y = 2",
    "contents-of": "Contents of a.py, lines 1-2 (entire file):\n```\nx = 1\ny = 2\n```",
    "opencode": "<file>\n00001| x = 1\n00002| y = 2\n\n(End of file - total 2 lines)\n</file>",
    "path-head": "/repo/a.py:\nx = 1\ny = 2",
}


@pytest.mark.parametrize("output", [pytest.param(v, id=k) for k, v in _READS.items()])
def test_a_read_tool_frame_keeps_it(output: str) -> None:
    assert _after("", output, tool="read_file", args={"path": "a.py"}) == [("a.py", CONTENT)]


@pytest.mark.parametrize(
    "output",
    [
        pytest.param("[File: /repo/a.py (2 lines total)]\n1:x = 9\n2:y = 2", id="swe-agent"),
        pytest.param("File: a.py\nx = 9", id="file-head"),
        pytest.param("<file>\n00001| x = 9\n</file>", id="opencode"),
    ],
)
def test_a_read_tool_frame_of_other_lines_refuses(output: str) -> None:
    assert _after("", output, tool="read_file", args={"path": "a.py"}) is None
