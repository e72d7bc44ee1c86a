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
