"""hunt143: Tekton resources fix-ci168's ``$(params.x)`` rule does not read: a ``StepAction``
(its own ``spec.params``), a ``TaskRun``'s embedded ``taskSpec``, and a Pipeline holding one
task's ``taskSpec`` (the whole Pipeline is skipped, so another task's ``value:
$(params.url)`` against the Pipeline's ``spec.params`` is not read either).

Expected by hand: each reads a parameter its spec does not declare (Tekton: "non-existent
variable"): the declaration the answer left out, refused (as a Task or a Pipeline without
``taskSpec`` reading an undeclared param are). Guards: the param declared keeps each whole.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_STEPACTION = (
    "apiVersion: tekton.dev/v1beta1\nkind: StepAction\nmetadata:\n  name: clone\nspec:\n"
    "  params:\n    - name: url\nDECLARED  image: alpine/git\n"
    "  args: ['clone', '$(params.url)', '$(params.revision)']\n"
)
_TASKRUN = (
    "apiVersion: tekton.dev/v1\nkind: TaskRun\nmetadata:\n  generateName: r-\nspec:\n"
    "  taskSpec:\n    params:\n      - name: a\nDECLARED    steps:\n      - name: s\n"
    "        image: alpine\n        args: ['$(params.b)']\n"
)
_PIPELINE = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: p\nspec:\n  params:\n"
    "    - name: a\nDECLARED  tasks:\n    - name: inline\n      taskSpec:\n        steps:\n"
    "          - name: s\n            image: alpine\n            script: echo hi\n"
    "    - name: clone\n      taskRef:\n        name: git-clone\n      params:\n"
    "        - name: url\n          value: $(params.url)\n"
)
_CASES = {
    "stepaction-param": ("stepaction.yaml", _STEPACTION, "    - name: revision\n"),
    "taskrun-taskspec-param": ("run.yaml", _TASKRUN, "      - name: b\n"),
    "pipeline-with-a-taskspec": ("pipeline.yaml", _PIPELINE, "    - name: url\n"),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _CASES.items()]


@pytest.mark.parametrize(("path", "text", "declared"), _PARAMS)
def test_an_undeclared_param_refuses_it(path: str, text: str, declared: str) -> None:
    result = parse_response(native_answer(path, text.replace("DECLARED", "")))
    assert not result.usable, files_of(result)


@pytest.mark.parametrize(("path", "text", "declared"), _PARAMS)
def test_the_param_declared_keeps_it_whole(path: str, text: str, declared: str) -> None:
    content = text.replace("DECLARED", declared)
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]
