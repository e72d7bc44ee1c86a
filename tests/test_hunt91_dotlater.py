"""hunt91: a '.' given to a call not known after its first argument, read as a plot marker
(``plt.plot(x, y, '.')``), where it is the folder: ``git checkout -- .`` in its Python forms.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`);
``git checkout -- .`` (and ``git restore --source=HEAD .``) puts back every tracked file of
the folder as it was committed, and a formatter run with options then '.' rewrites the
folder's files: each may change app.py, so the answer is refused."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import git\ngit.Repo().git.checkout('--', '.')\n", id="gitpython-checkout-dashes-dot"
        ),
        pytest.param(
            "import git\ng = git.cmd.Git()\ng.checkout('--', '.')\n", id="git-cmd-checkout"
        ),
        pytest.param(
            "from git import Repo\nRepo.init().git.restore('--source=HEAD', '.')\n",
            id="gitpython-restore",
        ),
        pytest.param(
            "from plumbum.cmd import git\ngit('checkout', '--', '.')\n", id="plumbum-git-checkout"
        ),
        pytest.param(
            "import autoformat\nautoformat.run('--in-place', '.')\n", id="option-then-dot"
        ),
        pytest.param("import ruff_api\nruff_api.run('format', '.')\n", id="subcommand-then-dot"),
    ],
)
def test_a_dot_after_the_first_argument_is_the_folder(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
