"""hunt106-pyimport: a tool that imports a module the answer writes by its name, so the
module's top level runs: ``python -m timeit -s "import reset_db"``, ``pytest reset_db.py``
(collection imports the file), ``python -m doctest reset_db.py``, ``python -m pydoc
reset_db`` (documents the imported module), ``gunicorn``/``uvicorn reset_db:app`` and ``flask
--app reset_db run``, ``celery -A reset_db worker`` (import the app's module).

Expected values by hand: each imports the root reset_db.py, whose top-level
``os.remove('app.py')`` deletes the root app.py the answer writes. Never usable, as ``python
-c "import reset_db"`` and ``python -m reset_db`` are refused.
"""

from __future__ import annotations

import pytest
from run_blocks import RESET_DB_FILES, then_run

from artifact_codec import parse_response


def _answer(block: str) -> str:
    return then_run(RESET_DB_FILES, block, "Then run:")


@pytest.mark.parametrize(
    "block",
    [
        pytest.param('python -m timeit -s "import reset_db" "pass"\n', id="timeit-setup"),
        pytest.param("pytest reset_db.py\n", id="pytest-file"),
        pytest.param("python -m doctest reset_db.py\n", id="doctest"),
        pytest.param("python -m pydoc reset_db\n", id="pydoc"),
        pytest.param("gunicorn reset_db:app\n", id="gunicorn"),
        pytest.param("uvicorn reset_db:app --reload\n", id="uvicorn"),
        pytest.param("flask --app reset_db run\n", id="flask-app"),
        pytest.param("celery -A reset_db worker\n", id="celery-app"),
    ],
)
def test_a_tool_importing_a_written_module_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param('python -c "import reset_db"\n', id="python-c-import"),
        pytest.param("python -m reset_db\n", id="python-m"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
