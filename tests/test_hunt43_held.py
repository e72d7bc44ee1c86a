"""hunt43: attacks on fix-prose31's held_tokens._hash_comments: a file where a line starting
with # is always a comment, named in a way the suffix/name lists do not hold. A report of the
commented-out value is not what the file holds. Expected by hand from what the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(".envrc", "export PORT=5000\n#export PORT=8080\n", id="envrc"),
        pytest.param(".flaskenv", "PORT=5000\n#PORT=8080\n", id="flaskenv"),
        pytest.param(".bashrc", "export PORT=5000\n#export PORT=8080\n", id="bashrc"),
        pytest.param(".npmrc", "PORT=5000\n#PORT=8080\n", id="npmrc"),
        pytest.param("Vagrantfile", "PORT = 5000\n#PORT = 8080\n", id="vagrantfile"),
        pytest.param("Rakefile", "PORT = 5000\n#PORT = 8080\n", id="rakefile"),
    ],
)
def test_a_report_of_a_commented_out_value_is_refused(path: str, content: str) -> None:
    # the file sets PORT to 5000; the 8080 line is commented out; the report says 8080
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2) + "\n\nSummary: PORT is now 8080.\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
