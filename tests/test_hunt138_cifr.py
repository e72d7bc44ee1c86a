"""hunt138: fix-ci157 reads an Azure pipeline by its path (any directory named
``azure-pipelines``/``.azure-pipelines``/``.azure``) and a Drone pipeline by its content, and
refuses a job (a stage, a step) whose ``dependsOn``/``depends_on`` names one the file lacks.
Two whole real-world shapes are now refused where the base (9ec80bf0) wrote them as they are:

- an Azure *template* file (``jobs:``/``stages:`` with ``parameters:``, included by the root
  pipeline with ``- template: ...``) kept under the pipelines' directory: its job depends on a
  job of the including pipeline's list (Azure expands the template into that list, so
  ``dependsOn: Build`` names the caller's job; the template is whole);
- a Drone step that ``depends_on: [clone]``: Drone's implicit clone step (drone-yaml's linter
  adds ``clone`` to the step names unless ``clone: disable: true``).

The guard: with ``clone: disable: true`` a step depending on clone is refused (no such step)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_JOBS_TEMPLATE = (
    "parameters:\n  - name: env\n    type: string\n\njobs:\n  - job: Deploy\n"
    "    dependsOn: Build\n    steps:\n      - script: ./deploy.sh ${{ parameters.env }}\n"
)
_STAGES_TEMPLATE = (
    "parameters:\n  - name: env\n    type: string\n\nstages:\n  - stage: Deploy\n"
    "    dependsOn: Build\n    jobs:\n      - job: Ship\n        steps:\n"
    "          - script: ./ship.sh ${{ parameters.env }}\n"
)
_DRONE_CLONE = (
    "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: backend\n"
    "    image: golang\n    commands:\n      - go build\n    depends_on:\n      - clone\n"
    "  - name: frontend\n    image: node\n    commands:\n      - npm test\n    depends_on:\n"
    "      - clone\n"
)
_DRONE_CLONE_SERVICES = (
    "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: test\n"
    "    image: python:3.12\n    commands: [pytest]\n    depends_on: [clone, db-ready]\n"
    "  - name: db-ready\n    image: postgres\n    commands: [pg_isready -h db]\n"
    "    depends_on: [clone]\n\nservices:\n  - name: db\n    image: postgres\n"
)

_WHOLE = {
    "azure-jobs-template-dot-dir": (".azure-pipelines/templates/deploy-jobs.yml", _JOBS_TEMPLATE),
    "azure-jobs-template-dir": ("azure-pipelines/templates/deploy.yml", _JOBS_TEMPLATE),
    "azure-jobs-template-dot-azure": (".azure/templates/jobs.yml", _JOBS_TEMPLATE),
    "azure-stages-template-dir": (".azure-pipelines/stages/deploy.yml", _STAGES_TEMPLATE),
    "drone-depends-on-clone": (".drone.yml", _DRONE_CLONE),
    "drone-depends-on-clone-and-step": (".drone.yml", _DRONE_CLONE_SERVICES),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_whole_ci_file_is_written(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


def test_clone_disabled_step_depending_on_clone_is_refused() -> None:
    content = (
        "kind: pipeline\ntype: docker\nname: default\n\nclone:\n  disable: true\n\nsteps:\n"
        "  - name: test\n    image: python:3.12\n    commands: [pytest]\n    depends_on: [clone]\n"
    )
    result = parse_response(native_answer(".drone.yml", content))
    assert not result.usable, (result.status, content)
