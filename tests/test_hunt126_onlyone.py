"""hunt126: a workflow of one job, or a Compose file of one service, under a lead saying only
that job or service changed ('Only the test job changed:'), is written whole, while the same
lead over a GitLab file of one job is read as one part (fix-ci129's part shapes).

'Only the test job changed' says the file has other jobs that did not change; the block holds
the one job. Expected by hand: the block is the part the model changed (as fix-ci129 reads the
GitLab file); written whole it deletes the other jobs or services, so it must not be usable
(a Markdown answer is recovered by its read-as diagnostic alone, which names no other reading)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WORKFLOW = (
    "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: pytest -q\n"
)
_COMPOSE = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n'
_WF = ".github/workflows/ci.yml"

_CASES = [
    pytest.param(_WF, _WORKFLOW, "Only the test job changed:", id="wf-only-changed"),
    pytest.param(_WF, _WORKFLOW, "Only the test job needed changes:", id="wf-only-needed-changes"),
    pytest.param(_WF, _WORKFLOW, "I only changed the test job:", id="wf-i-only-changed"),
    pytest.param(
        "docker-compose.yml", _COMPOSE, "Only the web service changed:", id="compose-only-changed"
    ),
    pytest.param(
        "docker-compose.yml",
        _COMPOSE,
        "Only the web service needed changes:",
        id="compose-only-needed-changes",
    ),
    pytest.param(
        "compose.yaml", _COMPOSE, "I only changed the web service:", id="compose-i-only-changed"
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _CASES)
def test_only_one_item_changed_over_one_item_is_a_part(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert not result.usable, (result.status, files_of(result))
