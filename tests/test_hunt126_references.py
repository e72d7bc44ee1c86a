"""hunt126: a CI file naming an item of its kind that it lacks, a reference fix-ci129's table of
CI kinds does not read (it reads needs, requires by a workflow's job list, dependsOn between
Azure stages, extends, !reference, aliases), so the part is written whole.

Each file is refused by its own tool (CircleCI: "Cannot find a definition for executor/command
named ...", a job requiring a job no other job in the workflow has; Azure Pipelines: a job
depending on an unknown job; Dependabot: an update's registry not defined in the top-level
registries; Compose: a service referring to an undefined volume). Expected by hand, as the
table's own rule reads a reference to an item the file lacks: the item was in the part the
answer left out, so the answer must not be usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CIRCLE = ".circleci/config.yml"
_WORKFLOW = "workflows:\n  main:\n    jobs:\n      - test\n"

_CASES = [
    pytest.param(
        _CIRCLE,
        "version: 2.1\njobs:\n  test:\n    executor: py\n    steps:\n      - checkout\n"
        "      - run: pytest\n" + _WORKFLOW,
        id="circleci-executor-not-defined",
    ),
    pytest.param(
        _CIRCLE,
        "version: 2.1\njobs:\n  test:\n    docker:\n      - image: cimg/python:3.12\n"
        "    steps:\n      - checkout\n      - install-deps\n      - run: pytest\n" + _WORKFLOW,
        id="circleci-command-not-defined",
    ),
    pytest.param(
        _CIRCLE,
        "version: 2.1\njobs:\n  test:\n    executor: node/default\n    steps:\n"
        "      - checkout\n      - node/install-packages\n      - run: npm test\n" + _WORKFLOW,
        id="circleci-orb-not-declared",
    ),
    pytest.param(
        _CIRCLE,
        "version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/base:stable\n"
        "    steps:\n      - run: ./deploy.sh\nworkflows:\n  main:\n    jobs:\n"
        "      - deploy:\n          requires:\n            - build\n",
        id="circleci-requires-job-not-listed",
    ),
    pytest.param(
        "azure-pipelines.yml",
        "trigger:\n  - main\npool:\n  vmImage: ubuntu-latest\njobs:\n  - job: Test\n"
        "    dependsOn: Build\n    steps:\n      - script: make test\n",
        id="azure-job-dependson-not-defined",
    ),
    pytest.param(
        "azure-pipelines.yml",
        "stages:\n  - stage: CI\n    jobs:\n      - job: Test\n        dependsOn: Build\n"
        "        steps:\n          - script: make test\n",
        id="azure-stage-job-dependson-not-defined",
    ),
    pytest.param(
        ".github/dependabot.yml",
        "version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n"
        "    registries:\n      - npm-github\n    schedule:\n      interval: weekly\n",
        id="dependabot-registry-not-defined",
    ),
    pytest.param(
        "docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    volumes:\n"
        "      - db_data:/var/lib/postgresql/data\n",
        id="compose-named-volume-no-volumes-key",
    ),
]


@pytest.mark.parametrize(("path", "content"), _CASES)
def test_a_reference_to_an_item_the_file_lacks_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, (result.status, files_of(result))
