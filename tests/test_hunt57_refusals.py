"""hunt57-refusals: ordinary usage examples after the answer's files (AutoGen's pathless
``python`` block run after app.py and data.csv) that only READ or MENTION a held file, read
as changing it (python_runs.py ``_unknown`` -> ``_arguments``: a library call given a string
naming a held file changes it). Expected by hand: nothing in the block writes; the answer is
usable with app.py and data.csv as written."""

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
            "import pandas as pd\n\ndf = pd.read_csv('data.csv')\nprint(df.head())\n",
            id="pandas-read-csv",
        ),
        pytest.param(
            "import numpy as np\n\nx = np.loadtxt('data.csv', delimiter=',', skiprows=1)\n"
            "print(x.mean())\n",
            id="numpy-loadtxt",
        ),
        pytest.param(
            "import logging\n\nlogging.basicConfig(level=logging.INFO)\n"
            "logging.info('loaded %s', 'data.csv')\n",
            id="logging-a-files-name",
        ),
        pytest.param(
            "import logging\n\nlog = logging.getLogger(__name__)\nlog.info('Reading data.csv')\n",
            id="logger-message-names-the-file",
        ),
        pytest.param(
            "import argparse\n\nparser = argparse.ArgumentParser()\n"
            "parser.add_argument('--input', default='data.csv')\n"
            "args = parser.parse_args([])\nprint(args.input)\n",
            id="argparse-default",
        ),
    ],
)
def test_a_block_that_reads_or_names_a_held_file_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import io\n\nprint(io.open('app.py').read())\n", id="io-open-to-read"),
        pytest.param(
            "import codecs\n\nprint(codecs.open('app.py', 'r', 'utf-8').read())\n",
            id="codecs-open-to-read",
        ),
    ],
)
def test_a_file_opened_to_read_by_io_or_codecs_keeps_the_files(block: str) -> None:
    # io.open is the builtin open; codecs.open with 'r' reads: nothing is written
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import click\n\nclick.echo('Edit app.py to change the greeting')\n", id="click-echo"
        ),
        pytest.param(
            "import warnings\n\nwarnings.warn('data.csv has no header row')\n", id="warnings-warn"
        ),
        pytest.param("from pprint import pprint\n\npprint({'file': 'data.csv'})\n", id="pprint"),
        pytest.param(
            "import streamlit as st\n\nst.title('Viewer for data.csv')\n", id="streamlit-title"
        ),
    ],
)
def test_a_message_that_names_a_held_file_keeps_the_files(block: str) -> None:
    # each shows text: the file's name in a message is no write
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert files_of(result) == _MEANT
