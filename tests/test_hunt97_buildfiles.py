"""hunt97: a build or config file (package.json, Cargo.toml, pyproject.toml, CMakeLists.txt,
build.gradle, docker-compose.yml) sent without some of its entries, and a sentence after it
saying those entries are unchanged or omitted: the kind word after the names ("scripts",
"dependencies", "tables", "services", "section", "block") reads them as no code of the files,
though the file sent is the one that holds such entries.

Expected by hand: the model left those entries out of the file shown (they are the file's own:
scripts of package.json, dependencies and sections of Cargo.toml, tables of pyproject.toml, ...):
a part of the file; writing it would drop them: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_PKG = (
    '{\n  "name": "web",\n  "version": "1.0.0",\n  "scripts": {\n    "dev": "vite --host"\n'
    '  },\n  "dependencies": {\n    "vue": "^3.4.0"\n  }\n}\n'
)
_CARGO = (
    '[package]\nname = "tool"\nversion = "0.2.0"\nedition = "2021"\n\n[dependencies]\n'
    'clap = { version = "4", features = ["derive"] }\n'
)
_PYPROJECT = '[project]\nname = "tool"\nversion = "0.2.0"\ndependencies = ["click>=8"]\n'
_CMAKE = (
    "cmake_minimum_required(VERSION 3.20)\nproject(tool CXX)\n\nadd_executable(tool src/main.cpp)\n"
)
_GRADLE = (
    "plugins {\n    id 'java'\n}\n\ndependencies {\n"
    "    implementation 'com.google.guava:guava:33.0.0-jre'\n}\n"
)
_COMPOSE = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n'


@pytest.mark.parametrize(
    ("path", "lang", "content", "sentence"),
    [
        pytest.param(
            "package.json",
            "json",
            _PKG,
            "The `build` and `test` scripts are unchanged.",
            id="package-json-scripts-unchanged",
        ),
        pytest.param(
            "package.json",
            "json",
            _PKG,
            "I omitted the `build` and `test` scripts for brevity.",
            id="package-json-scripts-omitted",
        ),
        pytest.param(
            "Cargo.toml",
            "toml",
            _CARGO,
            "The `serde` and `tokio` dependencies are unchanged.",
            id="cargo-dependencies-unchanged",
        ),
        pytest.param(
            "Cargo.toml",
            "toml",
            _CARGO,
            "The `[profile.release]` section is unchanged.",
            id="cargo-section-unchanged",
        ),
        pytest.param(
            "pyproject.toml",
            "toml",
            _PYPROJECT,
            "The `[tool.ruff]` and `[tool.mypy]` tables are unchanged.",
            id="pyproject-tables-unchanged",
        ),
        pytest.param(
            "CMakeLists.txt",
            "cmake",
            _CMAKE,
            "I left out the `install()` rules; they are unchanged.",
            id="cmake-install-left-out",
        ),
        pytest.param(
            "build.gradle",
            "groovy",
            _GRADLE,
            "The `repositories` block is unchanged.",
            id="gradle-block-unchanged",
        ),
        pytest.param(
            "docker-compose.yml",
            "yaml",
            _COMPOSE,
            "The `db` and `redis` services are unchanged.",
            id="compose-services-unchanged",
        ),
    ],
)
def test_entries_of_the_file_said_unchanged_keep_it_a_part(
    path: str, lang: str, content: str, sentence: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{content}```\n\n{sentence}\n"
    refused(answer)


@pytest.mark.parametrize(
    ("path", "lang", "content", "sentence"),
    [
        pytest.param(
            "Makefile",
            "makefile",
            "build:\n\tgo build ./...\n",
            "The `test` and `lint` targets are unchanged.",
            id="make-targets",
        ),
        pytest.param(
            "CMakeLists.txt",
            "cmake",
            _CMAKE,
            "The `tests` and `bench` targets are unchanged.",
            id="cmake-targets",
        ),
    ],
)
def test_guard_targets_said_unchanged_refuse(
    path: str, lang: str, content: str, sentence: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{content}```\n\n{sentence}\n"
    assert not parse_response(answer).usable
