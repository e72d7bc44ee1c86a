"""hunt53-stdin: an interpreter that takes its program from its input, fed a program that
removes app.py (``echo 'rm app.py' | sh ...``): the program is given on stdin, the interpreter
runs it. ``| sh``, ``| python3 -u``, ``| sh -eu`` are refused (held); these are not.

WRONG (each checked with bash 5 / dash / CPython 3.11 on Linux: the file is removed): ``sh -e``
and ``sh -o errexit`` (options; no script operand: commands from stdin), ``sh -s -- x`` (``-s``:
commands from stdin, the words after are its arguments), ``sh /dev/stdin`` and ``sh /dev/fd/0``
(the script named is stdin itself), ``python3 -W error`` and ``python3 -X dev`` (the value of
``-W``/``-X`` is no script: fix-shell32's new rule makes these no run, while ``python3 -u`` is
refused), ``python /dev/stdin``, ``python /dev/stdin < fix.py`` (a written program that writes
app.py), ``lua`` (with no script and stdin not a terminal lua runs ``lua -``), ``ipython``
(runs its piped input). Each is read as app.py kept ``print(1)``, usable. Expected by hand:
app.py removed (or rewritten) after the answer wrote it: not kept as written in a usable
result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str, before: str = "") -> str:
    return f"app.py\n```python\nprint(1)\n```\n\n{before}Then:\n\n```console\n$ {command}\n```\n"


FIX = "fix.py\n```python\nimport sys\nopen('app.py', 'w').write(sys.stdin.read().upper())\n```\n\n"
REMOVE = "echo 'import os; os.remove(\"app.py\")' |"


@pytest.mark.parametrize(
    ("command", "before"),
    [
        pytest.param("echo 'rm app.py' | sh -e", "", id="sh-e"),
        pytest.param("echo 'rm app.py' | sh -o errexit", "", id="sh-o-errexit"),
        pytest.param("echo 'rm app.py' | sh -s -- x", "", id="sh-s-args"),
        pytest.param("echo 'rm app.py' | sh /dev/stdin", "", id="sh-dev-stdin"),
        pytest.param("echo 'rm app.py' | sh /dev/fd/0", "", id="sh-dev-fd-0"),
        pytest.param(f"{REMOVE} python3 -W error", "", id="python-W-error"),
        pytest.param(f"{REMOVE} python3 -X dev", "", id="python-X-dev"),
        pytest.param(f"{REMOVE} python /dev/stdin", "", id="python-dev-stdin"),
        pytest.param("python /dev/stdin < fix.py", FIX, id="python-dev-stdin-written-program"),
        pytest.param("echo 'os.remove(\"app.py\")' | lua", "", id="lua"),
        pytest.param(f"{REMOVE} ipython", "", id="ipython"),
    ],
)
def test_a_program_on_the_interpreters_input_runs(command: str, before: str) -> None:
    result = parse_response(_answer(command, before))
    assert not (result.usable and ("app.py", "print(1)\n") in files_of(result)), result.status
