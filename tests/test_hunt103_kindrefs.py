"""hunt103: fix-yaml85 refuses a YAML file that does not load as its kind (a workflow without
jobs:, Compose without services:, GitLab extends/needs a missing job); the same shapes of
other kinds and other references pass: a Kubernetes manifest with no apiVersion/kind (one
part of a manifest), a CircleCI config that is one job's mapping, a CircleCI workflow that
requires a job the file lacks, an Azure stage that dependsOn a stage the file lacks, a GitLab
job whose dependencies:, needs: job: or stage: names what the file lacks, a Compose service
on a network or a secret the file's top-level key does not declare.

Expected by hand: each tool refuses the file as written (kubectl: "apiVersion not set",
CircleCI: "job deploy not found", Azure: "stage Build not found", GitLab: "chosen stage does
not exist" / "undefined dependency", Compose: "refers to undefined network/secret"): the model
wrote one part and left the rest out; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            "k8s/deploy.yaml",
            "spec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n"
            "        - name: web\n          image: web:2\n",
            id="k8s-manifest-without-kind",
        ),
        pytest.param(
            ".circleci/config.yml",
            "test:\n  docker:\n    - image: cimg/python:3.12\n  steps:\n    - checkout\n"
            "    - run: pytest\n",
            id="circleci-one-job-mapping",
        ),
    ],
)
def test_a_config_of_another_kind_in_one_parts_shape_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            ".circleci/config.yml",
            "version: 2.1\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
            "    steps:\n      - checkout\n      - run: pytest\nworkflows:\n  main:\n    jobs:\n"
            "      - test\n      - deploy:\n          requires: [test]\n",
            id="circleci-workflow-job-missing",
        ),
        pytest.param(
            "azure-pipelines.yml",
            "trigger: [main]\nstages:\n- stage: Deploy\n  dependsOn: Build\n  jobs:\n"
            "  - job: deploy\n    steps:\n    - script: make deploy\n",
            id="azure-dependson-missing-stage",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test, deploy]\ndeploy:\n  stage: deploy\n  dependencies: [build]\n"
            "  script:\n    - make deploy\n",
            id="gitlab-dependencies-missing-job",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test, deploy]\ndeploy:\n  stage: deploy\n  needs:\n    - job: build\n"
            "  script:\n    - make deploy\n",
            id="gitlab-needs-job-key-missing",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [build, test]\ndeploy:\n  stage: deploy\n  script:\n    - make deploy\n",
            id="gitlab-stage-not-in-stages",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n    networks: [backend]\nnetworks:\n  frontend: {}\n",
            id="compose-undeclared-network",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n    secrets: [db_password]\n"
            "secrets:\n  api_key:\n    file: ./api_key.txt\n",
            id="compose-undeclared-secret",
        ),
    ],
)
def test_a_reference_of_another_kind_to_an_item_the_file_lacks_is_a_part(
    path: str, body: str
) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            ".github/workflows/ci.yaml",
            "test:\n  runs-on: ubuntu-latest\n  steps:\n    - run: pytest\n",
            id="workflow-one-job",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            "name: CI\non: push\njobs:\n  test:\n    <<: *defaults\n    steps:\n"
            "      - run: pytest\n",
            id="alias-without-anchor",
        ),
    ],
)
def test_guard_shapes_already_read_stay_parts(path: str, body: str) -> None:
    assert not parse_response(_answer(path, body)).usable
