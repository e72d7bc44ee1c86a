"""A whole file (a labelled Markdown fence) inside an HTML comment of the answer, found by
fix-apply22 beside the edit readers' ``edit-in-comment`` (docs/edits.md). The files
convention has no reading of comments: a file commented out by an unclosed ``<!--`` (which
CommonMark runs to the end: nothing after it is shown) is written as recovered; inside a
closed comment it is refused only by the fence reading's doubt at ``-->`` (ambiguous-fence),
not as commented out. Expected by hand: only a.py is meant (b.py is commented out), or the
answer is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_A = "Here are the files.\n\n`a.py`\n```python\nx = 1\n```\n\n"
_B = "`b.py`\n```python\ny = 2\n```\n"


@pytest.mark.parametrize(
    "shape",
    [
        pytest.param("<!--\n{}-->\n", id="closed"),
        pytest.param("<!--\n{}", id="unclosed"),
    ],
)
def test_a_file_in_an_html_comment_is_not_written(shape: str) -> None:
    result = parse_response(_A + shape.format(_B))
    if result.code is not None and result.status.value in ("clean", "recovered", "repaired"):
        assert [f.file_path for f in result.code.files] == ["a.py"]
