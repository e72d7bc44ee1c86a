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


def test_a_substitution_at_ps2_whose_program_prints_stays_usable() -> None:
    # ``$(python3 - <<'EOF' ... EOF )`` whose program only prints: nothing is written
    fence = "```bash\n$ X=$(python3 - <<'EOF'\n> print(2)\n> EOF\n> )\n```\n"
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\n$ python3 - <<'EOF'\n> print(2)\n> EOF\n2\n$ ls\napp.py\n```\n",
        "```bash\n$ bash -s <<'EOF'\n> echo hi\n> EOF\nhi\n```\n",
    ],
    ids=["python-at-ps2", "bash-s-at-ps2"],
)
def test_a_session_heredoc_whose_program_writes_nothing_stays_usable(fence: str) -> None:
    # the body ends at ``> EOF``; the program prints; the commands after only read
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


def test_a_command_after_a_quoted_heredoc_at_ps2_that_only_reads_stays_usable() -> None:
    fence = "```bash\n$ cat <<'EOF'\n> hello\n> EOF\nhello\n$ cat app.py\nprint(1)\n```\n"
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


def test_a_session_in_a_block_quote_that_only_prints_stays_usable() -> None:
    # the quote's ``> `` is taken off, not the prompt's ``>>>``: ``print(2)`` writes nothing
    fence = "> ```pycon\n> >>> print(2)\n> 2\n> ```\n"
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "cell",
    ["%time print(2)", "%store x", "%history -n 1-2", "%pycat app.py\n   ...: print(2)"],
    ids=["time-print", "store-no-file", "history-no-file", "pycat-then-print"],
)
def test_an_ipython_cell_that_writes_nothing_stays_usable(cell: str) -> None:
    result = parse_response(BASE + f"```ipython\nIn [1]: x = 1\nIn [2]: {cell}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


def test_a_program_run_under_pdb_is_read_as_run() -> None:
    # ``python -m pdb app.py`` runs app.py as ``python app.py`` does: nothing else written
    result = parse_response(BASE + "```\n$ python -m pdb app.py\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
