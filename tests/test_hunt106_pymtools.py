"""hunt106-pymtools: a tool run as ``python -m TOOL`` that imports or runs a module the
answer writes: ``python -m uvicorn reset_db:app``, ``-m gunicorn``, ``-m flask --app
reset_db run``, ``-m pytest reset_db.py``, ``-m unittest reset_db`` (or ``reset_db.py``),
``-m runpy reset_db``.

Expected values by hand: each imports (runpy: runs) the root reset_db.py, whose top-level
``os.remove('app.py')`` deletes the root app.py the answer writes. Never usable, as ``python
-m reset_db`` and ``python -c "import reset_db"`` are refused; the module run by ``-m`` is
the tool's, its words name the answer's module.
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
        pytest.param("python -m uvicorn reset_db:app\n", id="uvicorn"),
        pytest.param("python -m gunicorn reset_db:app\n", id="gunicorn"),
        pytest.param("python -m flask --app reset_db run\n", id="flask"),
        pytest.param("python -m pytest reset_db.py\n", id="pytest-file"),
        pytest.param("python -m unittest reset_db\n", id="unittest-module"),
        pytest.param("python -m unittest reset_db.py\n", id="unittest-file"),
        pytest.param("python -m runpy reset_db\n", id="runpy"),
    ],
)
def test_a_python_m_tool_loading_a_written_module_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python -m reset_db\n", id="python-m"),
        pytest.param('python -c "import reset_db"\n', id="python-c"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
