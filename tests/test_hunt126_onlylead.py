"""hunt126: fix-ci129's part shapes (``part_of_kind`` over ``_PART_SHAPES``), read under an
'only ... changed' lead, refuse a whole file whose lead says, in the same breath, that the
block is the complete file.

'Only the Python version changed. Here is the complete file:' says what changed and that the
block is the whole file (a small GitLab file of one job, a CircleCI config of one job, an Azure
pipeline that is a list of steps, a kustomization with no resources:, a chart's values of one
top key are real whole files). Expected by hand: usable with the file exactly as written (the
same lead over a plain YAML file or a Python file is read so)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_GITLAB = (
    "test:\n  image: python:3.12\n  script:\n    - pip install -r requirements.txt\n"
    "    - pytest -q\n"
)
_CIRCLE = (
    "version: 2.1\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
    "    steps:\n      - checkout\n      - run: pytest\nworkflows:\n  main:\n    jobs:\n"
    "      - test\n"
)
_AZURE = "- script: npm ci\n  displayName: Install\n- script: npm test\n  displayName: Test\n"
_KUSTOMIZATION = (
    "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: prod\n"
    "namePrefix: prod-\nimages:\n  - name: web\n    newTag: 1.4.2\n"
)
_VALUES = "image:\n  repository: ghcr.io/acme/web\n  tag: 1.4.2\n  pullPolicy: IfNotPresent\n"

_CASES = [
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB,
        "Only the Python version changed. Here is the complete file:",
        id="gitlab-complete-file",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB,
        "Only one line changed (the image), here's the whole file for copy-paste:",
        id="gitlab-whole-file-copy-paste",
    ),
    pytest.param(
        ".circleci/config.yml",
        _CIRCLE,
        "Only the Python version changed. Here is the complete file:",
        id="circleci-complete-file",
    ),
    pytest.param(
        "azure-pipelines.yml",
        _AZURE,
        "Only the test step changed; the full file:",
        id="azure-full-file",
    ),
    pytest.param(
        "overlays/prod/kustomization.yaml",
        _KUSTOMIZATION,
        "Only the image tag changed; the full file:",
        id="kustomization-full-file",
    ),
    pytest.param(
        "charts/web/values.yaml",
        _VALUES,
        "Only the image tag changed. Here is the complete file:",
        id="values-complete-file",
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _CASES)
def test_only_changed_then_complete_file_is_whole(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]
