"""hunt71-globs: a recursive glob (``glob.glob('**/*.csv', recursive=True)``,
``glob.iglob(...)``, pathlib's ``Path('.').glob('**/*.csv')``) whose matches a run block
removes, read as matching no held file.

Expected values by hand: with ``recursive=True`` ``**`` matches zero or more folders, so
``**/*.csv`` matches ./data.csv (Python's glob docs); pathlib's ``**`` is always recursive
("this directory and all subdirectories"). The block removes data.csv: not usable
(``changed-after`` naming data.csv). (``glob.glob('**/*.csv')`` without ``recursive`` is
``*/*.csv``, one folder down, which matches no held file: usable today, rightly.)
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_G = "import glob\nimport os\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _G + "for p in glob.glob('**/*.csv', recursive=True):\n    os.remove(p)\n",
            id="glob-recursive",
        ),
        pytest.param(
            _G + "for p in glob.iglob('**/*.csv', recursive=True):\n    os.remove(p)\n",
            id="iglob-recursive",
        ),
        pytest.param(
            _G + "for p in glob.glob('./**/*.csv', recursive=True):\n    os.remove(p)\n",
            id="glob-recursive-dot-slash",
        ),
        pytest.param(
            "from pathlib import Path\nfor p in Path('.').glob('**/*.csv'):\n    p.unlink()\n",
            id="pathlib-glob-double-star",
        ),
    ],
)
def test_a_recursive_glob_removes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


def test_a_glob_one_folder_down_matches_no_held_file() -> None:
    # holds today: without recursive=True '**' is '*'
    block = _G + "for p in glob.glob('**/*.csv'):\n    os.remove(p)\n"
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable
