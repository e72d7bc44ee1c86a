"""hunt96: references the YAML parts reader does not follow: an alias (`*defaults`, `<<:
*common`) whose anchor the file defines nowhere (no YAML parser loads it: the anchor was in the
part left out), GitLab CI `extends:`/`needs:` of jobs the file lacks, and a workflow or Compose
file written in flow style whose `needs:`/`depends_on:` name a job or service it lacks.

Expected by hand: each names something that was in the file and is not in the block; the
block is a part of the file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
COMPOSE = "docker-compose.yml"


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF,
            "name: CI\non: push\njobs:\n  test:\n    <<: *defaults\n    steps:\n"
            "      - run: pytest\n",
            id="workflow-merge-key",
        ),
        pytest.param(
            WF,
            "name: CI\non: push\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - run: ruff check .\n  test: *job\n",
            id="workflow-job-alias",
        ),
        pytest.param(
            COMPOSE, "services:\n  web:\n    <<: *common\n    build: .\n", id="compose-merge-key"
        ),
        pytest.param(
            COMPOSE, "services:\n  web:\n    build: .\n  worker: *worker\n", id="compose-alias"
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test]\ntest:\n  <<: *python\n  script: [pytest]\n",
            id="gitlab-merge-key",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
            "  template:\n    spec:\n      containers:\n        - name: web\n"
            "          image: web:2\n          resources: *res\n",
            id="k8s-alias",
        ),
    ],
)
def test_an_alias_of_an_anchor_the_file_lacks_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test]\ntest:\n  extends: .python-base\n  script: [pytest]\n",
            id="gitlab-extends",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [build, test]\ntest:\n  stage: test\n  needs: [build]\n  script: [pytest]\n",
            id="gitlab-needs",
        ),
        pytest.param(
            WF,
            "name: CI\non: push\njobs: {deploy: {runs-on: ubuntu-latest, needs: [test],"
            " steps: [{run: ./d.sh}]}}\n",
            id="workflow-jobs-flow",
        ),
        pytest.param(
            COMPOSE, "services: {web: {build: ., depends_on: [db]}}\n", id="compose-services-flow"
        ),
    ],
)
def test_a_reference_to_an_item_the_file_lacks_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_merge_key_of_an_anchor_the_file_defines_stays_whole() -> None:
    body = (
        "x-common: &common\n  restart: always\nservices:\n  web:\n    <<: *common\n    build: .\n"
    )
    result = parse_response(_answer(COMPOSE, body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(COMPOSE, body)]
