"""hunt83: attacks on fix-prose47's "a colon followed by what the part now does points on to
nothing" (_NOW_DOES) and its one-part leads ("just", every public name named).

Expected by hand: shlex.py is sent as ONE function (quote) under or over a sentence saying
only this function changes: a part of shlex.py, not the whole file: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        # the words saying what it now does come BEFORE the colon, which points on to nothing
        pytest.param(
            "Just replace this one function, which now handles empty strings:",
            "below",
            id="which-now-before-colon-below",
        ),
        pytest.param(
            "You only need to change this function, it now handles empty strings:",
            "below",
            id="comma-it-now-below",
        ),
        pytest.param(
            "Just update this function so that it now handles empty strings:",
            "below",
            id="so-that-it-now-below",
        ),
        # the lead names the block's one public name, then says what it now does
        pytest.param(
            "Only `quote()` changes, and it now handles empty strings:",
            "above",
            id="only-quote-and-it-now-above",
        ),
        pytest.param(
            "Only `quote()` changes, and it now handles empty strings:",
            "below",
            id="only-quote-and-it-now-below",
        ),
        pytest.param(
            "Update `quote()` in `shlex.py` (it now handles empty strings):",
            "above",
            id="update-quote-parenthesis-above",
        ),
    ],
)
def test_a_one_part_sentence_saying_what_it_now_does_keeps_the_block_a_part(
    sentence: str, where: str
) -> None:
    answer = f"{sentence}\n\n{_BLOCK}" if where == "above" else f"{_BLOCK}\n{sentence}\n"
    refused(answer)
