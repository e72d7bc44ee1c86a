"""hunt91: the block's folder obtained at run time by other means than the fix-calls65 table
lists: ``__main__.__file__``, ``inspect.getsourcefile``, a copy of ``os.environ``, the output
of ``pwd`` (a subprocess, ``os.popen``, IPython's ``%pwd``, ``!pwd``) and IPython's folder
history ``_dh``.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block gives the folder they are in to a formatter not known, which may rewrite every file
under it: refused, as ``autoformat.format_tree(os.getcwd())`` is."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after

F = "import os, autoformat\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            F + "import __main__\n"
            "autoformat.format_tree(os.path.dirname(os.path.abspath(__main__.__file__)))\n",
            id="main-module-file",
        ),
        pytest.param(
            F + "import inspect\ndef f():\n    pass\n"
            "autoformat.format_tree(os.path.dirname(os.path.abspath(inspect.getsourcefile(f))))\n",
            id="inspect-getsourcefile",
        ),
        pytest.param(
            F + "env = dict(os.environ)\nautoformat.format_tree(env['PWD'])\n",
            id="environ-copy-pwd",
        ),
        pytest.param(
            F + "import subprocess\n"
            "autoformat.format_tree(subprocess.check_output(['pwd'], text=True).strip())\n",
            id="subprocess-pwd-output",
        ),
        pytest.param(
            F + "autoformat.format_tree(os.popen('pwd').read().strip())\n", id="popen-pwd-output"
        ),
        pytest.param(
            "import autoformat\nhere = %pwd\nautoformat.format_tree(here)\n", id="ipython-pwd-magic"
        ),
        pytest.param(
            "import autoformat\nhere = !pwd\nautoformat.format_tree(here[0])\n",
            id="ipython-bang-pwd",
        ),
        pytest.param("import autoformat\nautoformat.format_tree(_dh[0])\n", id="ipython-dh"),
    ],
)
def test_the_folder_computed_at_run_time_is_refused(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
