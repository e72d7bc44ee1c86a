"""hunt84-params: a call not known (``isort.file(path)``: sorts a file's imports in place)
given app.py through a shape of passing values fix-calls48 did not list, read as given
nothing held.

Expected values by hand: ``isort.file('app.py')`` is refused (a call not known changes the
held files its arguments name). Each block below gives isort.file exactly 'app.py' when it
runs: the function called through another name bound to it (``t = tidy``), a method called
on its class with the instance first (``Tidy.run(Tidy(), 'app.py')``), a value stored on
``self`` by ``__init__`` or a dataclass default and read back as ``self.path``, a tuple of
``itertools.starmap``, an argparse positional's list default (``nargs='*'``), a path built
by ``str.format`` or ``Path.with_suffix`` of a parameter given 'app'. So app.py may be
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
            _I + "def tidy(path):\n    isort.file(path)\n\nt = tidy\nt('app.py')\n",
            id="function-called-through-another-name",
        ),
        pytest.param(
            _I + "class Tidy:\n    def run(self, path):\n        isort.file(path)\n\n"
            "Tidy.run(Tidy(), 'app.py')\n",
            id="method-called-on-its-class",
        ),
        pytest.param(
            _I + "class Tidy:\n    def __init__(self, path):\n        self.path = path\n\n"
            "    def run(self):\n        isort.file(self.path)\n\nTidy('app.py').run()\n",
            id="init-stores-on-self",
        ),
        pytest.param(
            _I + "from dataclasses import dataclass\n\n@dataclass\nclass Tidy:\n"
            "    path: str = 'app.py'\n\n    def run(self):\n        isort.file(self.path)\n\n"
            "Tidy().run()\n",
            id="dataclass-field-default",
        ),
        pytest.param(
            _I + "import itertools\ndef tidy(path):\n    isort.file(path)\n\n"
            "list(itertools.starmap(tidy, [('app.py',)]))\n",
            id="starmap-tuple",
        ),
        pytest.param(
            _I + "import argparse\nap = argparse.ArgumentParser()\n"
            "ap.add_argument('files', nargs='*', default=['app.py'])\n"
            "for f in ap.parse_args().files:\n    isort.file(f)\n",
            id="argparse-positional-list-default",
        ),
        pytest.param(
            _I + "def tidy(stem):\n    isort.file('{}.py'.format(stem))\n\ntidy('app')\n",
            id="str-format-of-parameter",
        ),
        pytest.param(
            _I + "from pathlib import Path\ndef tidy(stem):\n"
            "    isort.file(Path(stem).with_suffix('.py'))\n\ntidy('app')\n",
            id="with-suffix-of-parameter",
        ),
    ],
)
def test_an_unknown_call_given_app_py_through_another_passing(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("app.py" in m for m in said)
