"""hunt143: CI/workflow files reading an item by a reference the tool resolves only against
the file itself, when the file lacks it: the neighbours of fix-ci168's Tekton ``$(params.x)``
and Bitbucket ``services:`` rules that are not read.

Expected by hand (each tool's own validation refuses the file): an Argo Workflow reading
``{{inputs.parameters.who}}`` of a template whose ``inputs.parameters`` lacks ``who``,
``{{workflow.parameters.who}}`` with ``spec.arguments.parameters`` lacking it (Argo: "failed to
resolve"), ``{{steps.gen.outputs.result}}``/``{{tasks.gen.outputs.result}}`` with no step/task
``gen``; a Tekton PipelineRun's ``pipelineSpec`` reading ``$(params.b)`` it does not declare
("non-existent variable"); a Bitbucket step's ``caches:`` naming ``poetry`` that
``definitions: caches:`` does not define (only the predefined caches ``pip``, ``node``, ...
need none); a GitLab ``$[[ inputs.image ]]`` the ``spec: inputs:`` header lacks ("unknown
interpolation key"). Each is the declaration or item the answer left out: the file is not
whole, refused. Guards: the same files with the item declared stay whole.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: w-\nspec:\n"
    "  entrypoint: main\n"
)
_ARGO_INPUTS = (
    _ARGO + "  templates:\n    - name: main\n      inputs:\n        parameters:\n"
    "          - name: msg\nDECLARED      container:\n        image: alpine\n"
    "        args: ['{{inputs.parameters.msg}}', '{{inputs.parameters.who}}']\n"
)
_ARGO_WORKFLOW = (
    _ARGO + "  arguments:\n    parameters:\n      - name: msg\n        value: hi\nDECLARED"
    "  templates:\n    - name: main\n      container:\n        image: alpine\n"
    "        args: ['{{workflow.parameters.who}}']\n"
)
_PRINT = (
    "    - name: print\n      inputs:\n        parameters:\n          - name: msg\n"
    "      container:\n        image: alpine\n"
)
_ARGO_STEPS = (
    _ARGO + "  templates:\n    - name: main\n      steps:\nDECLARED        - - name: use\n"
    "            template: print\n            arguments:\n              parameters:\n"
    "                - name: msg\n                  value: '{{steps.gen.outputs.result}}'\n"
    + _PRINT
)
_ARGO_TASKS = (
    _ARGO + "  templates:\n    - name: main\n      dag:\n        tasks:\nDECLARED"
    "          - name: use\n            template: print\n            arguments:\n"
    "              parameters:\n                - name: msg\n"
    "                  value: '{{tasks.gen.outputs.result}}'\n" + _PRINT
)
_TEKTON_RUN = (
    "apiVersion: tekton.dev/v1\nkind: PipelineRun\nmetadata:\n  generateName: r-\nspec:\n"
    "  pipelineSpec:\n    params:\n      - name: a\nDECLARED    tasks:\n      - name: t\n"
    "        taskRef:\n          name: echo\n        params:\n          - name: m\n"
    "            value: $(params.b)\n"
)
_BITBUCKET = (
    "image: python:3.12\n\nDECLAREDpipelines:\n  default:\n    - step:\n        caches:\n"
    "          - pip\n          - poetry\n        script:\n          - poetry install\n"
)
_BITBUCKET_DEFS = (
    "image: python:3.12\n\ndefinitions:\nDECLARED  services:\n    redis:\n      image: redis:7\n\n"
    "pipelines:\n  default:\n    - step:\n        caches:\n          - poetry\n"
    "        services:\n          - redis\n        script:\n          - poetry install\n"
)
_GITLAB = (
    "spec:\n  inputs:\n    stage:\n      default: test\nDECLARED---\n\ntest:\n"
    "  stage: $[[ inputs.stage ]]\n  image: $[[ inputs.image ]]\n  script:\n    - pytest\n"
)

# id: (path, the file with DECLARED, what DECLARED is in the whole file)
_CASES = {
    "argo-inputs-parameter": ("wf.yaml", _ARGO_INPUTS, "          - name: who\n"),
    "argo-workflow-parameter": ("wf.yaml", _ARGO_WORKFLOW, "      - name: who\n        value: x\n"),
    "argo-steps-output": (
        "wf.yaml",
        _ARGO_STEPS,
        "        - - name: gen\n            template: print\n",
    ),
    "argo-tasks-output": (
        "wf.yaml",
        _ARGO_TASKS,
        "          - name: gen\n            template: print\n",
    ),
    "tekton-pipelinerun-spec-param": ("run.yaml", _TEKTON_RUN, "      - name: b\n"),
    "bitbucket-cache-undefined": (
        "bitbucket-pipelines.yml",
        _BITBUCKET,
        "definitions:\n  caches:\n    poetry: ~/.cache/pypoetry\n\n",
    ),
    "bitbucket-cache-beside-services": (
        "bitbucket-pipelines.yml",
        _BITBUCKET_DEFS,
        "  caches:\n    poetry: ~/.cache/pypoetry\n",
    ),
    "gitlab-spec-input": (".gitlab-ci.yml", _GITLAB, "    image:\n      default: python:3.12\n"),
}


@pytest.mark.parametrize(
    ("path", "text", "declared"), [pytest.param(*v, id=k) for k, v in _CASES.items()]
)
def test_a_reference_to_an_item_the_file_lacks_refuses_it(
    path: str, text: str, declared: str
) -> None:
    content = text.replace("DECLARED", "")
    result = parse_response(native_answer(path, content))
    assert not result.usable, files_of(result)


@pytest.mark.parametrize(
    ("path", "text", "declared"), [pytest.param(*v, id=k) for k, v in _CASES.items()]
)
def test_the_item_declared_keeps_it_whole(path: str, text: str, declared: str) -> None:
    content = text.replace("DECLARED", declared)
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]
