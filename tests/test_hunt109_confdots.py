"""hunt109: a line of only ``...`` in a config kind the dots rule of fix-yaml98 does not list.

fix-yaml98 reads an ellipsis as an elision "in every config kind" (YAML, nginx/.conf,
Dockerfile, .env, Jenkinsfile, TOML, INI); a Makefile (at the margin between rules, or as a
recipe line), a systemd unit, a Caddyfile's site block, an ``.editorconfig`` and a Procfile are
configs too, and ``...`` is no line any of those tools reads (make: "missing separator" or a
command named ``...``; systemd, Caddy, foreman: an invalid line).

Expected by hand from what the model meant: the dots stand for the lines left out: the file is
a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "Makefile",
            "test:\n\tpytest -q\n\n...\n\nlint:\n\truff check .\n",
            id="makefile-dots-between-rules",
        ),
        pytest.param(
            "Makefile",
            "test:\n\tpytest -q\n\t...\n\nlint:\n\truff check .\n",
            id="makefile-dots-recipe-line",
        ),
        pytest.param(
            "deploy/app.service",
            "[Unit]\nDescription=App\n\n[Service]\nExecStart=/usr/bin/app\n...\n\n"
            "[Install]\nWantedBy=multi-user.target\n",
            id="systemd-unit-dots",
        ),
        pytest.param(
            "Caddyfile",
            "example.com {\n\treverse_proxy localhost:8000\n\t...\n}\n",
            id="caddyfile-dots-in-site-block",
        ),
        pytest.param(
            ".editorconfig",
            "root = true\n\n[*]\nindent_style = space\n...\n\n[Makefile]\nindent_style = tab\n",
            id="editorconfig-dots",
        ),
        pytest.param("Procfile", "web: gunicorn app:app\n...\n", id="procfile-dots"),
    ],
)
def test_a_dots_line_in_a_config_is_an_elision(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
