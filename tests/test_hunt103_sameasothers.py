"""hunt103: fix-yaml85 reads a comment of others and a state ("same as the other jobs") as a
note of items left out wherever it stands; in a whole file it is a remark comparing the item
under or before it with the others the file holds (a job's runner, a service's restart policy).

Expected by hand: every job and service is in the file; usable, written exactly."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
LINT = (
    "name: CI\non: [push]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n"
    "    steps:\n      - run: ruff check .\n"
)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF,
            LINT + "  test:\n    # same as the other jobs\n    runs-on: ubuntu-latest\n"
            "    steps:\n      - run: pytest\n",
            id="workflow-own-line-over-runs-on",
        ),
        pytest.param(
            WF,
            LINT + "  test:\n    runs-on: ubuntu-latest  # same as the other jobs\n"
            "    steps:\n      - run: pytest\n",
            id="workflow-trailing-after-runs-on",
        ),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n    restart: always\n  worker:\n    build: .\n"
            "    restart: always  # same for all other services\n",
            id="compose-trailing-after-restart",
        ),
    ],
)
def test_a_remark_comparing_with_the_other_items_keeps_the_file_whole(path: str, body: str) -> None:
    answer = f"Here is the complete file:\n\n**{path}**\n```yaml\n{body}```\n"
    result = parse_response(answer)
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
