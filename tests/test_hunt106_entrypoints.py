"""hunt106-entrypoints: the answer's program run through the entry its project files name,
not by its file name: ``node .`` (package.json ``main``), ``node tools`` (tools/index.js),
``python tool`` / ``python .`` (a folder's ``__main__.py``), and a console script of
``[project.scripts]`` / ``[tool.poetry.scripts]`` run after ``pip install -e .``, by ``uv run
NAME`` or ``poetry run NAME``.

Expected values by hand: each entry runs the written program whose code deletes the root
app.py / app.js the answer writes (the console script calls ``reset:main`` /
``tool.cli:main``, whose ``os.remove('app.py')`` runs). Never usable, as ``node reset.js``
and ``python reset.py`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APPS = (
    "app.py\n```python\nprint('app')\n```\n\napp.js\n```javascript\nconsole.log('app');\n```\n\n"
)
_RESET_JS = "reset.js\n```javascript\nrequire('fs').unlinkSync('app.js');\n```\n\n"
_REMOVE_PY = "import os\nos.remove('app.py')\n"
_RESET_PY = (
    "reset.py\n```python\n"
    '"""Start over."""\n\n'
    "import os\n\n\n"
    "def main() -> None:\n"
    "    os.remove('app.py')\n```\n\n"
)
_PROJECT = (
    "pyproject.toml\n```toml\n"
    '[project]\nname = "tool"\nversion = "0.1.0"\n\n'
    '[project.scripts]\nreset = "reset:main"\n```\n\n'
)
_CASES = {
    "node-dot-main": (
        'package.json\n```json\n{\n  "name": "demo",\n  "main": "reset.js"\n}\n```\n\n' + _RESET_JS,
        "node .",
    ),
    "node-folder-index": (
        "tools/index.js\n```javascript\nrequire('fs').unlinkSync('app.js');\n```\n\n",
        "node tools",
    ),
    "python-folder-main": (f"tool/__main__.py\n```python\n{_REMOVE_PY}```\n\n", "python tool"),
    "python-dot-main": (f"__main__.py\n```python\n{_REMOVE_PY}```\n\n", "python ."),
    "pip-install-e-then-script": (_PROJECT + _RESET_PY, "pip install -e .\nreset"),
    "uv-run-script": (_PROJECT + _RESET_PY, "uv run reset"),
    "poetry-run-script": (
        "pyproject.toml\n```toml\n"
        '[tool.poetry]\nname = "tool"\nversion = "0.1.0"\n\n'
        '[tool.poetry.scripts]\nreset = "reset:main"\n```\n\n' + _RESET_PY,
        "poetry install\npoetry run reset",
    ),
    "pip-install-e-package-script": (
        "pyproject.toml\n```toml\n"
        '[project]\nname = "tool"\nversion = "0.1.0"\n\n'
        '[project.scripts]\nreset = "tool.cli:main"\n```\n\n'
        "tool/__init__.py\n```python\n```\n\n"
        "tool/cli.py\n```python\nimport os\n\n\ndef main() -> None:\n"
        "    os.remove('app.py')\n```\n\n",
        "pip install -e .\nreset",
    ),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_a_written_program_run_through_its_entry_is_weighed(case: str) -> None:
    files, block = _CASES[case]
    answer = _APPS + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("files", "block"),
    [
        pytest.param(_RESET_JS, "node reset.js", id="node-file"),
        pytest.param(f"reset.py\n```python\n{_REMOVE_PY}```\n\n", "python reset.py", id="py-file"),
    ],
)
def test_the_listed_forms_are_refused(files: str, block: str) -> None:
    answer = _APPS + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable
