"""hunt109: a CI or deployment config lacking a key its tool requires, written whole.

fix-yaml98 reads "a config its tool refuses by shape" as a part (a Dockerfile without FROM, a
top-level nginx location, a pyproject without a table, an empty Jenkins stage, a workflow
without ``jobs:``). The same holds for the other keys those tools require: a GitHub workflow
without ``on:`` ("No event triggers defined"), a job without ``runs-on:`` or without
``steps:``, a GitLab job without ``script:`` ("should implement a script: or a trigger:
keyword"), a Dependabot config without ``version:``, a base ``docker-compose.yml`` service with
neither ``image:`` nor ``build:``, a Kubernetes Deployment without ``spec.template`` or a
manifest without ``kind:`` (kubectl refuses both).

Expected by hand from what the model meant: the part the model wrote of a longer file (the
required key was in the part left out): not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_WF = ".github/workflows/ci.yml"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            _WF,
            "name: CI\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - run: pytest\n",
            id="workflow-without-on",
        ),
        pytest.param(
            _WF,
            "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n",
            id="workflow-job-without-steps",
        ),
        pytest.param(
            _WF,
            "name: CI\non: [push]\njobs:\n  test:\n    steps:\n      - run: pytest\n",
            id="workflow-job-without-runs-on",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test]\ntest:\n  stage: test\n  image: python:3.12\n",
            id="gitlab-job-without-script",
        ),
        pytest.param(
            ".github/dependabot.yml",
            "updates:\n  - package-ecosystem: pip\n    directory: /\n    schedule:\n"
            "      interval: weekly\n",
            id="dependabot-without-version",
        ),
        pytest.param(
            "docker-compose.yml",
            'services:\n  web:\n    ports:\n      - "80:80"\n    environment:\n      - DEBUG=1\n',
            id="compose-base-service-without-image-or-build",
        ),
        pytest.param(
            "k8s/deployment.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n",
            id="k8s-deployment-without-template",
        ),
        pytest.param(
            "k8s/deployment.yaml",
            "apiVersion: apps/v1\nmetadata:\n  name: web\nspec:\n  replicas: 2\n",
            id="k8s-manifest-without-kind",
        ),
    ],
)
def test_a_config_lacking_a_required_key_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
