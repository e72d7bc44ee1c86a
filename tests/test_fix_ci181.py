"""fix-ci181: CI files with an item left out (issue 20), the neighbours of hunt143's findings.

Expected by hand, from each tool's reference: Azure's ``template: x.yml@self`` names the
pipeline's own repository (no ``resources:`` entry); Tekton resolves ``$(params.x)`` in the
scope the value stands in, a Task's, a StepAction's, a Pipeline's spec, an embedded
``taskSpec``/``pipelineSpec``, and propagates a run's, a pipeline's and a pipeline task's params
into the specs they embed; a name no scope around declares is the declaration the answer left
out (Tekton: "non-existent variable"). A whole file is kept as written; a part is refused with
a diagnostic naming the reference.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE = "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nRESOURCES"
_REPOS = (
    "resources:\n  repositories:\n    - repository: tools\n      type: git\n"
    "      name: org/tools\n\n"
)
_TASKRUN = (
    "apiVersion: tekton.dev/v1\nkind: TaskRun\nmetadata:\n  generateName: r-\nspec:\nRUN"
    "  taskSpec:\n    params:\n      - name: a\n    steps:\n      - name: s\n"
    "        image: alpine\n        args: [READ]\n"
)
_PIPELINE = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: p\nspec:\n  params:\n"
    "    - name: url\n  tasks:\n    - name: inline\nBOUND      taskSpec:\n        steps:\n"
    "          - name: s\n            image: alpine\n            args: [READ]\n"
)
_PIPELINERUN = (
    "apiVersion: tekton.dev/v1\nkind: PipelineRun\nmetadata:\n  generateName: r-\nspec:\nRUN"
    "  pipelineSpec:\n    params:\n      - name: a\n    tasks:\n      - name: t\n"
    "        taskSpec:\n          steps:\n            - name: s\n              image: alpine\n"
    "              args: [READ]\n"
)
_STEPACTION = (
    "apiVersion: tekton.dev/v1beta1\nkind: StepAction\nmetadata:\n  name: s\nspec:\nPARAMS"
    "  image: alpine\n  args: [READ]\n"
)
_CUSTOM = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: p\nspec:\n  tasks:\n"
    "    - name: wait\n      taskSpec:\n        apiVersion: example.dev/v0\n        kind: Wait\n"
    "        spec:\n          duration: $(params.duration)\n"
)

_WHOLE = {
    "azure-self-template-in-stage-jobs": (
        "azure-pipelines.yml",
        _AZURE.replace("RESOURCES", "")
        + "stages:\n  - stage: Build\n    jobs:\n      - template: jobs/build.yml@self\n"
        "        parameters:\n          name: b\n",
    ),
    "azure-self-and-declared-alias-in-deployment": (
        "azure-pipelines.yml",
        _AZURE.replace("RESOURCES", _REPOS)
        + "jobs:\n  - deployment: Deploy\n    environment: prod\n    strategy:\n      runOnce:\n"
        "        deploy:\n          steps:\n            - template: steps/a.yml@self\n"
        "            - template: steps/b.yml@tools\n",
    ),
    "tekton-taskrun-reads-its-run-param": (
        "run.yaml",
        _TASKRUN.replace("RUN", "  params:\n    - name: b\n      value: x\n").replace(
            "READ", "'$(params.b)'"
        ),
    ),
    "tekton-taskrun-reads-its-spec-param": (
        "run.yaml",
        _TASKRUN.replace("RUN", "").replace("READ", "'$(params.a)'"),
    ),
    "tekton-taskspec-reads-pipeline-param": (
        "pipeline.yaml",
        _PIPELINE.replace("BOUND", "").replace("READ", "'$(params.url)'"),
    ),
    "tekton-taskspec-reads-its-task-binding": (
        "pipeline.yaml",
        _PIPELINE.replace(
            "BOUND", "      params:\n        - name: rev\n          value: main\n"
        ).replace("READ", "'$(params.rev)'"),
    ),
    "tekton-pipelinerun-nested-taskspec-reads-run-param": (
        "run.yaml",
        _PIPELINERUN.replace("RUN", "  params:\n    - name: b\n      value: x\n").replace(
            "READ", "'$(params.b)'"
        ),
    ),
    "tekton-pipelinerun-nested-taskspec-reads-spec-param": (
        "run.yaml",
        _PIPELINERUN.replace("RUN", "").replace("READ", "'$(params.a)'"),
    ),
    "tekton-stepaction-param-declared": (
        "stepaction.yaml",
        _STEPACTION.replace("PARAMS", "  params:\n    - name: url\n").replace(
            "READ", "'$(params.url)'"
        ),
    ),
    "tekton-custom-task-spec-not-read": ("pipeline.yaml", _CUSTOM),
}

# id: (path, content, what the diagnostic names)
_PARTS = {
    "azure-template-alias-like-self": (
        "azure-pipelines.yml",
        _AZURE.replace("RESOURCES", "")
        + "jobs:\n  - job: B\n    steps:\n      - template: steps/a.yml@selfhosted\n",
        "selfhosted",
    ),
    "tekton-taskrun-workspace-undeclared": (
        "run.yaml",
        _TASKRUN.replace("RUN", "").replace("READ", "'$(workspaces.src.path)'"),
        "$(workspaces.src)",
    ),
    "tekton-taskrun-param-declared-nowhere": (
        "run.yaml",
        _TASKRUN.replace("RUN", "  params:\n    - name: b\n      value: x\n").replace(
            "READ", "'$(params.c)'"
        ),
        "$(params.c)",
    ),
    "tekton-taskspec-param-declared-nowhere": (
        "pipeline.yaml",
        _PIPELINE.replace("BOUND", "").replace("READ", "'$(params.revision)'"),
        "$(params.revision)",
    ),
    "tekton-pipelinerun-nested-taskspec-undeclared": (
        "run.yaml",
        _PIPELINERUN.replace("RUN", "").replace("READ", "'$(params.z)'"),
        "$(params.z)",
    ),
    "tekton-stepaction-no-params": (
        "stepaction.yaml",
        _STEPACTION.replace("PARAMS", "").replace("READ", "'$(params.url)'"),
        "$(params.url)",
    ),
}


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in _WHOLE.items()])
def test_a_whole_ci_file_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content", "named"), [pytest.param(*v, id=k) for k, v in _PARTS.items()]
)
def test_an_item_left_out_is_refused(path: str, content: str, named: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, files_of(result)
    assert [d.code for d in result.diagnostics] == ["elided-code"]
    assert named in result.diagnostics[0].message


_CIRCLE = (
    "version: 2.1\n\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\n      - run: pytest\n\nworkflows:\n  main:\n    jobs:\nJOBS"
)
_CIRCLE_WHOLE = {
    # (a packed config's fragment: its jobs are other files of .circleci/src/)
    "packed-fragment": (
        ".circleci/src/@config.yml",
        _CIRCLE.replace("JOBS", "      - test\n      - deploy\n"),
    ),
    "continue-config-all-declared": (
        ".circleci/continue_config.yml",
        _CIRCLE.replace("JOBS", "      - test\n"),
    ),
}
_CIRCLE_PARTS = {
    "ci-dir-requires-unlisted": (
        "ci/circle.yml",
        _CIRCLE.replace("JOBS", "      - test:\n          requires: [lint]\n"),
        "lint",
    ),
    "continue-config-orb-job-no-orbs": (
        ".circleci/continue_config.yml",
        _CIRCLE.replace("JOBS", "      - test\n      - aws-ecr/build-and-push-image\n"),
        "aws-ecr",
    ),
}


@pytest.mark.parametrize(
    ("path", "content"), [pytest.param(*v, id=k) for k, v in _CIRCLE_WHOLE.items()]
)
def test_a_circleci_config_by_content_whole_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content", "named"), [pytest.param(*v, id=k) for k, v in _CIRCLE_PARTS.items()]
)
def test_a_circleci_config_by_content_left_out_is_refused(
    path: str, content: str, named: str
) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, files_of(result)
    assert [d.code for d in result.diagnostics] == ["elided-code"]
    assert named in result.diagnostics[0].message


_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: w-\nspec:\n"
    "  entrypoint: main\nARGS  templates:\n    - name: main\n      inputs:\n        parameters:\n"
    "          - name: msg\n      steps:\n        - - name: gen\n            template: gen\n"
    "          - name: other\n            template: gen\n        - - name: use\n"
    "            template: gen\n            arguments:\n              parameters:\n"
    "                - name: m\n                  value: 'READ'\n"
    "    - name: gen\n      container:\n        image: alpine\n"
)
_ARGO_WHOLE = {
    "argo-second-step-of-a-group": _ARGO.replace("ARGS", "").replace(
        "READ", "{{steps.other.outputs.result}}"
    ),
    "argo-input-declared": _ARGO.replace("ARGS", "").replace("READ", "{{inputs.parameters.msg}}"),
    "argo-workflow-parameters-json": _ARGO.replace("ARGS", "").replace(
        "READ", "{{workflow.parameters.json}}"
    ),
    "argo-template-defaults": _ARGO.replace(
        "ARGS", "  templateDefaults:\n    timeout: 1h\n"
    ).replace("READ", "{{inputs.parameters.x}}"),
    "argo-workflow-name-variable": _ARGO.replace("ARGS", "").replace("READ", "{{workflow.name}}"),
}
_ARGO_PARTS = {
    "argo-step-of-another-template": (
        _ARGO.replace("ARGS", "").replace("READ", "{{steps.build.outputs.result}}"),
        "{{steps.build}}",
    ),
    "argo-input-artifact-undeclared": (
        _ARGO.replace("ARGS", "").replace("READ", "{{inputs.artifacts.src.path}}"),
        "{{inputs.artifacts.src}}",
    ),
    "argo-workflow-parameter-no-arguments": (
        _ARGO.replace("ARGS", "").replace("READ", "{{workflow.parameters.env}}"),
        "{{workflow.parameters.env}}",
    ),
    "argo-tasks-in-a-steps-template": (
        _ARGO.replace("ARGS", "").replace("READ", "{{tasks.gen.outputs.result}}"),
        "{{tasks.gen}}",
    ),
}


@pytest.mark.parametrize("content", [pytest.param(v, id=k) for k, v in _ARGO_WHOLE.items()])
def test_an_argo_workflow_whole_is_kept(content: str) -> None:
    result = parse_response(native_answer("wf.yaml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("wf.yaml", content)]


@pytest.mark.parametrize(
    ("content", "named"), [pytest.param(*v, id=k) for k, v in _ARGO_PARTS.items()]
)
def test_an_argo_variable_left_out_is_refused(content: str, named: str) -> None:
    result = parse_response(native_answer("wf.yaml", content))
    assert not result.usable, files_of(result)
    assert [d.code for d in result.diagnostics] == ["elided-code"]
    assert named in result.diagnostics[0].message


_BITBUCKET = (
    "image: node:20\n\nDEFSpipelines:\n  default:\n    - step:\n        caches:\n          - node\n"
    "CACHE        script:\n          - npm ci\n"
)
_BITBUCKET_WHOLE = {
    "predefined-caches-only": _BITBUCKET.replace("DEFS", "").replace("CACHE", "          - pip\n"),
    "custom-cache-with-key-files": _BITBUCKET.replace(
        "DEFS",
        "definitions:\n  caches:\n    deps:\n      key:\n        files:\n"
        "          - package-lock.json\n      path: node_modules\n\n",
    ).replace("CACHE", "          - deps\n"),
}


@pytest.mark.parametrize("content", [pytest.param(v, id=k) for k, v in _BITBUCKET_WHOLE.items()])
def test_a_bitbucket_file_whole_is_kept(content: str) -> None:
    result = parse_response(native_answer("bitbucket-pipelines.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("bitbucket-pipelines.yml", content)]


def test_a_bitbucket_cache_defined_nowhere_is_refused() -> None:
    content = _BITBUCKET.replace(
        "DEFS", "definitions:\n  caches:\n    deps: node_modules\n\n"
    ).replace("CACHE", "          - gems\n")
    result = parse_response(native_answer("bitbucket-pipelines.yml", content))
    assert not result.usable, files_of(result)
    assert [d.code for d in result.diagnostics] == ["elided-code"]
    assert "caches: names gems" in result.diagnostics[0].message


_COMPONENT = (
    "spec:\n  inputs:\n    stage:\n      default: test\n    job-name:\n      default: lint\n"
    "---\n$[[ inputs.job-name ]]:\n  stage: $[[ inputs.stage | expand_vars ]]\n  script:\n"
    "    - READ\n"
)


def test_a_gitlab_component_reading_declared_inputs_is_kept() -> None:
    content = _COMPONENT.replace("READ", "echo hi")
    result = parse_response(native_answer("templates/lint.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("templates/lint.yml", content)]


def test_a_gitlab_component_reading_an_undeclared_input_is_refused() -> None:
    content = _COMPONENT.replace("READ", "ruff check $[[ inputs.paths ]]")
    result = parse_response(native_answer("templates/lint.yml", content))
    assert not result.usable, files_of(result)
    assert [d.code for d in result.diagnostics] == ["elided-code"]
    assert "inputs.paths" in result.diagnostics[0].message
