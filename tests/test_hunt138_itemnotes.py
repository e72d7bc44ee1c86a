"""hunt138: a note written as the item's own first line commented out, then a state or dots
for its body ("# - name: notify ...", "# - stage: Deploy  (unchanged)", "# deploy:  # same as
before"), where the item would stand and the item nowhere in the file: the item the answer left
out (fix-ci157 reads "# deploy: ..." with no commented key shape, and only in a few kinds). In
every CI kind fix-ci157 reads (Argo, Azure, Tekton, Drone) and the older ones (GitLab, Compose,
GitHub) the file is written whole: usable-WRONG. The guard: an item commented out whole, its
body commented under it (a disabled job), is no note: the file stays whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      container:\n        image: alpine\n"
    "NOTE"
)
_AZURE_STAGES = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nstages:\n  - stage: Build\n"
    "    jobs:\n      - job: Make\n        steps:\n          - script: make\nNOTE"
)
_AZURE_JOBS = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\n  - job: Build\n"
    "    steps:\n      - script: make\nNOTE"
)
_TEKTON = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n  tasks:\n"
    "    - name: test\n      taskRef:\n        name: pytest\nNOTE"
)
_DRONE = (
    "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: test\n"
    "    image: python:3.12\n    commands:\n      - pytest\nNOTE"
)
_GITLAB = "stages:\n  - test\n  - deploy\n\ntest:\n  stage: test\n  script:\n    - pytest\n\nNOTE"
_COMPOSE = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\nNOTE'
_WORKFLOW = (
    "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: pytest\nNOTE"
)

_PARTS = {
    "argo-template-item-dots": ("argo/ci.yaml", _ARGO, "    # - name: notify ...\n"),
    "azure-stage-item-unchanged": (
        "azure-pipelines.yml",
        _AZURE_STAGES,
        "  # - stage: Deploy  (unchanged)\n",
    ),
    "azure-job-item-same-as-before": (
        "azure-pipelines.yml",
        _AZURE_JOBS,
        "  # - job: Test  # same as before\n",
    ),
    "tekton-task-item-dots": ("tekton/pipeline.yaml", _TEKTON, "    # - name: fetch-source ...\n"),
    "drone-step-item-unchanged": (".drone.yml", _DRONE, "  # - name: publish  (unchanged)\n"),
    "gitlab-job-key-same-as-before": (".gitlab-ci.yml", _GITLAB, "# deploy:  # same as before\n"),
    "compose-service-key-unchanged": ("compose.yaml", _COMPOSE, "  # db:  # unchanged\n"),
    "workflow-job-key-unchanged": (
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "  # deploy:  # unchanged\n",
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_commented_item_note_is_refused(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


def test_item_commented_out_whole_stays_whole() -> None:
    content = _WORKFLOW.replace(
        "NOTE",
        "  # deploy:\n  #   runs-on: ubuntu-latest\n  #   steps:\n  #     - run: ./deploy.sh\n",
    )
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]
