"""hunt131: fix-ci139 refuses a CI file whose reference names an item it lacks (Azure's
dependsOn, CircleCI's requires, ...) by the file's kind, known from its path. The same
reference in a file the path table does not know is not read: an Azure pipeline under
.azure-pipelines/ (the layout Azure's docs and many repositories use) or named
azure-pipelines-ci.yml, a Drone step's depends_on (Drone: an unknown dependency fails the
pipeline), an Argo Workflow step's template: naming no template of spec.templates. Each file
is a part (the model left the job, step or template out), written whole: usable-WRONG."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE = """trigger:
  - main

pool:
  vmImage: ubuntu-latest

jobs:
  - job: Test
    dependsOn: Lint
    steps:
      - script: make test
"""

_DRONE = """kind: pipeline
type: docker
name: default

steps:
  - name: test
    image: python:3.12
    depends_on: [build]
    commands:
      - pytest
"""

_ARGO = """apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: ci-
spec:
  entrypoint: main
  templates:
    - name: main
      steps:
        - - name: build
            template: build
        - - name: test
            template: test
    - name: test
      container:
        image: python:3.12
        command: [pytest]
"""

_CASES = {
    "azure-under-dot-azure-pipelines": (".azure-pipelines/ci.yml", _AZURE),
    "azure-named-with-suffix": ("azure-pipelines-ci.yml", _AZURE),
    "drone-depends-on": (".drone.yml", _DRONE),
    "argo-step-template": ("argo/ci-workflow.yaml", _ARGO),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_reference_to_item_left_out_is_a_part(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
