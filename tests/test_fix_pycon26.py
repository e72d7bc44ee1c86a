"""fix-pycon26: Python typed at a session's prompts writes files through values (hunt31).
The answer writes app.py as ``print(1)``, then shows a session. Expected values by hand: a
session that may write app.py leaves no usable stale app.py; one that writes a file the answer
does not hold is refused ``mixed-conventions``; one that only reads or computes stays usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.hook_code import python_values

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


def _codes(session: str) -> tuple[bool, list[str]]:
    result = parse_response(BASE + session)
    return result.usable, [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    ("code", "unspelled"),
    [
        # the object a method is asked of is given to it: a name not bound here is any path
        ("p.write_text('q')", "p"),
        ("Path('app').with_suffix('.py').unlink()", "Path('app').with_suffix('.py')"),
        ("df.to_csv('out.csv')", "df"),
        # a name imported from a module is a value not spelled here
        ("from cfg import TARGET\nopen(TARGET, 'w')", "TARGET"),
    ],
)
def test_a_value_not_spelled_is_any_path(code: str, unspelled: str) -> None:
    assert python_values(code)[1] == unspelled


@pytest.mark.parametrize(
    ("code", "computed"),
    [
        # a module imported is no path; what its function is given is weighed
        ("import os\nos.remove('b.py')", ["b.py"]),
        # the file object of open(...) is weighed by the open call itself
        ("open('b.py', 'w').write('y')", ["y", "b.py", "w"]),
        ("with open('b.py', 'w') as f:\n    f.write('y')", ["b.py", "w", "y"]),
        # a loop over a literal list binds its strings; over range(), numbers (no path)
        ("for p in ['b.py', 'c.py']:\n    open(p, 'w')", ["b.py", "c.py", "w"]),
        ("for i in range(3):\n    add(i, i)", []),
    ],
)
def test_a_value_spelled_is_resolved(code: str, computed: list[str]) -> None:
    assert python_values(code) == (computed, "")


def test_a_loop_over_a_name_not_bound_may_write_any_file() -> None:
    assert python_values("for p in names:\n    open(p, 'w')")[1] == "p"


def test_a_with_block_through_a_bound_name_writes_that_file() -> None:
    # p is b.py: the with block (its lines at ``...``) writes b.py, not held
    usable, codes = _codes(
        "```pycon\n>>> p = 'b.py'\n>>> with open(p, 'w') as f:\n...     f.write('y')\n...\n1\n```\n"
    )
    assert not usable
    assert "mixed-conventions" in codes


def test_a_loop_over_literal_paths_writes_them() -> None:
    usable, codes = _codes(
        "```pycon\n>>> for p in ['b.py', 'c.py']:\n...     open(p, 'w').write('y')\n...\n```\n"
    )
    assert not usable
    assert "mixed-conventions" in codes


def test_a_method_of_an_object_not_known_may_write_any_file() -> None:
    usable, codes = _codes("```pycon\n>>> d = load()\n>>> d.save()\n```\n")
    assert not usable
    assert "changed-after" in codes


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```pycon\n>>> for p in ['app.py']:\n...     print(p)\n...\napp.py\n```\n",
            id="loop-print",
        ),
        pytest.param(
            "```pycon\n>>> import app\n>>> print(open('app.py').read())\nprint(1)\n```\n", id="read"
        ),
        pytest.param(
            "```pycon\n>>> for i in range(2):\n...     print(i)\n...\n0\n1\n```\n", id="range"
        ),
    ],
)
def test_a_session_that_only_reads_or_prints_stays_usable(session: str) -> None:
    result = parse_response(BASE + session)
    assert result.usable, result.diagnostics
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    ("line", "typed"),
    [
        ("(Pdb) open('a.py', 'w')", "open('a.py', 'w')"),
        ("(Pdb) !x = 1", "x = 1"),  # pdb's escape: the rest is Python
        ("(Pdb) p 1", "1"),  # an expression printed
        ("(Pdb++) pp x", "x"),
        ("ipdb> n", "n"),
    ],
)
def test_the_debugger_prompt_runs_python(line: str, typed: str) -> None:
    from artifact_codec.ingest.conventions.prompts import shown_prompt

    shown = shown_prompt(line, root=False)
    assert shown is not None
    assert shown[0] == "python"
    assert line[shown[1] :] == typed


def test_a_debugger_escape_writing_a_file_not_held_is_refused() -> None:
    usable, codes = _codes("```\n(Pdb) !open('b.py', 'w').write('y')\n1\n```\n")
    assert not usable
    assert "mixed-conventions" in codes


def test_a_debugger_session_that_steps_and_prints_stays_usable() -> None:
    result = parse_response(
        BASE + "```\n(Pdb) p 1\n1\n(Pdb) n\n(Pdb) p open('app.py').read()\n'print(1)'\n```\n"
    )
    assert result.usable, result.diagnostics
    assert files_of(result) == HELD


def test_a_file_opened_to_read_line_by_line_writes_nothing() -> None:
    from artifact_codec.ingest.conventions.hook_code import harmless_code

    # readline reads, as read and readlines do; the mode decides whether open writes
    assert harmless_code("a.py", "with open('app.py') as f:\n    print(f.readline())\n")
    assert not harmless_code("a.py", "with open('app.py', 'w') as f:\n    print(f.readline())\n")


@pytest.mark.parametrize(
    "cell",
    [
        "%run fix.py",  # runs a program the answer does not hold: it may write
        "%load app.py\n   ...: open('app.py', 'w').write('q')",  # a write in the same cell
        "%save app.py 1",  # writes app.py
    ],
    ids=["run", "load-then-write", "save"],
)
def test_a_cell_beyond_a_reading_magic_is_weighed(cell: str) -> None:
    assert not parse_response(BASE + f"```ipython\nIn [1]: {cell}\n```\n").usable


@pytest.mark.parametrize("cell", ["%run app.py", "!python app.py"], ids=["run", "shell-escape"])
def test_running_the_answers_own_program_keeps_it(cell: str) -> None:
    # ``%run app.py`` is ``python3 app.py`` (fix-pyrun35), as ``!python app.py`` and a shell
    # block's ``python app.py`` are: the answer's own program, given no file, leaves the files
    result = parse_response(BASE + f"```ipython\nIn [1]: {cell}\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == HELD


@pytest.mark.parametrize("magic", ["%pfile app.py", "%pwd", "%load -r 1-2 app.py"])
def test_a_reading_magic_in_an_ipython_session_stays_usable(magic: str) -> None:
    result = parse_response(BASE + f"```\nIn [1]: {magic}\n```\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == HELD


def test_a_heredoc_body_typed_at_ps2_is_no_command() -> None:
    # the ``> `` lines up to ``> EOF`` are the heredoc's body; the command after it writes b.py
    text = "```bash\n$ cat > app.py <<'EOF'\n> print(2)\n> EOF\n$ echo y > b.txt\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(2)\n"), ("b.txt", "y\n")]


def test_a_ps2_line_after_the_delimiter_is_read_again() -> None:
    # after ``> EOF`` the body is over: ``> b.py`` truncates b.py, a file the answer does not hold
    text = "```bash\n$ cat > app.py <<'EOF'\n> print(2)\n> EOF\n> b.py\n```\n"
    result = parse_response(text)
    assert not result.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\npython3 - <<'EOF'\nopen('b.py', 'w').write('y')\nEOF\n```\n",
        "```bash\n$ python3 - <<'EOF'\n> open('b.py', 'w').write('y')\n> EOF\n```\n",
    ],
    ids=["script", "ps2"],
)
def test_a_program_fed_through_a_heredoc_writing_a_file_not_held_is_refused(fence: str) -> None:
    # the body is python3's program (as python3 -c BODY): it writes b.py, which the answer
    # does not carry; a usable result would lose it
    result = parse_response(BASE + fence)
    assert not result.usable, result.status
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


def test_a_program_fed_through_a_heredoc_that_prints_stays_usable() -> None:
    result = parse_response(BASE + "```bash\npython3 - <<'EOF'\nprint(1)\nEOF\n```\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == HELD
