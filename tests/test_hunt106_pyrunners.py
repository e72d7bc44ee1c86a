"""hunt106-pyrunners: a Python script the answer writes, run by a runner other than
``python`` that takes a script path: ``uv run FILE`` (with its options, ``--`` or
``--with``), ``pipx run --path FILE``, ``streamlit run FILE``, ``jupyter run FILE``.

Expected values by hand: each runner executes the root reset_db.py as a program (uv and pipx
run a ``.py`` path as a script; streamlit and jupyter run the file's top level), and its
``os.remove('app.py')`` deletes the root app.py the answer writes. Never usable, as
``python reset_db.py``, ``uv run python reset_db.py`` and ``uv run ./reset_db.py`` are
refused (``uv run scripts/reset_db.py`` is refused too: only a bare name is lost).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\n"
    "from flask import Flask\n\n"
    "app = Flask(__name__)\n\n\n"
    "@app.route('/')\n"
    "def index() -> str:\n"
    "    return 'ok'\n```\n\n"
    "reset_db.py\n```python\n"
    '"""Reset the demo: drop the generated entry point."""\n\n'
    "import os\n\n"
    "if os.path.exists('app.py'):\n"
    "    os.remove('app.py')\n"
    "print('reset')\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then run:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("uv run reset_db.py\n", id="uv-run"),
        pytest.param("uv run -q reset_db.py\n", id="uv-run-quiet"),
        pytest.param("uv run -- reset_db.py\n", id="uv-run-dashdash"),
        pytest.param("uv run --with requests reset_db.py\n", id="uv-run-with"),
        pytest.param("pipx run --path reset_db.py\n", id="pipx-run-path"),
        pytest.param("pipx run reset_db.py\n", id="pipx-run"),
        pytest.param("streamlit run reset_db.py\n", id="streamlit-run"),
        pytest.param("jupyter run reset_db.py\n", id="jupyter-run"),
    ],
)
def test_a_written_script_run_by_another_python_runner_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python reset_db.py\n", id="python"),
        pytest.param("uv run python reset_db.py\n", id="uv-run-python"),
        pytest.param("uv run ./reset_db.py\n", id="uv-run-dot-slash"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
