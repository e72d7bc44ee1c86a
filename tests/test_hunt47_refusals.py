"""hunt47-refusals: plain answers refused: app.py written, then a command that reads standard
input and changes no file: inline Python reading its input (sys.stdin, json.load(sys.stdin),
input()), black formatting its input to its output (``black -``). Expected by hand: app.py
as written, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param(
            "curl -s localhost:8000/api | "
            "python3 -c \"import json,sys; print(json.load(sys.stdin)['a'])\"",
            id="curl-into-inline-json-load",
        ),
        pytest.param(
            'echo \'{"a":1}\' | python3 -c "import json,sys; print(json.load(sys.stdin))"',
            id="echo-into-inline-json-load",
        ),
        pytest.param('python3 -c "import sys; print(sys.stdin.read())"', id="inline-reads-stdin"),
        pytest.param('echo hi | python3 -c "print(input())"', id="inline-input"),
        pytest.param("black - < app.py", id="black-dash-stdin"),
        pytest.param("cat app.py | black -", id="black-dash-piped"),
    ],
)
def test_a_command_reading_its_input_leaves_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# Python given its program on its input: a here-string that only reads app.py (the same
# program as a quoted heredoc, ``python3 - <<'EOF'``, is usable), and a quoted heredoc whose
# body holds ``$(...)`` only inside a Python string (the quoted delimiter: no expansion).
@pytest.mark.parametrize(
    "body",
    [
        pytest.param("python3 <<< \"print(open('app.py').read())\"", id="here-string-reads"),
        pytest.param("python3 <<'EOF'\nprint(\"$(rm app.py)\")\nEOF", id="quoted-heredoc-string"),
    ],
)
def test_python_fed_a_program_that_changes_nothing(body: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```bash\n{body}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# The answer's own program run on the answer's input file (the competitive-programming and
# Django shapes): ``python main.py < input.txt``. The program is in the answer (it reads its
# input and prints), the input is data it only reads: before fix-shell31 usable, now refused by
# "a program of the project may change what its ``<`` opens". Expected by hand: the files as
# written, usable.
_MAIN = ("main.py", "print(input())\n", "python")
_INPUT = ("input.txt", "5\n", "text")


@pytest.mark.parametrize(
    ("files", "command"),
    [
        pytest.param([_MAIN, _INPUT], "python main.py < input.txt", id="python-main-input"),
        pytest.param([_MAIN, _INPUT], "cat input.txt | python3 main.py", id="cat-input-python"),
        pytest.param(
            [("main.cpp", "int main() { return 0; }\n", "cpp"), _INPUT],
            "g++ main.cpp -o main && ./main < input.txt",
            id="cpp-main-input",
        ),
        pytest.param(
            [("main.js", "console.log(1);\n", "javascript"), _INPUT],
            "node main.js < input.txt",
            id="node-main-input",
        ),
        pytest.param(
            [("manage.py", "import sys\n", "python"), ("seed.py", "print('seed')\n", "python")],
            "python manage.py shell < seed.py",
            id="django-shell-seed",
        ),
    ],
)
def test_the_answers_program_run_on_its_input_file(
    files: list[tuple[str, str, str]], command: str
) -> None:
    text = "".join(f"{path}\n```{info}\n{content}```\n\n" for path, content, info in files)
    result = parse_response(text + f"Run:\n\n```bash\n{command}\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content) for path, content, _ in files]
