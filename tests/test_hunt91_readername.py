"""hunt91: fix-calls65's '*Reader' names read what they are given, whatever keyword they
are given with, while a ``read*`` call with a changing keyword (``inplace``, ``overwrite``,
``out``) is weighed as changing.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); a
reader given data.csv with ``inplace=True``/``overwrite=True``, given ``out='data.csv'``,
or a writing mode ``'w'`` by position, may write data.csv: refused,
as ``read_and_fix('data.csv')`` and ``read_remote(url, out='data.csv')`` are."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import lib\nlib.LineReader('data.csv', inplace=True)\n", id="reader-inplace"),
        pytest.param(
            "import lib\nlib.CsvReader('data.csv', overwrite=True)\n", id="reader-overwrite"
        ),
        pytest.param("import lib\nlib.CsvReader('raw.csv', out='data.csv')\n", id="reader-out"),
        pytest.param("import lib\nlib.DictReader('data.csv', 'w')\n", id="reader-writing-mode"),
    ],
)
def test_a_reader_given_a_changing_keyword_changes(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
