"""hunt92-gitc: ``git -C web`` running a git command that reads (status, log, diff, show,
branch, rev-parse) in a shell block after the answer's files.

Expected values by hand: ``git -C web X`` is ``cd web && git X`` in a subshell; none of these
commands writes a file of the work tree, so the answer (app.js, web/index.js) is usable and its
files exact, as ``git status``, ``git log`` and ``cd web && git log --oneline`` are.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_MEANT = [("app.js", "console.log(1)\n"), ("web/index.js", "console.log(2)\n")]


def _kept(block: str) -> bool:
    result = parse_response(_FILES + f"Then:\n\n```bash\n{block}\n```\n")
    return result.usable and files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("git -C web status", id="status"),
        pytest.param("git -C web log --oneline", id="log"),
        pytest.param("git -C web diff", id="diff"),
        pytest.param("git -C web show HEAD:index.js", id="show"),
        pytest.param("git -C web branch", id="branch"),
        pytest.param("git -C web rev-parse HEAD", id="rev-parse"),
    ],
)
def test_a_reading_git_command_in_another_folder_keeps_the_files(block: str) -> None:
    assert _kept(block)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("git status", id="status-here"),
        pytest.param("cd web && git log --oneline", id="cd-log"),
        pytest.param("git --work-tree=web status", id="work-tree-status"),
    ],
)
def test_the_listed_reading_git_commands_keep_the_files(block: str) -> None:
    assert _kept(block)
