"""hunt54: a REPL printing a shell command's text: ``print('rm app.py')`` prints exactly
``rm app.py``, which nothing runs. The answer writes app.py as ``print(1)``; expected by
hand: app.py stays, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        ">>> print('rm app.py')\nrm app.py\n",
        ">>> print('echo 2 > app.py')\necho 2 > app.py\n",
        ">>> cmd = \"sed -i 's/1/2/' app.py\"\n>>> print(cmd)\nsed -i 's/1/2/' app.py\n",
    ],
    ids=["print-rm", "print-redirect", "print-a-variable"],
)
def test_the_printed_text_of_a_command_is_output(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
