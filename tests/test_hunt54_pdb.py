"""hunt54: pdb's ``commands`` list: the lines typed at ``(com)`` run when the breakpoint is
hit (``c`` hits it), Python statements or pdb commands evaluating Python. The answer writes
app.py as ``print(1)``; each session below removes or empties it. Expected by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    "typed",
    [
        "(com) import os; os.remove('app.py')",
        "(com) p open('app.py', 'w')",
        "(com) !open('app.py', 'w').close()",
    ],
    ids=["statement", "p-command", "bang"],
)
def test_a_breakpoint_commands_list_is_python_pdb_runs(typed: str) -> None:
    session = f"(Pdb) b app.py:1\n(Pdb) commands 1\n{typed}\n(com) end\n(Pdb) c\n"
    result = parse_response(BASE + f"```\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))
