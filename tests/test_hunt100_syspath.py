"""hunt100-syspath: a Python block the tool runs after the answer's files (AutoGen, GPT-Pilot
run the answer's code blocks in order) that puts the answer's tools/ folder on ``sys.path``
(``sys.path.insert(0, 'tools')``, ``sys.path.append('tools')``, ``sys.path.append(os.path.join(
os.getcwd(), 'tools'))``) and then imports the answer's module by its bare name (``import
clean``, ``from clean import *``).

Expected values by hand: the import finds tools/clean.py and runs its top level from the
root, whose ``os.remove('app.py')`` deletes the written app.py: never usable, as the same
code given to ``python -c`` or a ``python3 - <<EOF`` heredoc, and ``import tools.clean`` in
the block, are refused.
"""

from __future__ import annotations

import pytest
from run_blocks import run_after

_FILES = (
    "app.py\n```python\nprint('app')\n```\n\n"
    'tools/__init__.py\n```python\n"""Tools."""\n```\n\n'
    "tools/clean.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n"
    "Now run it:\n\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import sys\nsys.path.insert(0, 'tools')\nimport clean\n", id="insert-import"),
        pytest.param(
            "import sys\nsys.path.append('tools')\nfrom clean import *\n", id="append-from-import"
        ),
        pytest.param(
            "import os\nimport sys\n\nsys.path.append(os.path.join(os.getcwd(), 'tools'))\n"
            "import clean  # noqa: E402\n",
            id="append-cwd-join",
        ),
    ],
)
def test_a_module_imported_through_sys_path_is_weighed(block: str) -> None:
    assert not run_after(_FILES, block).usable


@pytest.mark.parametrize(
    ("block", "info"),
    [
        pytest.param("import tools.clean\n", "python", id="dotted-import"),
        pytest.param(
            "python -c \"import sys; sys.path.insert(0, 'tools'); import clean\"\n",
            "bash",
            id="python-c",
        ),
    ],
)
def test_the_listed_forms_are_refused(block: str, info: str) -> None:
    assert not run_after(_FILES, block, info).usable
