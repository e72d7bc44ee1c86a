"""hunt86: fix-yaml55's kind-noun modifier rule (_KIND_MODIFIES + the closed _PART_NOUNS table)
against lead-ins naming a part of a workflow in words the table or the pattern does not list.

Expected by hand: the block under the lead-in is one part of the workflow (its permissions, env,
concurrency or one job), not the whole .github/workflows/ci.yml: not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PERM = "permissions:\n  contents: read\n  id-token: write\n"
ENV = "env:\n  NODE_VERSION: 20\n  CI: true\n"
CONC = (
    "concurrency:\n  group: ${{ github.workflow }}-${{ github.ref }}\n  cancel-in-progress: true\n"
)
JOB = (
    "test:\n  runs-on: ubuntu-latest\n  steps:\n"
    "    - uses: actions/checkout@v4\n    - run: pytest\n"
)


@pytest.mark.parametrize(
    ("lead", "body"),
    [
        pytest.param("Here is just the updated workflow permissions:", PERM, id="permissions"),
        pytest.param("Here is just the updated workflow env:", ENV, id="env"),
        pytest.param("Here is just the updated workflow env vars:", ENV, id="env-vars"),
        pytest.param(
            "Here is just the updated workflow concurrency settings:", CONC, id="concurrency"
        ),
        pytest.param("Here is just the updated `ci.yml` workflow job:", JOB, id="backquoted-name"),
        pytest.param(
            "Here is just the updated GitHub Actions CI workflow job:", JOB, id="three-words"
        ),
        pytest.param(
            "Here is just the updated workflow job for the tests:", JOB, id="job-for-the-tests"
        ),
        pytest.param("Here is just the updated workflow `test` job:", JOB, id="backquoted-job"),
    ],
)
def test_a_part_of_the_workflow_named_after_its_kind_noun_is_a_part(lead: str, body: str) -> None:
    result = parse_response(f"{lead}\n\n**.github/workflows/ci.yml**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_the_whole_workflow_under_just_the_updated_workflow_stays_whole() -> None:
    body = "name: CI\non: push\njobs:\n" + "".join("  " + line + "\n" for line in JOB.splitlines())
    lead = "Here is just the updated workflow:"
    result = parse_response(f"{lead}\n\n**.github/workflows/ci.yml**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        (".github/workflows/ci.yml", body)
    ]
