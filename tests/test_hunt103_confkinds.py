"""hunt103: fix-yaml85 reads the state of config comments (others, a kind, a state, in many
languages) in YAML files and Jenkinsfiles only; models leave items out of the other config
kinds the same way: nginx.conf, a Dockerfile, a .env file, pyproject.toml, setup.cfg, and a
Jenkinsfile's block comment, trailing remark or bare "..." line.

Expected by hand: each note says the other locations, build steps, variables, dependencies,
sections or stages are unchanged (or "..." stands for them): the block is a part of the file,
not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

NGINX = (
    "server {\n  listen 80;\n  server_name example.com;\n%s"
    "  location / {\n    proxy_pass http://app:8000;\n  }\n}\n"
)
DOCKER = (
    'FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\n%sCMD ["python", "app.py"]\n'
)
TOML = '[project]\nname = "x"\nversion = "0.1"\ndependencies = [\n  "requests",\n%s]\n'
ENV = "DEBUG=1\nDATABASE_URL=postgres://db/app\n%sSECRET_KEY=abc\n"
JENKINS = (
    "pipeline {\n  agent any\n  stages {\n    stage('Build') {\n"
    "      steps { sh 'make' }%s\n    }\n%s  }\n}\n"
)


def _answer(path: str, lang: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```{lang}\n{body}```\n"


def _refused(path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(path, lang, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "nginx.conf", "nginx", NGINX % "  # other locations unchanged\n", id="nginx-locations"
        ),
        pytest.param(
            "nginx.conf",
            "nginx",
            NGINX % "  # other location blocks unchanged\n",
            id="nginx-location-blocks",
        ),
        pytest.param(
            "Dockerfile",
            "dockerfile",
            DOCKER % "# other build steps unchanged\n",
            id="dockerfile-build-steps",
        ),
        pytest.param(".env", "bash", ENV % "# other variables unchanged\n", id="dotenv-variables"),
    ],
)
def test_an_english_note_of_other_items_in_a_config_is_a_part(
    path: str, lang: str, body: str
) -> None:
    _refused(path, lang, body)


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "nginx.conf", "nginx", NGINX % "  # autres locations inchangées\n", id="nginx-french"
        ),
        pytest.param(
            "Dockerfile",
            "dockerfile",
            DOCKER % "# resto de pasos sin cambios\n",
            id="dockerfile-spanish",
        ),
        pytest.param(
            "Dockerfile",
            "dockerfile",
            DOCKER % "# restliche Schritte unverändert\n",
            id="dockerfile-german",
        ),
        pytest.param(
            "pyproject.toml",
            "toml",
            TOML % "  # autres dépendances inchangées\n",
            id="pyproject-french-dependencies",
        ),
        pytest.param(
            "pyproject.toml",
            "toml",
            '[project]\nname = "x"\nversion = "0.2"\n\n# restliche Abschnitte unverändert\n',
            id="pyproject-german-sections",
        ),
        pytest.param(
            ".env", "bash", ENV % "# restliche Variablen unverändert\n", id="dotenv-german"
        ),
        pytest.param(
            "setup.cfg",
            "ini",
            "[metadata]\nname = x\n\n; autres sections inchangées\n",
            id="setup-cfg-french",
        ),
        pytest.param(
            "Jenkinsfile",
            "groovy",
            JENKINS % ("", "    // pozostałe etapy bez zmian\n"),
            id="jenkinsfile-polish",
        ),
    ],
)
def test_a_note_of_other_items_in_another_language_in_a_config_is_a_part(
    path: str, lang: str, body: str
) -> None:
    _refused(path, lang, body)


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param("nginx.conf", "nginx", NGINX % "  ...\n", id="nginx-dots"),
        pytest.param("nginx.conf", "nginx", NGINX % "  ...;\n", id="nginx-dots-directive"),
        pytest.param("Dockerfile", "dockerfile", DOCKER % "...\n", id="dockerfile-dots"),
        pytest.param(".env", "bash", ENV % "...\n", id="dotenv-dots"),
        pytest.param("Jenkinsfile", "groovy", JENKINS % ("", "    ...\n"), id="jenkinsfile-dots"),
    ],
)
def test_a_dots_line_in_a_config_is_a_part(path: str, lang: str, body: str) -> None:
    _refused(path, lang, body)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(JENKINS % ("", "    /* other stages unchanged */\n"), id="block-comment"),
        pytest.param(JENKINS % ("  // Test and Deploy stages unchanged", ""), id="trailing-remark"),
    ],
)
def test_a_jenkinsfile_stage_note_in_another_comment_shape_is_a_part(body: str) -> None:
    _refused("Jenkinsfile", "groovy", body)


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "pyproject.toml", "toml", TOML % "  # other dependencies unchanged\n", id="toml-en"
        ),
        pytest.param(
            "Jenkinsfile",
            "groovy",
            JENKINS % ("", "    // altri stage invariati\n"),
            id="jenkins-italian",
        ),
    ],
)
def test_guard_config_notes_already_read_stay_parts(path: str, lang: str, body: str) -> None:
    _refused(path, lang, body)


def test_guard_a_whole_dockerfile_with_comments_stays_whole() -> None:
    body = (
        "FROM python:3.12-slim\n# install the dependencies first for layer caching\n"
        "WORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\n"
        '# the rest of the source\nCOPY . .\nCMD ["python", "app.py"]\n'
    )
    result = parse_response(_answer("Dockerfile", "dockerfile", body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("Dockerfile", body)]
