"""hunt138: an Azure pipeline (read by fix-ci157 by its name, directory or content) names its
resources by alias, and Azure refuses an alias its ``resources:`` does not declare: a
``- checkout: tools`` (only ``self`` and ``none`` are no repository resource), a
``- template: steps/build.yml@templates``, a ``- download: upstream`` (only ``current`` and
``none`` are no pipeline resource). A Bitbucket step's ``services:`` names a service of
``definitions: services:`` (``docker`` is the one built in). Each alias nowhere declared is the
resource the answer left out (the ``resources:`` / ``definitions:`` block); the file is written
whole: usable-WRONG. The guards: the built-in names and declared aliases stay whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nRESOURCESjobs:\n  - job: Build\n"
    "    steps:\nSTEPS"
)
_REPOSITORIES = (
    "resources:\n  repositories:\n    - repository: templates\n      type: github\n"
    "      name: org/templates\n      endpoint: gh\n\n"
)
_BITBUCKET = (
    "image: python:3.12\n\nDEFINITIONSpipelines:\n  default:\n    - step:\n        name: Test\n"
    "        services:\nSERVICES        script:\n          - pytest\n"
)
_REDIS = "definitions:\n  services:\n    redis:\n      image: redis:7\n\n"


def _azure(resources: str, steps: str) -> str:
    return _AZURE.replace("RESOURCES", resources).replace("STEPS", steps)


def _bitbucket(definitions: str, services: str) -> str:
    return _BITBUCKET.replace("DEFINITIONS", definitions).replace("SERVICES", services)


_PARTS = {
    "azure-checkout-alias-undeclared": (
        "azure-pipelines.yml",
        _azure(
            _REPOSITORIES, "      - checkout: self\n      - checkout: tools\n      - script: make\n"
        ),
    ),
    "azure-checkout-alias-no-resources": (
        "azure-pipelines.yml",
        _azure("", "      - checkout: tools\n      - script: make\n"),
    ),
    "azure-template-at-repository-no-resources": (
        ".azure-pipelines/ci.yml",
        _azure("", "      - template: steps/build.yml@templates\n"),
    ),
    "azure-download-pipeline-alias-undeclared": (
        "azure-pipelines.yml",
        _azure(
            _REPOSITORIES,
            "      - download: upstream\n        artifact: drop\n      - script: make\n",
        ),
    ),
    "bitbucket-service-undeclared": (
        "bitbucket-pipelines.yml",
        _bitbucket(_REDIS, "          - redis\n          - postgres\n"),
    ),
    "bitbucket-service-no-definitions": (
        "bitbucket-pipelines.yml",
        _bitbucket("", "          - postgres\n"),
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_resource_alias_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "azure-builtin-and-declared": (
        "azure-pipelines.yml",
        _azure(
            _REPOSITORIES,
            "      - checkout: self\n      - checkout: templates\n"
            "      - template: steps/build.yml@templates\n      - download: current\n",
        ),
    ),
    "azure-template-local": (
        "azure-pipelines.yml",
        _azure("", "      - template: steps/build.yml\n"),
    ),
    "bitbucket-docker-and-declared": (
        "bitbucket-pipelines.yml",
        _bitbucket(_REDIS, "          - docker\n          - redis\n"),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_declared_resources_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
