"""hunt84-saveback: an object loaded from data.csv then saved with no path (writes it back
where it came from), where the object reaches the ``save()`` other than through a name bound
once at the module's level, read as only read.

Expected values by hand: ``d = lib.load('data.csv'); d.save()`` is refused (fix-calls48).
The same object bound by ``with ... as d``, by a loop over ``['data.csv']``, by a loop over
a comprehension's loaded list, on ``self`` in ``__init__``, inside a function given
'data.csv', after ``d = None``, or saved by ``d.write()``, is written back to data.csv the
same way. Not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_L = "import lib\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(_L + "with lib.load('data.csv') as d:\n    d.save()\n", id="with-as"),
        pytest.param(
            _L + "for f in ['data.csv']:\n    d = lib.load(f)\n    d.save()\n", id="loop-name"
        ),
        pytest.param(
            _L + "docs = [lib.load(p) for p in ['data.csv']]\nfor d in docs:\n    d.save()\n",
            id="loop-over-loaded-list",
        ),
        pytest.param(
            _L + "class Editor:\n    def __init__(self, p):\n        self.d = lib.load(p)\n\n"
            "    def done(self):\n        self.d.save()\n\nEditor('data.csv').done()\n",
            id="on-self",
        ),
        pytest.param(
            _L + "def edit(p):\n    d = lib.load(p)\n    d.save()\n\nedit('data.csv')\n",
            id="in-function-given-path",
        ),
        pytest.param(_L + "d = None\nd = lib.load('data.csv')\nd.save()\n", id="name-bound-twice"),
        pytest.param(_L + "d = lib.load('data.csv')\nd['a'] = 2\nd.write()\n", id="write-no-path"),
    ],
)
def test_an_object_loaded_from_data_csv_saved_back(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
