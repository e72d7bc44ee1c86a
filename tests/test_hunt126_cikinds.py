"""hunt126: real, whole CI files that fix-ci129's table of CI kinds (``_CI_KINDS`` in
artifact_codec/ingest/yaml_parts.py) refuses as parts (false refusals).

Each file is written by hand after the tool's own documentation (facts only). Expected by hand:
the model sent the whole file, so the answer, in our native format or as one Markdown block
under its path, is usable with the file exactly as written."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _markdown(path: str, content: str) -> str:
    return f"Here is the complete `{path}`:\n\n**{path}**\n```yaml\n{content}```\n"


def _whole(path: str, content: str) -> None:
    for answer in (native_answer(path, content), _markdown(path, content)):
        result = parse_response(answer)
        assert result.usable, [(d.code, d.message) for d in result.diagnostics]
        assert [(p, c.rstrip("\n")) for p, c in files_of(result)] == [(path, content.rstrip("\n"))]


# GitLab's docs (SAST, Dependency Scanning, Secret Detection, CI/CD components): a job an
# include: defines is configured in the including file by its name alone, with no script:
_GITLAB_INCLUDED = [
    pytest.param(
        "include:\n  - template: Jobs/SAST.gitlab-ci.yml\n\nstages:\n  - test\n\nsast:\n"
        '  stage: test\n  variables:\n    SAST_EXCLUDED_PATHS: "spec, test, tmp"\n',
        id="sast-template-override",
    ),
    pytest.param(
        "include:\n  - component: $CI_SERVER_FQDN/components/secret-detection/"
        "secret-detection@1.0\n\nsecret_detection:\n  variables:\n"
        '    SECRET_DETECTION_HISTORIC_SCAN: "true"\n',
        id="component-job-override",
    ),
    pytest.param(
        "include:\n  - template: Security/Dependency-Scanning.gitlab-ci.yml\n"
        "  - template: Security/Secret-Detection.gitlab-ci.yml\n\ndependency_scanning:\n"
        "  rules:\n    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH\n",
        id="dependency-scanning-rules-only",
    ),
    pytest.param(
        "include:\n  - project: my-group/ci-templates\n    ref: main\n"
        "    file: /templates/.gitlab-ci-build.yml\n\nstages:\n  - build\n  - deploy\n\n"
        "build:\n  variables:\n    DOCKERFILE: docker/Dockerfile.prod\n\ndeploy:\n"
        "  stage: deploy\n  needs: [build]\n  script: ./deploy.sh\n",
        id="project-include-build-override",
    ),
    pytest.param(
        "include:\n  - template: Code-Quality.gitlab-ci.yml\n\ncode_quality:\n"
        "  rules:\n    - if: $CODE_QUALITY_DISABLED\n      when: never\n"
        '    - if: $CI_PIPELINE_SOURCE == "merge_request_event"\n',
        id="code-quality-override",
    ),
]


@pytest.mark.parametrize("content", _GITLAB_INCLUDED)
def test_gitlab_job_an_include_defines_is_whole(content: str) -> None:
    _whole(".gitlab-ci.yml", content)


_CIRCLE_BUILD = (
    "version: 2.1\n\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n"
    "    steps:\n      - checkout\n      - run: npm ci\n      - run: npm run build\n"
    "  deploy:\n    docker:\n      - image: cimg/base:stable\n    steps:\n      - checkout\n"
    "      - run: ./deploy.sh\n\n"
)

# CircleCI's docs (workflows, "Holding a workflow for a manual approval"): an approval job is
# declared in the workflow's jobs list with type: approval and is no job of jobs:
_CIRCLE_APPROVAL = [
    pytest.param(
        _CIRCLE_BUILD + "workflows:\n  build-and-deploy:\n    jobs:\n      - build\n"
        "      - hold:\n          type: approval\n          requires:\n            - build\n"
        "      - deploy:\n          requires:\n            - hold\n",
        id="hold-approval",
    ),
    pytest.param(
        _CIRCLE_BUILD + "workflows:\n  release:\n    jobs:\n      - build\n"
        "      - request-approval: {type: approval, requires: [build]}\n"
        "      - deploy:\n          requires: [request-approval]\n",
        id="approval-flow-mapping",
    ),
    pytest.param(
        _CIRCLE_BUILD + "workflows:\n  release:\n    jobs:\n      - build:\n"
        "          filters:\n            branches:\n              only: main\n"
        "      - approve-deploy:\n          type: approval\n          requires: [build]\n"
        "      - deploy:\n          requires: [approve-deploy]\n",
        id="approve-deploy-filters",
    ),
]


@pytest.mark.parametrize("content", _CIRCLE_APPROVAL)
def test_circleci_approval_job_is_whole(content: str) -> None:
    _whole(".circleci/config.yml", content)


# Kustomize's docs (patches, strategic merge): a patch in an overlay names the object by
# apiVersion, kind and metadata.name and holds only the fields it changes; the module's own
# docstring says an overlay's patches are parts by design, yet the apps/v1 workload check
# (spec without selector:/template:) reads every path
_OVERLAY_PATCHES = [
    pytest.param(
        "overlays/prod/increase_replicas.yaml",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: my-nginx\nspec:\n"
        "  replicas: 3\n",
        id="overlay-increase-replicas",
    ),
    pytest.param(
        "k8s/overlays/prod/deployment.yaml",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: my-nginx\nspec:\n"
        "  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: my-nginx\n"
        "          resources:\n            limits:\n              memory: 512Mi\n",
        id="k8s-overlay-deployment-memory",
    ),
    pytest.param(
        "overlays/staging/set_memory.yaml",
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: db\nspec:\n"
        "  template:\n    spec:\n      containers:\n      - name: postgres\n"
        "        resources:\n          limits:\n            memory: 1Gi\n",
        id="overlay-statefulset-memory",
    ),
    pytest.param(
        "k8s/components/ldap/deployment.yaml",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
        "  template:\n    spec:\n      containers:\n        - name: ldap\n"
        "          image: ldap:1\n",
        id="component-adds-container",
    ),
]


@pytest.mark.parametrize(("path", "content"), _OVERLAY_PATCHES)
def test_kustomize_overlay_patch_is_whole(path: str, content: str) -> None:
    _whole(path, content)


# Compose's docs ("Use provider services"): a service with a provider: (type and options) has
# no image: nor build:, its tool runs it by the provider
_PROVIDER = [
    pytest.param(
        "services:\n  app:\n    image: myapp\n    depends_on:\n      - database\n"
        "  database:\n    provider:\n      type: awesomecloud\n      options:\n"
        "        type: mysql\n        foo: bar\n",
        id="provider-database",
    ),
    pytest.param(
        "services:\n  chat:\n    build: .\n    depends_on:\n      - ai_runner\n"
        "  ai_runner:\n    provider:\n      type: model\n      options:\n"
        "        model: ai/smollm2\n",
        id="provider-model-runner",
    ),
]


@pytest.mark.parametrize("content", _PROVIDER)
def test_compose_provider_service_is_whole(content: str) -> None:
    _whole("compose.yaml", content)


# Helm's chart templates: a workload's spec: filled in part by a template action on its own
# line (an include of a named template, toYaml of values) holds the selector: the chart renders
_HELM = "charts/web/templates/deployment.yaml"
_HELM_HEAD = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n"
)
_HELM_TEMPLATES = [
    pytest.param(
        _HELM_HEAD + '{{ include "web.deploymentSpec" . | indent 2 }}\n',
        id="spec-include-at-margin",
    ),
    pytest.param(
        _HELM_HEAD + "  replicas: {{ .Values.replicas }}\n"
        "  {{- toYaml .Values.deploymentSpec | nindent 2 }}\n",
        id="spec-toyaml-values",
    ),
    pytest.param(
        _HELM_HEAD + '  replicas: 1\n  {{- include "web.selector" . | nindent 2 }}\n'
        "  template:\n    spec:\n      containers:\n        - name: web\n"
        "          image: nginx\n",
        id="selector-from-include",
    ),
]


@pytest.mark.parametrize("content", _HELM_TEMPLATES)
def test_helm_template_spec_from_an_action_is_whole(content: str) -> None:
    _whole(_HELM, content)


# Compose's links: SERVICE:ALIAS ("db:database", the service db under the name database); in
# a flow mapping of services on one line fix-ci129 reads the whole entry as the service's name
_FLOW_LINKS = [
    pytest.param(
        'services: {web: {image: nginx, links: ["db:database"]}, db: {image: postgres}}\n',
        id="flow-link-alias",
    ),
    pytest.param(
        "services: {web: {build: ., links: [db:database, cache]}, db: {image: postgres:16},"
        " cache: {image: redis:7}}\n",
        id="flow-link-alias-and-name",
    ),
]


@pytest.mark.parametrize("content", _FLOW_LINKS)
def test_compose_flow_link_alias_is_whole(content: str) -> None:
    _whole("docker-compose.yml", content)


# GitLab's include: local files (the layout gitlab-org/gitlab uses, .gitlab/ci/*.gitlab-ci.yml)
# are read with the including pipeline: a !reference to a hidden job another included file
# defines, or a job another file defines configured by name, is whole in such a file
_INCLUDED_FILES = [
    pytest.param(
        ".gitlab/ci/docs.gitlab-ci.yml",
        "docs-lint:\n  stage: lint\n  image: ruby:3.2\n  script:\n    - scripts/lint-doc.sh\n"
        '  rules: !reference [".docs:rules:docs-lint", rules]\n',
        id="included-reference-rules",
    ),
    pytest.param(
        ".gitlab/ci/frontend.gitlab-ci.yml",
        "compile-assets:\n  stage: prepare\n  image: node:20\n  before_script:\n"
        "    - !reference [.yarn-install, script]\n  script:\n    - yarn run webpack\n",
        id="included-reference-script",
    ),
    pytest.param(
        ".gitlab/ci/overrides.gitlab-ci.yml",
        'rspec:\n  variables:\n    RSPEC_RETRY: "2"\n',
        id="included-job-override",
    ),
]


@pytest.mark.parametrize(("path", "content"), _INCLUDED_FILES)
def test_gitlab_included_file_is_whole(path: str, content: str) -> None:
    _whole(path, content)
