"""hunt96: fix-yaml70's kept-names rule (items the lead names as kept that the block does not
hold say part: "the test and deploy jobs stay as they are") against other wordings of the same
sentence, and against blocks that hold the names only as something else than the items.

Expected by hand: the block is a workflow (or Compose file) holding lint (or web) only; the
lead says the test and deploy jobs (db and cache services) are kept: they are in the file, not
in the block; a part, not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
LINT_ONLY = (
    "name: CI\non: push\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: ruff check .\n"
)
STEP_NAMES = LINT_ONLY.replace(
    "      - run: ruff check .\n",
    "      - name: test\n        run: ruff check .\n      - name: deploy\n        run: echo ok\n",
)
COMPOSE = "docker-compose.yml"
WEB_ENV = (
    "services:\n  web:\n    build: .\n    environment:\n"
    "      db: postgres://db/app\n      cache: redis://cache\n"
)


@pytest.mark.parametrize(
    ("lead", "path", "body"),
    [
        pytest.param(
            "I kept the test and deploy jobs as they were; here is the workflow:",
            WF,
            LINT_ONLY,
            id="kept-as-they-were",
        ),
        pytest.param(
            "Test and deploy are unchanged; updated workflow:", WF, LINT_ONLY, id="no-kind-noun"
        ),
        pytest.param(
            "The test and deploy jobs haven't changed:", WF, LINT_ONLY, id="havent-changed"
        ),
        pytest.param(
            "No changes to the test and deploy jobs. Updated workflow:",
            WF,
            LINT_ONLY,
            id="no-changes-to",
        ),
        pytest.param(
            "Updated the lint job (test and deploy are untouched):",
            WF,
            LINT_ONLY,
            id="untouched-in-brackets",
        ),
        pytest.param("Les jobs test et deploy restent inchangés :", WF, LINT_ONLY, id="french"),
        pytest.param(
            "The test and deploy jobs stay as they are:", WF, STEP_NAMES, id="names-as-step-names"
        ),
        pytest.param(
            "The db and cache services stay as they are:",
            COMPOSE,
            WEB_ENV,
            id="names-as-environment-keys",
        ),
    ],
)
def test_items_said_kept_that_the_block_lacks_make_it_a_part(
    lead: str, path: str, body: str
) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
