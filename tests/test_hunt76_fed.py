"""Hunt 76: a formatter told to read its standard input (``-``) and fed a file's text or a
string (fix-hunt72-40: "fed means fed a file's or string's text").

Expected by hand: black, ruff format and isort given ``-`` read the code from standard input
and print the formatted code to standard output; the file named after ``<`` is only read
(``black -`` never writes a file: its docs, "read from stdin, write to stdout"). app.py stays
as written: usable, the one file app.py with its text.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = "app.py\n```python\nx = 1\n```\n\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("black - < app.py", id="black-stdin"),
        pytest.param("python -m black - < app.py", id="python-m-black-stdin"),
        pytest.param("ruff format - < app.py", id="ruff-format-stdin"),
        pytest.param("isort - < app.py", id="isort-stdin"),
        pytest.param("echo 'x=1' | black -", id="black-fed-a-string"),
    ],
)
def test_a_formatter_reading_standard_input_keeps_the_file(command: str) -> None:
    result = parse_response(_FILES + f"Then:\n\n```bash\n{command}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "x = 1\n")]
