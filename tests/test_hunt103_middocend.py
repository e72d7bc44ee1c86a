"""hunt103: a "..." line at the margin between two keys of one mapping (or above its first
key). YAML reads it as a document end marker, so the file becomes two documents (Helm reads
only one, a workflow's jobs fall in a second document no runner reads); fix-yaml85 keeps a
"..." at a document's end as the marker it is, and does not ask whether a mapping goes on
after it.

Expected by hand: the model wrote "..." where keys were left out (between image: and service:,
between on: and jobs:): a part of the file; not usable. A "..." after the file's last key stays
whole (guard)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            "values.yaml",
            "image:\n  repository: app\n  tag: '1.3'\n...\nservice:\n  port: 80\n",
            id="helm-values-between-keys",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            "name: CI\non: [push]\n...\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
            "    steps:\n      - run: pytest\n",
            id="workflow-between-on-and-jobs",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n...\nvolumes:\n  data: {}\n",
            id="compose-between-services-and-volumes",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n...\n"
            "spec:\n  replicas: 2\n",
            id="k8s-between-metadata-and-spec",
        ),
        pytest.param(
            "values.yaml", "...\nimage:\n  tag: '1.3'\n", id="helm-values-above-first-key"
        ),
    ],
)
def test_a_document_end_inside_one_mapping_is_a_part(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_document_end_after_the_last_key_stays_whole() -> None:
    body = "image:\n  repository: app\n  tag: '1.3'\nservice:\n  port: 80\n...\n"
    result = parse_response(f"Here is the complete file:\n\n**values.yaml**\n```yaml\n{body}```\n")
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("values.yaml", body)]
