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
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
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


_DF = "import pandas as pd\ndf = pd.read_csv('data.csv')\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import matplotlib.pyplot as plt\nfor i in range(3):\n    plt.plot([i])\n"
            "    plt.savefig(f'plot_{i}.png')\n",
            id="savefig-numbered-png",
        ),
        pytest.param(
            "for i in range(3):\n    with open(f'out_{i}.txt', 'w') as f:\n"
            "        f.write(str(i))\n",
            id="open-w-numbered-txt",
        ),
        pytest.param(
            _DF + "for k, g in df.groupby('a'):\n    g.to_csv(f'part_{k}.csv', index=False)\n",
            id="to-csv-part-prefix",
        ),
        pytest.param(
            _DF + "df.to_csv('data.csv'.replace('.csv', '_clean.csv'), index=False)\n",
            id="to-csv-replace-new-name",
        ),
        pytest.param(
            _DF + "from pathlib import Path\ndf.to_json(Path('data.csv').with_suffix('.json'))\n",
            id="to-json-with-suffix",
        ),
    ],
)
def test_an_analysis_block_writing_new_files_keeps_the_files(block: str) -> None:
    # plot_0.png.., out_0.txt.., part_<k>.csv, data_clean.csv, data.json: none is app.py or
    # data.csv (a known start or a fold to one new name names no held file)
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert sorted((f.file_path, f.content) for f in result.code.files) == _MEANT
