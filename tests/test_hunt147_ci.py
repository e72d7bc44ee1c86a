"""hunt147: CI files that are a PART (fix-ci181's neighbours): each refers to a variable, a
parameter, a result, a workspace, an input or a repository alias the file does not declare, in
the shapes the tools' references give (Argo's ``{{item}}``/``{{=...}}``/``{{outputs...}}``,
Tekton's ``$(params["x"])``/``$(results.x.path)``/``$(workspaces.x.path)``, GitLab's
``$[[ inputs.x ]]``, Azure's ``${{ parameters.x }}`` and ``template: x@alias``, CircleCI's
``<< pipeline.parameters.x >>``). Expected by hand: a part is refused (not usable); reading it
as the whole file is usable-WRONG. WHOLE: the same files with the name declared are kept as
written (guards).
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: w-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      inputs:\n        parameters:\n"
    "          - name: msg\n      steps:\n        - - name: gen\n            template: gen\n"
    "        - - name: use\n            template: gen\nLOOP            arguments:\n"
    "              parameters:\n                - name: m\n                  value: '@R@'\n"
    "    - name: gen\n      inputs:\n        parameters:\n          - name: m\nOUT"
    "      container:\n        image: alpine\n        args: ['@G@']\n"
)
_OUT = (
    "      outputs:\n        parameters:\n          - name: x\n            valueFrom:\n"
    "              path: /tmp/x\n"
)


def _argo(
    read: str = "x", gen: str = "{{inputs.parameters.m}}", loop: str = "", out: str = ""
) -> str:
    return _ARGO.replace("@R@", read).replace("@G@", gen).replace("LOOP", loop).replace("OUT", out)


_TASK = (
    "apiVersion: tekton.dev/v1\nkind: Task\nmetadata:\n  name: t\nspec:\n  params:\n"
    "    - name: url\n      type: string\n    - name: cfg\n      type: object\n      properties:\n"
    "        k: {type: string}\n  results:\n    - name: digest\n  workspaces:\n    - name: src\n"
    "  steps:\n    - name: s\n      image: alpine\n      script: |\n        echo @R@\n"
)


def _task(read: str) -> str:
    return _TASK.replace("@R@", read)


_GITLAB = (
    "spec:\n  inputs:\n    stage:\n      default: test\n---\nJOB:\n  stage: $[[ inputs.stage ]]\n"
    "  script:\n    - echo hi\n"
)
_AZURE = "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\n"
_CIRCLE = (
    "version: 2.1\n\nPARAMSjobs:\n  deploy:\n    docker:\n      - image: cimg/base:stable\n"
    "    steps:\n      - run: echo deploy\n\nworkflows:\n  main:\n"
    "    when: << pipeline.parameters.run-deploy >>\n    jobs:\n      - deploy\n"
)
_CIRCLE_PARAMS = "parameters:\n  run-deploy:\n    type: boolean\n    default: false\n\n"

PARTS = {
    "argo-item-without-a-loop": ("wf.yaml", _argo("{{item}}")),
    "argo-expression-undeclared-input": ("wf.yaml", _argo("{{=inputs.parameters.nope}}")),
    "argo-step-output-parameter-undeclared": (
        "wf.yaml",
        _argo("{{steps.gen.outputs.parameters.out}}"),
    ),
    "argo-own-outputs-undeclared": ("wf.yaml", _argo(gen="{{outputs.parameters.x}}")),
    "tekton-bracket-param-undeclared": ("task.yaml", _task('$(params["rev"])')),
    "tekton-quoted-bracket-param-undeclared": ("task.yaml", _task("$(params['rev'])")),
    "tekton-result-undeclared": ("task.yaml", _task("$(results.sha.path)")),
    "tekton-task-workspace-undeclared": ("task.yaml", _task("$(workspaces.out.path)")),
}

PARTS_2 = {
    "tekton-object-param-undeclared": ("task.yaml", _task("$(params.conf.k)")),
    "gitlab-inputs-without-spec-header": (
        "templates/lint.yml",
        "lint:\n  stage: test\n  script:\n    - ruff check $[[ inputs.paths ]]\n",
    ),
    "gitlab-job-key-input-undeclared": (
        "templates/lint.yml",
        _GITLAB.replace("JOB", "$[[ inputs.job ]]"),
    ),
    "azure-extends-alias-undeclared": (
        "azure-pipelines.yml",
        _AZURE + "extends:\n  template: templates/main.yml@templates\n",
    ),
    "azure-parameter-undeclared": (
        "azure-pipelines.yml",
        _AZURE + "steps:\n  - script: echo ${{ parameters.env }}\n",
    ),
    "circleci-pipeline-parameter-undeclared": ("ci/config.yml", _CIRCLE.replace("PARAMS", "")),
}

_TASKRUN = (
    "apiVersion: tekton.dev/v1\nkind: TaskRun\nmetadata:\n  generateName: echo-run-\nspec:\n"
    "  params:\n    - name: message\n      value: hello\n  taskSpec:\n    params:\n"
    "      - name: message\n        type: string\n    steps:\n      - name: echo\n"
    '        image: alpine\n        script: |\n          echo "@R@"\n'
)
_COMPACT_TASK = (
    "apiVersion: tekton.dev/v1\nkind: Task\nmetadata:\n  name: t\nspec:\n  params:\n"
    "  - name: a\n  steps:\n  - name: s\n    image: alpine\n    script: |\n      echo @R@\n"
)

SCRIPTS = {
    "taskrun-script-undeclared": ("run.yaml", _TASKRUN.replace("@R@", "$(params.other)")),
    "compact-task-script-undeclared": ("task.yaml", _COMPACT_TASK.replace("@R@", "$(params.b)")),
}


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in SCRIPTS.items()])
def test_a_tekton_param_read_in_a_script_block_left_out_is_refused(path: str, content: str) -> None:
    _refused(path, content)


WHOLE = {
    "taskrun-script-declared": ("run.yaml", _TASKRUN.replace("@R@", "$(params.message)")),
    "compact-task-script-declared": ("task.yaml", _COMPACT_TASK.replace("@R@", "$(params.a)")),
    "argo-item-with-items": ("wf.yaml", _argo("{{item}}", loop="            withItems: [a, b]\n")),
    "argo-expression-declared-input": ("wf.yaml", _argo("{{=inputs.parameters.msg}}")),
    "argo-own-outputs-declared": ("wf.yaml", _argo(gen="{{outputs.parameters.x}}", out=_OUT)),
    "tekton-result-and-workspace": (
        "task.yaml",
        _task("$(results.digest.path) $(workspaces.src.path)"),
    ),
    "azure-extends-self": ("azure-pipelines.yml", _AZURE + "extends:\n  template: t.yml@self\n"),
    "circleci-pipeline-parameter-declared": (
        "ci/config.yml",
        _CIRCLE.replace("PARAMS", _CIRCLE_PARAMS),
    ),
}


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, files_of(result)


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in PARTS.items()])
def test_an_argo_or_tekton_name_left_out_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in PARTS_2.items()])
def test_an_input_parameter_or_alias_left_out_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in WHOLE.items()])
def test_the_same_files_declaring_the_name_are_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
