"""hunt128-tempws / hunt128-dashdash: a later command names the written file in a shape the
path rule (named_paths.may_name) or the command reader sets aside.

tempws: a JSON transcript shows the folder the agent works in, a ``pwd`` call answering
``/tmp`` (a sandbox run in the temporary folder), writes a.py, then removes ``/tmp/a.py``. The
rule takes ``/tmp/a.py`` for a scratch copy elsewhere (temp_folder); here the transcript says
it is the workspace's a.py.

dashdash: the written file's name starts with ``-`` (``-a.py``) and the command ends its
options with ``--`` (``rm -- -a.py``), the way such a file is removed; ``rm ./-a.py``,
``git rm -- -a.py`` and ``delete_file -a.py`` are refused today.

Expected by hand: the written file is not on disk after the command; refusing is fine, keeping
it usable is usable-WRONG.
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


def _ok(cid: str, content: str = "ok") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "content": content}


def _json_kept(path: str, name: str, args: dict[str, Any], *, pwd: str = "") -> bool:
    messages = [_call("p1", "bash", {"command": "pwd"}), _ok("p1", pwd)] if pwd else []
    messages += [_call("c1", "write_file", {"path": path, "content": "x = 1\n"}), _ok("c1")]
    messages += [_call("c2", name, args), _ok("c2")]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [(path, "x = 1\n")]


def _cline(command: str) -> str:
    return (
        "<write_to_file>\n<path>-a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
        f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>true</requires_approval>\n</execute_command>\n"
    )


def _bolt(command: str) -> str:
    return (
        '<boltArtifact id="x" title="t">\n<boltAction type="file" filePath="-a.py">\nx = 1\n'
        f'</boltAction>\n<boltAction type="shell">\n{command}\n</boltAction>\n</boltArtifact>\n'
    )


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "/tmp/a.py"}, id="delete-tmp"),
        pytest.param("bash", {"command": "rm /tmp/a.py"}, id="bash-rm-tmp"),
    ],
)
def test_a_temporary_folder_shown_as_the_workspace_names_the_file(
    name: str, args: dict[str, Any]
) -> None:
    assert not _json_kept("a.py", name, args, pwd="/tmp")


def test_a_json_rm_after_double_dash_does_not_keep_the_file() -> None:
    assert not _json_kept("-a.py", "bash", {"command": "rm -- -a.py"})


def test_a_json_rm_f_after_double_dash_does_not_keep_the_file() -> None:
    assert not _json_kept("-v.txt", "bash", {"command": "rm -f -- -v.txt"})


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_cline("rm -- -a.py"), id="cline"),
        pytest.param(_bolt("rm -- -a.py"), id="bolt"),
    ],
)
def test_an_rm_after_double_dash_does_not_keep_the_file(answer: str) -> None:
    parsed = parse_response(answer)
    assert not (parsed.usable and files_of(parsed) == [("-a.py", "x = 1\n")])


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("bash", {"command": "rm ./-a.py"}, id="dot-slash"),
        pytest.param("bash", {"command": "git rm -- -a.py"}, id="git-rm"),
        pytest.param("delete_file", {"path": "-a.py"}, id="delete-call"),
    ],
)
def test_the_shapes_refused_today(name: str, args: dict[str, Any]) -> None:
    assert not _json_kept("-a.py", name, args)
