"""hunt43: a JSON report after the files that gives a name another value than the file it
names: the file as written may not be what the model meant (as for build.mk or .env, refused
changed-after). Expected by hand from what the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("Makefile", "PORT = 8080\n", id="makefile"),
        pytest.param("Makefile", "PORT := 8080\n", id="makefile-colon-equals"),
        pytest.param("Procfile", "web: PORT=8080 gunicorn app:app\n", id="procfile"),
    ],
)
def test_a_report_keyed_by_an_extensionless_file_name_disagreeing_is_refused(
    path: str, content: str
) -> None:
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps({path: {"PORT": 9090}})
    result = parse_response(answer + "\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
