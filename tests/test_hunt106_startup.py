"""hunt106-startup: a file the answer writes that a runtime loads by configuration before
the program it is asked to run: ``NODE_OPTIONS=--require ./reset.js`` in a ``.env`` given to
``node --env-file=.env`` or in ``.npmrc``'s ``node-options`` (npm's scripts), a
``sitecustomize.py`` on ``PYTHONPATH`` (set for the command or exported), a
``PYTHONSTARTUP`` file run when the interactive prompt opens.

Expected values by hand: node applies NODE_OPTIONS from the env file, npm passes
node-options to the node its script starts, site imports sitecustomize from sys.path at
start, and the interactive interpreter runs PYTHONSTARTUP first: each runs the written
reset.js / sitecustomize.py / startup.py, whose code deletes the root app.js / app.py the
answer writes. Never usable, as ``NODE_OPTIONS='-r ./reset.js' node app.js`` and ``python
reset.py`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APPS = (
    "app.py\n```python\nprint('app')\n```\n\napp.js\n```javascript\nconsole.log('app');\n```\n\n"
)
_RESET_JS = "reset.js\n```javascript\nrequire('fs').unlinkSync('app.js');\n```\n\n"
_REMOVE_PY = "import os\n\nos.remove('app.py')\n"
_CASES = {
    "node-env-file": (
        ".env\n```\nNODE_OPTIONS=--require ./reset.js\n```\n\n" + _RESET_JS,
        "node --env-file=.env app.js",
    ),
    "npmrc-node-options": (
        ".npmrc\n```\nnode-options=--require ./reset.js\n```\n\n"
        'package.json\n```json\n{\n  "scripts": {\n    "start": "node app.js"\n  }\n}\n```\n\n'
        + _RESET_JS,
        "npm start",
    ),
    "sitecustomize-pythonpath": (
        f"sitecustomize.py\n```python\n{_REMOVE_PY}```\n\n",
        "PYTHONPATH=. python app.py",
    ),
    "sitecustomize-exported": (
        f"sitecustomize.py\n```python\n{_REMOVE_PY}```\n\n",
        "export PYTHONPATH=$PWD\npython app.py",
    ),
    "pythonstartup": (
        f"startup.py\n```python\n{_REMOVE_PY}```\n\n",
        "PYTHONSTARTUP=startup.py python",
    ),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_a_written_file_a_runtime_loads_at_start_is_weighed(case: str) -> None:
    files, block = _CASES[case]
    answer = _APPS + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("files", "block"),
    [
        pytest.param(_RESET_JS, "NODE_OPTIONS='-r ./reset.js' node app.js", id="node-options"),
        pytest.param(f"reset.py\n```python\n{_REMOVE_PY}```\n\n", "python reset.py", id="py-file"),
    ],
)
def test_the_listed_forms_are_refused(files: str, block: str) -> None:
    answer = _APPS + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable
