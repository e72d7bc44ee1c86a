"""fix-shell33: the readings that must stay usable next to the hunt53 fixes (stdin programs,
descriptor paths, Python's -W/-X values). Expected by hand: each command leaves app.py as the
answer wrote it (it reads app.py, runs a program file, or writes only to a pipe/terminal)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        "cat /dev/stdin < app.py",  # reads app.py again by its descriptor path
        "wc -l /dev/fd/0 < app.py",
        "exec 3<app.py; cat /dev/fd/3",
        "python3 -W error app.py",  # -W's value is no script: app.py is the program run
        "python3 -uW error app.py",  # grouped: W last takes the next word
        "python3 -X dev app.py",
        "sh -e run.sh",  # a script file, not stdin
        "echo hi | tee /dev/stderr",  # a terminal, not a file of the answer
        "lua main.lua",
        "curl -s localhost:8000 | python3 -m json.tool -",  # stdin in, stdout out
        "curl -s localhost:8000 | python3 -m json.tool - -",
        "lua -e 'print(1)'",  # inline code naming no file of the answer
        "julia -e 'println(2)'",
        "mix run -e 'IO.puts(1)'",
        "jupyter nbconvert --to html --output report nb.ipynb",  # writes report.html
    ],
)
def test_reading_or_running_a_file_keeps_app_py(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, result.status
    assert ("app.py", "print(1)\n") in files_of(result)


@pytest.mark.parametrize(
    "command",
    [
        "echo 'rm app.py' | bash -eu -o pipefail",  # options only: the script is stdin
        "echo 'import os; os.remove(\"app.py\")' | python3 -bW error -",
        "tee /dev/fd/4 4<app.py",  # descriptor 4 is app.py, opened again by tee to write
        "jupyter nbconvert --to python app.ipynb",  # writes the notebook's code to app.py
        "jupyter nbconvert --to script --output-dir . --output=app nb.ipynb",
        "mix eval 'File.rm!(\"app.py\")'",
    ],
)
def test_the_same_rules_in_other_spellings_change_app_py(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and ("app.py", "print(1)\n") in files_of(result)), result.status
