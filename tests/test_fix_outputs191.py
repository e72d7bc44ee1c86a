"""fix-outputs191: a tool's output after a write (hunt147-out*) and CI files that are parts
(hunt147-cinames, ciinputs, tektonscript).

Outputs, expected by hand: the transcript writes a.py ``x = 1\\ny = 2\\n`` (12 bytes, 2 lines),
then runs one bash command whose output is given. OTHER: the output shows a.py other than
written: refused. AGREES: the output shows a.py as written (or says nothing of it): kept
exactly as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _params(table: dict[str, tuple[str, str]]) -> list[object]:
    return [pytest.param(*v, id=k) for k, v in table.items()]


OTHER = {
    "readlines-other": ("python -c \"print(open('a.py').readlines())\"", "['x = 9\\n']"),
    "readlines-one-line-left-out": (
        "python3 -c \"print(open('a.py').readlines())\"",
        "['x = 1\\n']",
    ),
    "splitlines-other": (
        "python -c \"print(open('a.py').read().splitlines())\"",
        "['x = 1', 'y = 3']",
    ),
    "path-splitlines-empty": (
        "python -c \"import pathlib; print(pathlib.Path('a.py').read_text().splitlines())\"",
        "[]",
    ),
    "repr-other": ("python -c \"print(repr(open('a.py').read()))\"", "'x = 1\\n'"),
    "cat-tee-other": ("cat a.py | tee /dev/null", "x = 9\ny = 2"),
    "cat-tee-a-log-other": ("cat a.py | tee -a log.txt", "x = 9\ny = 2"),
    "strings-other": ("strings a.py", "x = 9\ny = 2"),
    "strings-nothing": ("strings a.py", ""),
    "od-c-other": ("od -c a.py", "0000000   x       =       9  \\n\n0000006"),
    "od-c-longer": (
        "od -c a.py",
        "0000000   x       =       1  \\n   y       =       2  \\n   z\n0000015",
    ),
    "xxd-p-other": ("xxd -p a.py", "78203d20390a"),
    "base64-other": ("base64 a.py", "eCA9IDkK"),
    "ls-lh-kilo": ("ls -lh a.py", "-rw-r--r-- 1 u u 2.1K Nov 28 23:00 a.py"),
    "ls-lh-mega": ("ls -lh", "total 4.0M\n-rw-r--r-- 1 u u 3M Nov 28 23:00 a.py"),
    "ls-lh-si": ("ls -l --si a.py", "-rw-r--r-- 1 u u 2.2k Nov 28 23:00 a.py"),
    "ls-lh-zero": ("ls -lh a.py", "-rw-r--r-- 1 u u 0 Nov 28 23:00 a.py"),
    "find-empty": ("find . -type f -empty", "./a.py"),
    "find-empty-named": ("find . -name '*.py' -empty", "./a.py"),
    "find-size-zero-c": ("find . -size 0c", "./a.py"),
    "find-size-minus-one-k": ("find . -type f -size -1k", "./a.py"),
    "find-maxdepth-type-f": ("find . -maxdepth 1 -type f", "./b.py"),
    "find-type-f-maxdepth": ("find . -type f -maxdepth 2 -name '*.py'", "./src/b.py"),
    "find-no-path-maxdepth": ("find -maxdepth 1 -print", ".\n./b.py"),
    "dir-unix": ("dir", "b.txt  src"),
    "cat-A-other": ("cat -A a.py", "x = 9$\ny = 2$"),
    "tree-s-zero": (
        "tree -s",
        ".\n\u2514\u2500\u2500 [          0]  a.py\n\n0 directories, 1 file",
    ),
    "tree-h-kilo": ("tree -h", ".\n\u2514\u2500\u2500 [2.1K]  a.py\n\n0 directories, 1 file"),
    "ls-glob-no-match": ("ls *.py", "ls: cannot access '*.py': No such file or directory"),
    "ls-glob-no-match-bsd": ("ls -l *.py", "ls: *.py: No such file or directory"),
}


@pytest.mark.parametrize(("command", "output"), _params(OTHER))
def test_an_output_showing_it_other_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


AGREES = {
    "readlines-same": ("python -c \"print(open('a.py').readlines())\"", "['x = 1\\n', 'y = 2\\n']"),
    "readlines-cut-short": ("python -c \"print(open('a.py').readlines())\"", "['x = 1\\n', 'y"),
    "splitlines-same": (
        "python -c \"print(open('a.py').read().splitlines())\"",
        "['x = 1', 'y = 2']",
    ),
    "repr-same": ("python -c \"print(repr(open('a.py').read()))\"", "'x = 1\\ny = 2\\n'"),
    "cat-tee-same": ("cat a.py | tee /dev/null", "x = 1\ny = 2"),
    "strings-same": ("strings a.py", "x = 1\ny = 2"),
    "strings-options": ("strings -n 8 a.py", ""),
    "od-c-same": (
        "od -c a.py",
        "0000000   x       =       1  \\n   y       =       2  \\n\n0000014",
    ),
    "od-x-other-shape": ("od -x a.py", "0000000 2078 203d 0a31 2079 203d 0a32\n0000014"),
    "xxd-p-same": ("xxd -p a.py", "78203d20310a79203d20320a"),
    "base64-same": ("base64 a.py", "eCA9IDEKeSA9IDIK"),
    "base64-decode-other-file": ("base64 -d a.b64", "x = 9"),
    "ls-lh-bytes": ("ls -lh a.py", "-rw-r--r-- 1 u u 12 Nov 28 23:00 a.py"),
    "ls-lh-total-only": ("ls -lh", "total 4.0K\n-rw-r--r-- 1 u u 12 Nov 28 23:00 a.py"),
    "du-sh-block": ("du -sh a.py", "4.0K\ta.py"),
    "find-empty-none": ("find . -type f -empty", ""),
    "find-not-empty-lists-it": ("find . -type f ! -empty", "./a.py"),
    "find-size-plus": ("find . -size +0", "./a.py"),
    "find-maxdepth-with-it": ("find . -maxdepth 1 -type f", "./a.py\n./b.py"),
    "find-mindepth-2": ("find . -mindepth 2 -type f", "./src/b.py"),
    "find-not-name": ("find . -name '*.py' -not -name 'a.py'", "./b.py"),
    "find-bang-name": ("find . -type f ! -name a.py", "./b.py"),
    "find-prune": ("find . -name a.py -prune -o -type f -print", "./b.py"),
    "find-or": ("find . -name '*.txt' -o -name '*.md'", "./b.txt"),
    "find-print0": ("find . -name a.py -print0", "./a.py\x00"),
    "fd-with": ("fd", "a.py\nb.txt"),
    "fd-type-f": ("fd -t f", "a.py\nb.txt"),
    "dir-with-it": ("dir", "a.py  b.txt  src"),
    "cat-A-same": ("cat -A a.py", "x = 1$\ny = 2$"),
    "cat-e-same": ("cat -e a.py", "x = 1$\ny = 2$"),
    "cat-An-same": ("cat -An a.py", "     1\tx = 1$\n     2\ty = 2$"),
    "tree-s-same": (
        "tree -s",
        ".\n\u2514\u2500\u2500 [         12]  a.py\n\n0 directories, 1 file",
    ),
    "ls-glob-other-pattern": ("ls *.md", "ls: cannot access '*.md': No such file or directory"),
}


@pytest.mark.parametrize(("command", "output"), _params(AGREES))
def test_an_output_agreeing_or_silent_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


def test_fd_running_a_command_refuses() -> None:
    assert _after("fd -e py -x rm", "") is None


# -- CI files: a part refers to a name the file does not declare; a whole file is kept ------

_TEKTON_TASK = """apiVersion: tekton.dev/v1
kind: Task
metadata:
  name: git-clone
spec:
  description: |
    Clones a repository. Read its URL with $(params.undeclared-in-a-description).
  params:
    - name: url
      type: string
    - name: revision
      type: string
      default: ""
    - name: cfg
      type: object
      properties:
        k: {type: string}
  workspaces:
    - name: output
      description: The git repo will be cloned onto this workspace.
  results:
    - name: commit
      description: The precise commit SHA that was fetched.
  steps:
    - name: clone
      image: alpine/git
      workingDir: $(workspaces.output.path)
      script: |
        #!/usr/bin/env sh
        set -eu
        # clone $(params.url) at $(params["revision"])
        git clone "$(params.url)" .
        git checkout "$(params['revision'])" $(params.cfg.k)
        printf "%s" "$(git rev-parse HEAD)" > "$(results.commit.path)"
        echo "$(workspaces.output.bound)"
"""

_ARGO_WF = """apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: loops-
spec:
  entrypoint: main
  arguments:
    parameters:
      - name: greeting
        value: hello
  templates:
    - name: main
      steps:
        - - name: gen
            template: gen
          - name: other
            template: whalesay
        - - name: print
            template: whalesay
            arguments:
              parameters:
                - name: message
                  value: "{{item}} {{steps.gen.outputs.parameters.number}}"
            withItems: [a, b]
        - - name: last
            template: whalesay
            arguments:
              parameters:
                - name: message
                  value: "{{=sprig.trim(steps['gen'].outputs.result)}}"
                - name: greeting
                  value: "{{=workflow.parameters.greeting}}"
    - name: gen
      script:
        image: python:alpine3.6
        command: [python]
        source: |
          print("{{item}} is no loop's item here: a script's text is not read")
      outputs:
        parameters:
          - name: number
            valueFrom:
              path: /tmp/n
    - name: whalesay
      inputs:
        parameters:
          - name: message
      container:
        image: docker/whalesay
        args: ["{{inputs.parameters.message}}", "{{=inputs.parameters.message}}"]
"""

_GITLAB_COMPONENT = """spec:
  inputs:
    job-prefix:
      default: lint
    paths:
      default: src
---
"$[[ inputs.job-prefix ]]-ruff":
  stage: test
  script:
    - ruff check $[[ inputs.paths ]]
$[[ inputs.job-prefix ]]-mypy:
  stage: test
  script:
    - mypy $[[ inputs.paths | expand_vars ]]
"""

_AZURE_PIPELINE = """parameters:
  - name: image
    displayName: Pool Image
    type: string
    default: ubuntu-latest
    values:
      - windows-latest
      - ubuntu-latest
  - name: runTests
    type: boolean
    default: true

trigger: none

resources:
  repositories:
    - repository: templates
      type: git
      name: Shared/templates

jobs:
  - job: build
    pool:
      vmImage: ${{ parameters.image }}
    steps:
      - script: echo building with ${{ parameters.image }}
      - ${{ if eq(parameters.runTests, true) }}:
          - script: echo testing
      - bash: |
          echo "${{ parameters['image'] }}"
      - template: steps/lint.yml@templates
"""

_ARGO_DAG = """apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: dag-
spec:
  entrypoint: main
  templates:
  - name: main
    dag:
      tasks:
      - name: A
        template: gen
      - name: B
        dependencies: [A]
        template: echo
        arguments:
          parameters:
          - name: message
            value: "{{tasks.A.outputs.parameters.hello-param}}"
      - name: C
        dependencies: [A]
        template: echo
        arguments:
          parameters: [{name: message, value: "{{item}}"}]
        withParam: "{{tasks.A.outputs.result}}"
  - name: gen
    container:
      image: alpine
      command: [sh, -c]
      args: ["echo hi > /tmp/hello_world.txt"]
    outputs:
      parameters:
      - name: hello-param
        valueFrom:
          path: /tmp/hello_world.txt
  - name: echo
    inputs:
      parameters:
      - name: message
    container:
      image: alpine
      args: ["{{inputs.parameters.message}}"]
"""

_TEKTON_PIPELINE = """apiVersion: tekton.dev/v1
kind: Pipeline
metadata:
  name: p
spec:
  params:
  - name: url
  tasks:
  - name: t
    params:
    - name: repo
      value: $(params.url)
    taskSpec:
      params:
      - name: repo
      steps:
      - name: s
        image: alpine
        script: |
          echo $(params.repo) $(params.url)
"""

WHOLE_CI = {
    "tekton-task-script-declared": ("task.yaml", _TEKTON_TASK),
    "argo-loops-outputs-expressions": ("wf.yaml", _ARGO_WF),
    "gitlab-component-job-keys": ("templates/lint.yml", _GITLAB_COMPONENT),
    "azure-runtime-parameters": ("azure-pipelines.yml", _AZURE_PIPELINE),
    "argo-dag-outputs-and-loop": ("wf.yaml", _ARGO_DAG),
    "tekton-pipeline-embedded-task-script": ("pipeline.yaml", _TEKTON_PIPELINE),
    "azure-extends-declared-alias": (
        "azure-pipelines.yml",
        _AZURE_PIPELINE.split("jobs:")[0]
        + "extends:\n  template: main.yml@templates\n  parameters:\n"
        + "    image: ${{ parameters.image }}\n",
    ),
}


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in WHOLE_CI.items()])
def test_a_whole_ci_file_stays_whole(path: str, content: str) -> None:
    from native_answers import native_answer

    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]


PART_CI = {
    "tekton-script-param-undeclared": (
        "task.yaml",
        _TEKTON_TASK.replace('git clone "$(params.url)"', 'git clone "$(params.repo)"'),
    ),
    "tekton-script-bracket-param-undeclared": (
        "task.yaml",
        _TEKTON_TASK.replace("$(params['revision'])", "$(params['rev'])"),
    ),
    "tekton-script-result-undeclared": (
        "task.yaml",
        _TEKTON_TASK.replace("$(results.commit.path)", "$(results.sha.path)"),
    ),
    "tekton-script-workspace-undeclared": (
        "task.yaml",
        _TEKTON_TASK.replace("$(workspaces.output.bound)", "$(workspaces.src.bound)"),
    ),
    "tekton-script-object-param-undeclared": (
        "task.yaml",
        _TEKTON_TASK.replace("$(params.cfg.k)", "$(params.conf.k)"),
    ),
    "argo-item-no-loop": ("wf.yaml", _ARGO_WF.replace("            withItems: [a, b]\n", "")),
    "argo-step-output-undeclared": (
        "wf.yaml",
        _ARGO_WF.replace("outputs.parameters.number}}", "outputs.parameters.count}}"),
    ),
    "argo-expression-bracket-step-undeclared": (
        "wf.yaml",
        _ARGO_WF.replace("steps['gen']", "steps['generate']"),
    ),
    "argo-expression-workflow-parameter-undeclared": (
        "wf.yaml",
        _ARGO_WF.replace("{{=workflow.parameters.greeting}}", "{{=workflow.parameters.name}}"),
    ),
    "argo-expression-input-undeclared": (
        "wf.yaml",
        _ARGO_WF.replace("{{=inputs.parameters.message}}", "{{=inputs.parameters.msg}}"),
    ),
    "argo-dag-task-output-undeclared": (
        "wf.yaml",
        _ARGO_DAG.replace("hello-param}}", "nope}}"),
    ),
    "argo-dag-item-no-loop": (
        "wf.yaml",
        _ARGO_DAG.replace('        withParam: "{{tasks.A.outputs.result}}"\n', ""),
    ),
    "tekton-pipeline-task-script-undeclared": (
        "pipeline.yaml",
        _TEKTON_PIPELINE.replace("echo $(params.repo) $(params.url)", "echo $(params.other)"),
    ),
    "gitlab-key-input-undeclared": (
        "templates/lint.yml",
        _GITLAB_COMPONENT.replace("$[[ inputs.job-prefix ]]-mypy", "$[[ inputs.prefix ]]-mypy"),
    ),
    "gitlab-no-spec-header": (
        "templates/lint.yml",
        _GITLAB_COMPONENT.split("---\n", 1)[1],
    ),
    "azure-parameter-undeclared": (
        "azure-pipelines.yml",
        _AZURE_PIPELINE.replace(
            "${{ parameters.image }}\n    steps", "${{ parameters.pool }}\n    steps"
        ),
    ),
    "azure-bracket-parameter-undeclared": (
        "azure-pipelines.yml",
        _AZURE_PIPELINE.replace("parameters['image']", "parameters['img']"),
    ),
    "azure-extends-alias-undeclared": (
        "azure-pipelines.yml",
        _AZURE_PIPELINE.split("resources:")[0] + "extends:\n  template: main.yml@shared\n",
    ),
}


@pytest.mark.parametrize(("path", "content"), [pytest.param(*v, id=k) for k, v in PART_CI.items()])
def test_a_ci_file_reading_a_name_it_lacks_is_refused(path: str, content: str) -> None:
    from native_answers import native_answer

    result = parse_response(native_answer(path, content))
    assert not result.usable, files_of(result)
