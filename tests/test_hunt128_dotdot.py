"""hunt128-dotdot / hunt128-envroot: a JSON transcript writes a.py (``x = 1``, the tool answers
``ok``), then a later call names the file by a path that reaches it another way.

dotdot: a relative path that goes up out of the folder the agent works in and back into it
(``../proj/a.py``, ``x/../../proj/a.py``): the folder's own name is not in the answer, so this
may be the written a.py (Cline's ``rm ../proj/a.py`` and bolt's ``rm ../project/a.py`` are
refused today; named_paths.may_name returns False for any ``..`` left after normpath).

envroot: a path that starts with a variable standing for the workspace or the home folder
(``$PWD/a.py``, ``$CLAUDE_PROJECT_DIR/a.py``, ``%CD%\\a.py``, ``$env:USERPROFILE\\proj\\a.py``,
``$GITHUB_WORKSPACE/a.py``): a tool or shell that expands it removes the written a.py
(``${CLAUDE_PROJECT_DIR}/a.py``, ``$HOME/proj/a.py`` and a bash call's ``rm $PWD/a.py`` are
refused today).

Expected by hand: after the call a.py ``x = 1`` may not be on disk; refusing is fine, keeping it
usable is usable-WRONG.
"""

from __future__ import annotations

from typing import Any

import pytest
from meant import files_of, write_then_call

from artifact_codec import parse_response


def _kept_after(name: str, args: dict[str, Any]) -> bool:
    parsed = parse_response(write_then_call(name, args))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "../proj/a.py"}, id="delete-up-and-back"),
        pytest.param(
            "move_file", {"source": "../proj/a.py", "destination": "b.py"}, id="move-up-and-back"
        ),
        pytest.param("bash", {"command": "rm ../proj/a.py"}, id="bash-rm-up-and-back"),
        pytest.param("bash", {"command": "mv ../proj/a.py /tmp/"}, id="bash-mv-up-and-back"),
        pytest.param("delete_file", {"path": "x/../../proj/a.py"}, id="delete-down-up-up-back"),
    ],
)
def test_a_path_up_out_of_the_folder_and_back_does_not_keep_the_file(
    name: str, args: dict[str, Any]
) -> None:
    assert not _kept_after(name, args)


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "$PWD/a.py"}, id="delete-pwd"),
        pytest.param("move_file", {"source": "$PWD/a.py", "destination": "b.py"}, id="move-pwd"),
        pytest.param("delete_file", {"path": "$CLAUDE_PROJECT_DIR/a.py"}, id="delete-claude-dir"),
        pytest.param("delete_file", {"path": "%CD%\\a.py"}, id="delete-cmd-cd"),
        pytest.param(
            "delete_file", {"path": "$env:USERPROFILE\\proj\\a.py"}, id="delete-powershell-profile"
        ),
        pytest.param("delete_file", {"path": "$GITHUB_WORKSPACE/a.py"}, id="delete-github-ws"),
    ],
)
def test_a_path_from_a_workspace_variable_does_not_keep_the_file(
    name: str, args: dict[str, Any]
) -> None:
    assert not _kept_after(name, args)


@pytest.mark.parametrize(
    ("name", "args"),
    [
        pytest.param("delete_file", {"path": "${CLAUDE_PROJECT_DIR}/a.py"}, id="braced-var"),
        pytest.param("delete_file", {"path": "$HOME/proj/a.py"}, id="home-var"),
        pytest.param("bash", {"command": "rm $PWD/a.py"}, id="bash-pwd"),
        pytest.param("delete_file", {"path": "/home/u/proj/x/../a.py"}, id="abs-dotdot"),
    ],
)
def test_the_shapes_refused_today(name: str, args: dict[str, Any]) -> None:
    assert not _kept_after(name, args)
