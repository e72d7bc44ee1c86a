"""hunt71-cells: an IPython shell escape written with a blank after the ``!`` (``! rm
data.csv``, ``!\trm data.csv``, ``x = ! rm data.csv``) in a run Python block, read as usable.

Expected values by hand: IPython reads ``!`` then the rest of the line as the shell command
(blanks before the command are the shell's, ``get_ipython().system(' rm data.csv')``), so
the cell removes data.csv as ``!rm data.csv`` (refused today) does: not usable
(``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param("! rm data.csv\n", id="bang-space"),
        pytest.param("!\trm data.csv\n", id="bang-tab"),
        pytest.param("x = ! rm data.csv\n", id="assign-bang-space"),
        pytest.param("import pandas as pd\n! rm -f data.csv\nprint(1)\n", id="bang-space-mid-cell"),
    ],
)
def test_a_spaced_shell_escape_that_removes_data_csv(cell: str) -> None:
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


@pytest.mark.parametrize(
    "cell",
    [
        # %debug with a statement runs it under the debugger (IPython's docs)
        pytest.param("%debug import os; os.remove('data.csv')\n", id="debug-statement"),
        # an alias defined, then called (automagic, or with %)
        pytest.param("%alias zap rm data.csv\nzap\n", id="alias-called-bare"),
        pytest.param("%alias zap rm %s\n%zap data.csv\n", id="alias-called-with-argument"),
    ],
)
def test_a_line_magic_that_runs_a_removal_of_data_csv(cell: str) -> None:
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
