"""hunt71-pyc: a shell ``python -c`` whose program only reads data.csv and prints, and a
Procfile whose only process runs the answer's app, refused as changing every file.

Expected values by hand: ``python -c "import pandas as pd; print(pd.read_csv('data.csv')
.head())"`` runs the program in its text, which the same code in a run ``python`` block shows
harmless (usable today): it reads data.csv and prints. ``honcho start``/``foreman start``
with ``web: python app.py`` runs ``python app.py``, which a shell block may run (usable
today). Usable, the files as written.
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "command",
    [
        pytest.param(
            "python -c \"import pandas as pd; print(pd.read_csv('data.csv').head())\"",
            id="pandas-head",
        ),
        pytest.param(
            "python3 -c \"import csv; print(list(csv.reader(open('data.csv'))))\"", id="csv-reader"
        ),
        pytest.param(
            "python -c \"import pandas as pd\nprint(pd.read_csv('data.csv').describe())\"",
            id="two-lines",
        ),
    ],
)
def test_a_python_c_that_only_reads_keeps_the_files(command: str) -> None:
    result = parse_response(_FILES + f"```bash\n{command}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert sorted((f.file_path, f.content) for f in result.code.files) == _MEANT


@pytest.mark.parametrize("command", ["honcho start", "foreman start"])
def test_a_procfile_running_only_the_app_keeps_the_files(command: str) -> None:
    text = _FILES + "Procfile\n```\nweb: python app.py\n```\n\n" + f"```bash\n{command}\n```\n"
    result = parse_response(text)
    assert result.usable, [d.code for d in result.diagnostics]
    assert ("data.csv", "a,b\n1,2\n") in [(f.file_path, f.content) for f in result.code.files]
