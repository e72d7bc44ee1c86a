"""hunt54: a builtin bound again through its module (``builtins.print = os.remove``): every
later ``print(...)`` is the function stored. The answer writes app.py as ``print(1)``; each
session removes it. Expected by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os, builtins\n>>> builtins.print = os.remove\n>>> print('app.py')\n",
        ">>> import os\n>>> __builtins__.print = os.remove\n>>> print('app.py')\n",
        ">>> import os, builtins\n>>> builtins.len = os.remove\n>>> len('app.py')\n",
    ],
    ids=["builtins-print", "dunder-builtins-print", "builtins-len"],
)
def test_a_builtin_stored_on_builtins_is_the_value_stored(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_name_bound_again_to_a_harmless_builtin_is_that_builtin() -> None:
    # p was os.remove, then print: p('app.py') prints the name; app.py stays print(1)
    session = ">>> import os\n>>> p = os.remove\n>>> p = print\n>>> p('app.py')\napp.py\n"
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
