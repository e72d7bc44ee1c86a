"""hunt53-jsontool: ``python -m json.tool - OUT`` (stdin as the input file, ``-``) writes OUT.

WRONG: fix-shell32's json.tool rule drops every word starting with ``-`` from the files, the
lone ``-`` (stdin) too, so OUT becomes the first file (the input) and nothing is written: app.json
``{"a": 1}`` is kept as written, usable. Checked with CPython 3.11: ``echo '{"b":2}' | python3
-m json.tool - app.json`` replaces app.json with the formatted stdin. Expected by hand:
app.json is no longer ``{"a": 1}``: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cat other.json | python -m json.tool - app.json", id="piped-dash"),
        pytest.param("python -m json.tool - app.json < other.json", id="redirected-dash"),
        pytest.param("python3 -m json.tool --indent 2 - app.json < other.json", id="indent-dash"),
    ],
)
def test_json_tool_reading_stdin_writes_its_output_file(command: str) -> None:
    text = f'app.json\n```json\n{{"a": 1}}\n```\n\nThen:\n\n```console\n$ {command}\n```\n'
    result = parse_response(text)
    assert not (result.usable and ("app.json", '{"a": 1}\n') in files_of(result)), result.status
