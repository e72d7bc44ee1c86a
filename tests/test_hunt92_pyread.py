"""hunt92-pyread: a real read-only Python session (``$ python3`` then ``>>>``, or ``$ ipython``
then ``In [n]:``) in a ```console block after the answer's files, which reads the answer's
data.csv with the standard library's ``csv.reader``/``csv.DictReader`` or pandas'
``read_csv`` and prints it.

Expected values by hand: ``open('data.csv')`` opens for reading (mode ``'r'``), csv.reader and
DictReader only iterate it, ``pd.read_csv`` only reads: the session changes no file, so the
answer (app.js, app.py, data.csv) is usable and its files exactly as written, as the same session
reading with ``Path('data.csv').read_text()`` or ``json.load(open('data.csv'))`` is.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)
_MEANT = [
    ("app.js", "console.log(1)\n"),
    ("app.py", "print(1)\n"),
    ("data.csv", "a,b\n1,2\n"),
]


def _kept(session: str) -> bool:
    result = parse_response(_FILES + f"Try it:\n\n```console\n{session}```\n")
    return result.usable and sorted(files_of(result)) == _MEANT


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "$ python3\n>>> import csv\n>>> with open('data.csv') as f:\n"
            "...     print(list(csv.reader(f)))\n...\n[['a', 'b'], ['1', '2']]\n",
            id="csv-reader-with",
        ),
        pytest.param(
            "$ python3\n>>> import csv\n>>> print(list(csv.reader(open('data.csv'))))\n"
            "[['a', 'b'], ['1', '2']]\n",
            id="csv-reader-inline",
        ),
        pytest.param(
            "$ python3\n>>> import csv\n>>> rows = list(csv.DictReader(open('data.csv')))\n"
            ">>> rows[0]\n{'a': '1', 'b': '2'}\n",
            id="csv-dictreader",
        ),
        pytest.param(
            "$ python3\n>>> import pandas as pd\n>>> pd.read_csv('data.csv')\n   a  b\n0  1  2\n",
            id="pandas-python",
        ),
        pytest.param(
            "$ ipython\nIn [1]: import pandas as pd\n\nIn [2]: pd.read_csv('data.csv')\n"
            "Out[2]:\n   a  b\n0  1  2\n",
            id="pandas-ipython",
        ),
        pytest.param(
            "$ python3 -c \"import csv; print(list(csv.reader(open('data.csv'))))\"\n"
            "[['a', 'b'], ['1', '2']]\n",
            id="python-c-csv-reader",
        ),
    ],
)
def test_a_session_reading_data_csv_keeps_the_files(session: str) -> None:
    assert _kept(session)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "$ python3\n>>> from pathlib import Path\n>>> Path('data.csv').read_text()\n"
            "'a,b\\n1,2\\n'\n",
            id="read-text",
        ),
        pytest.param("$ python3\n>>> print(open('data.csv').read())\na,b\n1,2\n", id="open-read"),
    ],
)
def test_the_listed_reads_keep_the_files(session: str) -> None:
    assert _kept(session)
