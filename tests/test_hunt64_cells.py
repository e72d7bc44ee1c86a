"""hunt64-cells: an IPython cell magic that runs its body as a program (``%%script
python3``, ``%%script perl``, ``%%script node``, ``%%python2``) removing a file of the answer,
read as usable.

Expected values by hand: IPython's ``%%script PROG`` runs the cell's body with PROG (as
``%%python3``/``%%perl``/``%%bash`` do, and ``%%script bash`` is already refused), so the
body's removal of data.csv happens: not usable (``changed-after`` naming data.csv).
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


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param("%%script python3\nimport os\nos.remove('data.csv')\n", id="script-python3"),
        pytest.param("%%script python\nimport os\nos.remove('data.csv')\n", id="script-python"),
        pytest.param(
            "%%script --bg python3\nimport os\nos.remove('data.csv')\n", id="script-bg-python3"
        ),
        pytest.param("%%script perl\nunlink 'data.csv';\n", id="script-perl"),
        pytest.param("%%script node\nrequire('fs').unlinkSync('data.csv')\n", id="script-node"),
        pytest.param("%%python2\nimport os\nos.remove('data.csv')\n", id="python2-cell"),
    ],
)
def test_a_script_cell_that_removes_data_csv(cell: str) -> None:
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in message for message in said)
