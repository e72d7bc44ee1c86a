"""hunt57-magics: an IPython cell run after the answer's files (a ``python`` block an
executor runs as a notebook cell) whose magic runs Python or another language that changes a
held file, read as usable with the files as written (runs.py ``_without_cell_lines`` leaves a
magic line as ``pass`` and drops a cell magic's body as "no Python"; heredoc.notebook_line
reads only the shell-running magics).

Expected values by hand: ``%time STMT``, ``%timeit STMT``, ``%prun STMT`` run the Python
statement after them; ``%%python3``/``%%pypy``/``%%perl``/``%%ruby`` run the cell's body in
that interpreter; ``%logstart app.py`` writes IPython's log to app.py (moving the old one to
a backup). Each changes app.py: not usable (``changed-after`` naming app.py).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


def _refused_naming(block: str, changed: str) -> bool:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    return not result.usable and any(changed in message for message in said)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\n%time os.remove('app.py')\n", id="time"),
        pytest.param("%time open('app.py', 'w')\n", id="time-open-w"),
        pytest.param("import os\n%timeit -n1 -r1 os.remove('app.py')\n", id="timeit"),
        pytest.param("import os\n%prun os.remove('app.py')\n", id="prun"),
    ],
)
def test_a_line_magic_that_runs_a_python_statement(block: str) -> None:
    assert _refused_naming(block, "app.py")


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("%%python3\nimport os\nos.remove('app.py')\n", id="python3"),
        pytest.param("%%python\nimport os\nos.remove('app.py')\n", id="python"),
        pytest.param("%%pypy\nimport os\nos.remove('app.py')\n", id="pypy"),
        pytest.param("%%perl\nunlink 'app.py';\n", id="perl"),
        pytest.param("%%ruby\nFile.delete('app.py')\n", id="ruby"),
    ],
)
def test_a_cell_magic_that_runs_another_interpreter(block: str) -> None:
    assert _refused_naming(block, "app.py")


def test_logstart_writes_the_log_to_the_file_it_names() -> None:
    assert _refused_naming("%logstart app.py\nx = 1\n", "app.py")


def test_run_without_its_percent_runs_the_answers_program() -> None:
    # IPython's automagic (on by default) reads the line `run fix.py` (no Python: a name
    # then a word) as %run fix.py; fix.py, written by the answer, empties app.py. The same
    # automagic `rm app.py` is already weighed as the shell's rm.
    text = (
        "app.py\n```python\ndef main():\n    return 1\n```\n\n"
        "fix.py\n```python\nopen('app.py', 'w').write('x = 2\\n')\n```\n\n"
        "```python\nrun fix.py\n```\n"
    )
    assert not parse_response(text).usable
