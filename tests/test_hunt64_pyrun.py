"""hunt64-pyrun: a pathless Python block AutoGen runs after the answer's files that changes
one of them, read as usable with the files as written.

Expected values by hand: the block fixes data.csv in place (a library call whose name says
it reads and then fixes or updates what it read) or removes it (``from os import *`` then
``remove(...)``: the ``def remove`` below runs only after the call), so the tool leaves
another data.csv or none: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import csvfix\ncsvfix.read_and_fix('data.csv')\n", id="read-and-fix"),
        pytest.param("import store\nstore.load_and_update('data.csv')\n", id="load-and-update"),
        pytest.param(
            "import pre\npre.read_clean('data.csv', overwrite=True)\n", id="read-clean-overwrite"
        ),
        pytest.param("import mylib\nmylib.read_into('remote', 'data.csv')\n", id="read-into"),
        pytest.param("import mylib\nmylib.load_to('http://x', 'data.csv')\n", id="load-to"),
        pytest.param(
            "import mylib\nmylib.read_remote('http://x', out='data.csv')\n", id="read-remote-out"
        ),
        pytest.param(
            "import logging\n\ndef setup(p):\n    logging.basicConfig(filename=p, filemode='w')\n"
            "    logging.error('x')\n\nsetup('data.csv')\n",
            id="basicconfig-filename-parameter",
        ),
        pytest.param(
            "from os import *\nremove('data.csv')\n\ndef remove(p):\n    pass\n",
            id="star-then-def-after-call",
        ),
        pytest.param(
            "from shutil import *\nrmtree('.')\n\nclass rmtree:\n"
            "    def __init__(self, p):\n        pass\n",
            id="star-then-class-after-call",
        ),
    ],
)
def test_a_pathless_block_that_changes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in message for message in said)
