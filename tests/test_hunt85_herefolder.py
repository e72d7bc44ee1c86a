"""hunt85-herefolder: a block that gives the folder it runs in (where AutoGen saved the
block: app.py's folder) to a library call not known, spelled with no string of a held path
(``__file__``'s folder, ``sys.path[0]``, ``sys.argv[0]``'s folder, ``$PWD``,
``os.path.abspath('')``), read as changing nothing.

Expected values by hand: AutoGen writes the block to a file in its working folder (beside
app.py and data.csv) and runs it there, so each of these values is that folder; a formatter
or cleaner not known given it may rewrite app.py and data.csv: the answer's files may not be
what stays, refused (as ``lib.format_tree('.')``, ``os.getcwd()`` or ``Path.cwd()`` are).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after

_OS = "import os\nimport black\n\n"
_PATH = "from pathlib import Path\nimport black\n\n"
_CALL = "black.main([str(ROOT), '--quiet'])\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _OS + "ROOT = os.path.dirname(os.path.abspath(__file__))\n" + _CALL,
            id="dirname-abspath-file",
        ),
        pytest.param(
            _PATH + "ROOT = Path(__file__).resolve().parent\n" + _CALL, id="path-file-parent"
        ),
        pytest.param("import sys\nimport black\n\nROOT = sys.path[0]\n" + _CALL, id="sys-path-0"),
        pytest.param(
            "import sys\nfrom pathlib import Path\nimport black\n\n"
            "ROOT = Path(sys.argv[0]).parent\n" + _CALL,
            id="argv-0-parent",
        ),
        pytest.param(_OS + "ROOT = os.environ['PWD']\n" + _CALL, id="environ-pwd"),
        pytest.param(_OS + "ROOT = os.path.abspath('')\n" + _CALL, id="abspath-empty"),
    ],
)
def test_the_blocks_own_folder_given_to_a_call_not_known_is_refused(block: str) -> None:
    result = run_after(APP_AND_DATA, block)
    assert not result.usable, "the block may rewrite app.py and data.csv in its folder"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(_OS + "ROOT = os.getcwd()\n" + _CALL, id="getcwd"),
        pytest.param(_PATH + "ROOT = Path.cwd()\n" + _CALL, id="path-cwd"),
    ],
)
def test_the_working_folder_given_to_a_call_not_known_is_refused(block: str) -> None:
    result = run_after(APP_AND_DATA, block)
    assert not result.usable
