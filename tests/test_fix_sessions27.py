"""fix-sessions27: the rules added for hunt35's findings, from the side hunt35 does not test
(what must stay usable, and the neighbours of each fixed case). The answer writes app.py as
``print(1)``; expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        ">>> import platform\n>>> platform.system()\n'Linux'",
        ">>> import os\n>>> os.system('ls')\napp.py\n0",
    ],
    ids=["platform-system", "system-ls"],
)
def test_a_shell_line_python_runs_that_writes_nothing_stays_usable(session: str) -> None:
    # ``platform.system()`` runs no shell line; ``os.system('ls')`` runs one that lists
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
