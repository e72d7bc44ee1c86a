"""hunt126: prose saying names are unchanged over a whole CI file whose names are its steps,
tools, images or keys, not its jobs or services: fix-ci129 compares names said kept over a
file of a CI kind with its jobs or services only, so the whole file is refused as a part.

Each file is whole (three jobs, or three services) and holds the names the prose says kept:
a step's name (Checkout, Install), the tools its jobs run (ruff, pytest), the images of its
services (postgres, redis), a service's keys (ports, environment). Expected by hand: the prose
says what did not change inside the file shown; usable with the file exactly as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WORKFLOW = (
    "name: CI\non: [push]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - name: Checkout\n        uses: actions/checkout@v4\n      - name: Install\n"
    "        run: pip install ruff\n      - run: ruff check .\n  test:\n"
    "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
    "      - run: pytest -q\n  deploy:\n    needs: [lint, test]\n    runs-on: ubuntu-latest\n"
    "    environment: production\n    steps:\n      - run: ./deploy.sh\n"
)
_COMPOSE = (
    "services:\n  web:\n    build: .\n    environment:\n      DATABASE_URL: postgres://db/app\n"
    '    ports:\n      - "8000:8000"\n  db:\n    image: postgres:16\n  cache:\n'
    "    image: redis:7\n"
)
_GITLAB = (
    "stages: [lint, test, deploy]\nlint:\n  stage: lint\n  script: ruff check .\ntest:\n"
    "  stage: test\n  script: pytest\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n"
    "  environment: production\n"
)
_WF = ".github/workflows/ci.yml"
_WORKFLOW_TOP = (
    "name: CI\non: [push]\npermissions:\n  contents: read\nenv:\n"
    '  PYTHON_VERSION: "3.12"\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n'
    "      - run: pytest\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: ruff check .\n"
)
_COMPOSE_TOP = (
    "services:\n  web:\n    build: .\n    networks: [front]\n    volumes:\n"
    "      - data:/data\n  worker:\n    build: .\n    command: celery worker\nvolumes:\n"
    "  data:\nnetworks:\n  front:\n"
)
_GITLAB_TOP = (
    "variables:\n  PIP_CACHE_DIR: .cache/pip\ncache:\n  paths: [.cache/pip]\ntest:\n"
    "  script: pytest\nlint:\n  script: ruff check .\n"
)

_CASES = [
    pytest.param(
        _WF,
        _WORKFLOW,
        "Checkout and Install are unchanged; I added the ruff step:",
        id="wf-step-names",
    ),
    pytest.param(
        _WF,
        _WORKFLOW,
        "Ruff and pytest are unchanged; deploy now needs both jobs:",
        id="wf-tools-run",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE,
        "Postgres and Redis are unchanged; I added DATABASE_URL to web:",
        id="compose-images",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE,
        "The ports and environment are unchanged; I added the cache service:",
        id="compose-service-keys",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB,
        "Ruff and pytest are unchanged, deploy gets an environment:",
        id="gitlab-tools-run",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_TOP,
        "Env and permissions are unchanged; I added the lint job:",
        id="wf-top-keys",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_TOP,
        "Volumes and networks are unchanged; I added the worker:",
        id="compose-top-sections",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB_TOP,
        "Variables and cache are unchanged; I added lint:",
        id="gitlab-global-keys",
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _CASES)
def test_names_kept_inside_a_whole_ci_file(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]


_GITLAB_NAMED = (
    "stages: [test, deploy]\ntest:unit:\n  stage: test\n  script: pytest tests/unit\n"
    "test:e2e:\n  stage: test\n  script: pytest tests/e2e\n"
    '"deploy prod":\n  stage: deploy\n  script: ./deploy.sh prod\n'
    "lint:\n  stage: test\n  script: ruff check .\n"
)
_WORKFLOW_NAMED = (
    "name: CI\non: [push]\njobs:\n  unit_tests:\n    name: Unit tests\n"
    "    runs-on: ubuntu-latest\n    steps:\n      - run: pytest\n  build-docs:\n"
    "    name: Build docs\n    runs-on: ubuntu-latest\n    steps:\n      - run: make docs\n"
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ruff check .\n"
)
_COMPOSE_ROLES = (
    "services:\n  db:\n    image: postgres:16\n  api:\n    build: ./api\n  worker:\n"
    "    build: ./api\n    command: celery worker\n"
)

# The names are the file's jobs or services as the tools spell them: a GitLab job name with a
# colon or a space, a workflow job's display name:, a service by its role (failing at BASE too)
_NAMED = [
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB_NAMED,
        "The test:unit and test:e2e jobs are unchanged; I added lint:",
        id="gitlab-colon-job-names",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB_NAMED,
        "The deploy prod job is unchanged; I added lint:",
        id="gitlab-job-name-with-space",
    ),
    pytest.param(
        ".github/workflows/ci.yml",
        _WORKFLOW_NAMED,
        "The Unit tests and Build docs jobs are unchanged; I added lint:",
        id="wf-job-display-names",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_ROLES,
        "The database and API services are unchanged; I added the worker:",
        id="compose-service-roles",
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _NAMED)
def test_jobs_kept_by_the_names_the_tool_shows(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]


_WORKFLOW_MATRIX = (
    "name: CI\non:\n  push:\n    branches: [main]\n  pull_request:\njobs:\n  test:\n"
    "    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest]\n"
    '        python: ["3.11", "3.12"]\n    runs-on: ${{ matrix.os }}\n    steps:\n'
    "      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n"
    "        with:\n          python-version: ${{ matrix.python }}\n      - run: pytest\n"
    "  deploy:\n    needs: test\n    runs-on: ubuntu-latest\n    environment: production\n"
    "    steps:\n      - run: ./deploy.sh\n"
)
_COMPOSE_SMALL = (
    'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n  db:\n'
    "    image: postgres:16\n"
)

# "Here is the updated file:", the whole file, then a sentence on what else stayed: things
# that are no jobs or services (repository settings, the matrix's runners, the actions its
# steps use, the project's other files); each usable at BASE 6c26ff3b
_AFTER = [
    pytest.param(
        _WF,
        _WORKFLOW_MATRIX,
        "I added the pull_request trigger. Secrets and variables are unchanged.",
        id="wf-repository-settings",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_MATRIX,
        "I added the pull_request trigger. Linux and macOS are unchanged.",
        id="wf-matrix-runners",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_MATRIX,
        "I added the pull_request trigger. Checkout and setup-python are unchanged.",
        id="wf-actions-used",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_SMALL,
        "I published port 8000. Your .env and data are unchanged.",
        id="compose-other-files",
    ),
]


@pytest.mark.parametrize(("path", "content", "after"), _AFTER)
def test_other_things_said_unchanged_after_a_whole_ci_file(
    path: str, content: str, after: str
) -> None:
    answer = f"Here is the updated file:\n\n**{path}**\n```yaml\n{content}```\n\n{after}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]
