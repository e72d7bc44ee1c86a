"""hunt55-prose: the prose beside a file says the same fact a margin note says (g and k left
out, kept as they were), in wordings the partial-file prose rule misses. The file holds f and
h only; g and k are defined nowhere. Expected by hand: the file is not whole: never usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_PY = "import os\n\n\ndef f():\n    return 1\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize("where", ["before", "after"])
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("The functions g() and k() stay as they were.", id="stay-as-they-were"),
        pytest.param("I didn't include g and k since they don't change.", id="did-not-include"),
    ],
)
def test_prose_saying_g_and_k_were_left_out_keeps_no_file(prose: str, where: str) -> None:
    fenced = "`m.py`\n```python\n" + _PY + "```\n"
    answer = prose + "\n\n" + fenced if where == "before" else fenced + "\n" + prose + "\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [f.content for f in result.code.files])
