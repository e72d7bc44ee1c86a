"""fix-ci139: whole CI files whose references (CircleCI executors, commands, orbs and
requires:, Azure jobs' dependsOn, Dependabot registries, Compose named volumes) are all
declared stay usable: the guard of the rule that refuses a reference to an item the file lacks
(tests/test_hunt126_references.py). Written by hand in the layouts the tools document."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CIRCLECI_ORBS_EXECUTORS_COMMANDS_APPROVAL_MATRIX = """version: 2.1

parameters:
  run:
    type: boolean
    default: true

orbs:
  node: circleci/node@5.2
  docker: circleci/docker@2.4
  orb-tools: circleci/orb-tools@9.1.0

executors:
  default:
    docker:
      - image: cimg/node:20.10
    working_directory: ~/project

commands:
  destroy-environment:
    parameters:
      workflow_ID:
        type: string
    steps:
      - run:
          name: Destroy
          when: on_fail
          command: echo << parameters.workflow_ID >>

jobs:
  build:
    executor: default
    steps:
      - checkout
      - node/install-packages:
          pkg-manager: npm
      - run:
          name: Build application
          command: npm run build
      - persist_to_workspace:
          root: .
          paths:
            - dist
  test:
    executor:
      name: node/default
      tag: '20.10'
    parallelism: 4
    steps:
      - checkout
      - attach_workspace:
          at: .
      - restore_cache:
          keys: [v1-deps]
      - run: npm test
      - store_test_results:
          path: reports
      - when:
          condition: << pipeline.parameters.run >>
          steps:
            - run: echo hi
  deploy:
    executor: default
    steps:
      - checkout
      - setup_remote_docker:
          docker_layer_caching: true
      - add_ssh_keys:
          fingerprints:
            - "SO:ME:FIN:G:ER:PR:IN:T"
      - destroy-environment:
          workflow_ID: ${CIRCLE_WORKFLOW_ID:0:7}
      - run:
          name: Deploy
          command: ./deploy.sh

workflows:
  build-test-deploy:
    jobs:
      - orb-tools/lint
      - build:
          requires:
            - orb-tools/lint
      - test:
          requires:
            - build
      - hold:
          type: approval
          requires: [test]
      - deploy:
          requires:
            - hold
          filters:
            branches:
              only: main
  matrix:
    jobs:
      - test:
          name: test-<< matrix.node >>
          matrix:
            parameters:
              node: ["18", "20"]
      - deploy:
          requires:
            - test-18
"""

_CIRCLECI_V2_MERGE_QUOTED_JOBS = """version: 2
common: &common
  working_directory: ~/rio
  steps:
    - checkout
    - run:
        name: install
        command: pip install tox
jobs:
  "python-2.7":
    <<: *common
    docker:
      - image: circleci/python:2.7
  "python-3.6":
    <<: *common
    docker:
      - image: circleci/python:3.6.5
workflows:
  version: 2
  test:
    jobs:
      - "python-2.7"
      - "python-3.6":
          requires:
            - "python-2.7"
"""

_CIRCLECI_MERGE_IN_WORKFLOW_ITEM = """version: 2.1
defaults: &defaults
  filters:
    branches:
      ignore: prod
jobs:
  build-container:
    machine:
      docker_layer_caching: true
    steps:
      - checkout
      - run: docker build .
  deploy:
    machine: true
    steps:
      - checkout
      - run: ./deploy.sh
workflows:
  version: 2
  build-and-deploy:
    jobs:
      - build-container
      - deploy:
          requires:
            - build-container
          <<: *defaults
      - wait:
          type: approval
          requires:
            - deploy
"""

_AZURE_STAGES_JOBS_DEPLOYMENT = """trigger:
  - main
pool:
  vmImage: ubuntu-latest
stages:
  - stage: Build
    jobs:
      - job: Compile
        steps:
          - script: make
      - job: Test
        dependsOn: Compile
        steps:
          - script: make test
      - job: Lint
        dependsOn:
          - Compile
          - Test
        steps:
          - script: make lint
  - stage: Deploy
    dependsOn: Build
    jobs:
      - deployment: DeployWeb
        environment: prod
        strategy:
          runOnce:
            deploy:
              steps:
                - script: ./deploy.sh
      - job: Notify
        dependsOn: DeployWeb
        steps:
          - script: echo done
"""

_AZURE_TEMPLATE_JOB_LIST = """jobs:
  - template: templates/test.yml
    parameters:
      name: A
  - job: depender
    dependsOn:
      - testA
    steps:
      - checkout: none
"""

_AZURE_DEPENDSON_EMPTY_AND_EXPRESSION = """jobs:
  - job: A
    steps:
      - script: echo A
  - job: B
    dependsOn: []
    steps:
      - script: echo B
  - job: C
    dependsOn: ${{ parameters.deps }}
    steps:
      - script: echo C
"""

_DEPENDABOT_REGISTRIES_DECLARED_AND_STAR = """version: 2
registries:
  npm-github:
    type: npm-registry
    url: https://npm.pkg.github.com
    token: ${{secrets.TOKEN}}
updates:
  - package-ecosystem: npm
    directory: /
    registries:
      - npm-github
    schedule:
      interval: weekly
  - package-ecosystem: pip
    directory: /
    registries: "*"
    schedule:
      interval: daily
"""

_COMPOSE_BIND_MOUNTS_NO_VOLUMES_KEY = """services:
  db:
    image: postgres:16
    volumes:
      - ./data:/var/lib/postgresql/data
      - /etc/localtime:/etc/localtime:ro
      - ~/backups:/backups
      - type: bind
        source: ./init
        target: /docker-entrypoint-initdb.d
  web:
    build: .
    volumes:
      - .:/app
      - /app/node_modules
      - ${DATA_DIR}:/data
"""

_COMPOSE_EXTERNAL_VOLUME = """services:
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
    external: true
"""

_CASES = [
    pytest.param(
        ".circleci/config.yml",
        _CIRCLECI_ORBS_EXECUTORS_COMMANDS_APPROVAL_MATRIX,
        id="circleci-orbs-executors-commands-approval-matrix",
    ),
    pytest.param(
        ".circleci/config.yml", _CIRCLECI_V2_MERGE_QUOTED_JOBS, id="circleci-v2-merge-quoted-jobs"
    ),
    pytest.param(
        ".circleci/config.yml",
        _CIRCLECI_MERGE_IN_WORKFLOW_ITEM,
        id="circleci-merge-in-workflow-item",
    ),
    pytest.param(
        "azure-pipelines.yml", _AZURE_STAGES_JOBS_DEPLOYMENT, id="azure-stages-jobs-deployment"
    ),
    pytest.param("azure-pipelines.yml", _AZURE_TEMPLATE_JOB_LIST, id="azure-template-job-list"),
    pytest.param(
        "azure-pipelines.yml",
        _AZURE_DEPENDSON_EMPTY_AND_EXPRESSION,
        id="azure-dependson-empty-and-expression",
    ),
    pytest.param(
        ".github/dependabot.yml",
        _DEPENDABOT_REGISTRIES_DECLARED_AND_STAR,
        id="dependabot-registries-declared-and-star",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_BIND_MOUNTS_NO_VOLUMES_KEY,
        id="compose-bind-mounts-no-volumes-key",
    ),
    pytest.param("docker-compose.yml", _COMPOSE_EXTERNAL_VOLUME, id="compose-external-volume"),
]


@pytest.mark.parametrize(("path", "content"), _CASES)
def test_a_whole_ci_file_with_every_reference_declared_is_usable(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)], files_of(result)
