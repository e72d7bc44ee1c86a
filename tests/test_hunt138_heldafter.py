"""hunt138: more remarks on items the file holds that fix-ci157's new note shapes now refuse
(the base 9ec80bf0 wrote each file whole): after an Azure pipeline's last job, or as a remark
after a job's ``dependsOn:`` value, naming jobs the list holds as ``- job: Build`` /
``- job: Test`` ("# The Build job is unchanged.", "# leave the Test job as it is", "# Build and
Test jobs: no edits needed"); a comment line in a job's ``needs:`` list (GitHub, GitLab) naming
the job it needs, which the file holds as a key. False refusals, regressions of fix-ci157. The
guards: the same remarks as trailing remarks on the ``needs:`` item stay whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\njobs:\n  - job: Build\n"
    "    steps:\n      - script: make\n  - job: Test\n    dependsOn: Build\n    steps:\n"
    "      - script: make test\nNOTE"
)
_WORKFLOW = (
    "name: CI\n\non: push\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: pytest\n  deploy:\n    needs:\nNOTE      - test\n    runs-on: ubuntu-latest\n"
    "    steps:\n      - run: ./d.sh\n"
)
_GITLAB = (
    "stages: [test, deploy]\n\ntest:\n  stage: test\n  script:\n    - pytest\n\ndeploy:\n"
    "  stage: deploy\n  script:\n    - ./d.sh\n  needs:\nNOTE    - test\n"
)

_HELD = {
    "azure-after-last-job-leave": (
        "azure-pipelines.yml",
        _AZURE.replace("NOTE", "  # leave the Test job as it is\n"),
    ),
    "azure-after-last-job-sentence": (
        "azure-pipelines.yml",
        _AZURE.replace("NOTE", "  # The Build job is unchanged.\n"),
    ),
    "azure-after-last-job-no-edits": (
        "azure-pipelines.yml",
        _AZURE.replace("NOTE", "  # Build and Test jobs: no edits needed\n"),
    ),
    "azure-remark-after-depends-on": (
        "azure-pipelines.yml",
        _AZURE.replace("NOTE", "").replace(
            "dependsOn: Build\n", "dependsOn: Build  # the Build job stays the same\n"
        ),
    ),
    "workflow-needs-list-see-previous": (
        ".github/workflows/ci.yml",
        _WORKFLOW.replace("NOTE", "      # see previous message for the test job\n"),
    ),
    "workflow-needs-list-sentence": (
        ".github/workflows/ci.yml",
        _WORKFLOW.replace("NOTE", "      # The test job stays the same.\n"),
    ),
    "gitlab-needs-list-leave": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "    # leave the test job as it is\n"),
    ),
}

_TRAILING = {
    "workflow-needs-item-trailing": (
        ".github/workflows/ci.yml",
        _WORKFLOW.replace("NOTE", "").replace(
            "      - test\n", "      - test  # The test job stays the same.\n"
        ),
    ),
    "gitlab-needs-item-trailing": (
        ".gitlab-ci.yml",
        _GITLAB.replace("NOTE", "").replace(
            "    - test\n", "    - test  # the test job needs no changes\n"
        ),
    ),
}


@pytest.mark.parametrize("case", list(_HELD.values()), ids=list(_HELD))
def test_remark_on_a_job_held_stays_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("case", list(_TRAILING.values()), ids=list(_TRAILING))
def test_trailing_remark_on_a_job_held_stays_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
