"""hunt103: fix-yaml85 reads an item or a value that is only an ellipsis ("- ...", "- …",
"{...}") as items left out; models write the elision in more shapes: four dots, dots around
words ("- ... other steps ..."), a placeholder in angle brackets, "- etc.", a "..." line in a
"run: |" script, an ellipsis on the line under a key (a plain scalar that continues the key's
value: YAML loads "resources: ...").

Expected by hand: each stands for steps, commands, containers or keys the model left out (no
tool runs a step "<other steps>" or a command "..."): a part of the file; not usable. A real
"..." document end at the margin is left alone (the guard)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = "name: CI\non: [push, pull_request]\njobs:\n"
STEPS = (
    HEAD + "  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
)
DEPLOY = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n"
    "spec:\n  template:\n    spec:\n      containers:\n"
    "        - name: web\n          image: web:2\n"
)


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(WF, STEPS + "      - ....\n", id="four-dots-step"),
        pytest.param(WF, STEPS + "      - ... other steps ...\n", id="dots-around-words-step"),
        pytest.param(WF, STEPS + "      - <other steps>\n", id="angle-placeholder-step"),
        pytest.param(WF, STEPS + "      - etc.\n", id="etc-step"),
        pytest.param(
            WF,
            STEPS + "      - run: |\n          pip install -e .\n          ...\n",
            id="dots-line-in-run-script",
        ),
        pytest.param(
            ".gitlab-ci.yml",
            "test:\n  script:\n    - pip install -e .\n    - ... (other commands)\n",
            id="gitlab-script-dots-words",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            DEPLOY + "          env:\n            - name: A\n              value: '1'\n"
            "            - \u2026other env vars\u2026\n",
            id="k8s-env-unicode-dots-words",
        ),
        pytest.param(
            WF,
            HEAD + "  lint:\n    runs-on: ubuntu-latest\n"
            "    steps: [{uses: actions/checkout@v4}, ... more ...]\n",
            id="flow-list-dots-words",
        ),
    ],
)
def test_an_elision_in_another_shape_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            "values.yaml",
            "image:\n  repository: app\n  tag: '1.3'\nresources:\n  ...\n",
            id="helm-values-key-over-dots",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels:\n"
            "    ...\nspec:\n  replicas: 2\n",
            id="k8s-labels-over-dots",
        ),
    ],
)
def test_an_ellipsis_on_the_line_under_a_key_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(STEPS + "      - ...\n", id="dots-step"),
        pytest.param(STEPS + "      - . . .\n", id="spaced-dots-step"),
        pytest.param(STEPS + "      - ...  # more steps\n", id="dots-with-remark"),
    ],
)
def test_guard_ellipsis_items_already_read_stay_parts(body: str) -> None:
    assert not parse_response(_answer(WF, body)).usable


def test_guard_a_document_end_marker_stays_whole() -> None:
    body = "image:\n  repository: app\n  tag: '1.3'\n...\n"
    result = parse_response(_answer("values.yaml", body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("values.yaml", body)]
