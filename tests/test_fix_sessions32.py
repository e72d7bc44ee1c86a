"""fix-sessions32: the readings added for hunt48, each also from the side the hunt did not
test. The answer writes app.py as ``print(1)``; expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "condition",
    ["__import__('os').remove('app.py')", "open('app.py', 'w')"],
    ids=["removes", "opens-to-write"],
)
def test_a_breakpoint_condition_is_python_pdb_runs(condition: str) -> None:
    # pdb evaluates the condition when app.py:1 is hit: it deletes or empties app.py
    result = parse_response(BASE + f"```\n(Pdb) b app.py:1, {condition}\n(Pdb) c\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\nos.path.exists('app.py')\n>>> os.getcwd()\n'/src'\n",
        ">>> import os\n>>> if True:\n    print(os.path.exists('app.py'))\n\nTrue\n",
        ">>> x = 1\n>>> x\n1\n",
    ],
    ids=["read-after-an-import", "block-body-that-reads", "value-after-an-expression"],
)
def test_a_session_that_only_reads_stays_usable(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\n>>> d = {}\n>>> d['f'] = os.remove\n>>> d['f']('app.py')\n",
        ">>> import re, os\n>>> m = re.match('a', 'a')\n>>> del m\n>>> m = os\n"
        ">>> m.remove('app.py')\n",
    ],
    ids=["item-stored-on-a-literal-dict", "deleted-then-bound-to-a-module"],
)
def test_a_value_changed_above_is_weighed_as_changed(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_brace_word_that_expands_to_no_command_is_output() -> None:
    # JSON printed in a plain fence: bash would expand it to words naming no command
    result = parse_response(BASE + '```\n{"a":1,"b":2}\n```\n')
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "program",
    [
        "require('fs').readFileSync('app.py', {flag: 'w'})",
        "require('fs').writeFileSync('app.py', 'print(2)')",
        "const f = 'app.py'; require('fs').readFileSync(f, {flag: 'w'})",
    ],
    ids=["read-with-a-write-flag", "write", "options-object"],
)
def test_node_fed_a_program_that_may_write_is_weighed(program: str) -> None:
    # fs.readFileSync with flag 'w' opens app.py to write (emptied), writeFileSync writes it
    fence = f"```bash\nnode - <<'EOF'\n{program}\nEOF\n```\n"
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))
