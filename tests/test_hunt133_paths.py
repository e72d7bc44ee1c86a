"""hunt133-doubleslash: a JSON transcript shows the workspace (``pwd`` answered ``/tmp``),
writes a.py (``x = 1``), then a shell call removes it by a path with doubled slashes
(``//tmp/a.py``, ``/tmp//a.py``). On Linux both are ``/tmp/a.py``, the written file.
Expected by hand: a.py is gone, so refusing is fine and keeping it usable is usable-WRONG.
(``/tmp//a.py`` is refused today and stays as a guard.)
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.named_paths import folded


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    function = {"name": name, "arguments": json.dumps(args)}
    call = {"id": cid, "type": "function", "function": function}
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def _ok(cid: str, content: str = "ok") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "content": content}


def _kept(command: str, pwd: str) -> bool:
    messages = [_call("p1", "bash", {"command": "pwd"}), _ok("p1", pwd)]
    messages += [_call("c1", "write_file", {"path": "a.py", "content": "x = 1\n"}), _ok("c1")]
    messages += [_call("c2", "bash", {"command": command}), _ok("c2")]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("command", "pwd"),
    [
        pytest.param("rm //tmp/a.py", "/tmp\n", id="leading-double-slash"),
        pytest.param("rm /tmp//a.py", "/tmp\n", id="inner-double-slash"),
    ],
)
def test_a_doubled_slash_spelling_of_the_shown_workspace_names_the_file(
    command: str, pwd: str
) -> None:
    assert not _kept(command, pwd)


@pytest.mark.parametrize(
    ("value", "folded_value"),
    [
        pytest.param("//tmp/a.py", "/tmp/a.py", id="two"),
        pytest.param("///tmp//a.py", "/tmp/a.py", id="three-and-inner"),
        pytest.param("//private/tmp/a.py", "/tmp/a.py", id="two-then-private"),
        pytest.param("/tmp/./a.py", "/tmp/a.py", id="one"),
    ],
)
def test_a_path_opening_with_several_slashes_folds_to_one(value: str, folded_value: str) -> None:
    # (lead26) Linux and macOS read "//tmp" as "/tmp"; posixpath.normpath keeps two slashes
    assert folded(value) == folded_value
