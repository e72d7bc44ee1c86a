"""hunt48: a pdb session after the answer (app.py ``print(1)``). ``b app.py:1, x > 3`` sets a
breakpoint with a condition (pdb evaluates ``x > 3`` when the line is hit: a comparison,
no file written); nothing changes app.py. Expected by hand: usable, app.py as written."""

from __future__ import annotations

from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the fix.\n\n`app.py`:\n```python\nprint(1)\n```\n\nTo debug it:\n\n"


def test_a_conditional_breakpoint_writes_nothing() -> None:
    result = parse_response(BASE + "```\n(Pdb) b app.py:1, x > 3\n(Pdb) c\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_node_fed_a_program_that_reads_the_file_writes_nothing() -> None:
    # (hunt48-heredoc) node reading app.py from a heredoc program: as python3 - <<'EOF' with
    # print(open('app.py').read()) is (usable since fix-sessions31); nothing written
    fence = (
        "```bash\nnode - <<'EOF'\n"
        "console.log(require('fs').readFileSync('app.py', 'utf8'))\nEOF\n```\n"
    )
    result = parse_response(BASE.replace("To debug it", "To check it") + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
