"""fix-ci168: a reference the tool itself resolves elsewhere keeps a CI file whole (an Azure
template's top list may depend on its caller's items; Drone's implicit clone step), a note on
an item the file holds as a named list item (an Azure ``- job: Build``, a CircleCI workflow's
``- test``, a Bitbucket ``- step:`` named Build, a ``needs:`` list's ``- test``) is a remark; the
same shapes over an item the file lacks stay refused."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE_JOBS = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\nNOTE  - job: Build\n"
    "    steps:\n      - script: make\n  - job: Test\n    dependsOn: Build\n    steps:\n"
    "      - script: make test\nAFTER"
)
_CIRCLE = (
    "version: 2.1\n\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n    steps:\n"
    "      - checkout\n  deploy:\n    docker:\n      - image: cimg/python:3.12\n    steps:\n"
    "      - run: ./d.sh\n\nworkflows:\n  main:\n    jobs:\nNOTE      - test\n      - deploy:\n"
    "          requires: [test]\n"
)
_WORKFLOW = (
    "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: pytest\n  deploy:\n    needs:\nNOTE      - test\n    runs-on: ubuntu-latest\n"
    "    steps:\n      - run: ./d.sh\n"
)
_BITBUCKET = (
    "image: python:3.12\n\npipelines:\n  default:\nNOTE    - step:\n        name: Build\n"
    "        script:\n          - make\n    - step:\n        name: Test\n        script:\n"
    "          - pytest\n"
)
_JOBS_TEMPLATE = (
    "parameters:\n  - name: env\n    type: string\n\njobs:\n  - job: Deploy\n"
    "    dependsOn: Build\n    steps:\n      - script: ./deploy.sh ${{ parameters.env }}\n"
)
_STAGES_TEMPLATE = (
    "stages:\n  - stage: Deploy\n    dependsOn: Build\n    jobs:\n      - job: Ship\n"
    "        dependsOn: JOBDEP\n        steps:\n          - script: ./ship.sh\n"
    "      - job: Sign\n        steps:\n          - script: ./sign.sh\n"
)
_DRONE = (
    "kind: pipeline\ntype: docker\nname: default\n\nCLONEsteps:\n  - name: test\n"
    "    image: python:3.12\n    commands: [pytest]\n    depends_on: [clone]\n"
)


def _azure(note: str = "", after: str = "") -> str:
    return _AZURE_JOBS.replace("NOTE", note).replace("AFTER", after)


# (path, content): whole files, written as they are
_WHOLE = {
    "azure-note-over-held-deployment": (
        "azure-pipelines.yml",
        _azure()
        .replace("- job: Build", "- deployment: Build")
        .replace(
            "    steps:\n      - script: make\n",
            "    environment: prod\n    strategy:\n      runOnce:\n        deploy:\n"
            "          steps:\n            - script: make\n",
            1,
        ),
    ),
    "azure-note-over-held-job": ("azure-pipelines.yml", _azure("  # Test job: unchanged\n")),
    "azure-after-last-job-held": (
        "azure-pipelines.yml",
        _azure(after="  # leave the Build job as it is\n"),
    ),
    "circle-note-on-held-job-with-block": (
        ".circleci/config.yml",
        _CIRCLE.replace("NOTE", "      # leave the deploy job as it is\n"),
    ),
    "workflow-needs-note-on-held-job": (
        ".github/workflows/ci.yml",
        _WORKFLOW.replace("NOTE", "      # leave the test job as it is\n"),
    ),
    "bitbucket-note-on-held-step": (
        "bitbucket-pipelines.yml",
        _BITBUCKET.replace("NOTE", "    # The Test step is the same as before.\n"),
    ),
    "azure-jobs-template-in-templates-dir-no-parameters": (
        "ci/templates/deploy.yml",
        "jobs:\n  - job: Deploy\n    dependsOn: Build\n    steps:\n      - script: ./d.sh\n",
    ),
    "azure-jobs-template-with-parameters": (".azure-pipelines/deploy-jobs.yml", _JOBS_TEMPLATE),
    "azure-stages-template-inner-jobs-held": (
        ".azure-pipelines/templates/deploy.yml",
        _STAGES_TEMPLATE.replace("JOBDEP", "Sign"),
    ),
    "drone-clone-block-not-disabled": (
        ".drone.yml",
        _DRONE.replace("CLONE", "clone:\n  depth: 50\n\n"),
    ),
}

# (path, content): a reference or a note of an item the file lacks: refused
_PARTS = {
    "azure-note-over-job-not-held": (
        "azure-pipelines.yml",
        _azure("  # leave the Deploy job as it is\n"),
    ),
    "azure-after-last-job-not-held": (
        "azure-pipelines.yml",
        _azure(after="  # The Lint job is unchanged.\n"),
    ),
    "circle-note-on-job-not-listed": (
        ".circleci/config.yml",
        _CIRCLE.replace("NOTE", "      # leave the lint job as it is\n"),
    ),
    "workflow-needs-note-on-job-not-held": (
        ".github/workflows/ci.yml",
        _WORKFLOW.replace("NOTE", "      # the lint job stays the same\n"),
    ),
    "bitbucket-note-on-step-not-held": (
        "bitbucket-pipelines.yml",
        _BITBUCKET.replace("NOTE", "    # leave the Deploy step as it is\n"),
    ),
    "azure-root-pipeline-parameters-depends-on-missing": (
        "azure-pipelines.yml",
        _JOBS_TEMPLATE,
    ),
    "azure-template-has-trigger": (
        ".azure-pipelines/templates/deploy.yml",
        "trigger: [main]\n\n" + _JOBS_TEMPLATE,
    ),
    "azure-stages-template-inner-job-missing": (
        ".azure-pipelines/templates/deploy.yml",
        _STAGES_TEMPLATE.replace("JOBDEP", "Build"),
    ),
    "drone-clone-disabled-flow": (
        ".drone.yml",
        _DRONE.replace("CLONE", "clone: {disable: true}\n\n"),
    ),
    "drone-clone-disabled-block": (
        ".drone.yml",
        _DRONE.replace("CLONE", "clone:\n  disable: true\n\n"),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_whole_ci_file_is_written(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_part_of_a_ci_file_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WOODPECKER = (
    "steps:\n  build:\n    image: golang:1.22\n    commands:\n      - go build ./...\n"
    "  test:\n    image: golang:1.22\n    depends_on: DEPENDS\n    commands:\n"
    "      - go test ./...\n"
)
_DRONE_TWO = (
    "kind: pipeline\nname: test\n\nsteps:\n  - name: t\n    image: alpine\n"
    "    commands: [pytest]\n\n---\nkind: pipeline\nname: deploy\n\ndepends_on: [NEEDED]\n\n"
    "steps:\n  - name: ship\n    image: alpine\n    commands: [./ship.sh]\n\n---\n"
    "kind: secret\nname: token\nget:\n  path: secret/data/ci\n  name: token\n"
)
_CIRCLE_COMMANDS = (
    "version: 2.1\n\ncommands:\n  setup:\n    steps:\n      - checkout\nNOTE\njobs:\n  test:\n"
    "    docker:\n      - image: cimg/python:3.12\n    steps:\nSTEPNOTE      - setup\n"
    "      - run: pytest\n\nworkflows:\n  main:\n    jobs:\n      - test\n"
)
_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      container:\n        image: alpine\n"
    "NOTE"
)
_DEPLOYMENT = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n"
    "    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n"
    "        app: web\n    spec:\n      containers:\n        - name: web\n"
    "          image: nginx\nNOTE"
)
_GITLAB = "stages:\n  - test\n\ntest:\n  stage: test\n  script:\n    - pytest\n\nNOTE"

_WHOLE_MORE = {
    "woodpecker-depends-on-clone": (
        ".woodpecker.yml",
        _WOODPECKER.replace("DEPENDS", "[clone, build]"),
    ),
    "woodpecker-depends-on-service": (
        ".woodpecker/ci.yml",
        _WOODPECKER.replace("DEPENDS", "[build, db]")
        + "\nservices:\n  db:\n    image: postgres:16\n",
    ),
    "woodpecker-legacy-pipeline-defined": (
        ".woodpecker.yml",
        _WOODPECKER.replace("steps:", "pipeline:").replace("DEPENDS", "build"),
    ),
    "drone-secret-document-pipeline-held": (".drone.yml", _DRONE_TWO.replace("NEEDED", "test")),
    "circle-command-note-held": (
        ".circleci/config.yml",
        _CIRCLE_COMMANDS.replace("NOTE", "  # setup command: no edits needed\n").replace(
            "STEPNOTE", ""
        ),
    ),
    "circle-step-remark-command-word": (
        ".circleci/config.yml",
        _CIRCLE_COMMANDS.replace("NOTE", "").replace(
            "STEPNOTE", "      # same test command as before\n"
        ),
    ),
    "argo-template-note-held": (
        "argo/ci.yaml",
        _ARGO.replace("NOTE", "    # leave the main template as it is\n"),
    ),
    "deployment-pod-template-remark": (
        "k8s/web.yaml",
        _DEPLOYMENT.replace("NOTE", "").replace(
            "  template:\n", "  # pod template unchanged\n  template:\n"
        ),
    ),
    "item-commented-out-whole": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "# deploy:\n#   stage: deploy\n#   script:\n#     - ./d.sh\n"),
    ),
    "commented-key-with-its-value": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "").replace("  stage: test\n", "  stage: test\n  # timeout: 30\n"),
    ),
    "commented-item-held": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "").replace(
            "test:\n  stage", "# test:  # unchanged\ntest:\n  stage"
        ),
    ),
}

_PARTS_MORE = {
    "woodpecker-skip-clone-depends-on-clone": (
        ".woodpecker.yml",
        "skip_clone: true\n\n" + _WOODPECKER.replace("DEPENDS", "[clone]"),
    ),
    "woodpecker-legacy-pipeline-missing": (
        ".woodpecker.yml",
        _WOODPECKER.replace("steps:", "pipeline:").replace("DEPENDS", "lint"),
    ),
    "woodpecker-services-list-missing": (
        ".woodpecker/ci.yaml",
        _WOODPECKER.replace("DEPENDS", "[cache]")
        + "\nservices:\n  - name: db\n    image: postgres:16\n",
    ),
    "drone-secret-document-pipeline-missing": (
        ".drone.yml",
        _DRONE_TWO.replace("NEEDED", "lint"),
    ),
    "circle-executor-leave-as-it-is": (
        ".circleci/config.yml",
        _CIRCLE_COMMANDS.replace("STEPNOTE", "").replace(
            "NOTE",
            "\nexecutors:\n  py:\n    docker:\n      - image: cimg/python:3.12\n"
            "  # leave the node executor as it is\n",
        ),
    ),
    "argo-other-templates-unchanged": (
        "argo/ci.yaml",
        _ARGO.replace("NOTE", "    # other templates unchanged\n"),
    ),
    "drone-pipeline-name-dots": (
        ".drone.yml",
        "kind: pipeline\nname: test\n\nsteps:\n  - name: t\n    image: alpine\n"
        "    commands: [pytest]\n\n---\n# deploy pipeline: ...\n",
    ),
    "gitlab-commented-key-dots": (".gitlab-ci.yml", _GITLAB.replace("NOTE", "# lint: ...\n")),
    "gitlab-commented-key-bracketed-state": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "# deploy:  (no changes)\n"),
    ),
    "compose-commented-list-item-name": (
        "compose.yaml",
        "services:\n  web:\n    build: .\n  # - name: worker  # unchanged\n",
    ),
    "workflow-commented-step-name-dots": (
        ".github/workflows/ci.yml",
        "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n      # - id: lint \u2026\n      - run: pytest\n",
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE_MORE.values()), ids=list(_WHOLE_MORE))
def test_whole_file_of_more_kinds_is_written(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_PARTS_MORE.values()), ids=list(_PARTS_MORE))
def test_part_of_more_kinds_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WORKFLOW = (
    "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\nSTEP      - run: pytest\n\nNOTE"
)

# notes in the words of fix-ci168 for the deploy job, which the workflow lacks; the same notes
# for the test job, which it holds, are remarks
_JOB_NOTES = {
    "havent-changed": "  # I haven't changed the deploy job\n",
    "check-earlier-answer": "  # check the earlier answer for the deploy job\n",
    "take-from-original": "  # take the deploy job from your original file\n",
    "as-for-pointer": "  # As for the deploy job, see the previous answer.\n",
    "needs-no-modifications": "  # deploy job: needs no modifications\n",
    "keep-the-way-they-are": "  # keep the deploy and release jobs the way they are\n",
    "dont-change": "  # please don't change the deploy job\n",
    "same-as-original-version": "  # deploy job: same as the original version\n",
    "put-back-in": "  # put your deploy job back in\n",
    "commented-key-and-so-on": "  # deploy: and so on\n",
}


@pytest.mark.parametrize("note", list(_JOB_NOTES.values()), ids=list(_JOB_NOTES))
def test_note_in_more_words_is_refused(note: str) -> None:
    content = _WORKFLOW.replace("STEP", "").replace("NOTE", note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert not result.usable, (result.status, content)


@pytest.mark.parametrize("note", list(_JOB_NOTES.values()), ids=list(_JOB_NOTES))
def test_note_in_more_words_on_a_job_held_stays_whole(note: str) -> None:
    held = note.replace("deploy and release jobs", "test job").replace("deploy", "test")
    content = _WORKFLOW.replace("STEP", "").replace("NOTE", held)
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]


# remarks on the step under them, in the new words: the workflow stays whole
_STEP_REMARKS = {
    "do-not-modify-flags": "      # do not modify these flags\n",
    "copy-over-your-token": "      # copy over your token\n",
    "see-previous-step-output": "      # see the previous step for the cache key\n",
}


@pytest.mark.parametrize("remark", list(_STEP_REMARKS.values()), ids=list(_STEP_REMARKS))
def test_step_remark_in_new_words_stays_whole(remark: str) -> None:
    content = _WORKFLOW.replace("STEP", remark).replace("NOTE", "")
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]


_ARGO_DAG = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      dag:\n        tasks:\n"
    "          - name: lint\n            template: run\n"
    "          - name: test\n            depends: DEPENDS\n            template: run\n"
    "    - name: run\n      container:\n        image: alpine\n"
)
_TEKTON = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\nWORKSPACES"
    "  tasks:\n    - name: fetch\n      taskRef:\n        name: git-clone\n"
    "    - name: test\n      runAfter: [fetch]\n      taskRef:\n        name: pytest\nTEST"
)

_ARGO_TEKTON_WHOLE = {
    "argo-depends-not-and-brackets": (
        "argo/ci.yaml",
        _ARGO_DAG.replace("DEPENDS", '"(lint.Succeeded || lint.Skipped) && !lint.Failed"'),
    ),
    "argo-depends-unread-expression": (
        "argo/ci.yaml",
        _ARGO_DAG.replace("DEPENDS", '"{{inputs.parameters.after}}"'),
    ),
    "argo-entrypoint-with-workflow-template-ref": (
        "argo/run.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\n"
        "spec:\n  entrypoint: main\n  workflowTemplateRef:\n    name: ci-template\n",
    ),
    "tekton-finally-reads-task-status": (
        "tekton/pipeline.yaml",
        _TEKTON.replace("WORKSPACES", "").replace(
            "TEST",
            "  finally:\n    - name: report\n      params:\n        - name: s\n"
            "          value: $(tasks.test.status)\n      taskRef:\n        name: report\n",
        ),
    ),
    "tekton-workspace-declared-name-not-first": (
        "tekton/pipeline.yaml",
        _TEKTON.replace(
            "WORKSPACES", "  workspaces:\n    - description: the repo\n      name: source\n"
        ).replace("TEST", "      workspaces:\n        - name: src\n          workspace: source\n"),
    ),
}

_ARGO_TEKTON_PARTS = {
    "argo-depends-negated-missing": ("argo/ci.yaml", _ARGO_DAG.replace("DEPENDS", '"!build"')),
    "argo-workflow-template-entrypoint-no-templates": (
        "argo/tpl.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: WorkflowTemplate\nmetadata:\n  name: ci\n"
        "spec:\n  entrypoint: main\n",
    ),
    "tekton-finally-reads-missing-task": (
        "tekton/pipeline.yaml",
        _TEKTON.replace("WORKSPACES", "").replace(
            "TEST",
            "  finally:\n    - name: report\n      params:\n        - name: s\n"
            "          value: $(tasks.deploy.status)\n      taskRef:\n        name: report\n",
        ),
    ),
    "tekton-workspace-no-workspaces-key": (
        "tekton/pipeline.yaml",
        _TEKTON.replace("WORKSPACES", "").replace(
            "TEST", "      workspaces:\n        - name: src\n          workspace: source\n"
        ),
    ),
}


@pytest.mark.parametrize("case", list(_ARGO_TEKTON_WHOLE.values()), ids=list(_ARGO_TEKTON_WHOLE))
def test_argo_tekton_names_defined_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_ARGO_TEKTON_PARTS.values()), ids=list(_ARGO_TEKTON_PARTS))
def test_argo_tekton_name_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_TASK = (
    "apiVersion: tekton.dev/v1\nkind: Task\nmetadata:\n  name: build\nspec:\n  params:\n"
    "    - name: image\n  workspaces:\n    - name: source\n  steps:\n    - name: build\n"
    "      image: alpine\n      workingDir: $(workspaces.source.path)\n      args:\nARGS"
)
_SENSOR = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Sensor\nmetadata:\n  name: hook\nspec:\n"
    "  dependencies:\n    - name: push\n      eventSourceName: github\n      eventName: repo\n"
    "  triggers:\n    - template:\n        name: ci\n        conditions: CONDITIONS\n"
    "        log: {}\n"
)

_MORE_NAMES_WHOLE = {
    "tekton-task-param-bracket-declared": (
        "tekton/task.yaml",
        _TASK.replace("ARGS", "        - $(params['image'])\n        - $(context.task.name)\n"),
    ),
    "tekton-pipeline-with-task-spec-not-read": (
        "tekton/pipeline.yaml",
        "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n  tasks:\n"
        "    - name: hello\n      taskSpec:\n        params:\n          - name: who\n"
        "        steps:\n          - name: echo\n            image: alpine\n"
        "            args: [$(params.who)]\n",
    ),
    "argo-sensor-conditions-declared": ("argo/sensor.yaml", _SENSOR.replace("CONDITIONS", "push")),
}

_MORE_NAMES_PARTS = {
    "tekton-task-param-bracket-undeclared": (
        "tekton/task.yaml",
        _TASK.replace("ARGS", '        - $(params["tag"])\n'),
    ),
    "tekton-task-no-results-key": (
        "tekton/task.yaml",
        _TASK.replace("ARGS", "        - --out=$(results.digest.path)\n"),
    ),
    "argo-sensor-negated-condition": (
        "argo/sensor.yaml",
        _SENSOR.replace("CONDITIONS", '"push && (tag || release)"'),
    ),
    "argo-hooks-running-template": (
        "argo/ci.yaml",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\n"
        "spec:\n  entrypoint: main\n  hooks:\n    running:\n      expression: workflow.status\n"
        "      template: alert\n  templates:\n    - name: main\n      container:\n"
        "        image: alpine\n",
    ),
}


@pytest.mark.parametrize("case", list(_MORE_NAMES_WHOLE.values()), ids=list(_MORE_NAMES_WHOLE))
def test_declared_names_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_MORE_NAMES_PARTS.values()), ids=list(_MORE_NAMES_PARTS))
def test_undeclared_name_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_AZURE_STEPS = "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nRESOURCESsteps:\nSTEPS"
_BITBUCKET = (
    "image: python:3.12\n\nDEFINITIONSpipelines:\n  branches:\n    main:\n      - step:\n"
    "          name: Test\n          services: SERVICES\n          script:\n            - pytest\n"
)

_RESOURCES_WHOLE = {
    "azure-pipeline-resource-declared": (
        "azure-pipelines.yml",
        _AZURE_STEPS.replace(
            "RESOURCES",
            "resources:\n  pipelines:\n    - pipeline: upstream\n      source: build-ci\n\n",
        ).replace("STEPS", "  - download: upstream\n  - checkout: none\n"),
    ),
    "azure-template-file-checkout-of-caller": (
        ".azure-pipelines/templates/steps.yml",
        "parameters:\n  - name: repo\n    type: string\n\nsteps:\n  - checkout: tools\n",
    ),
    "bitbucket-flow-services-declared": (
        "bitbucket-pipelines.yml",
        _BITBUCKET.replace(
            "DEFINITIONS", "definitions:\n  services:\n    postgres:\n      image: postgres:16\n\n"
        ).replace("SERVICES", "[docker, postgres]"),
    ),
}

_RESOURCES_PARTS = {
    "azure-steps-template-at-undeclared-repo": (
        "azure-pipelines.yml",
        _AZURE_STEPS.replace("RESOURCES", "").replace("STEPS", "  - template: build.yml@shared\n"),
    ),
    "bitbucket-flow-services-branch-undeclared": (
        "bitbucket-pipelines.yml",
        _BITBUCKET.replace("DEFINITIONS", "").replace("SERVICES", "[mysql]"),
    ),
}


@pytest.mark.parametrize("case", list(_RESOURCES_WHOLE.values()), ids=list(_RESOURCES_WHOLE))
def test_resources_declared_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_RESOURCES_PARTS.values()), ids=list(_RESOURCES_PARTS))
def test_resource_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_CIRCLE_PARAMS = (
    "version: 2.1\n\nTOPjobs:\n  test:\nJOBPARAMS    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\n      - run: pytest -n << parameters.workers >>\n\n"
    "workflows:\n  main:\n    when: << pipeline.parameters.run >>\n    jobs:\n      - test\n"
)
_WORKERS = "    parameters:\n      workers:\n        type: integer\n        default: 2\n"
_RUN = "parameters:\n  run:\n    type: boolean\n    default: true\n\n"


@pytest.mark.parametrize(
    ("top", "job", "usable"),
    [
        pytest.param(_RUN, _WORKERS, True, id="all-declared"),
        pytest.param(_RUN, _WORKERS.replace("workers:", "jobs:"), False, id="job-param-missing"),
        pytest.param(_RUN.replace("run:", "deploy:"), _WORKERS, False, id="pipeline-missing"),
        pytest.param(_RUN, "", False, id="job-parameters-left-out"),
    ],
)
def test_circleci_parameter_references(top: str, job: str, usable: bool) -> None:
    content = _CIRCLE_PARAMS.replace("TOP", top).replace("JOBPARAMS", job)
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert result.usable is usable, (result.status, result.diagnostics)
    if usable:
        assert files_of(result) == [(".circleci/config.yml", content)]
