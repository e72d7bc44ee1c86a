"""hunt91: a '.' given by keyword as a one-character option (a marker, a decimal point, a
fill character) or as a regular expression is read as the block's folder.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block plots, prints or formats: ``marker='.'`` is matplotlib's point marker,
``decimal='.'`` the decimal point, ``re.compile('.')`` a pattern; nothing is written, so the
answer is usable with the two files as written (``changed_by`` is None)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, changed_by

MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2], [3, 4], marker='.')\nplt.show()\n",
            id="plot-marker-keyword",
        ),
        pytest.param(
            "import matplotlib.pyplot as plt\nplt.scatter([1], [2], marker='.')\nplt.show()\n",
            id="scatter-marker-keyword",
        ),
        pytest.param(
            "import pandas as pd\nprint(pd.read_csv('data.csv').to_string(decimal='.'))\n",
            id="to-string-decimal",
        ),
        pytest.param(
            "import lib\nprint(lib.format_number(1234.5, decimal_sep='.', group_sep=','))\n",
            id="decimal-separator-keyword",
        ),
        pytest.param("import lib\nlib.progress(total=10, fill='.')\n", id="fill-character"),
        pytest.param("import re, lib\nlib.show(re.compile('.'))\n", id="regex-any-character"),
    ],
)
def test_a_dot_option_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None
