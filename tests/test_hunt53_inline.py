"""hunt53-inline: a program of shell._RUNNERS (taken to leave the written files as written)
given code on its command line that removes app.py, or an output name that is app.py.

WRONG: ``lua -e 'os.remove("app.py")'`` (and ``lua5.4 -e``: fix-shell32 lists lua among the
interpreters installed by version, yet it is read as a runner), ``julia -e 'rm("app.py")'``,
``mix run -e 'File.rm!("app.py")'`` run that code: app.py is removed (as ``python -c`` or
``ipython -c`` with the same code, which are refused). ``jupyter nbconvert --to python --output
app nb.ipynb`` writes the notebook's code to app.py (nbconvert adds the format's extension to
``--output``). Each is read as app.py kept ``print(1)``, usable. Expected by hand: app.py
removed or replaced after the answer wrote it: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("lua -e 'os.remove(\"app.py\")'", id="lua-e"),
        pytest.param("lua5.4 -e 'os.remove(\"app.py\")'", id="lua5.4-e"),
        pytest.param('lua -e \'io.open("app.py", "w"):write("x")\'', id="lua-e-write"),
        pytest.param("julia -e 'rm(\"app.py\")'", id="julia-e"),
        pytest.param("mix run -e 'File.rm!(\"app.py\")'", id="mix-run-e"),
        pytest.param("jupyter nbconvert --to python --output app nb.ipynb", id="nbconvert-output"),
    ],
)
def test_a_runner_given_code_or_an_output_name_changes_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
