"""hunt130-tmpholder / hunt130-pwdshapes / hunt130-cdvar / hunt130-rsyncremove: a JSON
transcript writes a.py (``x = 1``, the tool answering ``ok``), then a shell call removes it or a
folder that may hold it (named_paths.may_name / may_hold, fix-paths136).

tmpholder: the shell call removes a temporary folder ITSELF (``rm -rf /tmp``) while the folder
the agent works in is in it (a ``pwd`` call answered ``/tmp/proj``), or with no ``pwd`` at all
(docs/lenient.md: ``/tmp/proj/a.py`` may be the workspace, so ``/tmp`` may hold it).

pwdshapes: the folder the agent works in is shown by another spelling of ``pwd`` (``echo
$PWD``, ``realpath .``, cmd's ``cd``, PowerShell's ``Get-Location``), or by macOS's
``/private/tmp`` (``/tmp`` is a symlink to it, so ``/tmp/a.py`` and ``/private/tmp/a.py`` are
one file), then ``rm /tmp/a.py`` is read as a scratch copy elsewhere.

cdvar: cmd's ``%CD%`` (the folder the agent works in) before a folder ``rmdir /s /q`` removes.

rsyncremove: ``rsync --remove-source-files`` deletes each source file it copied.

Expected by hand: a.py ``x = 1`` is (or may be) gone after the call; refusing is fine,
keeping it usable is usable-WRONG.
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


def _kept(path: str, command: str, *, pwd_command: str = "", pwd: str = "") -> bool:
    messages = []
    if pwd_command:
        messages += [_call("p1", "bash", {"command": pwd_command}), _ok("p1", pwd)]
    messages += [_call("c1", "write_file", {"path": path, "content": "x = 1\n"}), _ok("c1")]
    messages += [_call("c2", "bash", {"command": command}), _ok("c2")]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [(path, "x = 1\n")]


@pytest.mark.parametrize(
    ("command", "pwd"),
    [
        pytest.param("rm -rf /tmp", "/tmp/proj\n", id="rm-tmp-pwd-tmp-proj"),
        pytest.param("rm -rf /tmp/", "/tmp/proj\n", id="rm-tmp-slash-pwd-tmp-proj"),
        pytest.param("rm -rf /var/tmp", "/var/tmp/ws\n", id="rm-var-tmp-pwd-inside"),
        pytest.param("rm -rf /tmp", "", id="rm-tmp-no-pwd"),
    ],
)
def test_removing_the_temporary_folder_that_holds_the_workspace_does_not_keep_the_file(
    command: str, pwd: str
) -> None:
    if pwd:
        assert not _kept("a.py", command, pwd_command="pwd", pwd=pwd)
    else:
        assert not _kept("a.py", command)


@pytest.mark.parametrize(
    ("pwd_command", "pwd", "command"),
    [
        pytest.param("echo $PWD", "/tmp\n", "rm /tmp/a.py", id="echo-pwd"),
        pytest.param("realpath .", "/tmp\n", "rm /tmp/a.py", id="realpath-dot"),
        pytest.param("pwd && ls", "/tmp\na.py\n", "rm /tmp/a.py", id="pwd-and-ls"),
        pytest.param(
            "Get-Location", "\nPath\n----\n/tmp\n\n", "rm /tmp/a.py", id="powershell-get-location"
        ),
        pytest.param("pwd", "/private/tmp\n", "rm /tmp/a.py", id="macos-private-tmp-pwd"),
        pytest.param("pwd", "/tmp\n", "rm /private/tmp/a.py", id="macos-private-tmp-rm"),
    ],
)
def test_the_workspace_shown_another_way_names_the_file(
    pwd_command: str, pwd: str, command: str
) -> None:
    assert not _kept("a.py", command, pwd_command=pwd_command, pwd=pwd)


def test_cmd_cd_variable_before_a_removed_folder_does_not_keep_the_file() -> None:
    assert not _kept("src/a.py", "rmdir /s /q %CD%\\src")


@pytest.mark.parametrize(
    ("path", "command"),
    [
        pytest.param("a.py", "rsync --remove-source-files a.py /tmp/x/", id="file"),
        pytest.param("src/a.py", "rsync -a --remove-source-files src/ /tmp/x/", id="folder"),
        pytest.param("a.py", "rsync -av --remove-source-files ./ ../backup/", id="dot"),
    ],
)
def test_rsync_removing_its_sources_does_not_keep_the_file(path: str, command: str) -> None:
    assert not _kept(path, command)


@pytest.mark.parametrize(
    ("path", "command", "pwd"),
    [
        pytest.param("a.py", "rm -rf /tmp/*", "/tmp/proj\n", id="tmp-star-pwd-inside"),
        pytest.param("a.py", "rm /tmp/a.py", "/tmp\n", id="tmp-pwd"),
        pytest.param("src/a.py", 'rd /s /q "%CD%\\src"', "", id="rd-cd-quoted"),
        pytest.param("src/a.py", "Remove-Item -Recurse $PWD\\src", "", id="ps-pwd"),
        pytest.param("src/a.py", "rm -rf {dist,build,src}/", "", id="brace-list"),
        pytest.param("src/a.py", "find . -name '*.py' -exec rm {} +", "", id="find-exec"),
        pytest.param("src/a.py", "git clean -fdx", "", id="git-clean"),
        pytest.param("src/a.py", "rm -rf sr[c]", "", id="glob-bracket"),
    ],
)
def test_the_shapes_refused_today(path: str, command: str, pwd: str) -> None:
    if pwd:
        assert not _kept(path, command, pwd_command="pwd", pwd=pwd)
    else:
        assert not _kept(path, command)


def _kept_call(name: str, args: dict[str, Any], *, pwd: str = "") -> bool:
    messages = []
    if pwd:
        messages += [_call("p1", "bash", {"command": "pwd"}), _ok("p1", pwd)]
    messages += [_call("c1", "write_file", {"path": "a.py", "content": "x = 1\n"}), _ok("c1")]
    messages += [_call("c2", name, args), _ok("c2")]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "$PWD/../proj/a.py"}, id="delete-pwd-up-down"),
        pytest.param("delete_file", {"path": "~/../u/proj/a.py"}, id="delete-tilde-up-down"),
        pytest.param("delete_file", {"path": "$HOME/../u/proj/a.py"}, id="delete-home-up-down"),
        pytest.param(
            "bash", {"command": "del %USERPROFILE%\\..\\u\\proj\\a.py"}, id="del-userprofile-up"
        ),
    ],
)
def test_a_variable_then_dot_dot_may_name_the_file(name: str, args: dict[str, Any]) -> None:
    assert not _kept_call(name, args)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param("/./tmp/a.py", id="dot-segment"),
        pytest.param("/var/../tmp/a.py", id="dotdot-segment"),
    ],
)
def test_a_dotted_spelling_of_the_shown_temporary_workspace_names_the_file(path: str) -> None:
    assert not _kept_call("delete_file", {"path": path}, pwd="/tmp\n")


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("bash", {"command": "rm $PWD/../proj/a.py"}, id="bash-pwd-up-down"),
        pytest.param("bash", {"command": "rm ~/../u/proj/a.py"}, id="bash-tilde-up-down"),
        pytest.param("delete_file", {"path": "$PWD/x/../a.py"}, id="delete-pwd-down-up"),
    ],
)
def test_the_variable_spellings_refused_today(name: str, args: dict[str, Any]) -> None:
    assert not _kept_call(name, args)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("rm -rf /workspace/node_modules", id="workspace-node-modules"),
        pytest.param("rm -rf /home/u/proj/node_modules", id="home-node-modules"),
        pytest.param("rm -rf /app/node_modules", id="app-node-modules"),
        pytest.param("rm -rf /usr/src/app/node_modules", id="usr-src-node-modules"),
        pytest.param("rm -rf /home/u/proj/__pycache__", id="home-pycache"),
        pytest.param("rm -rf $PWD/node_modules", id="pwd-node-modules"),
    ],
)
def test_removing_a_tool_folder_by_an_absolute_path_keeps_the_file(command: str) -> None:
    """A folder named as only a tool names it (node_modules, __pycache__) is never the folder
    the agent works in nor one above it: a.py stays (kept before fix-paths136 but $PWD)."""
    assert _kept("a.py", command)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("rm -f *.pyc", id="rm-star-pyc"),
        pytest.param("find . -name '*.pyc' -delete", id="find-pyc-delete"),
        pytest.param("find . -name __pycache__ -exec rm -rf {} +", id="find-pycache-exec"),
        pytest.param("rm -rf build dist *.egg-info", id="egg-info-glob"),
    ],
)
def test_a_glob_the_written_name_cannot_match_keeps_the_file(command: str) -> None:
    """The pattern cannot match a.py (``*.pyc`` is not ``a.py``): a.py stays, one reading."""
    assert _kept("a.py", command)


def test_the_tool_folders_kept_today() -> None:
    assert _kept("a.py", "rm -rf /home/u/proj/node_modules/.cache")
    assert _kept("a.py", "rm -rf node_modules")
