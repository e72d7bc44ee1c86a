"""hunt103: fix-yaml85 reads a quoted ellipsis ('...') as "a string the file means"; but where
a step, a command, a container, an environment entry or a task is, no tool means the string
"...": a step must be a mapping, a container a mapping, a shell command "..." is not found.

Expected by hand: the quoted ellipsis stands for items left out, as the bare one does: a part
of the file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
STEPS = (
    "name: CI\non: [push, pull_request]\njobs:\n"
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
)


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(WF, STEPS + "      - '...'\n", id="workflow-step"),
        pytest.param(WF, STEPS + "      - '\u2026'\n", id="workflow-step-unicode"),
        pytest.param(WF, STEPS + '      - run: "..."\n', id="workflow-run-last"),
        pytest.param(
            WF, STEPS + "      - run: '...'\n      - run: pytest\n", id="workflow-run-between"
        ),
        pytest.param(
            "docker-compose.yml",
            'services:\n  web:\n    build: .\n    environment:\n      - DEBUG=1\n      - "..."\n',
            id="compose-environment-entry",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n"
            "    spec:\n      containers:\n        - name: web\n          image: web:2\n"
            '        - "..."\n',
            id="k8s-container",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            'test:\n  script:\n    - pip install -e .\n    - "..."\n',
            id="gitlab-script-command",
        ),
        pytest.param(
            "site.yml",
            "- hosts: web\n  tasks:\n    - name: install\n      apt:\n        name: nginx\n"
            "    - '...'\n",
            id="ansible-task",
        ),
    ],
)
def test_a_quoted_ellipsis_where_an_item_is_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_quoted_ellipsis_as_a_message_string_stays_whole() -> None:
    body = STEPS + "      - run: echo 'Deploying...'\n"
    result = parse_response(_answer(WF, body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(WF, body)]
