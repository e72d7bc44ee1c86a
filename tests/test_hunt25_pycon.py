"""Hunt 25: Python typed at a prompt inside a fence labelled as Python (issue 24, fix-conv22).
Expected by hand: the answer writes app.py as ``print(1)``, then shows a session whose line
``open('app.py', 'w').write('print(2)\\n')`` (or ``os.remove``) changes app.py. The model's
final app.py is not ``print(1)``: a usable result holding it is stale (WRONG). The same
session in an unlabelled, ```text or ```console fence is refused (the control)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
OPEN = "open('app.py', 'w').write('print(2)\\n')"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(">>> " + OPEN + "\n9\n", id="pycon-prompt"),
        pytest.param("In [1]: " + OPEN + "\nOut[1]: 9\n", id="ipython-prompt"),
        pytest.param("In [1]: import os; os.remove('app.py')\n", id="ipython-remove"),
        pytest.param("In [1]: %%time\n   ...: " + OPEN + "\n", id="ipython-time-cell"),
    ],
)
@pytest.mark.parametrize("label", ["python", "pycon", "ipython", "jupyter"])
def test_a_python_session_line_that_writes_app_py_is_weighed(session: str, label: str) -> None:
    control = parse_response(BASE + "```\n" + session + "```\n")
    assert not control.usable, (control.status, files_of(control))
    result = parse_response(BASE + "```" + label + "\n" + session + "```\n")
    assert not result.usable, (result.status, files_of(result), result.diagnostics)
