"""hunt91: blocks that only list the folder they run in and show the listing (a table, a
progress bar, JSON on stdout, rich's console) are refused as if the listing went to a call
that may write the files.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block reads names and sizes and prints them: nothing is written, the answer is usable with
the two files as written (``changed_by`` is None and checks them)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, changed_by

MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import json, sys, os\njson.dump({'files': os.listdir('.')}, sys.stdout, indent=2)\n",
            id="json-dump-listing-to-stdout",
        ),
        pytest.param(
            "import os\nfrom tqdm import tqdm\nfor f in tqdm(os.listdir('.')):\n    print(f)\n",
            id="tqdm-over-listing",
        ),
        pytest.param(
            "import os\nimport pandas as pd\ndf = pd.DataFrame({'file': os.listdir('.')})\n"
            "print(df)\n",
            id="dataframe-of-listing",
        ),
        pytest.param(
            "import os\nfrom tabulate import tabulate\n"
            "print(tabulate([[f, os.path.getsize(f)] for f in os.listdir('.')]))\n",
            id="tabulate-sizes",
        ),
        pytest.param(
            "import os\nfrom pprint import pformat\ntext = pformat(os.listdir(os.getcwd()))\n"
            "print(text)\n",
            id="pformat-listing",
        ),
        pytest.param(
            "import os, humanize\nfor f in os.listdir('.'):\n"
            "    print(f, humanize.naturalsize(os.path.getsize(f)))\n",
            id="humanize-sizes",
        ),
        pytest.param(
            "import os\nfrom rich.console import Console\nConsole().print(os.getcwd())\n",
            id="rich-console-print-cwd",
        ),
        pytest.param(
            "import git\nrepo = git.Repo('.')\nfor c in repo.iter_commits(max_count=5):\n"
            "    print(c.summary)\n",
            id="gitpython-log",
        ),
    ],
)
def test_a_block_that_only_shows_the_folder_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None
