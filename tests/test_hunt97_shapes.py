"""hunt97: English sentence shapes that say the block is a part of the file, and that the
partial-file rule does not read: "Excerpt from X:", "(Other parts of the module omitted.)",
"That's the only change in the file.", "I changed one function in X:", "`f()` is all that
changes.", "Modified version of `f()`:".

Expected by hand: shlex.py is sent as ONE function (quote) under a `shlex.py` label, with one
such sentence before or after it: a part of shlex.py, not the whole file: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param("Excerpt from `shlex.py`:", "above", id="excerpt-from"),
        pytest.param("(Other parts of the module omitted.)", "below", id="other-parts-omitted"),
        pytest.param("That's the only change in the file.", "below", id="only-change-in-file"),
        pytest.param(
            "This function is the only change needed in `shlex.py`.",
            "below",
            id="only-change-needed",
        ),
        pytest.param("I changed one function in `shlex.py`:", "above", id="changed-one-function"),
        pytest.param("`quote()` is all that changes.", "below", id="all-that-changes"),
        pytest.param("`quote()` is the one function that changes.", "below", id="the-one-function"),
        pytest.param("Modified version of `quote()`:", "above", id="modified-version-of"),
    ],
)
def test_a_part_said_in_another_shape_is_no_whole_file(sentence: str, where: str) -> None:
    answer = f"{sentence}\n\n{_BLOCK}" if where == "above" else f"{_BLOCK}\n{sentence}\n"
    refused(answer)


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param("Only `quote()` was modified.", "below", id="only-was-modified"),
        pytest.param("Nothing else in `shlex.py` needs to change.", "below", id="nothing-else-in"),
        pytest.param("Here is the relevant part:", "above", id="relevant-part"),
    ],
)
def test_guard_the_shapes_read_today_refuse(sentence: str, where: str) -> None:
    answer = f"{sentence}\n\n{_BLOCK}" if where == "above" else f"{_BLOCK}\n{sentence}\n"
    assert not parse_response(answer).usable
