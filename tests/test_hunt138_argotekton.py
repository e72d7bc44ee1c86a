"""hunt138: fix-ci157 reads an Argo DAG's ``dependencies:`` and a Tekton task's ``runAfter:``,
but not the other ways each tool names a task or a template, which it validates just the same:

- Argo's ``depends:`` expression ("build && lint", "fetch.Succeeded"; Argo: "dependency ... not
  defined"), the newer spelling of ``dependencies:``;
- an Argo Workflow whose ``entrypoint:`` names a template and whose spec has no ``templates:``
  at all (nor a ``workflowTemplateRef:``): the templates the answer left out;
- a Tekton task reading ``$(tasks.<name>.results.<r>)`` in its params or its ``when:`` input (a
  dependency as runAfter is: Tekton builds the DAG from both and refuses an unknown task);
- a Tekton task binding ``workspace: cache`` that the pipeline's ``spec.workspaces`` lacks
  (Tekton: "expects workspace ... but none exists in pipeline spec").

Each file is a part, written whole: usable-WRONG. The guards: each shape with its names defined
(and Tekton's ``$(tasks.status)``, the aggregate, no task) stays whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ARGO_DAG = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      dag:\n        tasks:\n"
    "          - name: lint\n            template: run\n"
    "          - name: test\n            depends: DEPENDS\n            template: run\n"
    "    - name: run\n      container:\n        image: alpine\n"
)
_ARGO_CRON = (
    "apiVersion: argoproj.io/v1alpha1\nkind: CronWorkflow\nmetadata:\n  name: nightly\nspec:\n"
    "  schedule: '0 2 * * *'\n  workflowSpec:\n    entrypoint: main\n    templates:\n"
    "      - name: main\n        dag:\n          tasks:\n            - name: report\n"
    "              depends: fetch.Succeeded\n              template: run\n"
    "      - name: run\n        container:\n          image: alpine\n"
)
_ARGO_NO_TEMPLATES = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  serviceAccountName: argo\n  arguments:\n    parameters:\n"
    "      - name: branch\n        value: main\n"
)
_TEKTON = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n"
    "  workspaces:\n    - name: source\n  tasks:\n    - name: fetch\n      taskRef:\n"
    "        name: git-clone\n      workspaces:\n        - name: output\n"
    "          workspace: source\n    - name: test\n      runAfter: [fetch]\n      taskRef:\n"
    "        name: pytest\nTEST"
)

_PARTS = {
    "argo-depends-expression": ("argo/ci.yaml", _ARGO_DAG.replace("DEPENDS", '"build && lint"')),
    "argo-depends-result": ("argo/ci.yaml", _ARGO_DAG.replace("DEPENDS", "build.Succeeded")),
    "argo-cron-depends": ("argo/nightly.yaml", _ARGO_CRON),
    "argo-entrypoint-no-templates": ("argo/ci.yaml", _ARGO_NO_TEMPLATES),
    "tekton-param-result-of-task-left-out": (
        "tekton/pipeline.yaml",
        _TEKTON.replace(
            "TEST",
            "      params:\n        - name: version\n"
            "          value: $(tasks.compute-version.results.version)\n",
        ),
    ),
    "tekton-when-result-of-task-left-out": (
        "tekton/pipeline.yaml",
        _TEKTON.replace(
            "TEST",
            "      when:\n        - input: $(tasks.check-branch.results.is-main)\n"
            "          operator: in\n          values: ['true']\n",
        ),
    ),
    "tekton-workspace-left-out": (
        "tekton/pipeline.yaml",
        _TEKTON.replace(
            "TEST", "      workspaces:\n        - name: cache\n          workspace: cache\n"
        ),
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_name_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "argo-depends-defined": ("argo/ci.yaml", _ARGO_DAG.replace("DEPENDS", '"lint"')),
    "tekton-result-and-workspace-defined": (
        "tekton/pipeline.yaml",
        _TEKTON.replace(
            "TEST",
            "      params:\n        - name: commit\n"
            "          value: $(tasks.fetch.results.commit)\n"
            "      workspaces:\n        - name: source\n          workspace: source\n"
            "  finally:\n    - name: notify\n      params:\n        - name: status\n"
            "          value: $(tasks.status)\n      taskRef:\n        name: send-to-slack\n",
        ),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_names_defined_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
