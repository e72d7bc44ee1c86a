"""fix-ci157: a CI file whose reference names an item it lacks is a part of a file, wherever the
reference stands (CircleCI steps at every depth: when/unless, a command's steps, a parameter of
type steps, a workflow job's pre-/post-steps; an executor parameter's default; a workflow's orb
job) and whatever the file's path (an Azure pipeline by its name, its directory or its content;
Drone and Argo by their content). Whole files of each kind stay usable, written as they are."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CIRCLE_HEAD = "version: 2.1\n\n"
_CIRCLE_JOB = """jobs:
  test:
    docker:
      - image: cimg/python:3.12
    steps:
      - checkout
STEPS
workflows:
  main:
    jobs:
WORKFLOW"""


def _circle(before: str = "", steps: str = "      - run: pytest\n", workflow: str = "") -> str:
    return (
        _CIRCLE_HEAD
        + before
        + _CIRCLE_JOB.replace("STEPS", steps).replace("WORKFLOW", workflow or "      - test\n")
    )


_COMMANDS = "commands:\n  deploy-app:\n    steps:\n      - run: ./deploy.sh\n\n"
_ORBS = "orbs:\n  aws-ecr: circleci/aws-ecr@9.0\n  slack: circleci/slack@4.12\n\n"

# (path, content): each file names an item it does not define, the part the answer left out
_PARTS = {
    "circle-when-nested-in-when": (
        ".circleci/config.yml",
        _circle(
            steps="      - when:\n          condition: true\n          steps:\n"
            "            - unless:\n                condition: false\n                steps:\n"
            "                  - deploy-app\n"
        ),
    ),
    "circle-when-steps-orb-command-no-orbs": (
        ".circleci/config.yml",
        _circle(
            steps="      - when:\n          condition: true\n          steps:\n"
            "            - slack/notify:\n                event: fail\n"
        ),
    ),
    "circle-job-steps-parameter-default": (
        ".circleci/config.yml",
        _circle(
            steps="      - steps: << parameters.after >>\n",
        ).replace(
            "    docker:",
            "    parameters:\n      after:\n        type: steps\n        default:\n"
            "          - upload-report\n    docker:",
        ),
    ),
    "circle-command-when-steps": (
        ".circleci/config.yml",
        _circle(
            before="commands:\n  ship:\n    steps:\n      - when:\n          condition: true\n"
            "          steps:\n            - sign-artifacts\n\n",
            steps="      - ship\n",
        ),
    ),
    "circle-pre-steps-mapping-step": (
        ".circleci/config.yml",
        _circle(
            workflow="      - test:\n          pre-steps:\n            - setup-env:\n"
            "                python: '3.12'\n"
        ),
    ),
    "circle-orb-job-orbs-lack-it": (
        ".circleci/config.yml",
        _circle(
            before="orbs:\n  node: circleci/node@5.2\n\n",
            workflow="      - test\n      - aws-ecr/build-and-push-image\n",
        ),
    ),
    "circle-executor-parameter-default-orbs-lack-it": (
        ".circleci/config.yml",
        _circle(
            before="orbs:\n  node: circleci/node@5.2\n\n",
        ).replace(
            "    docker:\n      - image: cimg/python:3.12\n",
            "    parameters:\n      e:\n        type: executor\n        default: python/default\n"
            "    executor: << parameters.e >>\n",
        ),
    ),
    "azure-under-pipelines-dir-stage": (
        ".azure-pipelines/release.yaml",
        "trigger: [main]\n\nstages:\n  - stage: Deploy\n    dependsOn: Build\n    jobs:\n"
        "      - job: Ship\n        steps:\n          - script: ./ship.sh\n",
    ),
    "azure-by-content-elsewhere": (
        "ci/pipeline.yml",
        "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\n  - job: Test\n"
        "    dependsOn: [Lint, Build]\n    steps:\n      - script: make test\n"
        "  - job: Build\n    steps:\n      - script: make\n",
    ),
    "drone-block-depends-on": (
        ".drone.yml",
        "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: test\n"
        "    image: python:3.12\n    commands:\n      - pytest\n    depends_on:\n      - build\n",
    ),
    "drone-custom-path": (
        "ci/drone.yaml",
        "kind: pipeline\nname: default\n\nsteps:\n  - name: publish\n    image: plugins/docker\n"
        "    depends_on: [test, lint]\n  - name: test\n    image: python:3.12\n"
        "    commands: [pytest]\n",
    ),
    "drone-pipeline-depends-on": (
        ".drone.yml",
        "kind: pipeline\nname: deploy\n\ndepends_on:\n  - test\n\nsteps:\n  - name: ship\n"
        "    image: alpine\n    commands: [./ship.sh]\n",
    ),
    "argo-dag-task-template": (
        "workflows/ci.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  name: ci\nspec:\n"
        "  entrypoint: main\n  templates:\n    - name: main\n      dag:\n        tasks:\n"
        "          - name: build\n            template: build\n"
        "          - name: test\n            dependencies: [build]\n            template: test\n"
        "    - name: test\n      container:\n        image: python:3.12\n",
    ),
    "argo-entrypoint-missing": (
        "argo/wf.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: WorkflowTemplate\nmetadata:\n  name: ci\n"
        "spec:\n  entrypoint: main\n  templates:\n    - name: test\n      container:\n"
        "        image: python:3.12\n",
    ),
    "argo-dag-dependencies": (
        "argo/dag.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  name: ci\nspec:\n"
        "  entrypoint: main\n  templates:\n    - name: main\n      dag:\n        tasks:\n"
        "          - name: test\n            dependencies: [build]\n            template: run\n"
        "    - name: run\n      container:\n        image: alpine\n",
    ),
    "tekton-run-after": (
        "tekton/pipeline.yaml",
        "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n  tasks:\n"
        "    - name: test\n      runAfter:\n        - fetch-source\n      taskRef:\n"
        "        name: pytest\n",
    ),
    "argo-cron-on-exit": (
        "argo/nightly.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: CronWorkflow\nmetadata:\n  name: nightly\n"
        "spec:\n  schedule: '0 2 * * *'\n  workflowSpec:\n    entrypoint: main\n"
        "    onExit: notify\n    templates:\n      - name: main\n        container:\n"
        "          image: alpine\n",
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_reference_to_an_item_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


# (path, content): whole files, every reference defined: written as they are
_WHOLE = {
    "circle-nested-steps-all-declared": (
        ".circleci/config.yml",
        _circle(
            # (the pipeline parameter declared: CircleCI rejects an undeclared one)
            before=_ORBS
            + "parameters:\n  deploy:\n    type: boolean\n    default: false\n\n"
            + _COMMANDS,
            steps="      - when:\n          condition: << pipeline.parameters.deploy >>\n"
            "          steps:\n            - deploy-app\n            - slack/notify:\n"
            "                event: pass\n      - unless:\n          condition: true\n"
            "          steps:\n            - run: echo skipped\n",
            workflow="      - test:\n          pre-steps:\n            - checkout\n"
            "          post-steps:\n            - deploy-app\n"
            "      - aws-ecr/build-and-push-image:\n          requires: [test]\n",
        ),
    ),
    "circle-executor-parameter-declared": (
        ".circleci/config.yml",
        _circle(
            before="executors:\n  linux:\n    docker:\n      - image: cimg/base:stable\n\n",
        ).replace(
            "    docker:\n      - image: cimg/python:3.12\n",
            "    parameters:\n      e:\n        type: executor\n        default: linux\n"
            "    executor: << parameters.e >>\n",
        ),
    ),
    "circle-steps-parameter-default-builtin": (
        ".circleci/config.yml",
        _circle(
            steps="      - steps: << parameters.after >>\n",
        ).replace(
            "    docker:",
            "    parameters:\n      after:\n        type: steps\n        default:\n"
            "          - run: echo done\n    docker:",
        ),
    ),
    "azure-under-pipelines-dir-whole": (
        ".azure-pipelines/ci.yml",
        "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\n  - job: Lint\n"
        "    steps:\n      - script: make lint\n  - job: Test\n    dependsOn: Lint\n"
        "    steps:\n      - script: make test\n",
    ),
    "azure-by-content-whole": (
        "build/pipeline.yml",
        "pr: none\n\nstages:\n  - stage: Build\n    jobs:\n      - job: Make\n"
        "        steps:\n          - script: make\n  - stage: Deploy\n    dependsOn: Build\n"
        "    jobs:\n      - job: Ship\n        steps:\n          - script: ./ship.sh\n",
    ),
    "drone-whole": (
        ".drone.yml",
        "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: build\n"
        "    image: python:3.12\n    commands:\n      - pip install .\n  - name: test\n"
        "    image: python:3.12\n    depends_on: [build]\n    commands:\n      - pytest\n",
    ),
    "drone-two-pipelines": (
        ".drone.yml",
        "kind: pipeline\nname: test\n\nsteps:\n  - name: test\n    image: python:3.12\n"
        "    commands: [pytest]\n\n---\nkind: pipeline\nname: deploy\n\ndepends_on:\n"
        "  - test\n\nsteps:\n  - name: ship\n    image: alpine\n    commands: [./ship.sh]\n",
    ),
    "argo-whole-with-template-ref": (
        "argo/ci-workflow.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\n"
        "spec:\n  entrypoint: main\n  onExit: cleanup\n  templates:\n    - name: main\n"
        "      steps:\n        - - name: build\n            template: build\n"
        "        - - name: scan\n            templateRef:\n              name: shared\n"
        "              template: trivy-scan\n    - name: build\n      container:\n"
        "        image: golang:1.22\n        command: [make]\n    - name: cleanup\n"
        "      container:\n        image: alpine\n",
    ),
    "argo-dag-whole": (
        "argo/dag.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  name: ci\nspec:\n"
        "  entrypoint: main\n  templates:\n    - name: main\n      dag:\n        tasks:\n"
        "          - name: build\n            template: run\n"
        "          - name: test\n            dependencies: [build]\n            template: run\n"
        "    - name: run\n      container:\n        image: alpine\n",
    ),
    "tekton-whole": (
        "tekton/pipeline.yaml",
        "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n  tasks:\n"
        "    - name: fetch-source\n      taskRef:\n        name: git-clone\n"
        "    - name: test\n      runAfter:\n        - fetch-source\n      taskRef:\n"
        "        name: pytest\n  finally:\n    - name: notify\n      taskRef:\n"
        "        name: send-to-slack\n",
    ),
    "k8s-deployment-template-mapping": (
        "k8s/web.yaml",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
        "  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n"
        "      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n"
        "          image: nginx\n",
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_whole_ci_file_stays_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


_WORKFLOW = """name: CI

on:
  push:
    branches: [main]

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pytest

NOTE"""

_GITLAB = "stages:\n  - test\n  - deploy\n\ntest:\n  stage: test\n  script:\n    - pytest\n\nNOTE"

_COMPOSE = """services:
  web:
    build: .
    ports:
      - "8000:8000"

NOTE"""

# note shapes standing where an item would be, the item nowhere in the file: a part
_NOTES = {
    "workflow-see-earlier-answer-for": "  # see the earlier answer for the deploy job\n",
    "workflow-see-my-previous-message-for-jobs": (
        "  # see my previous message for the lint and deploy jobs\n"
    ),
    "workflow-no-edits-needed": "  # deploy job: no edits needed\n",
    "workflow-does-not-need-changes": "  # deploy job does not need any changes\n",
    "workflow-needs-no-changes": "  # deploy job needs no changes\n",
    "workflow-keep-as-before": "  # keep the deploy job as before\n",
    "workflow-leave-as-is": "  # leave the deploy job as is\n",
    "workflow-sentence-unchanged": "  # The deploy job is unchanged.\n",
    "workflow-sentence-stays-the-same": "  # The deploy job stays the same.\n",
    "workflow-name-ellipsis-char": "  # deploy: \u2026\n",
    "workflow-name-kind-dots": "  # deploy job ...\n",
}


@pytest.mark.parametrize("note", list(_NOTES.values()), ids=list(_NOTES))
def test_note_for_a_job_left_out_is_refused(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert not result.usable, (result.status, content)


_OTHER_NOTES = {
    "gitlab-see-previous-for": (
        ".gitlab-ci.yml",
        _GITLAB,
        "# see previous message for the deploy job\n",
    ),
    "gitlab-name-dots-kind": (".gitlab-ci.yml", _GITLAB, "# deploy job: ...\n"),
    "compose-sentence": (
        "docker-compose.yml",
        _COMPOSE,
        "  # The db service is the same as before.\n",
    ),
    "compose-name-dots": ("compose.yaml", _COMPOSE, "  # db: ...\n"),
    "compose-leave-as-it-is": ("compose.yaml", _COMPOSE, "  # leave the db service as it is\n"),
}


@pytest.mark.parametrize("case", list(_OTHER_NOTES.values()), ids=list(_OTHER_NOTES))
def test_note_for_an_item_left_out_is_refused(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


# remarks (or notes on items the file holds): the file is whole, written as it is
_REMARKS = {
    "sentence-on-job-held": "  # The test job is the same as before.\n",
    "pointer-for-job-held": "  # see previous message for the test job\n",
    "leave-job-held": "  # leave the test job as it is\n",
    "defined-in-another-file": "  # The deploy job is defined in deploy.yml\n",
    "defined-in-another-workflow": "  # The deploy job is in a separate workflow\n",
    "compares-with-job": "  # The lint job is the same on every OS\n",
    "docs-for-job": "  # see the docs for the deploy job\n",
    "runs-after": "  # the deploy job runs after the test job\n",
}


@pytest.mark.parametrize("note", list(_REMARKS.values()), ids=list(_REMARKS))
def test_remark_keeps_the_workflow_whole(note: str) -> None:
    content = _WORKFLOW.replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]
