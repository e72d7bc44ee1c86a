"""fix-lead140: the other readings of the leads that make a CI or config block a part (issue 20).

A lead saying only one item changed, or "just" a block, or naming items said kept, makes the
block a part only when the block holds exactly that one item, or lacks the items said kept.
Over a whole file (several jobs or services, the items said kept among them, a lead that says
the file is whole, "just" as a time) the file is whole: usable, written exactly."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WF = ".github/workflows/ci.yml"
_WORKFLOW_ONE = (
    "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: pytest -q\n"
)
_WORKFLOW_ALL = (
    "name: CI\non: [push]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: ruff check .\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"
    "      - run: npm test\n  deploy:\n    needs: [lint, test]\n    runs-on: ubuntu-latest\n"
    "    steps:\n      - run: ./deploy.sh\n"
)
_COMPOSE_ALL = (
    'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n  db:\n'
    "    image: postgres:16\n  redis:\n    image: redis:7\n"
)
_GITLAB_ALL = (
    "stages: [lint, test, deploy]\nlint:\n  stage: lint\n  script: ruff check .\ntest:\n"
    "  stage: test\n  script: pytest\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n"
)
_VALUES = "image:\n  repository: ghcr.io/acme/web\n  tag: 1.4.2\n"

_WHOLE = [
    pytest.param(_WF, _WORKFLOW_ALL, "Only the test job needs Node 20:", id="wf-only-needs"),
    pytest.param(
        _WF,
        _WORKFLOW_ALL,
        "Here is the whole workflow, only the test job changed:",
        id="wf-whole-only-changed",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_ONE,
        "Here is the whole workflow, only the test job changed:",
        id="wf-one-job-said-whole",
    ),
    pytest.param(_WF, _WORKFLOW_ALL, "Only the test job changed:", id="wf-all-jobs-only-changed"),
    pytest.param(
        _WF, _WORKFLOW_ONE, "Only the Python version changed:", id="wf-one-job-other-change"
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_ALL,
        "Only the web service changed:",
        id="compose-all-services-only-changed",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_ALL,
        "Updated the test job. Leave lint and deploy as they are.",
        id="wf-leave-held-items",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_ALL,
        "I only touched the test job, lint and deploy didn't change:",
        id="wf-didnt-change-held-items",
    ),
    pytest.param(
        _WF,
        _WORKFLOW_ALL,
        "I changed only the test job; everything else (lint, deploy) is identical.",
        id="wf-everything-else-held-items",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB_ALL,
        "Lint and deploy: no changes. Test:",
        id="gitlab-colon-held-items",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB_ALL,
        "Here's the fixed test job \u2014 lint/deploy untouched:",
        id="gitlab-slash-held-items",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE_ALL,
        "I only touched the web service, db and redis didn't change:",
        id="compose-didnt-change-held-items",
    ),
    pytest.param(
        "charts/web/values.yaml", _VALUES, "I just changed the image tag:", id="values-just-a-time"
    ),
    pytest.param(_WF, _WORKFLOW_ONE, "Leave the defaults as they are:", id="wf-leave-one-name"),
]


@pytest.mark.parametrize(("path", "content", "lead"), _WHOLE)
def test_lead_over_a_whole_file_keeps_it_whole(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]


def test_the_refusal_names_the_lead() -> None:
    lead = "I only touched the test job, lint and deploy didn't change:"
    result = parse_response(f"{lead}\n\n**{_WF}**\n```yaml\n{_WORKFLOW_ONE}```\n")
    assert not result.usable
    parts = [d.message for d in result.diagnostics if d.code == "partial-file"]
    assert parts
    assert lead in parts[0]
    assert _WF in parts[0]
