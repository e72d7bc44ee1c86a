"""hunt96: notes naming left-out items in YAML file kinds whose item names the note reader does
not take: OpenAPI paths (names with a slash), Ansible tasks, Helm values with a kind word.

Expected by hand: the named items (the /orders and /items paths, the configure and restart
tasks, the service and ingress values) are not in the block and the note says they stay: an
edit, not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

OPENAPI = (
    "openapi: 3.0.3\ninfo: {title: API, version: '1'}\npaths:\n  /users:\n    get:\n"
    "      responses: {'200': {description: OK}}\n"
)
PLAYBOOK = "- hosts: web\n  tasks:\n    - name: install nginx\n      apt: {name: nginx}\n"
VALUES = "replicaCount: 2\nimage:\n  repository: web\n  tag: v2\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            "openapi.yaml", OPENAPI + "  # /orders and /items unchanged\n", id="openapi-two-paths"
        ),
        pytest.param("openapi.yaml", OPENAPI + "  # /orders unchanged\n", id="openapi-one-path"),
        pytest.param(
            "playbook.yml",
            PLAYBOOK + "    # configure and restart tasks unchanged\n",
            id="ansible-tasks",
        ),
        pytest.param(
            "charts/web/values.yaml",
            VALUES + "# service and ingress values unchanged\n",
            id="helm-values",
        ),
    ],
)
def test_a_note_naming_left_out_items_is_an_edit(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
