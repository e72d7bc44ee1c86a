"""hunt103: false refusals of whole config files by fix-yaml85's rules. Each file below is
whole, as projects write them: a value that is a state word the file means (an OpenAPI
default, a locale's label), a volume declared null under one "same as above" (the one above is
null too), a string "..." a locale or an issue form shows, a remark after a value comparing it
with the other services, a Jenkinsfile remark over the stage it describes.

Expected by hand: usable, written exactly as given. The guards at the end are whole files the
rules already keep (document ends, anchors, commented-out keys, a remark over list items)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

OPENAPI = """openapi: 3.0.3
info:
  title: Diff API
  version: 1.0.0
paths: {}
components:
  schemas:
    LineStatus:
      type: string
      enum: [added, removed, unchanged]
      default: unchanged
"""
LOCALE_STATES = """en:
  diff:
    added: added
    removed: removed
    unchanged: unchanged
"""
VOLUME_NULL = """services:
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data
  test-db:
    image: postgres:16
    volumes:
      - pgtest:/var/lib/postgresql/data
volumes:
  pgdata:
  pgtest: # same as above
"""
LOCALE_DOTS = """en:
  common:
    loading: Loading
    ellipsis: ...
    save: Save
"""
ISSUE_FORM = """name: Bug report
description: Report a bug
body:
  - type: textarea
    id: what-happened
    attributes:
      label: What happened?
      placeholder: ...
    validations:
      required: true
"""
COMPOSE_REMARK = """services:
  web:
    build: .
    ports:
      - "8000:8000"
    restart: unless-stopped
  worker:
    build: .
    command: celery -A app worker -l info
    restart: unless-stopped  # same as the other services
  redis:
    image: redis:7
"""
JENKINS_REMARK = """pipeline {
    agent none
    stages {
        stage('Build Linux') {
            agent { label 'linux' }
            steps { sh './gradlew build' }
        }
        // Windows build identical to Linux
        stage('Build Windows') {
            agent { label 'windows' }
            steps { bat 'gradlew.bat build' }
        }
    }
}
"""


def _whole(path: str, body: str) -> None:
    lang = "groovy" if path == "Jenkinsfile" else "yaml"
    result = parse_response(f"Here is the complete file:\n\n**{path}**\n```{lang}\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param("openapi.yaml", OPENAPI, id="openapi-default-unchanged"),
        pytest.param("config/locales/en.yml", LOCALE_STATES, id="locale-label-unchanged"),
        pytest.param("docker-compose.yml", VOLUME_NULL, id="compose-null-volume-same-as-above"),
    ],
)
def test_a_state_word_value_a_whole_file_means_is_kept(path: str, body: str) -> None:
    _whole(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param("config/locales/en.yml", LOCALE_DOTS, id="locale-ellipsis-string"),
        pytest.param(".github/ISSUE_TEMPLATE/bug.yml", ISSUE_FORM, id="issue-form-placeholder"),
    ],
)
def test_an_ellipsis_string_a_whole_file_means_is_kept(path: str, body: str) -> None:
    _whole(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param("docker-compose.yml", COMPOSE_REMARK, id="compose-same-as-other-services"),
        pytest.param("Jenkinsfile", JENKINS_REMARK, id="jenkins-identical-to-linux"),
    ],
)
def test_a_remark_comparing_items_of_a_whole_file_is_kept(path: str, body: str) -> None:
    _whole(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            "roles/web/tasks/main.yml",
            "---\n- name: Install nginx\n  ansible.builtin.apt:\n    name: nginx\n"
            "    state: present\n...\n",
            id="ansible-document-end",
        ),
        pytest.param(
            "k8s/app.yaml",
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: app\n...\n---\n"
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\n"
            "data:\n  LOG_LEVEL: info\n...\n",
            id="k8s-stream-document-ends",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            ".defaults: &defaults\n  image: python:3.12\n\ntest:\n  <<: *defaults\n"
            "  script:\n    - pytest\n",
            id="gitlab-hidden-anchor",
        ),
        pytest.param(
            "values.yaml",
            "replicaCount: 1\nresources: {}\n  # limits:\n  #   cpu: 100m\nnodeSelector: {}\n",
            id="helm-commented-out-limits",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ${{ matrix.os }}\n"
            "    strategy:\n      matrix:\n        os: [ubuntu-latest]\n        include:\n"
            "          # the other platforms run the same steps\n"
            "          - os: windows-latest\n          - os: macos-latest\n"
            "    steps:\n      - uses: actions/checkout@v4\n      - run: pytest\n",
            id="workflow-remark-over-include-items",
        ),
    ],
)
def test_guard_whole_config_files_stay_whole(path: str, body: str) -> None:
    _whole(path, body)
