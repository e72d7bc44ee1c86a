"""hunt84-sinks: a run block that reads data.csv and writes what it read to a stream or an
in-memory buffer (``sys.stdout``, ``io.BytesIO``, a streamlit page), refused as changing
the held files.

Expected values by hand: ``csv.writer(sys.stdout).writerows(rows)``, ``json.dump(d,
sys.stdout)``, ``fig.savefig(buf)`` into an ``io.BytesIO``, ``joblib.dump(m, buf)``,
``st.write(df)`` write to the terminal or to memory, never to a file: data.csv is only
read (as ``pd.read_csv('data.csv')`` then ``print(df)`` is usable). The answer's files are
app.py and data.csv as written: usable and exact. (These refusals were already there at
68df3761, before fix-calls48: no new refusal of its own was found.)
"""

from __future__ import annotations

import pytest
from meant import files_of
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import csv, sys\nrows = list(csv.reader(open('data.csv')))\n"
            "w = csv.writer(sys.stdout)\nw.writerows(rows)\n",
            id="csv-writer-to-stdout",
        ),
        pytest.param(
            "import csv, sys\nr = csv.DictReader(open('data.csv'))\n"
            "w = csv.DictWriter(sys.stdout, fieldnames=r.fieldnames)\nw.writeheader()\n"
            "for row in r:\n    w.writerow(row)\n",
            id="dictwriter-to-stdout",
        ),
        pytest.param(
            "import json, sys\nd = json.load(open('data.csv'))\njson.dump(d, sys.stdout)\n",
            id="json-dump-to-stdout",
        ),
        pytest.param(
            "import io, base64\nimport pandas as pd\ndf = pd.read_csv('data.csv')\n"
            "fig = df.plot().get_figure()\nbuf = io.BytesIO()\nfig.savefig(buf, format='png')\n"
            "print(base64.b64encode(buf.getvalue())[:20])\n",
            id="savefig-into-bytesio",
        ),
        pytest.param(
            "import io, joblib\nimport pandas as pd\n"
            "from sklearn.linear_model import LinearRegression\n"
            "df = pd.read_csv('data.csv')\nm = LinearRegression().fit(df[['a']], df['b'])\n"
            "buf = io.BytesIO()\njoblib.dump(m, buf)\n",
            id="joblib-dump-into-bytesio",
        ),
        pytest.param(
            "import streamlit as st\nimport pandas as pd\n"
            "df = pd.read_csv('data.csv')\nst.write(df)\n",
            id="streamlit-write",
        ),
    ],
)
def test_a_block_writing_what_it_read_to_a_stream_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT
