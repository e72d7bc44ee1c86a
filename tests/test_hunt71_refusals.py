"""hunt71-refusals: plain analysis blocks that only read data.csv (and make a new folder or
print) refused as changing the answer's files.

Expected values by hand: ``os.makedirs('out')``, ``os.mkdir('out')``, ``Path('out').mkdir()``
make a folder no file of the answer is (app.py and data.csv stay as written; with
``exist_ok`` an existing folder is left as is); ``csv.DictReader(open('data.csv'))`` reads
data.csv as ``csv.reader(open('data.csv'))`` (usable today) does; ``np.genfromtxt`` reads a
text file as ``np.loadtxt`` (usable today) does. Usable, the files as written.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "Now run it:\n\n"
)
_MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\nos.makedirs('out', exist_ok=True)\n", id="makedirs"),
        pytest.param("import os\nos.mkdir('out')\n", id="mkdir"),
        pytest.param(
            "from pathlib import Path\nPath('out/figs').mkdir(parents=True, exist_ok=True)\n",
            id="path-mkdir",
        ),
        pytest.param(
            "import os\nimport pandas as pd\nos.makedirs('out', exist_ok=True)\n"
            "pd.read_csv('data.csv').describe().to_csv('out/summary.csv')\n",
            id="makedirs-then-new-csv",
        ),
        pytest.param(
            "import csv\nrows = list(csv.DictReader(open('data.csv')))\nprint(len(rows))\n",
            id="dictreader-inline-open",
        ),
        pytest.param(
            "import numpy as np\nprint(np.genfromtxt('data.csv', delimiter=',', names=True))\n",
            id="np-genfromtxt",
        ),
    ],
)
def test_a_plain_analysis_block_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert sorted((f.file_path, f.content) for f in result.code.files) == _MEANT
