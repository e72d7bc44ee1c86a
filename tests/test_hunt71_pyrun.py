"""hunt71-pyrun: a run Python block that removes, moves or writes a file of the answer named
by a bytes literal (``os.remove(b'data.csv')``), read as usable.

Expected values by hand: os.remove, os.unlink, os.rename, shutil.move, os.open and open all
take a bytes path as they take a str one (``b'data.csv'`` names the same file), so the block
changes data.csv after the answer writes it: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\nos.remove(b'data.csv')\n", id="remove-bytes"),
        pytest.param("import os\nos.unlink(b'./data.csv')\n", id="unlink-bytes"),
        pytest.param("import os\nos.rename(b'data.csv', b'x')\n", id="rename-bytes"),
        pytest.param("import os\nos.remove(b'data' b'.csv')\n", id="remove-bytes-concat"),
        pytest.param("import shutil\nshutil.move(b'data.csv', b'/tmp/x')\n", id="move-bytes"),
        pytest.param("open(b'data.csv', 'w').write('x')\n", id="open-bytes-w"),
        pytest.param(
            "import os\nos.open(b'data.csv', os.O_WRONLY | os.O_TRUNC)\n", id="os-open-bytes"
        ),
    ],
)
def test_a_block_changing_data_csv_named_by_bytes(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
