"""hunt91: a library whose path left out is the folder the block runs in (GitPython's
``Repo()`` is ``Repo(os.getcwd())``, pre-commit's ``run --all-files``).

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`);
``repo.head.reset(index=True, working_tree=True)`` is ``git reset --hard`` in the folder,
``git stash`` takes every changed file back to HEAD, and pre-commit's hooks rewrite every
file of the repository: each may change app.py, so the answer is refused (as the shell forms
``subprocess.run(['git', 'reset', '--hard'])`` and ``['git', 'stash']`` are)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import git\nrepo = git.Repo()\nrepo.head.reset(index=True, working_tree=True)\n",
            id="gitpython-reset-hard",
        ),
        pytest.param("import git\ngit.Repo().git.stash()\n", id="gitpython-stash"),
        pytest.param(
            "from pre_commit.main import main\nmain(['run', '--all-files'])\n",
            id="pre-commit-all-files",
        ),
    ],
)
def test_a_library_run_in_the_folder_may_change_it(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
