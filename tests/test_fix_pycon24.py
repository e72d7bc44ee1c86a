"""Issue 24 (fix-pycon24): Python typed at ``>>>`` / ``In [1]:`` prompts is a session that
ran, whatever the fence's label; a value the typed code does not spell may be any path.
Expected values by hand: the answer writes app.py as ``print(1)`` (or a heredoc writes a.py
as ``x = 1``); what the session does to it decides whether that content is what the model
leaves."""

from __future__ import annotations

import ast

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.heredoc import python_session
from artifact_codec.ingest.conventions.hook_code import python_bindings, python_values

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]
HEAD = "```\n$ cat > a.py <<'EOF'\nx = 1\nEOF\n"


@pytest.mark.parametrize("label", ["python", "pycon", "ipython", "jupyter", ""])
@pytest.mark.parametrize(
    "session",
    [
        pytest.param(">>> print(open('app.py').read())\nprint(1)\n", id="print-read"),
        pytest.param(">>> import app\n1\n", id="import"),
        pytest.param("In [1]: import app\n\nIn [2]: app.main()\nOut[2]: 1\n", id="ipython"),
        pytest.param(">>> name = 'World'\n>>> print(f'Hello {name}')\nHello World\n", id="f"),
    ],
)
def test_a_session_that_only_reads_stays_usable(session: str, label: str) -> None:
    result = parse_response(BASE + "```" + label + "\n" + session + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == HELD


@pytest.mark.parametrize("label", ["python", "pycon", "ipython"])
def test_the_refusal_names_the_session_line(label: str) -> None:
    text = BASE + "```" + label + "\n>>> import os\n>>> os.remove('app.py')\n```\n"
    result = parse_response(text)
    assert not result.usable
    errors = [d for d in result.diagnostics if d.code == "changed-after"]
    # (the run is the session block: named by its first line, as an unlabelled one is)
    assert errors
    assert "`>>> import os` (line 10)" in errors[0].message
    assert errors[0].line == 10


def test_a_doctest_in_a_files_docstring_is_no_session() -> None:
    util = "def f():\n    \"\"\"\n    >>> open('app.py', 'w').write('x')\n    1\n    \"\"\"\n"
    result = parse_response(BASE + "`util.py`:\n```python\n" + util + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [*HELD, ("util.py", util)]


def test_a_python_file_of_plain_code_is_not_run() -> None:
    tool = "open('app.py', 'w').write('print(2)\\n')\n"
    result = parse_response(BASE + "`tool.py`:\n```python\n" + tool + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [*HELD, ("tool.py", tool)]


def test_an_ipython_cell_continued_in_a_bare_block_is_one_cell() -> None:
    # ``...: echo hi`` is the %%bash cell's line (it prints), not a POSIX line ``...:``
    session = "```\nIn [1]: %%bash\n   ...: echo hi\n\nIn [2]: print(1)\n```\n"
    result = parse_response(BASE + session)
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(">>> p = 'a.py'\n>>> print(p)\na.py\n", id="printed"),
        # (q's a.py is not read with a line that reads p only)
        pytest.param(">>> p = 'hi'\n>>> q = 'a.py'\n>>> x.append(p)\n", id="other-name"),
        # (greet may write: it is given 'World', no path of a.py)
        pytest.param(">>> name = 'World'\n>>> greet(name)\n", id="call-with-bound-name"),
    ],
)
def test_a_name_bound_to_a_literal_is_read_as_its_value(lines: str) -> None:
    result = parse_response(HEAD + lines + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(
            ">>> p = 'b.py'\n>>> p = input()\n>>> open(p, 'w').write('y')\n", id="rebound"
        ),
        pytest.param(">>> import os\n>>> os.remove(p)\n", id="os-remove"),
        pytest.param(">>> import shutil\n>>> shutil.copy('b.py', dest)\n", id="shutil-copy"),
        pytest.param(">>> from pathlib import Path\n>>> Path(p).write_text('y')\n", id="path"),
        pytest.param(">>> d = 'src'\n>>> open(os.path.join(d, 'a.py'), 'w')\n", id="joined"),
        pytest.param(">>> n = 'a'\n>>> save(f'{n}.py')\n", id="any-call-f-string"),
    ],
)
def test_a_value_not_spelled_given_to_a_call_may_be_any_file(lines: str) -> None:
    for label in ("", "pycon"):
        text = HEAD + lines + "```\n" if not label else HEAD + "```\n\n```pycon\n" + lines + "```\n"
        result = parse_response(text)
        assert not result.usable, (label, result.status, files_of(result))


def test_python_session_reads_prompts_outside_strings() -> None:
    assert python_session(">>> import app\n")
    assert python_session("In [1]: x = 1\nOut[1]: 1\n")  # (parses: an annotation)
    assert not python_session('def f():\n    """\n    >>> f()\n    """\n')
    assert not python_session("import app\napp.main()\n")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("open(p, 'w')", "p"),
        ("p = 'a.py'\nopen(p, 'w')", ""),
        ("p = 'a.py'\np = 'b.py'\nopen(p, 'w')", "p"),  # (bound twice: not known which)
        ("print(x)", ""),
        ("print(x, file=f)", "x"),
        ("x.append(y)", ""),
        ("open(x)", ""),
        ("open(x, mode)", "x"),
        ("os.remove(sys.argv[1])", "sys.argv[1]"),
    ],
)
def test_python_values_finds_the_first_value_not_spelled(code: str, expected: str) -> None:
    assert python_values(code)[1] == expected


def test_python_values_computes_the_strings_it_spells() -> None:
    assert python_values("n = 'a'\nopen(f'{n}.py', 'a')") == (["a.py", "a"], "")
    assert python_values("open('src' + '/a.py', 'w')") == (["src/a.py", "w"], "")


def test_a_name_bound_to_the_held_path_is_read_as_naming_it() -> None:
    result = parse_response(HEAD + ">>> p = 'a.py'\n>>> save(p)\n```\n")
    assert not result.usable
    errors = [d.message for d in result.diagnostics if d.code == "heredoc-changed"]
    assert errors
    assert "names it" in errors[0]


def test_a_doubling_name_stays_bounded() -> None:
    # ``a = a + a`` typed 200 times: a string of 2**200 x's, never a path of app.py; the
    # reading keeps the value only while it is short (beyond that: a value not spelled)
    body = ">>> a = 'x'\n" + ">>> a = a + a\n" * 200 + ">>> print(len(a))\n"
    result = parse_response(BASE + "```pycon\n" + body + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == HELD


def test_python_bindings_keeps_a_chain_as_its_literal() -> None:
    tree = ast.parse("p = n + '.py'\nq = input()\nfor i in x: pass")
    assert python_bindings(tree, {"n": "n = 'a'"}) == {"p": "'a.py'", "q": None, "i": None}


@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(">>> p = 'b.py'\n>>> open(p, 'w').write('y')\n", id="name"),
        pytest.param(">>> n = 'b'\n>>> open(f'{n}.py', 'w').write('y')\n", id="f-string"),
    ],
)
@pytest.mark.parametrize("label", ["", "pycon"])
def test_a_file_not_held_written_through_a_name_is_not_lost(lines: str, label: str) -> None:
    # b.py is written by the session: a result holding only app.py loses it
    result = parse_response(BASE + "```" + label + "\n" + lines + "```\n")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "mixed-conventions" for d in result.diagnostics)


@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(">>> import yaml\n>>> yaml.safe_load(open('c.yml'))\n", id="open-to-read"),
        pytest.param(">>> import pandas as pd\n>>> p = 'd.csv'\n>>> pd.read_csv(p)\n", id="read"),
    ],
)
def test_a_session_that_reads_through_a_name_stays_usable(lines: str) -> None:
    result = parse_response(BASE + "```\n" + lines + "```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == HELD
