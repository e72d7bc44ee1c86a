"""hunt125-keptwentback: false refusals of the round-23 words of the work put back as it was
(``is/are/was/went/... back to its/the/how/what/where``). Models say they went back to the spec
or the drawing board before writing, or that a measure is back to where it was thanks to the
fix. A JSON transcript writes a.py (``x = 1``, the tool answers success); the assistant then
says one of these.

Expected by hand: a.py ``x = 1`` is the file on disk (what went back is the model, or the
server's speed): one reading, must stay usable; a refusal is a false refusal. Before 534303d1
each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "I went back to the spec and updated a.py accordingly.", id="went-back-to-spec"
        ),
        pytest.param("I went back to the docs, then wrote a.py.", id="went-back-to-docs"),
        pytest.param(
            "After reading the issue I went back to the drawing board and wrote a.py.",
            id="drawing-board",
        ),
        pytest.param(
            "The server is back to its normal speed with a.py.", id="server-back-to-speed"
        ),
        pytest.param(
            "Latency is back to where it was before the regression, thanks to a.py.",
            id="latency-back-to-where",
        ),
    ],
)
def test_the_model_or_a_measure_back_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
