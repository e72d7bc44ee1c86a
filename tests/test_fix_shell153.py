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


_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\n"
_KEPT = ("app.js", "console.log(1)\n")


def _markdown_kept(tail: str) -> bool:
    parsed = parse_response(_FILES + tail)
    return parsed.usable and files_of(parsed) == [_KEPT]


def _block(lead: str, info: str, body: str) -> str:
    return f"{lead}\n\n```{info}\n{body}\n```\n"


def _session(body: str) -> str:
    return f"Try it:\n\n```console\n{body}```\n"


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param(_block("Execute the following:", "text", "rm app.js"), id="execute-text"),
        pytest.param(_block("Then run:", "cli", "git clean -fdx"), id="cli-git-clean"),
        pytest.param(_block("Type this:", "command", "rm -f app.js"), id="type-command"),
        pytest.param(
            _block("Then paste this into the Node REPL:", "javascript", "fs.rmSync('app.js')"),
            id="paste-node-repl",
        ),
        pytest.param(
            _block("Then run in pry:", "ruby", "FileUtils.rm('app.js')"), id="pry-fileutils"
        ),
        pytest.param(_session("$ node\n> .load ./reset-all.js\n"), id="node-load-reset-all"),
        pytest.param(_session("$ python3\n>>> import scripts.cleanup\n"), id="import-dotted"),
        pytest.param(_session("$ python3\n>>> from cleanup import main\n"), id="from-cleanup"),
        pytest.param(_session("$ node -e \"require('./cleanup.js')\"\n"), id="node-e-require"),
        pytest.param(_session("~/proj on main \u276f rm app.js\n"), id="starship-on"),
        pytest.param(_session("/srv/app main \u276f rm app.js\n"), id="starship-abs"),
    ],
)
def test_the_shell_neighbours_refuse(tail: str) -> None:
    assert not _markdown_kept(tail)


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param(_block("Then run:", "text", "Server listening on 3000"), id="text-output"),
        pytest.param(_block("Then run:", "command", "node app.js"), id="command-node"),
        pytest.param(_block("When you run it you will see:", "text", "rm app.js"), id="see-output"),
        pytest.param(
            _block("Then run this in the Node REPL:", "javascript", "console.log(1 + 1)"),
            id="node-repl-print",
        ),
        pytest.param(_session("$ python3\n>>> import os\n>>> os.getcwd()\n"), id="import-os"),
        pytest.param(_session("~/proj main \u276f node app.js\n"), id="starship-node"),
    ],
)
def test_the_shell_answers_stay_usable(tail: str) -> None:
    assert _markdown_kept(tail)
