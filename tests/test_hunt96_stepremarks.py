"""hunt96: fix-yaml70's lone-item notes between items ("two or three words for one item and a
state ... between two items of the mapping", the state first, an em dash) against remarks on
the step right under the comment, whose words name what that step runs.

Expected by hand: the comment speaks of the step under it (`- run: pytest -q`): every step of
the job is there, the workflow is whole; usable and exact. These were usable at 0a3051ca."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = (
    "name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n"
)
TAIL = "      - run: pytest -q\n      - run: echo done\n"


@pytest.mark.parametrize(
    "remark",
    [
        pytest.param("# tests unchanged since v1", id="tests-unchanged-since"),
        pytest.param("# test suite \u2014 unchanged", id="test-suite-em-dash"),
        pytest.param("# pytest flags unchanged", id="pytest-flags"),
        pytest.param("# same test command as before", id="same-test-command"),
    ],
)
def test_a_remark_on_the_step_under_it_keeps_the_workflow(remark: str) -> None:
    body = HEAD + "      " + remark + "\n" + TAIL
    result = parse_response(f"Here is the complete file:\n\n**{WF}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(WF, body)]
