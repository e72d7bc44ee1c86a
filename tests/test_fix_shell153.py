"""fix-shell153: issue 24, a later call or command that removes the written file by a path
spelt another way (named_paths.folded / may_hold, tool_calls' shown workspace), and the
shell sessions, fences and REPLs that remove it.

A JSON transcript writes a.py (``x = 1``, the tool answering ``ok``), then a call names it or
a folder holding it. Expected by hand: refused (the file may be gone), or kept when the path
cannot be the written file (a scratch copy in a temporary folder, a copy that keeps its
source).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    function = {"name": name, "arguments": json.dumps(args)}
    call = {"id": cid, "type": "function", "function": function}
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def _ok(cid: str, content: str = "ok") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "content": content}


def _kept(
    path: str, name: str, args: dict[str, Any], *, shown: tuple[str, str] | None = None
) -> bool:
    messages = []
    if shown is not None:
        messages += [_call("p1", "bash", {"command": shown[0]}), _ok("p1", shown[1])]
    messages += [_call("c1", "write_file", {"path": path, "content": "x = 1\n"}), _ok("c1")]
    messages += [_call("c2", name, args), _ok("c2")]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [(path, "x = 1\n")]


def _bash(command: str) -> tuple[str, dict[str, Any]]:
    return "bash", {"command": command}


@pytest.mark.parametrize(
    ("shown", "call"),
    [
        pytest.param(('echo "$PWD"', "/tmp\n"), _bash("rm /tmp/a.py"), id="echo-quoted-pwd"),
        pytest.param(("echo ${PWD}", "/tmp\n"), _bash("rm /tmp/a.py"), id="echo-braced-pwd"),
        pytest.param(("readlink -f .", "/tmp\n"), _bash("rm /tmp/a.py"), id="readlink-dot"),
        pytest.param(("pwd; ls -la", "/tmp\ntotal 0\n"), _bash("rm /tmp/a.py"), id="pwd-semi-ls"),
        pytest.param(("pwd -P", "/private/tmp\n"), _bash("rm /tmp/a.py"), id="pwd-p-private"),
        pytest.param(("(Get-Location).Path", "/tmp\n"), _bash("rm /tmp/a.py"), id="ps-path"),
        pytest.param(("pwd", "/tmp\n"), ("delete_file", {"path": "/tmp/./a.py"}), id="dot-after"),
        pytest.param(("pwd", "/tmp\n"), ("delete_file", {"path": "/tmp/x/../a.py"}), id="down-up"),
        pytest.param(("pwd", "/tmp/proj\n"), _bash("rm -rf /private/tmp"), id="rm-private-tmp"),
        pytest.param(("pwd", "/tmp/proj\n"), ("delete_file", {"path": "/tmp"}), id="delete-tmp"),
        pytest.param(("pwd", "/tmp/proj\n"), _bash("rm -rf /"), id="rm-root"),
    ],
)
def test_the_shown_workspace_spelt_another_way_refuses(
    shown: tuple[str, str], call: tuple[str, dict[str, Any]]
) -> None:
    assert not _kept("a.py", *call, shown=shown)


@pytest.mark.parametrize(
    ("path", "call"),
    [
        pytest.param("a.py", _bash("rm -rf /var/tmp/"), id="rm-var-tmp"),
        pytest.param("a.py", _bash("rm -rf $TMPDIR"), id="rm-tmpdir"),
        pytest.param("a.py", ("delete_file", {"path": "${HOME}/../u/proj/a.py"}), id="braced-home"),
        pytest.param("a.py", ("delete_file", {"path": "$PWD/./a.py"}), id="pwd-dot"),
        pytest.param("a.py", _bash("rsync --remove-sent-files a.py backup:/x/"), id="rsync-sent"),
        pytest.param("a.py", _bash("rsync -avz --remove-source-files . /tmp/x"), id="rsync-dot"),
        pytest.param("src/a.py", _bash("rmdir /S /Q %CD%\\src"), id="rmdir-cd-upper"),
        pytest.param("src/a.py", _bash("del /q %CD%\\src\\a.py"), id="del-cd-file"),
        pytest.param("src/a.py", _bash("rd /s /q %USERPROFILE%\\proj\\src"), id="rd-profile"),
    ],
)
def test_the_neighbours_refuse(path: str, call: tuple[str, dict[str, Any]]) -> None:
    assert not _kept(path, *call)


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        pytest.param(_bash("rm /tmp/a.py"), None, id="tmp-scratch-no-pwd"),
        pytest.param(_bash("rm -rf /tmp/build"), None, id="tmp-build"),
        pytest.param(_bash("rm -rf /tmp/tmp.X1"), ("mktemp -d", "/tmp/tmp.X1\n"), id="mktemp"),
        pytest.param(_bash("rm /tmp/a.py"), ("echo $HOME", "/tmp\n"), id="echo-home-no-pwd"),
        pytest.param(_bash("rm /tmp/a.py"), ("pwd", "/home/u/proj\n"), id="pwd-elsewhere"),
        pytest.param(_bash("rsync -a a.py /tmp/x/"), None, id="rsync-copy"),
        pytest.param(_bash("rsync -a --delete src/ /tmp/x/"), None, id="rsync-delete-dest"),
    ],
)
def test_the_scratch_and_copy_calls_keep_the_file(
    call: tuple[str, dict[str, Any]], shown: tuple[str, str] | None
) -> None:
    assert _kept("a.py", *call, shown=shown)
