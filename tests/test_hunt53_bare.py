"""hunt53-bare: an unlabelled block after app.py that compiles as Python (fix-shell32: AutoGen
infers its language and runs it as Python; markdown._run_as_python weighs it as a run Python
block) is still read as shell lines too: ``x = 2 * 3`` (a glob ``*`` given to a command
``x``), ``from math import *``, ``from . import app``, ``rm = 1`` (the command ``rm``).

False refusal: each is refused (rejected_files, changed-after), though the block is Python
that changes no file: AutoGen runs it with python, and a user reading it sees Python. Expected
by hand: usable, app.py ``print(1)`` as written.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "code",
    [
        pytest.param("x = 2 * 3", id="multiplication"),
        pytest.param("from math import *", id="star-import"),
        pytest.param("from . import app", id="relative-import"),
        pytest.param("rm = 1", id="rm-assignment"),
    ],
)
def test_an_unlabelled_python_block_changing_nothing_keeps_the_file(code: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```\n{code}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]
