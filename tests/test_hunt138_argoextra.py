"""hunt138: more places where the kinds fix-ci157 reads (by content: ``argoproj.io``,
``tekton.dev``) name an item of their own file, each validated by the tool: an Argo Workflow's
own ``spec.hooks`` (``exit: template: notify``, outside ``spec.templates``); an Argo Events
Sensor's trigger ``conditions:`` and a parameter's ``dependencyName:`` (names of its
``spec.dependencies``: "dependency tag not found"); a Tekton *Task*'s ``$(workspaces.x.path)``,
``$(params.x)`` and ``$(results.x.path)`` (names of its ``spec.workspaces``/``params``/
``results``: "non-existent variable"). A name nowhere declared is the item the answer left
out; each file is written whole: usable-WRONG. The guards: every name declared stays whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  hooks:\n    exit:\n      template: HOOK\n  templates:\n"
    "    - name: main\n      container:\n        image: alpine\n    - name: cleanup\n"
    "      container:\n        image: alpine\n"
)
_SENSOR = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Sensor\nmetadata:\n  name: webhook\nspec:\n"
    "  dependencies:\n    - name: push\n      eventSourceName: github\n      eventName: repo\n"
    "    - name: tag\n      eventSourceName: github\n      eventName: tags\n"
    "  triggers:\n    - template:\n        name: ci\n        conditions: CONDITIONS\n"
    "        k8s:\n          operation: create\n          source:\n            resource:\n"
    "              apiVersion: v1\n              kind: ConfigMap\n              metadata:\n"
    "                generateName: x-\n      parameters:\n        - src:\n"
    "            dependencyName: DEPENDENCY\n            dataKey: body.ref\n"
    "          dest: metadata.name\n"
)
_TASK = (
    "apiVersion: tekton.dev/v1\nkind: Task\nmetadata:\n  name: build\nspec:\n  params:\n"
    "    - name: image\n      type: string\n    - name: context\n      default: .\n"
    "  workspaces:\n    - name: source\n  results:\n    - name: digest\n  steps:\n"
    "    - name: build\n      image: gcr.io/kaniko-project/executor\n"
    "      workingDir: $(workspaces.WORKSPACE.path)\n      args:\n"
    "        - --destination=$(params.image)\n        - --context=$(params.PARAM)\n"
    "        - --digest-file=$(results.RESULT.path)\n"
)


def _task(workspace: str = "source", param: str = "context", result: str = "digest") -> str:
    return _TASK.replace("WORKSPACE", workspace).replace("PARAM", param).replace("RESULT", result)


def _sensor(conditions: str, dependency: str) -> str:
    return _SENSOR.replace("CONDITIONS", conditions).replace("DEPENDENCY", dependency)


_PARTS = {
    "argo-workflow-hooks-exit-template": ("argo/ci.yaml", _ARGO.replace("HOOK", "notify")),
    "argo-sensor-conditions": ("argo/sensor.yaml", _sensor('"push && release"', "push")),
    "argo-sensor-parameter-dependency": ("argo/sensor.yaml", _sensor('"push || tag"', "release")),
    "tekton-task-workspace": ("tekton/build-task.yaml", _task(workspace="cache")),
    "tekton-task-param": ("tekton/build-task.yaml", _task(param="dockerfile")),
    "tekton-task-result": ("tekton/build-task.yaml", _task(result="sha")),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_name_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "argo-hooks-declared": ("argo/ci.yaml", _ARGO.replace("HOOK", "cleanup")),
    "argo-sensor-declared": ("argo/sensor.yaml", _sensor('"push || tag"', "tag")),
    "tekton-task-declared": ("tekton/build-task.yaml", _task()),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_declared_names_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
