"""hunt126: a CI file's one job or service under prose saying the file's other jobs or services
are kept, in wordings fix-ci129's kept-items table (labels, ``kept_keys``) does not read.

The block holds one job (test) or one service (web); the prose names two more (lint and
deploy, db and redis) and says they stay as they are. Expected by hand: the block is the one
part the model changed; written whole it deletes the jobs or services the prose keeps, so the
answer must not be usable (usable-WRONG otherwise)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WORKFLOW = (
    "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: pytest -q\n"
)
_GITLAB = "stages: [lint, test, deploy]\ntest:\n  stage: test\n  script:\n    - pytest -q\n"
_COMPOSE = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n'

_CASES = [
    pytest.param(
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "Updated the test job below. Leave lint and deploy as they are.",
        id="wf-leave-as-they-are",
    ),
    pytest.param(
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "I only touched the test job, lint and deploy didn't change:",
        id="wf-didnt-change",
    ),
    pytest.param(
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "I changed only the test job; everything else (lint, deploy) is identical.",
        id="wf-everything-else-identical",
    ),
    pytest.param(
        ".github/workflows/ci.yml",
        _WORKFLOW,
        "The lint and deploy jobs are fine as they are, so here is just test:",
        id="wf-fine-as-they-are",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB,
        "Lint and deploy: no changes. Test:",
        id="gitlab-names-colon-no-changes",
    ),
    pytest.param(
        ".gitlab-ci.yml",
        _GITLAB,
        "Here's the fixed test job \u2014 lint/deploy untouched:",
        id="gitlab-slash-untouched",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE,
        "I only touched the web service, db and redis didn't change:",
        id="compose-didnt-change",
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE,
        "I changed only the web service; everything else (db, redis) is identical.",
        id="compose-everything-else-identical",
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _CASES)
def test_items_said_kept_make_the_block_a_part(path: str, content: str, lead: str) -> None:
    answer = f"{lead}\n\n**{path}**\n```yaml\n{content}```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))
