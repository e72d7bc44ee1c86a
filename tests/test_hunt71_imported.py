"""hunt71-imported: a path imported by name from a module (``from config import DATA``)
given to a call that removes or writes, read as changing nothing.

Expected values by hand: config.py, a file of the answer, says ``DATA = 'data.csv'``, so
``os.remove(DATA)``, ``open(DATA, 'w')``, ``shutil.rmtree(DATA)`` after ``from config import
DATA`` (or ``as D``, or ``from config import *``) change data.csv; a name imported from a
module the answer does not hold (``from settings import DATA``) is a value not known, which
may be any held file (``os.remove(input())`` is refused today). Not usable, data.csv named
(``changed-after``).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "config.py\n```python\nDATA = 'data.csv'\n```\n\n"
    "Now run it:\n\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\nfrom config import DATA\nos.remove(DATA)\n", id="remove"),
        pytest.param("import os\nfrom config import DATA as D\nos.remove(D)\n", id="remove-as"),
        pytest.param("import os\nfrom config import *\nos.remove(DATA)\n", id="remove-star"),
        pytest.param("from config import DATA\nopen(DATA, 'w').write('x')\n", id="open-w"),
        pytest.param("import shutil\nfrom config import DATA\nshutil.rmtree(DATA)\n", id="rmtree"),
        pytest.param(
            "import os\nfrom settings import DATA\nos.remove(DATA)\n", id="not-held-module"
        ),
    ],
)
def test_an_imported_path_changes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
