"""hunt92-modrun: a REPL session (or a shell line) after the answer's files that RUNS one of
the answer's modules, clean.py or clean.js, whose top-level code deletes the answer's app.py or
app.js: Node's ``.load clean.js`` (the rule fix-shell66 lists: ``.load F`` runs F),
``require('./clean')`` without the suffix (Node resolves ./clean.js), Python's ``import
clean``, ``from clean import *``, ``importlib.import_module('clean')`` typed at ``>>>`` or
``In [1]:``, and ``python3 -m clean``.

Expected values by hand: importing or loading a module runs its top level once, so
``os.remove('app.py')`` / ``unlinkSync('app.js')`` runs and the file the answer wrote is gone:
never usable, as ``$ python clean.py``, ``python3 -c "import clean"`` and
``> require('./clean.js')`` after ``$ node`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "clean.py\n```python\nimport os\nos.remove('app.py')\n```\n\n"
    "clean.js\n```javascript\nrequire('fs').unlinkSync('app.js')\n```\n\n"
)


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> .load clean.js\n", id="node-dot-load"),
        pytest.param("$ node\n> .load ./clean.js\n", id="node-dot-load-dot-slash"),
        pytest.param("$ node\n> require('./clean')\n", id="node-require-no-suffix"),
        pytest.param("$ node -e \"require('./clean')\"\n", id="node-e-require-no-suffix"),
        pytest.param("$ python3\n>>> import clean\n", id="python-import"),
        pytest.param("$ python3\n>>> from clean import *\n", id="python-star-import"),
        pytest.param(
            "$ python3\n>>> import importlib; importlib.import_module('clean')\n",
            id="python-import-module",
        ),
        pytest.param("$ python3 -m clean\n", id="python-m"),
    ],
)
def test_a_session_running_a_module_that_deletes_a_file_is_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ python clean.py\n", id="python-file"),
        pytest.param('$ python3 -c "import clean"\n', id="python-c-import"),
        pytest.param("$ node\n> require('./clean.js')\n", id="node-require-suffix"),
    ],
)
def test_the_listed_runs_are_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable
