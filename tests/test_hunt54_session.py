"""hunt54: pycon sessions after fix-sessions32. The answer writes app.py as ``print(1)``;
expected values by hand from what the session does to it."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        # `1 + 1` prints the one line 2; the line after it is typed (its prompt left out)
        ">>> import os\n>>> 1 + 1\n2\nos.remove('app.py')\n",
        ">>> import os\n>>> 'ok'\n'ok'\nos.remove('app.py')\n",
        # print('hi') prints the one line hi: the next line is no output of it
        ">>> print('hi')\nhi\nimport os; os.remove('app.py')\n",
        ">>> print('start')\nstart\nopen('app.py', 'w').close()\n",
    ],
    ids=["after-an-int-value", "after-a-str-value", "after-a-print-import", "after-a-print-open"],
)
def test_a_prompt_less_line_after_a_one_line_output_is_typed(session: str) -> None:
    # the REPL's output of the line above is whole: what follows is typed code that
    # removes or empties app.py
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_session_that_asks_a_file_size_stays_usable() -> None:
    # os.path.getsize reads the size only: app.py stays print(1)
    session = ">>> import os\n>>> os.path.getsize('app.py')\n9\n"
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
