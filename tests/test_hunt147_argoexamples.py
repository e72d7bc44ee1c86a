"""hunt147: Argo's own examples (scripts-python, output-parameter, artifact-passing,
coinflip, loops-param-result, written as the Argo repository's examples/ write them: a
template's ``steps:`` list at the indentation of its key, ``- - name:``). Each reads
``{{steps.<name>...}}`` of a step the same template declares in an earlier group. Expected by
hand: each is a whole, valid Workflow and is kept as written (fix-ci181 reads
``{{steps.x}}`` and refuses these since, the base 6056e91f kept them); the same file with its
``steps:`` list indented under the key is kept (guard).
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_SCRIPTS_PYTHON = (
    "apiVersion: argoproj.io/v1alpha1\n"
    "kind: Workflow\n"
    "metadata:\n"
    "  generateName: scripts-\n"
    "spec:\n"
    "  entrypoint: main\n"
    "  templates:\n"
    "  - name: main\n"
    "    steps:\n"
    "    - - name: generate\n"
    "        template: gen-random-int\n"
    "    - - name: print\n"
    "        template: print-message\n"
    "        arguments:\n"
    "          parameters:\n"
    "          - name: message\n"
    '            value: "{{steps.generate.outputs.result}}"\n'
    "  - name: gen-random-int\n"
    "    script:\n"
    "      image: python:alpine3.6\n"
    "      command: [python]\n"
    "      source: |\n"
    "        import random\n"
    "        print(random.randint(1, 100))\n"
    "  - name: print-message\n"
    "    inputs:\n"
    "      parameters:\n"
    "      - name: message\n"
    "    container:\n"
    "      image: alpine:latest\n"
    "      command: [sh, -c]\n"
    '      args: ["echo result was: {{inputs.parameters.message}}"]\n'
)
_OUTPUT_PARAMETER = (
    "apiVersion: argoproj.io/v1alpha1\n"
    "kind: Workflow\n"
    "metadata:\n"
    "  generateName: output-parameter-\n"
    "spec:\n"
    "  entrypoint: output-parameter\n"
    "  templates:\n"
    "  - name: output-parameter\n"
    "    steps:\n"
    "    - - name: generate-parameter\n"
    "        template: hello-world-to-file\n"
    "    - - name: consume-parameter\n"
    "        template: print-message\n"
    "        arguments:\n"
    "          parameters:\n"
    "          - name: message\n"
    '            value: "{{steps.generate-parameter.outputs.parameters.hello-param}}"\n'
    "  - name: hello-world-to-file\n"
    "    container:\n"
    "      image: busybox\n"
    "      command: [sh, -c]\n"
    '      args: ["echo -n hello world > /tmp/hello_world.txt"]\n'
    "    outputs:\n"
    "      parameters:\n"
    "      - name: hello-param\n"
    "        valueFrom:\n"
    "          path: /tmp/hello_world.txt\n"
    "  - name: print-message\n"
    "    inputs:\n"
    "      parameters:\n"
    "      - name: message\n"
    "    container:\n"
    "      image: busybox\n"
    "      command: [echo]\n"
    '      args: ["{{inputs.parameters.message}}"]\n'
)
_ARTIFACT_PASSING = (
    "apiVersion: argoproj.io/v1alpha1\n"
    "kind: Workflow\n"
    "metadata:\n"
    "  generateName: artifact-passing-\n"
    "spec:\n"
    "  entrypoint: artifact-example\n"
    "  templates:\n"
    "  - name: artifact-example\n"
    "    steps:\n"
    "    - - name: generate-artifact\n"
    "        template: whalesay\n"
    "    - - name: consume-artifact\n"
    "        template: print-message\n"
    "        arguments:\n"
    "          artifacts:\n"
    "          - name: message\n"
    '            from: "{{steps.generate-artifact.outputs.artifacts.hello-art}}"\n'
    "  - name: whalesay\n"
    "    container:\n"
    "      image: docker/whalesay:latest\n"
    "      command: [sh, -c]\n"
    '      args: ["cowsay hello world | tee /tmp/hello_world.txt"]\n'
    "    outputs:\n"
    "      artifacts:\n"
    "      - name: hello-art\n"
    "        path: /tmp/hello_world.txt\n"
    "  - name: print-message\n"
    "    inputs:\n"
    "      artifacts:\n"
    "      - name: message\n"
    "        path: /tmp/message\n"
    "    container:\n"
    "      image: alpine:latest\n"
    "      command: [sh, -c]\n"
    '      args: ["cat {{inputs.artifacts.message.path}}"]\n'
)
_COINFLIP = (
    "apiVersion: argoproj.io/v1alpha1\n"
    "kind: Workflow\n"
    "metadata:\n"
    "  generateName: coinflip-\n"
    "spec:\n"
    "  entrypoint: coinflip\n"
    "  templates:\n"
    "  - name: coinflip\n"
    "    steps:\n"
    "    - - name: flip-coin\n"
    "        template: flip-coin\n"
    "    - - name: heads\n"
    "        template: heads\n"
    '        when: "{{steps.flip-coin.outputs.result}} == heads"\n'
    "      - name: tails\n"
    "        template: tails\n"
    '        when: "{{steps.flip-coin.outputs.result}} == tails"\n'
    "  - name: flip-coin\n"
    "    script:\n"
    "      image: python:alpine3.6\n"
    "      command: [python]\n"
    "      source: |\n"
    "        import random\n"
    '        result = "heads" if random.randint(0,1) == 0 else "tails"\n'
    "        print(result)\n"
    "  - name: heads\n"
    "    container:\n"
    "      image: alpine:3.6\n"
    "      command: [sh, -c]\n"
    '      args: ["echo \\"it was heads\\""]\n'
    "  - name: tails\n"
    "    container:\n"
    "      image: alpine:3.6\n"
    "      command: [sh, -c]\n"
    '      args: ["echo \\"it was tails\\""]\n'
)
_LOOPS_PARAM_RESULT = (
    "apiVersion: argoproj.io/v1alpha1\n"
    "kind: Workflow\n"
    "metadata:\n"
    "  generateName: loops-param-result-\n"
    "spec:\n"
    "  entrypoint: loop-param-result-example\n"
    "  templates:\n"
    "  - name: loop-param-result-example\n"
    "    steps:\n"
    "    - - name: generate\n"
    "        template: gen-number-list\n"
    "    - - name: sleep\n"
    "        template: sleep-n-sec\n"
    "        arguments:\n"
    "          parameters:\n"
    "          - name: seconds\n"
    '            value: "{{item}}"\n'
    '        withParam: "{{steps.generate.outputs.result}}"\n'
    "  - name: gen-number-list\n"
    "    script:\n"
    "      image: python:alpine3.6\n"
    "      command: [python]\n"
    "      source: |\n"
    "        import json\n"
    "        import sys\n"
    "        json.dump([i for i in range(20, 31)], sys.stdout)\n"
    "  - name: sleep-n-sec\n"
    "    inputs:\n"
    "      parameters:\n"
    "      - name: seconds\n"
    "    container:\n"
    "      image: alpine:latest\n"
    "      command: [sh, -c]\n"
    '      args: ["echo sleeping for {{inputs.parameters.seconds}} seconds;'
    ' sleep {{inputs.parameters.seconds}}; echo done"]\n'
)

EXAMPLES = {
    "scripts-python": _SCRIPTS_PYTHON,
    "output-parameter": _OUTPUT_PARAMETER,
    "artifact-passing": _ARTIFACT_PASSING,
    "coinflip": _COINFLIP,
    "loops-param-result": _LOOPS_PARAM_RESULT,
}


def _indented(content: str) -> str:
    """The same file with each steps: list indented two more spaces under its key."""
    lines = content.splitlines(keepends=True)
    result, depth = [], None
    for line in lines:
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        if depth is not None and (
            indent < depth or (indent == depth and not stripped.startswith("-"))
        ):
            depth = None
        if depth is not None:
            line = "  " + line
        if stripped.startswith("steps:"):
            depth = indent
        result.append(line)
    return "".join(result)


@pytest.mark.parametrize("content", [pytest.param(v, id=k) for k, v in EXAMPLES.items()])
def test_an_argo_example_with_compact_steps_is_kept(content: str) -> None:
    result = parse_response(native_answer("workflow.yaml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("workflow.yaml", content)]


@pytest.mark.parametrize("content", [pytest.param(v, id=k) for k, v in EXAMPLES.items()])
def test_the_same_example_with_indented_steps_is_kept(content: str) -> None:
    content = _indented(content)
    result = parse_response(native_answer("workflow.yaml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("workflow.yaml", content)]
