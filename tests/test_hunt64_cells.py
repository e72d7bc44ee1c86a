"""hunt64-cells: an IPython cell magic that runs its body as a program (``%%script
python3``, ``%%script perl``, ``%%script node``, ``%%python2``) removing a file of the answer,
read as usable.

Expected values by hand: IPython's ``%%script PROG`` runs the cell's body with PROG (as
``%%python3``/``%%perl``/``%%bash`` do, and ``%%script bash`` is already refused), so the
body's removal of data.csv happens: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


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


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param(
            "%%script --out log perl -w\nunlink 'data.csv';\n", id="script-out-perl-options"
        ),
        pytest.param("%%script python3 -u\nimport os\nos.remove('data.csv')\n", id="python-args"),
        pytest.param("%%script /usr/bin/ruby\nFile.delete('data.csv')\n", id="script-ruby-path"),
        pytest.param("%%pypy3\nimport os\nos.remove('data.csv')\n", id="pypy3-cell"),
    ],
)
def test_a_script_cell_with_options_that_removes_data_csv(cell: str) -> None:
    # ``%%script``'s own options (``--out log``) are dropped; the program's (``-w``, ``-u``)
    # stay with it; a program named by its path is that program
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in message for message in said)


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param("%%script python3\nprint(open('data.csv').read())\n", id="python-reads"),
        pytest.param('%%script perl\nprint "hello\\n";\n', id="perl-prints"),
        pytest.param("%%script false\nimport os\nos.remove('data.csv')\n", id="script-false"),
        pytest.param("%%html\n<b>data.csv</b>\n", id="html"),
    ],
)
def test_a_script_cell_that_changes_nothing(cell: str) -> None:
    # the body run by a program that only reads or prints changes nothing; ``%%script
    # false`` (the idiom that skips a cell) runs ``false``, which ignores the body
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    assert [d.message for d in result.diagnostics if d.code == "changed-after"] == []
