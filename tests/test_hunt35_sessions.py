"""hunt35: Python sessions, pdb, IPython magics and heredocs after fix-pycon26. The answer
writes app.py as ``print(1)``, then shows a session. Expected values by hand from what the
model meant: a session that changes app.py after it leaves no usable stale app.py; one that
writes a file the answer does not hold is not usable (that file would be lost); one that only
computes or prints stays usable with app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\n$ cat <<'EOF'\n> hello\n> EOF\n$ echo y > app.py\n```\n",
        '```bash\n$ cat <<"EOF"\n> hello\n> EOF\n$ cp b.py app.py\n```\n',
        "```console\n$ cat <<'EOF'\n> hello\n> EOF\n$ cat b.py > app.py\n```\n",
    ],
    ids=["single-echo", "double-cp", "console-cat"],
)
def test_a_command_after_a_quoted_heredoc_at_ps2_is_weighed(fence: str) -> None:
    # the heredoc ends at ``> EOF``; the next ``$`` line overwrites app.py after the answer
    # wrote it: app.py as print(1) is stale
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    [
        "import os; os.system('echo y > b.py')",
        "import os; os.popen('echo y > b.py').read()",
        "import subprocess; subprocess.run('echo y > b.py', shell=True)",
    ],
    ids=["system", "popen", "run-shell"],
)
def test_a_shell_line_given_to_python_writing_a_file_not_held_is_refused(line: str) -> None:
    # the string is a shell script: it writes b.py, which the answer does not carry (as
    # ``>>> open('b.py', 'w').write('y')`` is refused): a usable result would lose b.py
    result = parse_response(BASE + f"```pycon\n>>> {line}\n0\n```\n")
    assert not result.usable, (result.status, files_of(result))


def test_an_ipython_store_to_a_file_not_held_is_refused() -> None:
    # ``%store x > b.py`` writes x's repr into b.py (IPython's storemagic), not held
    result = parse_response(BASE + "```ipython\nIn [1]: x = 'y'\nIn [2]: %store x > b.py\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\npython3 - <<'EOF'\nopen('b.py', 'w').write('y')\n```\n",
        "```bash\npython3 - <<'EOF'\nopen('b.py', 'w').write('y')\n'EOF'\n```\n",
        "```bash\npython3 - <<'EOF'\nopen('b.py', 'w').write('y')\n  EOF\n```\n",
    ],
    ids=["never-closed", "quoted-close", "indented-close"],
)
def test_a_heredoc_the_delimiter_does_not_close_runs_to_the_end(fence: str) -> None:
    # bash reads a heredoc body up to a line that is exactly its delimiter, or to the end of
    # the script (a warning): python3 runs the body, which writes b.py, not held
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> import re\n>>> m = re.match(r'a', 'abc')\n>>> m.group(0)\n'a'",
        ">>> from datetime import datetime\n>>> datetime(2024, 1, 2).strftime('%Y')\n'2024'",
        ">>> from collections import Counter\n>>> Counter('aab').most_common(1)\n[('a', 2)]",
        ">>> import datetime\n>>> datetime.date(2024, 1, 2).isoformat()\n'2024-01-02'",
        ">>> from decimal import Decimal\n>>> Decimal('1.10').quantize(Decimal('0.1'))\n"
        "Decimal('1.1')",
    ],
    ids=["re-group", "strftime", "most-common", "isoformat", "quantize"],
)
def test_a_session_calling_stdlib_methods_on_values_stays_usable(session: str) -> None:
    # standard-library objects asked for a value (a match's group, a date's text, a counter's
    # top items): nothing is written; app.py stays as the answer wrote it
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "command",
    [
        "python3 -W ignore - <<'EOF'",
        "python3 -X dev - <<'EOF'",
        "python3 - out.txt <<'EOF'",
        "python3 /dev/stdin <<'EOF'",
        "ipython <<'EOF'",
    ],
    ids=["option-value", "x-option", "argv-after-dash", "dev-stdin", "ipython"],
)
def test_an_interpreter_fed_a_heredoc_in_other_words_runs_it(command: str) -> None:
    # the body is still the interpreter's program (an option's value, an argument after '-',
    # /dev/stdin, IPython reading stdin): it writes b.py, which the answer does not carry
    fence = f"```bash\n{command}\nopen('b.py', 'w').write('y')\nEOF\n```\n"
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "command",
    [
        "bash -e <<'EOF'",
        "bash -s -- a <<'EOF'",
        "sh -s a <<'EOF'",
        "bash /dev/stdin <<'EOF'",
        ". /dev/stdin <<'EOF'",
    ],
    ids=["bash-e", "bash-s-args", "sh-s-arg", "bash-dev-stdin", "dot-dev-stdin"],
)
def test_a_shell_fed_a_heredoc_runs_its_body(command: str) -> None:
    # the body is the shell's script: ``echo y > b.py`` writes b.py, not held
    result = parse_response(BASE + f"```bash\n{command}\necho y > b.py\nEOF\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "fence",
    [
        "```\n(Pdb) b app.py:1\nBreakpoint 1 at /src/app.py:1\n(Pdb) c\n```\n",
        "```\n(Pdb) break app.py:1\n(Pdb) clear app.py:1\n```\n",
        "```\n$ python -m pdb app.py\n> /src/app.py(1)<module>()\n-> print(1)\n(Pdb) n\n1\n```\n",
    ],
    ids=["b-file-line", "break-clear", "python-m-pdb"],
)
def test_a_debugger_session_on_the_file_stays_usable(fence: str) -> None:
    # a breakpoint set at app.py's line, a program run under pdb: nothing is written
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "cell",
    [
        "%pycat app.py\n   ...: open('b.py', 'w').write('y')",
        "%pycat app.py\n   ...: %save b.py 1",
        "%pwd\n   ...: %%writefile b.py",
    ],
    ids=["pycat-then-open", "pycat-then-save", "pwd-then-writefile"],
)
def test_a_write_in_a_cell_after_a_reading_magic_is_weighed(cell: str) -> None:
    # the cell's other lines run: they write b.py, which the answer does not carry (alone,
    # ``%save b.py 1`` and ``open('b.py', 'w')`` are refused mixed-conventions)
    result = parse_response(BASE + f"```ipython\nIn [1]: {cell}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "cell",
    [
        "%time open('b.py', 'w').write('y')",
        "%timeit -n1 -r1 open('b.py', 'w').write('y')",
        "%%time\n   ...: open('b.py', 'w').write('y')",
    ],
    ids=["time", "timeit", "cell-time"],
)
def test_a_timed_statement_is_run(cell: str) -> None:
    # %time / %timeit / %%time run the statement they time: it writes b.py, not held
    result = parse_response(BASE + f"```ipython\nIn [1]: {cell}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> import app, inspect\n1\n>>> print(inspect.getsource(app))\nprint(1)",
        ">>> import os\n>>> os.listdir('.')\n['app.py']",
        ">>> import ast\n>>> ast.dump(ast.parse(open('app.py').read()))",
        ">>> import hashlib\n>>> hashlib.sha256(open('app.py', 'rb').read()).hexdigest()",
    ],
    ids=["import-comma", "listdir", "ast-parse-read", "hash-read"],
)
def test_a_session_that_reads_the_file_stays_usable(session: str) -> None:
    # the file is read (its source shown, its folder listed, its text parsed or hashed):
    # nothing is written; app.py stays as the answer wrote it
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


def test_a_heredoc_program_in_a_command_substitution_at_ps2_is_weighed() -> None:
    # ``$(python3 - <<'EOF' ... EOF )`` typed at the prompts: python3 runs the body, which
    # writes b.py, not held (the same lines without prompts are refused)
    fence = "```bash\n$ X=$(python3 - <<'EOF'\n> open('b.py', 'w').write('y')\n> EOF\n> )\n```\n"
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


def test_a_session_in_a_block_quote_is_weighed_as_a_shell_one_is() -> None:
    # a quoted pycon session writes b.py; a quoted bash fence writing b.py is refused
    fence = "> ```pycon\n> >>> open('b.py', 'w').write('y')\n> 1\n> ```\n"
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "cell",
    [
        "%%capture\n   ...: open('b.py', 'w').write('y')",
        "%%python3\n   ...: open('b.py', 'w').write('y')",
        "%%prun\n   ...: open('b.py', 'w').write('y')",
        "%history -f b.py",
        "%notebook b.ipynb",
    ],
    ids=["capture", "python3", "prun", "history-f", "notebook"],
)
def test_an_ipython_magic_that_runs_or_saves_writes(cell: str) -> None:
    # cell magics that run their body as Python (%%capture, %%python3, %%prun), line magics
    # that save the session to a file (%history -f, %notebook, as %save does): b.py or
    # b.ipynb is written, which the answer does not carry
    result = parse_response(BASE + f"```ipython\nIn [1]: {cell}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> from pathlib import Path\n>>> Path.cwd()\nPosixPath('/src')",
        ">>> from datetime import date\n>>> date.today()\ndatetime.date(2024, 1, 2)",
        ">>> import datetime\n>>> datetime.datetime.now().year\n2024",
        ">>> from collections import defaultdict\n>>> d = defaultdict(list)\n>>> d['a'].append(1)",
    ],
    ids=["path-cwd", "date-today", "now-year", "defaultdict"],
)
def test_a_session_asking_stdlib_classes_for_values_stays_usable(session: str) -> None:
    # a class imported from the standard library asked for a value: nothing is written
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\n$ cat <<'EOF'\n> hi\n> EOF\nhi\n$ rm app.py\n```\n",
        "```bash\n$ cat <<\\EOF\n> hi\n> EOF\n$ echo y > app.py\n```\n",
    ],
    ids=["rm-after-output", "backslash-delimiter"],
)
def test_app_py_removed_or_overwritten_after_a_session_heredoc_is_weighed(fence: str) -> None:
    # app.py is deleted / overwritten after the answer wrote it: no usable stale app.py
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "program",
    ["import app\nprint(app.__name__)", "with open('app.py') as f:\n    print(f.read())"],
    ids=["import-app", "with-open-read"],
)
def test_a_heredoc_program_that_only_reads_stays_usable(program: str) -> None:
    # python3 imports or reads app.py and prints: nothing is written (the same lines typed
    # at >>> stay usable)
    result = parse_response(BASE + f"```bash\npython3 - <<'EOF'\n{program}\nEOF\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD
