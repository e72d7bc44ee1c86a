"""hunt107-pyvalopts: a Python block's subprocess argument list running Python (``sys.executable``
or ``"python3"``) with an option whose value is the next word (``-X dev``, ``-X importtime``,
``-W ignore``) before ``-c CODE`` or a script: the value is taken for the program, so CODE is
never weighed.

Expected by hand: Python reads ``-X dev`` / ``-W ignore`` as an option and its value, then
runs ``-c``'s code, ``os.remove('data.csv')``, which removes the written data.csv (or runs
cleanup.py, which the answer does not hold and which may change any file): never usable, as
``[sys.executable, "-u", "-c", CODE]``, ``"-Xdev"`` joined and the shell's ``python -X
importtime -c CODE`` are refused.
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after

from artifact_codec import parse_response

_CODE = "\"import os; os.remove('data.csv')\""


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(f'sys.executable, "-X", "dev", "-c", {_CODE}', id="sys-executable-X-dev"),
        pytest.param(
            f'sys.executable, "-X", "importtime", "-c", {_CODE}', id="sys-executable-X-importtime"
        ),
        pytest.param(f'sys.executable, "-W", "ignore", "-c", {_CODE}', id="sys-executable-W"),
        pytest.param(f'"python3", "-X", "dev", "-c", {_CODE}', id="python3-X-dev"),
        pytest.param(f'"python", "-X", "importtime", "-c", {_CODE}', id="python-X-importtime"),
        pytest.param(
            'sys.executable, "-X", "importtime", "cleanup.py"', id="sys-executable-X-script"
        ),
    ],
)
def test_a_valued_python_option_before_the_code_is_read_as_python_reads_it(argv: str) -> None:
    block = f"import subprocess, sys\nsubprocess.run([{argv}], check=True)\n"
    assert not run_after(APP_AND_DATA, block).usable


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(f'sys.executable, "-u", "-c", {_CODE}', id="flag-u"),
        pytest.param(f'sys.executable, "-Xdev", "-c", {_CODE}', id="joined-Xdev"),
    ],
)
def test_the_listed_forms_are_refused(argv: str) -> None:
    block = f"import subprocess, sys\nsubprocess.run([{argv}], check=True)\n"
    assert not run_after(APP_AND_DATA, block).usable


def test_the_shell_form_is_refused() -> None:
    block = "```bash\npython -X importtime -c \"import os; os.remove('data.csv')\"\n```\n"
    assert not parse_response(APP_AND_DATA + block).usable
