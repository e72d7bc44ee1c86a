"""hunt71-ownrun: a program the answer writes under a label (a path line, a bold or code-span
name, a title= info string: not AutoGen's ``# filename:``) that removes another file of the
answer, then run by ``python clean.py`` in a shell block or ``%run clean.py`` in a cell, read
as usable with the files as written.

Expected values by hand: clean.py is a file of the answer (the same text it holds), its code
is ``os.remove('data.csv')``; the tool runs it after writing the files, so data.csv is gone:
not usable (``changed-after`` naming data.csv). The same program saved as ``# filename:
clean.py`` is refused today; the label a file is named by does not change what it does.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)
_BODY = "import os\nos.remove('data.csv')\n"


@pytest.mark.parametrize(
    "program",
    [
        pytest.param(f"clean.py\n```python\n{_BODY}```\n\n", id="path-line"),
        pytest.param(f"**clean.py**\n```python\n{_BODY}```\n\n", id="bold-name"),
        pytest.param(f"`clean.py`:\n```python\n{_BODY}```\n\n", id="code-span-name"),
        pytest.param(f'```python title="clean.py"\n{_BODY}```\n\n', id="title-info"),
    ],
)
@pytest.mark.parametrize(
    "run",
    [
        pytest.param("```bash\npython clean.py\n```\n", id="bash-python"),
        pytest.param("```sh\npython3 clean.py\n```\n", id="sh-python3"),
        pytest.param("```python\n%run clean.py\n```\n", id="run-magic"),
    ],
)
def test_a_held_program_that_removes_data_csv_run_after(program: str, run: str) -> None:
    result = parse_response(_FILES + program + "Run it:\n\n" + run)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


@pytest.mark.parametrize(
    ("runner", "run"),
    [
        pytest.param(
            "Makefile\n```make\nclean:\n\tpython clean.py\n```\n\n",
            "```bash\nmake clean\n```\n",
            id="make-target",
        ),
        pytest.param(
            'package.json\n```json\n{"scripts": {"clean": "python clean.py"}}\n```\n\n',
            "```bash\nnpm run clean\n```\n",
            id="npm-script",
        ),
    ],
)
def test_a_held_program_that_removes_data_csv_run_by_a_task(runner: str, run: str) -> None:
    # the task runs python clean.py, which removes data.csv
    program = f"clean.py\n```python\n{_BODY}```\n\n"
    result = parse_response(_FILES + program + runner + "Run it:\n\n" + run)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


@pytest.mark.parametrize(
    ("program", "run"),
    [
        pytest.param(
            "clean.sh\n```bash\n#!/bin/sh\nrm data.csv\n```\n\n",
            "```bash\nbash clean.sh\n```\n",
            id="bash-script",
        ),
        pytest.param(
            "clean.sh\n```bash\n#!/bin/sh\nrm data.csv\n```\n\n",
            "```bash\nchmod +x clean.sh && ./clean.sh\n```\n",
            id="script-by-path",
        ),
        pytest.param(
            "clean.sh\n```bash\nrm data.csv\n```\n\n",
            "```bash\nsource clean.sh\n```\n",
            id="sourced-script",
        ),
        pytest.param(
            "clean.js\n```javascript\nrequire('fs').unlinkSync('data.csv');\n```\n\n",
            "```bash\nnode clean.js\n```\n",
            id="node-script",
        ),
    ],
)
def test_a_held_script_of_another_language_that_removes_data_csv(program: str, run: str) -> None:
    # (judgment call for the lead: the shell rule reads the project's own program as
    # changing only the files it is given by name; here the answer holds the program, whose
    # text removes data.csv, as a held .py imported or saved by AutoGen is read today)
    result = parse_response(_FILES + program + "Run it:\n\n" + run)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
