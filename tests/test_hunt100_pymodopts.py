"""hunt100-pymodopts: the answer's module run with ``python -m`` (fix-calls81's rule) in the
shapes that rule does not see: an option with a value before ``-m`` (``-W ignore``, ``-X
dev``), ``-m`` bundled with other flags (``-um``, ``-Bm``), the module found through
``PYTHONPATH`` (set for the command or exported), and IPython running the file or module.

Expected values by hand: each runs tools/clean.py (or ``clean`` under ``PYTHONPATH=tools``)
as its main module, whose ``os.remove('app.py')`` deletes the root app.py the answer writes.
Never usable, as ``python -m tools.clean`` and ``python tools/clean.py`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\nprint('app')\n```\n\n"
    "tools/__init__.py\n```python\n```\n\n"
    "tools/clean.py\n```python\n"
    '"""Remove the generated entry point."""\n\n'
    "import os\n\n\n"
    "def main() -> None:\n"
    "    os.remove('app.py')\n\n\n"
    "main()\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Run:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python -W ignore -m tools.clean\n", id="W-value-then-m"),
        pytest.param("python3 -X dev -m tools.clean\n", id="X-value-then-m"),
        pytest.param("python3 -um tools.clean\n", id="bundled-um"),
        pytest.param("python3 -Bm tools.clean\n", id="bundled-Bm"),
        pytest.param("PYTHONPATH=tools python -m clean\n", id="pythonpath-assigned"),
        pytest.param("export PYTHONPATH=tools\npython -m clean\n", id="pythonpath-exported"),
        pytest.param("ipython tools/clean.py\n", id="ipython-file"),
        pytest.param("ipython -m tools.clean\n", id="ipython-m"),
    ],
)
def test_the_answers_module_run_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python -m tools.clean\n", id="m"),
        pytest.param("python tools/clean.py\n", id="file"),
        pytest.param("python -u -m tools.clean\n", id="u-then-m"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
