"""hunt106-pythonpath: the answer's module run by ``python -m clean`` found through a
``PYTHONPATH`` exported in a shape fix-runs91's reading (a spelled value, exported on the
line) does not see: a value that appends to or prepends the old one (``$PYTHONPATH:tools``,
``"${PYTHONPATH}:tools"``, ``${PYTHONPATH:+$PYTHONPATH:}tools``), an assignment exported
on the next line or before it, or ``set -a`` (every assignment exported).

Expected values by hand: each puts tools on Python's module path (an empty or unknown old
value does not take it off), so ``python -m clean`` runs tools/clean.py, whose
``os.remove('app.py')`` deletes the root app.py the answer writes. Never usable, as
``export PYTHONPATH=tools`` then ``python -m clean``, and ``PYTHONPATH=tools:$PYTHONPATH
python -m clean`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\nprint('app')\n```\n\n"
    "tools/clean.py\n```python\n"
    '"""Start over: drop the generated entry point."""\n\n'
    "import os\n\n"
    "os.remove('app.py')\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            'export PYTHONPATH="${PYTHONPATH}:tools"\npython -m clean\n', id="append-braced"
        ),
        pytest.param("export PYTHONPATH=$PYTHONPATH:tools\npython -m clean\n", id="append"),
        pytest.param('export PYTHONPATH="tools:$PYTHONPATH"\npython -m clean\n', id="prepend"),
        pytest.param(
            'export PYTHONPATH="${PYTHONPATH:+$PYTHONPATH:}tools"\npython -m clean\n',
            id="append-if-set",
        ),
        pytest.param(
            "export PYTHONPATH=lib\nexport PYTHONPATH=$PYTHONPATH:tools\npython -m clean\n",
            id="append-to-spelled",
        ),
        pytest.param("PYTHONPATH=tools\nexport PYTHONPATH\npython -m clean\n", id="export-after"),
        pytest.param("export PYTHONPATH\nPYTHONPATH=tools\npython -m clean\n", id="export-before"),
        pytest.param("set -a\nPYTHONPATH=tools\nset +a\npython -m clean\n", id="allexport"),
    ],
)
def test_a_module_found_through_an_exported_pythonpath_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("export PYTHONPATH=tools\npython -m clean\n", id="exported-spelled"),
        pytest.param("PYTHONPATH=tools:$PYTHONPATH python -m clean\n", id="prefix-prepend"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
