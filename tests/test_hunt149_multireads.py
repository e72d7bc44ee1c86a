"""hunt149: one call reading two written files, each shown under its name: the MCP filesystem
server's ``read_multiple_files`` (``a.py:`` then its text, ``---`` between), ``head``/``tail -n
+1`` of two files (``==> a.py <==``), ``more`` of two files (``::::::::::::::`` around each
name), a shell loop echoing each name then ``cat``, ``grep -rn ''`` (``a.py:1:...``). An OpenAI
transcript writes a.py (``x = 1``/``y = 2``) and b.py (``z = 3``), then reads both back; the
output shows a.py holding ``x = 5``: it was changed after the write. Main keeps both as written
(usable-WRONG; the base did too), where ``cat a.py b.py`` printing the same is refused. Gemini
CLI's ``read_many_files`` (``--- /repo/a.py ---`` sections, ``--- End of content ---``) showing
both as written is refused (false refusal; the base too)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

A = "x = 1\ny = 2\n"
B = "z = 3\n"


def _after(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", A) + write_messages("c1", "b.py", B)
    messages.append(call_message("c2", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c2", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str) -> tuple[str, dict[str, object]]:
    return "bash", {"command": command}


_MCP = ("read_multiple_files", {"paths": ["a.py", "b.py"]})
_MCP_ABSOLUTE = ("read_multiple_files", {"paths": ["/repo/a.py", "/repo/b.py"]})
_OTHERWISE = {
    "mcp-read-multiple-files": (*_MCP, "a.py:\nx = 5\n\n---\nb.py:\nz = 3\n"),
    "mcp-read-multiple-files-absolute": (
        *_MCP_ABSOLUTE,
        "/repo/a.py:\nx = 5\n\n---\n/repo/b.py:\nz = 3\n",
    ),
    "head-two-files": (*_bash("head a.py b.py"), "==> a.py <==\nx = 5\n\n==> b.py <==\nz = 3\n"),
    "tail-from-first-line": (
        *_bash("tail -n +1 a.py b.py"),
        "==> a.py <==\nx = 5\n\n==> b.py <==\nz = 3\n",
    ),
    "more-two-files": (
        *_bash("more a.py b.py"),
        "::::::::::::::\na.py\n::::::::::::::\nx = 5\n"
        "::::::::::::::\nb.py\n::::::::::::::\nz = 3\n",
    ),
    "loop-echo-cat": (
        *_bash('for f in a.py b.py; do echo "== $f"; cat "$f"; done'),
        "== a.py\nx = 5\n== b.py\nz = 3\n",
    ),
    "grep-rn-every-line": (*_bash("grep -rn '' a.py b.py"), "a.py:1:x = 5\nb.py:1:z = 3\n"),
}
_GEMINI = ("read_many_files", {"paths": ["a.py", "b.py"]})
_AS_WRITTEN = {
    "gemini-read-many-files": (
        *_GEMINI,
        "--- /repo/a.py ---\n\nx = 1\ny = 2\n\n--- /repo/b.py ---\n\nz = 3\n\n"
        "--- End of content ---",
    ),
    "mcp-read-multiple-files-own": (*_MCP, "a.py:\nx = 1\ny = 2\n\n---\nb.py:\nz = 3\n"),
    "head-two-files-own": (
        *_bash("head a.py b.py"),
        "==> a.py <==\nx = 1\ny = 2\n\n==> b.py <==\nz = 3\n",
    ),
}


@pytest.mark.parametrize(
    ("tool", "args", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE)
)
def test_two_files_read_one_shown_otherwise_refuses_it(
    tool: str, args: dict[str, object], output: str
) -> None:
    kept = _after(tool, args, output)
    assert kept is None or ("a.py", A) not in kept


@pytest.mark.parametrize(
    ("tool", "args", "output"), list(_AS_WRITTEN.values()), ids=list(_AS_WRITTEN)
)
def test_two_files_read_as_written_keeps_them(
    tool: str, args: dict[str, object], output: str
) -> None:
    assert _after(tool, args, output) == [("a.py", A), ("b.py", B)]
