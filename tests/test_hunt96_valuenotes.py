"""hunt96: notes written as a key's value (`key: ...`, `key: # same as before`,
`key: unchanged`) outside the two kinds the YAML parts reader knows (workflows and base
Compose files): Kubernetes manifests, GitLab CI, Helm values, OpenAPI.

Expected by hand: the key's body was left out (a Service's spec, a GitLab job, a chart's
resources, an OpenAPI path): the file is an edit, not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

SVC = "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n"
GITLAB = "stages: [lint, test]\nlint:\n  stage: lint\n  script: [ruff check .]\n"
VALUES = "replicaCount: 2\nimage:\n  repository: web\n  tag: v2\n"
OPENAPI = (
    "openapi: 3.0.3\ninfo: {title: API, version: '1'}\npaths:\n  /users:\n    get:\n"
    "      responses: {'200': {description: OK}}\n"
)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param("k8s/service.yaml", SVC + "spec: ...\n", id="k8s-spec-dots"),
        pytest.param("k8s/service.yaml", SVC + "spec: # same as before\n", id="k8s-spec-same"),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
            "  replicas: 3\n  template: unchanged\n",
            id="k8s-template-unchanged",
        ),
        pytest.param(".gitlab-ci.yml", GITLAB + "test: ...\n", id="gitlab-job-dots"),
        pytest.param(".gitlab-ci.yml", GITLAB + "test: # same\n", id="gitlab-job-same"),
        pytest.param("charts/web/values.yaml", VALUES + "resources: ...\n", id="helm-dots"),
        pytest.param(
            "charts/web/values.yaml", VALUES + "resources: # same as before\n", id="helm-same"
        ),
        pytest.param("openapi.yaml", OPENAPI + "  /orders: # same as before\n", id="openapi-path"),
    ],
)
def test_a_note_as_a_key_s_value_leaves_its_body_out(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_null_value_with_a_real_remark_stays_whole() -> None:
    body = VALUES + "nodeSelector: {}  # set per environment\ntolerations: []\n"
    path = "charts/web/values.yaml"
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
