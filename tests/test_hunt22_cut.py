"""Hunt 22: a Markdown answer that ends on the label of a file it never wrote (issue 20,
class 6).

Expected by hand: the model wrote a.py, then announced b.py (``b.py``: / ### b.py / And
``b.py``:) and the text ends there: it was cut off before b.py's block (or by a stop sequence).
What it meant holds b.py too; a result with a.py alone, usable and without a word about b.py,
is not it. Inside an outer fence that never closed, the same answer without the dangling label
is already `truncated` (the control); the label at the end hides that.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_A = "`a.py`:\n```python\nx = 1\n```\n\n"


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("`b.py`:\n", id="code-span"),
        pytest.param("And `b.py`:\n", id="and-code-span"),
        pytest.param("### b.py\n", id="heading"),
    ],
)
@pytest.mark.parametrize("finish_reason", [None, "stop"])
def test_an_answer_ending_on_a_file_s_label_is_not_usable(
    label: str, finish_reason: str | None
) -> None:
    refused(_A + label, finish_reason=finish_reason)


@pytest.mark.parametrize(
    "opener",
    [
        pytest.param("````\n", id="bare"),
        pytest.param("````markdown\n", id="markdown"),
        pytest.param("`````\nHere.\n\n", id="prose-inside"),
    ],
)
def test_an_open_outer_fence_ending_on_a_label_is_cut_off(opener: str) -> None:
    assert parse_response(opener + _A).truncated  # (the control)
    result = parse_response(opener + _A + "`b.py`:\n")
    assert result.truncated, (result.status, result.diagnostics)
