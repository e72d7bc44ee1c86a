"""hunt109: a manifest or unit file lacking what its tool requires, written whole.

Like fix-yaml98's shape rule (a pyproject without a table is a part): a ``package.json`` that
is only ``"scripts": {...}`` (no JSON object: npm cannot parse it), a ``pyproject.toml``
``[project]`` table without ``name`` (pip: "project.name" is required), a ``Cargo.toml``
without ``[package]`` nor ``[workspace]`` (cargo: "manifest is missing either a [package] or a
[workspace]") and a systemd service without ``ExecStart=`` ("Service has no ExecStart=...
Refusing.").

Expected by hand from what the model meant: the part of a longer file the model wrote (the
required piece was left out): not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "package.json",
            '"scripts": {\n  "test": "jest",\n  "build": "tsc"\n}\n',
            id="package-json-scripts-member-only",
        ),
        pytest.param(
            "pyproject.toml",
            '[project]\nversion = "1.0"\ndependencies = ["click"]\n',
            id="pyproject-project-without-name",
        ),
        pytest.param(
            "Cargo.toml",
            '[dependencies]\nserde = "1"\ntokio = { version = "1", features = ["full"] }\n',
            id="cargo-dependencies-only",
        ),
        pytest.param(
            "deploy/app.service",
            "[Unit]\nDescription=App\n\n[Service]\nUser=app\nRestart=always\n\n[Install]\n"
            "WantedBy=multi-user.target\n",
            id="systemd-service-without-execstart",
        ),
    ],
)
def test_a_manifest_lacking_its_required_piece_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
