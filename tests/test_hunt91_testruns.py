"""hunt91: blocks that run the answer's program, its tests or a type checker through Python's
own interpreter (``sys.executable``) or pytest's and unittest's APIs are refused, while the
same runs spelled ``python -m pytest -q .`` in a subprocess list are usable.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); app.py
only defines ``main`` (running or importing it changes nothing), pytest and unittest collect
and run no code that writes, mypy checks: nothing is written, so the answer is usable with
the two files as written (``changed_by`` is None)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, changed_by

MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import subprocess, sys\n"
            "r = subprocess.run([sys.executable, 'app.py'], capture_output=True, text=True)\n"
            "print(r.stdout)\n",
            id="sys-executable-runs-app",
        ),
        pytest.param(
            "import subprocess, sys\nsubprocess.run([sys.executable, '-m', 'pytest', '-q'])\n",
            id="sys-executable-pytest",
        ),
        pytest.param(
            "import subprocess, sys\nsubprocess.run([sys.executable, '-m', 'mypy', '.'])\n",
            id="sys-executable-mypy",
        ),
        pytest.param(
            "import pytest\nraise SystemExit(pytest.main(['-q', '.']))\n", id="pytest-main-dot"
        ),
        pytest.param("import pytest\npytest.main(['-q', 'app.py'])\n", id="pytest-main-app"),
        pytest.param(
            "import unittest\nsuite = unittest.defaultTestLoader.discover('.')\n"
            "unittest.TextTestRunner(verbosity=2).run(suite)\n",
            id="unittest-discover-dot",
        ),
    ],
)
def test_a_test_or_program_run_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None
