"""hunt128-absfolder: an answer writes a.py (``x = 1``), then a later command or call removes a
FOLDER named by an absolute path that may be the folder the agent works in or one above it
(``rm -rf /home/u/proj``, ``rm -rf /``, ``rmdir /s /q C:\\Users\\u\\proj``, a
``delete_directory`` call). The folder the agent works in is not in the answer
(named_paths: an absolute path is "some folder" and then a path), so the removed folder may hold
the written a.py: after the commands a.py ``x = 1`` may not be on disk.

Expected by hand: refusing is fine (``rm -rf /home/u/proj/src`` for a written ``src/a.py``,
``rm -rf ~/proj/`` and bolt's ``rm -rf /home/project`` are refused today); keeping a.py
``x = 1`` as usable is usable-WRONG.
"""

from __future__ import annotations

import pytest
from meant import files_of, write_then_call

from artifact_codec import parse_response

_KEPT = [("a.py", "x = 1\n")]


def _cline(command: str) -> str:
    return (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
        f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>true</requires_approval>\n</execute_command>\n"
    )


def _bolt(command: str) -> str:
    return (
        '<boltArtifact id="x" title="t">\n<boltAction type="file" filePath="a.py">\nx = 1\n'
        f'</boltAction>\n<boltAction type="shell">\n{command}\n</boltAction>\n</boltArtifact>\n'
    )


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_cline("rm -rf /home/u/proj"), id="cline-rm-rf-project"),
        pytest.param(_cline("rm -r -- /home/u/proj/"), id="cline-rm-r-dashdash-slash"),
        pytest.param(_cline("rm -rf /home/project"), id="cline-rm-rf-home-project"),
        pytest.param(_cline("rmdir /s /q C:\\Users\\u\\proj"), id="cline-rmdir-windows"),
        pytest.param(_bolt("rm -rf /home"), id="bolt-rm-rf-home-above"),
        pytest.param(_bolt("rm -rf /home/u/proj"), id="bolt-rm-rf-project"),
        pytest.param(
            write_then_call("bash", {"command": "rm -rf /workspace"}),
            id="json-bash-rm-rf-workspace",
        ),
        pytest.param(
            write_then_call("delete_directory", {"path": "/home/u/proj"}),
            id="json-delete-directory",
        ),
    ],
)
def test_removing_an_absolute_folder_that_may_hold_the_file_does_not_keep_it(answer: str) -> None:
    parsed = parse_response(answer)
    assert not (parsed.usable and files_of(parsed) == _KEPT)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_cline("rm -rf ~/proj/"), id="cline-tilde-folder"),
        pytest.param(_bolt("rm -rf /home/project"), id="bolt-home-project"),
        pytest.param(
            write_then_call("bash", {"command": "rm -rf /workspace/*"}), id="json-workspace-star"
        ),
    ],
)
def test_the_folders_refused_today(answer: str) -> None:
    assert not parse_response(answer).usable
