"""Hunt 24: a Markdown answer that ends on the label of a file it does not write. '### tests.py'
and 'tests.py:' there are read as a cut answer (truncated); the other label shapes the
reader takes before a fence ('**tests.py**', '<b>tests.py</b>', an emoji, 'File: tests.py',
a backticked name) are not. The model meant app.py and tests.py; the answer holds only
app.py. Expected by hand: not usable (truncated)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

F = "```"
BASE = f"**app.py**\n{F}python\nprint(1)\n{F}\n\n"


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("**tests.py**", id="bold"),
        pytest.param("<b>tests.py</b>", id="html-bold"),
        pytest.param("\U0001f4c4 tests.py", id="emoji"),
        pytest.param("File: tests.py", id="file-field"),
        pytest.param("`tests.py`", id="backticks"),
        pytest.param("Next file: `tests.py`", id="next-file"),
    ],
)
def test_an_answer_ending_on_a_label_of_a_file_not_written_is_cut(label: str) -> None:
    result = parse_response(BASE + label + "\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
