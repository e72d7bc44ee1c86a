"""hunt54: node fed a program that only reads app.py (reads its text, asks its size). The
answer writes app.py as ``print(1)``; expected by hand: app.py stays, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "program",
    [
        "console.log(require('fs').readFileSync('app.py', {encoding: 'utf8', flag: 'r'}));",
        "const fs = require('fs');\nconsole.log(fs.readFileSync('app.py', 'utf8'));",
        "console.log(require('fs').statSync('app.py').size);",
    ],
    ids=["read-flag-r", "read-through-a-const", "stat-size"],
)
def test_node_fed_a_program_that_only_reads_stays_usable(program: str) -> None:
    result = parse_response(BASE + f"```bash\nnode - <<'EOF'\n{program}\nEOF\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
