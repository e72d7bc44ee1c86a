"""fix-own38: the answer's own program read as any Python block is (a path it builds may
reach every held file; an exact fold names that file), a path built from a value not known
and a known end (the glob of that end), and a reading call whose name or keyword says it
changes or puts out what it handles. Expected values by hand."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TWO = "Here.\n\ndata.csv\n```csv\na,b\n1,2\n```\n\n```python\n# filename: utils.py\nX = 1\n```\n\n"


def _changed(result: object) -> list[str]:
    return [d.message for d in result.diagnostics if d.code == "changed-after"]  # type: ignore[attr-defined]


def test_own_program_removing_a_path_it_computes_doubts_every_held_file() -> None:
    # input() may be any name: data.csv and utils.py may both go
    program = "import os\nos.remove(input())\n"
    result = parse_response(_TWO + f"```python\n# filename: app.py\n{program}```\n")
    assert not result.usable
    assert any("data.csv" in m and "utils.py" in m for m in _changed(result))


def test_own_program_removing_a_built_csv_name_doubts_only_the_csv() -> None:
    # a value not known + '.csv' is some .csv file: data.csv, never utils.py
    program = "import os\nos.remove(input() + '.csv')\n"
    result = parse_response(_TWO + f"```python\n# filename: app.py\n{program}```\n")
    assert not result.usable
    said = _changed(result)
    assert any("data.csv" in m for m in said)
    assert not any("utils.py" in m for m in said)


@pytest.mark.parametrize(
    "program",
    [
        pytest.param("import os\nos.remove(input() + '/x.log')\n", id="other-name"),
        pytest.param("import os\nos.remove(input() + '.log')\n", id="other-ext"),
    ],
)
def test_own_program_removing_a_built_name_no_held_file_ends_with(program: str) -> None:
    # the file removed is named x.log / ends with .log: no held file is one
    result = parse_response(_TWO + f"```python\n# filename: app.py\n{program}```\n")
    assert result.usable
    assert sorted(f.file_path for f in result.code.files) == ["app.py", "data.csv", "utils.py"]


_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\nNow run it:\n\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import lib\nlib.load_and_sort('data.csv')\n", id="name-verb"),
        pytest.param("import lib\nlib.read_table('x', dest='data.csv')\n", id="keyword-dest"),
        pytest.param("import lib\nlib.load('data.csv', inplace=True)\n", id="keyword-inplace"),
    ],
)
def test_a_reading_call_that_says_it_changes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert not result.usable
    assert any("data.csv" in m for m in _changed(result))


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import pandas as pd\nprint(pd.read_csv('data.csv').head())\n", id="read-csv"),
        pytest.param("import lib\nprint(lib.read_and_parse('data.csv'))\n", id="read-and-parse"),
        pytest.param("import lib\nlib.load('data.csv', overwrite=False)\n", id="overwrite-false"),
    ],
)
def test_a_reading_call_that_only_reads_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py", "data.csv"]


def test_a_star_import_after_a_def_rebinds_the_name() -> None:
    # the def binds remove first; from os import * then rebinds it to os.remove: the call
    # removes data.csv
    block = "def remove(p):\n    pass\n\nfrom os import *\nremove('data.csv')\n"
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert not result.usable
    assert any("data.csv" in m for m in _changed(result))


def test_a_def_after_a_star_import_binds_the_name_from_its_line_on() -> None:
    # the def comes after from os import *, before the call: the call runs the def (pass)
    block = "from os import *\n\ndef remove(p):\n    pass\n\nremove('data.csv')\n"
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py", "data.csv"]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import mylib\n\ndef setup(p):\n    mylib.process(p)\n\nsetup('data.csv')\n",
            id="positional",
        ),
        pytest.param(
            "import mylib\n\ndef setup(p):\n    mylib.process(path=p)\n\nsetup(p='data.csv')\n",
            id="keyword-to-keyword",
        ),
        pytest.param(
            "import mylib\n\ndef setup(*, p):\n    mylib.process(p)\n\nsetup(p='data.csv')\n",
            id="keyword-only",
        ),
    ],
)
def test_a_parameter_is_followed_to_the_calls_argument(block: str) -> None:
    # a call not known given a parameter of the block's own function names what the
    # block's call of that function gives it: data.csv
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert not result.usable
    assert any("data.csv" in m for m in _changed(result))


def test_a_parameter_given_no_held_file_names_none() -> None:
    block = "import mylib\n\ndef setup(p):\n    mylib.process(p)\n\nsetup('other.csv')\n"
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py", "data.csv"]
