"""hunt138: the CI kinds fix-ci157 reads name their parameters by reference too, and each tool
refuses a reference to a parameter the file does not declare: CircleCI ("Arguments referenced
without declared parameters: workers"; a ``<< pipeline.parameters.x >>`` with no top
``parameters:`` holding x fails compilation), Argo ("failed to resolve
{{inputs.parameters.message}}", ``{{workflow.parameters.x}}`` with no such ``spec.arguments``
parameter), Tekton (``$(params.x)`` of a pipeline whose ``spec.params`` lacks x: "non-existent
variable"). A reference to a parameter nowhere declared is the declaration the answer left out;
each file is written whole: usable-WRONG. The guards: declared parameters, and the tools' own
values (``<< pipeline.git.branch >>``, ``{{workflow.name}}``, ``$(context.pipelineRun.name)``),
stay whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CIRCLE_PIPELINE = (
    "version: 2.1\n\nPARAMSjobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\n      - run: pytest\n\nworkflows:\n  main:\n"
    "    when: << pipeline.parameters.REF >>\n    jobs:\n      - test\n"
)
_RUN_TESTS = "parameters:\n  run-tests:\n    type: boolean\n    default: true\n\n"
_CIRCLE_JOB = (
    "version: 2.1\n\njobs:\n  test:\nPARAMS    docker:\n"
    "      - image: cimg/python:<< parameters.python >>\n"
    "    steps:\n      - checkout\n      - run: pytest -n << parameters.REF >>\n\nworkflows:\n"
    "  main:\n    jobs:\n      - test\n"
)
_PYTHON = "    parameters:\n      python:\n        type: string\n        default: '3.12'\n"
_CIRCLE_COMMAND = (
    "version: 2.1\n\ncommands:\n  install:\n    steps:\n"
    "      - run: pip install -r << parameters.requirements >>\n\njobs:\n  test:\n    docker:\n"
    "      - image: cimg/python:3.12\n    steps:\n      - checkout\n      - install\n\n"
    "workflows:\n  main:\n    jobs:\n      - test\n"
)
_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: hello-\nspec:\n"
    "  entrypoint: main\n  arguments:\n    parameters:\n      - name: branch\n        value: main\n"
    "  templates:\n    - name: main\n      inputs:\n        parameters:\n"
    "          - name: greeting\n"
    "            value: hi\n      container:\n        image: alpine\n"
    '        command: [echo, "{{REF}}"]\n'
)
_TEKTON = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: ci\nspec:\n  params:\n"
    "    - name: repo-url\n      type: string\n  tasks:\n    - name: fetch\n      taskRef:\n"
    "        name: git-clone\n      params:\n        - name: url\n"
    "          value: $(params.repo-url)\n"
    "        - name: revision\n          value: $(REF)\n"
)

_PARTS = {
    "circle-pipeline-parameter-undeclared": (
        ".circleci/config.yml",
        _CIRCLE_PIPELINE.replace("PARAMS", _RUN_TESTS).replace("REF", "deploy"),
    ),
    "circle-pipeline-parameters-left-out": (
        ".circleci/config.yml",
        _CIRCLE_PIPELINE.replace("PARAMS", "").replace("REF", "run-tests"),
    ),
    "circle-job-parameter-undeclared": (
        ".circleci/config.yml",
        _CIRCLE_JOB.replace("PARAMS", _PYTHON).replace("REF", "workers"),
    ),
    "circle-job-parameters-left-out": (
        ".circleci/config.yml",
        _CIRCLE_JOB.replace("PARAMS", "").replace("REF", "python"),
    ),
    "circle-command-parameters-left-out": (".circleci/config.yml", _CIRCLE_COMMAND),
    "argo-input-parameter-undeclared": (
        "argo/hello.yaml",
        _ARGO.replace("REF", "inputs.parameters.message"),
    ),
    "argo-workflow-parameter-undeclared": (
        "argo/hello.yaml",
        _ARGO.replace("REF", "workflow.parameters.version"),
    ),
    "tekton-pipeline-param-undeclared": (
        "tekton/pipeline.yaml",
        _TEKTON.replace("REF", "params.revision"),
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_parameter_reference_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "circle-pipeline-declared-and-builtin": (
        ".circleci/config.yml",
        _CIRCLE_PIPELINE.replace("PARAMS", _RUN_TESTS)
        .replace("REF", "run-tests")
        .replace("      - run: pytest\n", "      - run: echo << pipeline.git.branch >>\n"),
    ),
    "circle-job-declared": (
        ".circleci/config.yml",
        _CIRCLE_JOB.replace("PARAMS", _PYTHON).replace("REF", "python"),
    ),
    "argo-declared-and-builtin": (
        "argo/hello.yaml",
        _ARGO.replace(
            "{{REF}}",
            "{{inputs.parameters.greeting}} {{workflow.parameters.branch}} {{workflow.name}}",
        ),
    ),
    "tekton-declared-and-context": (
        "tekton/pipeline.yaml",
        _TEKTON.replace("REF", "context.pipelineRun.name"),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_declared_parameters_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
