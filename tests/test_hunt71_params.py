"""hunt71-params: a parameter of the block's own function given to a library call the model
does not know (``isort.file(path)``: sorts a file's imports in place), where the value reaches
it by a default, a method, ``__init__``, ``map``, ``*args``, a star call, an f-string, or an
argparse default, read as changing nothing.

Expected values by hand: ``isort.file('app.py')`` is refused today (a call not known changes
the held files its arguments name); each block below gives isort.file exactly 'app.py' when
it runs (by the default, the method's argument, the f-string of 'app', ...), so app.py may be
rewritten: not usable (``changed-after`` naming app.py).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_I = "import isort\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _I + "def tidy(path='app.py'):\n    isort.file(path)\n\ntidy()\n", id="default"
        ),
        pytest.param(
            _I + "def tidy(*, path='app.py'):\n    isort.file(path)\n\ntidy()\n",
            id="kwonly-default",
        ),
        pytest.param(
            _I + "class Tidy:\n    def run(self, path):\n        isort.file(path)\n\n"
            "Tidy().run('app.py')\n",
            id="method",
        ),
        pytest.param(
            _I + "class Tidy:\n    def __init__(self, path):\n        isort.file(path)\n\n"
            "Tidy('app.py')\n",
            id="init",
        ),
        pytest.param(
            _I + "def tidy(path):\n    isort.file(path)\n\nlist(map(tidy, ['app.py']))\n", id="map"
        ),
        pytest.param(
            _I
            + "def tidy(*paths):\n    for p in paths:\n        isort.file(p)\n\ntidy('app.py')\n",
            id="varargs",
        ),
        pytest.param(
            _I + "def tidy(path):\n    isort.file(path)\n\ntidy(*['app.py'])\n", id="star-call"
        ),
        pytest.param(
            _I + "def tidy(path):\n    isort.file(path)\n\ntidy(**{'path': 'app.py'})\n",
            id="double-star-call",
        ),
        pytest.param(
            _I + "def tidy(stem):\n    isort.file(f'{stem}.py')\n\ntidy('app')\n", id="fstring"
        ),
        pytest.param(
            _I + "import argparse\nap = argparse.ArgumentParser()\n"
            "ap.add_argument('--file', default='app.py')\nisort.file(ap.parse_args().file)\n",
            id="argparse-default",
        ),
    ],
)
def test_an_unknown_call_given_app_py_through_a_parameter(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("app.py" in m for m in said)
