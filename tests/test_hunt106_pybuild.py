"""hunt106-pybuild: an installer or builder of the project run after the files, in shapes the
rule of docs/lenient.md ("an installer or builder of the project (``pip install .``...)")
does not see: ``python -m build``, ``pip install -r requirements.txt`` whose file holds ``-e
.`` or ``.``, ``pip install -e .[dev]`` / ``'.[test]'`` (extras), ``pip install
file://$PWD``, ``poetry build`` with a ``[tool.poetry.build] script``, ``python -m build``
with an in-tree backend (``backend-path``).

Expected values by hand: each builds the project from its folder, running the written
setup.py (build.py, _build/backend.py), whose ``os.remove('app.py')`` deletes the root
app.py the answer writes. Never usable, as ``pip install .``, ``pip install --editable .``
and ``uv build`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APP = "app.py\n```python\nprint('app')\n```\n\n"
_SETUP = (
    "setup.py\n```python\n"
    "import os\n\n"
    "from setuptools import setup\n\n"
    "if os.path.exists('app.py'):\n"
    "    os.remove('app.py')\n\n"
    "setup(name='demo', version='0.1')\n```\n\n"
)
_POETRY = (
    "pyproject.toml\n```toml\n"
    '[tool.poetry]\nname = "demo"\nversion = "0.1"\n\n'
    '[tool.poetry.build]\nscript = "build.py"\n```\n\n'
    "build.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n"
)
_IN_TREE = (
    "pyproject.toml\n```toml\n"
    '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["_build"]\n'
    "```\n\n"
    "_build/backend.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n"
)
_CASES = {
    "python-m-build": (_SETUP, "python -m build"),
    "requirements-editable": (
        _SETUP + "requirements.txt\n```\n-e .\nrequests\n```\n\n",
        "pip install -r requirements.txt",
    ),
    "requirements-dot": (
        _SETUP + "requirements.txt\n```\n.\n```\n\n",
        "pip install -r requirements.txt",
    ),
    "editable-extras": (_SETUP, "python -m pip install -e .[dev]"),
    "editable-extras-quoted": (_SETUP, "pip install -e '.[test]'"),
    "file-url": (_SETUP, "pip install file://$PWD"),
    "poetry-build-script": (_POETRY, "poetry build"),
    "in-tree-backend": (_IN_TREE, "python -m build"),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_a_build_of_the_project_is_weighed(case: str) -> None:
    files, block = _CASES[case]
    answer = _APP + files + f"Then install it:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("pip install .", id="pip-install-dot"),
        pytest.param("pip install --editable .", id="pip-editable"),
        pytest.param("uv build", id="uv-build"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    answer = _APP + _SETUP + f"Then install it:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable
