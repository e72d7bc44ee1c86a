"""hunt71-readers: a call named read*/load* given data.csv, read as a reader (changes
nothing), whose name, arguments or use say it writes data.csv back.

Expected values by hand: ``readwrite``, ``loadAndSave``, ``readAndDelete`` (one word or
camelCase: the same words fix-own38 reads after an underscore) write or remove what they
read; ``read('data.csv', 'w')`` gives the mode ``w`` by position as ``mode='w+'`` (refused
today) does by keyword; ``**{'inplace': True}`` is the keyword ``inplace=True`` (refused
today); an object loaded from data.csv and then saved (``d.save()``, ``lib.read(...).save()``,
eyed3's ``audio.tag.save()`` after ``eyed3.load``) is written back to data.csv. Not usable
(``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import lib\nlib.readwrite('data.csv')\n", id="readwrite-one-word"),
        pytest.param("import lib\nlib.loadAndSave('data.csv')\n", id="camel-load-and-save"),
        pytest.param("import lib\nlib.readAndDelete('data.csv')\n", id="camel-read-and-delete"),
        pytest.param("import lib\nlib.read('data.csv', 'w')\n", id="positional-mode-w"),
        pytest.param(
            "import lib\nlib.read('data.csv', **{'inplace': True})\n", id="kwargs-inplace"
        ),
        pytest.param(
            "import lib\nd = lib.load('data.csv')\nd['a'] = 1\nd.save()\n", id="load-then-save"
        ),
        pytest.param("import lib\nlib.read('data.csv').save()\n", id="read-chain-save"),
        pytest.param(
            "import eyed3\naudio = eyed3.load('data.csv')\n"
            "audio.tag.artist = 'X'\naudio.tag.save()\n",
            id="eyed3-load-tag-save",
        ),
    ],
)
def test_a_read_named_call_that_writes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
