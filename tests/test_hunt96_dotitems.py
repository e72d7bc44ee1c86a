"""hunt96: an ellipsis written where a YAML item or a value would be (a list item "- ...",
"- …", a flow mapping "{...}", a flow list "[..., x]"): YAML reads it as the string "...", so
the file parses, but no tool runs a step, a command, a container or a job named "...".

Expected by hand: the model left items out there (steps, commands, environment entries,
containers, a job's body): a part of the file, not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = "name: CI\non: [push, pull_request]\njobs:\n"
LINT = (
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: ruff check .\n"
)


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF,
            HEAD + "  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - ...\n      - run: ruff check .\n",
            id="workflow-step-between",
        ),
        pytest.param(
            WF,
            HEAD + "  test:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - ...\n",
            id="workflow-step-last",
        ),
        pytest.param(
            WF,
            HEAD + "  test:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - run: pytest\n      - \u2026\n",
            id="workflow-step-unicode-ellipsis",
        ),
        pytest.param(WF, HEAD + LINT + "  test: {...}\n", id="workflow-job-flow-mapping"),
        pytest.param(
            WF,
            HEAD + "  test:\n    runs-on: ubuntu-latest\n    steps: [..., {run: pytest}]\n",
            id="workflow-steps-flow-list",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n    environment:\n      - DEBUG=1\n      - ...\n",
            id="compose-environment",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "stages: [test]\ntest:\n  stage: test\n  script:\n"
            "    - pip install -r requirements.txt\n    - ...\n",
            id="gitlab-script",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
            "  template:\n    spec:\n      containers:\n        - name: web\n"
            "          image: web:2\n        - ...\n",
            id="k8s-containers",
        ),
    ],
)
def test_an_ellipsis_item_or_value_leaves_items_out(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_step_whose_text_holds_dots_stays_whole() -> None:
    body = (
        HEAD + "  test:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n      - run: echo 'Testing...'\n"
        "      - run: pytest ./...\n"
    )
    result = parse_response(_answer(WF, body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(WF, body)]
