"""hunt129: an English remark on the CI step right under it, whose state is an English phrase
of note_words' phrase table that the lead's round-23 ``_ENGLISH_STATES`` does not list, is read
by ``_foreign_named`` as a note in another language.

The lead closed ``# same test command as before`` (test_hunt96_stepremarks) by listing the
English phrases "as before", "as is", "no changes", "the same"... The table's other English
phrases ("as the old one", "kept as is", "not modified", "did not change", "haven't changed",
"as in the original", "from the original", "as the old version") still pass as foreign states:
the comment over ``- run: pytest -q`` is read as a note of steps left out and the workflow is
refused.

Expected by hand from what the model meant: the comment speaks of the step under it (which
runs pytest); every step of the job is there: the workflow is whole, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of

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
        pytest.param("# same test command as the old one", id="as-the-old-one"),
        pytest.param("# test command kept as is", id="kept-as-is"),
        pytest.param("# pytest flags not modified", id="not-modified"),
        pytest.param("# pytest flags did not change", id="did-not-change"),
        pytest.param("# pytest flags haven't changed", id="havent-changed"),
        pytest.param("# pytest call as in the original", id="as-in-the-original"),
        pytest.param("# pytest flags from the original", id="from-the-original"),
        pytest.param("# test command as the old version", id="as-the-old-version"),
    ],
)
def test_an_english_remark_on_the_step_under_it_keeps_the_workflow(remark: str) -> None:
    body = HEAD + "      " + remark + "\n" + TAIL
    result = parse_response(f"Here is the complete file:\n\n**{WF}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [(WF, body)]
