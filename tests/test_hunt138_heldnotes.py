"""hunt138: fix-ci157's new note shapes ("leave the X job as it is", "see previous message for
the X job", "X job: no edits needed", "The X stage is the same as before.") are read as notes
for a left-out item when X is no key of the mapping they stand in. Where the items are a list
named by a value (an Azure ``- job: Build`` / ``- stage: Build``, a CircleCI workflow's
``- test`` / ``- deploy:``, a Bitbucket ``- step: {name: Build}``), the remark on an item the file
holds, standing right above it, is now refused; the base (9ec80bf0) wrote each file whole, as
it does the same remark over a GitHub workflow's ``- name: Build`` step. False refusals,
regressions of fix-ci157."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE_JOBS = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\nNOTE  - job: Build\n"
    "    steps:\n      - script: make\n  - job: Test\n    dependsOn: Build\n    steps:\n"
    "      - script: make test\n"
)
_AZURE_STAGES = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nstages:\nNOTE  - stage: Build\n"
    "    jobs:\n      - job: Make\n        steps:\n          - script: make\n  - stage: Deploy\n"
    "    dependsOn: Build\n    jobs:\n      - job: Ship\n        steps:\n"
    "          - script: ./ship.sh\n"
)
_CIRCLE = (
    "version: 2.1\n\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n    steps:\n"
    "      - checkout\n  deploy:\n    docker:\n      - image: cimg/python:3.12\n    steps:\n"
    "      - run: ./d.sh\n\nworkflows:\n  main:\n    jobs:\nNOTE      - test\n      - deploy:\n"
    "          requires: [test]\n"
)
_BITBUCKET = (
    "image: python:3.12\n\npipelines:\n  default:\nNOTE    - step:\n        name: Build\n"
    "        script:\n          - make\n    - step:\n        name: Test\n        script:\n"
    "          - pytest\n"
)

_HELD = {
    "azure-job-leave-as-it-is": (
        "azure-pipelines.yml",
        _AZURE_JOBS,
        "  # leave the Build job as it is\n",
    ),
    "azure-job-see-previous": (
        "azure-pipelines.yml",
        _AZURE_JOBS,
        "  # see previous message for the Test job\n",
    ),
    "azure-job-no-edits": ("azure-pipelines.yml", _AZURE_JOBS, "  # Build job: no edits needed\n"),
    "azure-stage-leave-as-it-is": (
        "azure-pipelines.yml",
        _AZURE_STAGES,
        "  # leave the Build stage as it is\n",
    ),
    "azure-stage-sentence": (
        "azure-pipelines.yml",
        _AZURE_STAGES,
        "  # The Deploy stage is the same as before.\n",
    ),
    "circle-workflow-job-leave": (
        ".circleci/config.yml",
        _CIRCLE,
        "      # leave the test job as it is\n",
    ),
    "circle-workflow-job-sentence": (
        ".circleci/config.yml",
        _CIRCLE,
        "      # The deploy job is the same as before.\n",
    ),
    "bitbucket-step-leave": (
        "bitbucket-pipelines.yml",
        _BITBUCKET,
        "    # leave the Build step as it is\n",
    ),
}


@pytest.mark.parametrize("case", list(_HELD.values()), ids=list(_HELD))
def test_remark_on_a_listed_item_held_stays_whole(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


def test_github_step_remark_stays_whole() -> None:
    content = (
        "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n      # leave the build step as it is\n"
        "      - name: Build\n        run: make\n"
    )
    result = parse_response(native_answer(".github/workflows/ci.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".github/workflows/ci.yml", content)]
