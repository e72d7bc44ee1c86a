"""hunt103: more references a file makes to an item it does not hold, in forms fix-yaml85's
reference rules do not read: a GitLab needs: flow mapping {job: build}, a GitLab !reference to
a hidden job the file lacks, a GitHub job's if: reading needs.test of a job the file lacks, a
Compose service's configs: source and network_mode "service:vpn" the file does not declare;
and a quoted ellipsis in a flow list where steps or program arguments are.

Expected by hand: each tool refuses the file as written (GitLab: "undefined need" / "!reference
could not be found", GitHub: "depends on unknown job", Compose: "undefined config" / "service
vpn not found"); the model left the item out: a part; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"


def _refused(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            ".gitlab-ci.yml",
            "test:\n  needs: [{job: build, artifacts: true}]\n  script: [pytest]\n",
            id="gitlab-needs-flow-mapping",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "test:\n  script:\n    - !reference [.setup, script]\n    - pytest\n",
            id="gitlab-reference-missing-hidden-job",
        ),
        pytest.param(
            WF,
            "name: CI\non: [push]\njobs:\n  notify:\n"
            "    if: ${{ needs.test.result == 'failure' }}\n    runs-on: ubuntu-latest\n"
            "    steps:\n      - run: echo failed\n",
            id="workflow-if-reads-missing-job",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    image: nginx\n    configs:\n      - source: nginx_conf\n"
            "        target: /etc/nginx/nginx.conf\nconfigs:\n  other: {file: ./x}\n",
            id="compose-undeclared-config",
        ),
        pytest.param(
            "docker-compose.yml",
            'services:\n  web:\n    image: nginx\n    network_mode: "service:vpn"\n',
            id="compose-network-mode-missing-service",
        ),
    ],
)
def test_a_reference_in_another_form_to_an_item_the_file_lacks_is_a_part(
    path: str, body: str
) -> None:
    _refused(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF,
            "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
            '    steps: ["...", {run: pytest}]\n',
            id="workflow-flow-steps-quoted-dots",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n"
            "    spec:\n      containers:\n        - name: web\n          image: web:2\n"
            '          args: ["--port=8080", "..."]\n',
            id="k8s-flow-args-quoted-dots",
        ),
    ],
)
def test_a_quoted_ellipsis_in_a_flow_list_is_a_part(path: str, body: str) -> None:
    _refused(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            ".gitlab-ci.yml",
            ".base:\n  image: python:3.12\ntest:\n  extends: [.base, .cache]\n  script: [pytest]\n",
            id="gitlab-extends-flow-list",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    image: nginx\n    depends_on:\n      db:\n"
            "        condition: service_healthy\n",
            id="compose-depends-on-long",
        ),
        pytest.param(
            WF,
            "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
            "    env: {PYTHONUNBUFFERED: '1', ...}\n    steps:\n      - run: pytest\n",
            id="flow-env-dots",
        ),
    ],
)
def test_guard_references_already_read_stay_parts(path: str, body: str) -> None:
    _refused(path, body)
