"""hunt96: fix-yaml70's part-of-kind rule (a 'just/only changed' lead over a block whose shape
is one inner part of a workflow or a base Compose file) against other file kinds and other
leads.

Expected by hand, class kinds: "Only the test job changed:" says the file has other jobs the
block does not show (GitLab CI, CircleCI, Azure Pipelines, Kustomize, Helm values, Ansible):
a part, not usable. Class shape: a block that can be no whole file of its kind (a workflow
with neither on: nor jobs:, a Compose file whose top key is a service's name and not
services:) under a lead without just/only, or none: the model wrote one job or service of the
file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

GITLAB_JOB = (
    "test:\n  stage: test\n  image: python:3.12\n  script:\n"
    "    - pip install -r requirements.txt\n    - pytest\n"
)
WF_JOB = (
    "test:\n  runs-on: ubuntu-latest\n  steps:\n"
    "    - uses: actions/checkout@v4\n    - run: pytest\n"
)
DB = "db:\n  image: postgres:16\n  volumes:\n    - pgdata:/var/lib/postgresql/data\n"


def _answer(lead: str, path: str, body: str) -> str:
    return f"{lead}\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("lead", "path", "body"),
    [
        pytest.param("Only the test job changed:", ".gitlab-ci.yml", GITLAB_JOB, id="gitlab-ci"),
        pytest.param(
            "Only the `test` job is changed:", ".gitlab-ci.yml", GITLAB_JOB, id="gitlab-ci-is"
        ),
        pytest.param(
            "Only the test job changed:",
            ".circleci/config.yml",
            "version: 2.1\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
            "    steps:\n      - checkout\n      - run: pytest\n",
            id="circleci",
        ),
        pytest.param(
            "Only the steps changed:",
            "azure-pipelines.yml",
            "- task: UsePythonVersion@0\n  inputs:\n    versionSpec: '3.12'\n"
            "- script: pytest\n  displayName: Run tests\n",
            id="azure-pipelines",
        ),
        pytest.param(
            "Only the images changed:",
            "kustomization.yaml",
            "images:\n  - name: web\n    newTag: v2\n",
            id="kustomization",
        ),
        pytest.param(
            "Only the image tag changed:",
            "charts/web/values.yaml",
            'image:\n  repository: nginx\n  tag: "1.25"\n',
            id="helm-values",
        ),
        pytest.param(
            "Only the handlers changed:",
            "site.yml",
            "- hosts: web\n  handlers:\n    - name: restart nginx\n      service:\n"
            "        name: nginx\n        state: restarted\n",
            id="ansible-playbook",
        ),
    ],
)
def test_only_this_changed_over_other_file_kinds_is_a_part(lead: str, path: str, body: str) -> None:
    result = parse_response(_answer(lead, path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("lead", "path", "body"),
    [
        pytest.param("", ".github/workflows/ci.yml", WF_JOB, id="workflow-job-no-lead"),
        pytest.param(
            "Here's what changed:", ".github/workflows/ci.yml", WF_JOB, id="workflow-what-changed"
        ),
        pytest.param(
            "Updated test job:", ".github/workflows/ci.yml", WF_JOB, id="workflow-updated"
        ),
        pytest.param("", "docker-compose.yml", DB, id="compose-service-no-lead"),
        pytest.param("Updated db service:", "docker-compose.yml", DB, id="compose-updated"),
        pytest.param(
            "Only the web service changed:",
            "docker-compose.override.yml",
            "web:\n  build: .\n",
            id="compose-override-file",
        ),
        pytest.param(
            "Only the web service changed:",
            "deploy/docker-compose.prod.yml",
            "web:\n  build: .\n",
            id="compose-prod-file",
        ),
    ],
)
def test_a_block_no_whole_file_of_its_kind_can_be_is_a_part(
    lead: str, path: str, body: str
) -> None:
    result = parse_response(_answer(lead, path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_whole_gitlab_ci_file_under_updated_stays_whole() -> None:
    body = "stages: [test]\n\n" + GITLAB_JOB
    result = parse_response(
        _answer("Here is the updated `.gitlab-ci.yml`:", ".gitlab-ci.yml", body)
    )
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(".gitlab-ci.yml", body)]
