"""hunt91: other spellings of the folder a run block runs in (fix-calls65's table of
'.', os.curdir, getcwd, __file__ ... is a list of names).

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); the
block gives the folder they are in (or its parent, which holds it) to a call not known (a
formatter, ``black.main``), which may rewrite every file under it: the answer is refused, as
the same block spelled with ``'.'`` or ``os.getcwd()`` is."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import os\nimport black\nblack.main([os.path.curdir])\n", id="os-path-curdir"
        ),
        pytest.param(
            "import posixpath\nimport autoformat\nautoformat.format_tree(posixpath.curdir)\n",
            id="posixpath-curdir",
        ),
        pytest.param(
            "import os\nimport autoformat\nautoformat.format_tree(os.path.abspath(os.pardir))\n",
            id="os-pardir-holds-the-folder",
        ),
        pytest.param(
            "import inspect, os\nimport black\n"
            "here = os.path.dirname(os.path.abspath(inspect.getfile(inspect.currentframe())))\n"
            "black.main([here])\n",
            id="inspect-currentframe-folder",
        ),
        pytest.param(
            "import os\nimport autoformat\nautoformat.format_tree(getattr(os, 'getcwd')())\n",
            id="getattr-getcwd",
        ),
        pytest.param("import autoformat\nautoformat.format_tree(chr(46))\n", id="chr-46-is-a-dot"),
        pytest.param(
            "import base64\nimport autoformat\n"
            "autoformat.format_tree(base64.b64decode('Lg==').decode())\n",
            id="base64-of-a-dot",
        ),
        pytest.param(
            "from pathlib import Path\nimport autoformat\nOUT = Path('build')\n"
            "autoformat.format_tree(OUT.parent)\n",
            id="parent-of-a-relative-path",
        ),
    ],
)
def test_the_folder_spelled_otherwise_is_refused(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
