"""hunt124-jsonabs: a JSON transcript writes a.py (``x = 1``, the tool answers success), then a
later tool call removes or moves the file naming it by an absolute path (POSIX, ``~``,
Windows drive, ``file://`` URI) or in another case, as MCP servers ask for.

Expected by hand: the later call names the written a.py (the Cline reader reads a path ending
in the written one, and one in another case, as naming it: lead round 22, fix-agent108); the
file on disk after the transcript is not a.py ``x = 1``: refusing is fine, keeping it is
usable-WRONG. The same calls with ``a.py`` relative are refused today (tool-call-changed).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    call = {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def _ok(cid: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "content": "ok"}


def _kept_after(name: str, args: dict[str, Any]) -> bool:
    write = _call("c1", "write_file", {"path": "a.py", "content": "x = 1\n"})
    text = json.dumps([write, _ok("c1"), _call("c2", name, args), _ok("c2")])
    parsed = parse_response(text)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "/home/u/proj/a.py"}, id="delete-posix-abs"),
        pytest.param(
            "move_file",
            {"source": "/home/u/proj/a.py", "destination": "/home/u/proj/b.py"},
            id="move-posix-abs",
        ),
        pytest.param("mcp__fs__delete", {"target": "/home/u/proj/a.py"}, id="custom-mcp-abs"),
        pytest.param("delete_file", {"path": "~/proj/a.py"}, id="delete-tilde"),
        pytest.param("delete_file", {"path": "C:\\Users\\u\\proj\\a.py"}, id="delete-windows"),
        pytest.param("delete_file", {"uri": "file:///home/u/proj/a.py"}, id="delete-file-uri"),
        pytest.param("bash", {"command": "rm /home/u/proj/a.py"}, id="bash-rm-abs"),
        pytest.param("delete_file", {"path": "A.py"}, id="delete-other-case"),
    ],
)
def test_a_later_call_naming_the_file_by_another_spelling_does_not_keep_it(
    name: str, args: dict[str, Any]
) -> None:
    assert not _kept_after(name, args)


def test_the_same_call_with_the_relative_path_is_refused_today() -> None:
    assert not _kept_after("delete_file", {"path": "a.py"})


def test_a_later_read_by_an_absolute_path_keeps_it() -> None:
    assert _kept_after("read_file", {"path": "/home/u/proj/a.py"})
