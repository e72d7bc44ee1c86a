"""hunt103: config kinds whose shape no rule checks: a Dockerfile with no FROM (docker build
refuses it: no build stage), an nginx.conf that is one location block at the top level
(nginx: "location" directive is not allowed here), a pyproject.toml whose keys stand under no
table (a project's dependencies list alone: validate-pyproject refuses a top-level
"dependencies").

Expected by hand: each is one part of its file written as if whole (the rest left out): not
usable. A whole Dockerfile, a conf.d server block and a whole pyproject stay usable (guards)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(path: str, lang: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "Dockerfile",
            "dockerfile",
            'RUN pip install -r requirements.txt\nCOPY . .\nCMD ["gunicorn", "app:app"]\n',
            id="dockerfile-without-from",
        ),
        pytest.param(
            "nginx.conf",
            "nginx",
            "location /api/ {\n    proxy_pass http://backend:8000/;\n"
            "    proxy_set_header Host $host;\n}\n",
            id="nginx-conf-one-location",
        ),
        pytest.param(
            "pyproject.toml",
            "toml",
            'dependencies = [\n  "requests>=2.31",\n  "click>=8",\n]\n',
            id="pyproject-keys-under-no-table",
        ),
    ],
)
def test_a_config_in_one_parts_shape_is_a_part(path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(path, lang, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "Dockerfile",
            "dockerfile",
            "# syntax=docker/dockerfile:1\nARG PY=3.12\nFROM python:${PY}-slim\nWORKDIR /app\n"
            'COPY . .\nCMD ["python", "app.py"]\n',
            id="dockerfile-arg-before-from",
        ),
        pytest.param(
            "conf.d/default.conf",
            "nginx",
            "server {\n    listen 80;\n    location / {\n        proxy_pass http://app:8000;\n"
            "    }\n}\n",
            id="nginx-conf-d-server",
        ),
        pytest.param(
            "pyproject.toml",
            "toml",
            '[project]\nname = "x"\nversion = "0.1"\ndependencies = ["requests>=2.31"]\n',
            id="pyproject-whole",
        ),
    ],
)
def test_guard_whole_configs_stay_whole(path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(path, lang, body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
