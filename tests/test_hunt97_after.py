"""hunt97: sentences AFTER the block that say it is a part, in shapes the partial-file rule
does not read: a list item ("- the rest of the file is the same", "1. Replace `quote()` in
`shlex.py` with the code above."), a passive ("Only the function shown was modified.", "The
other functions were left as they were."), a question ("Can you paste this over your current
`quote()`?").

Expected by hand: shlex.py is sent as ONE function (quote) under a `shlex.py` label; the text
after it says it is a part (a replacement for one function): not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "Notes:\n\n- `quote()` now handles empty strings\n- the rest of the file is the same",
            id="bullet-rest-same",
        ),
        pytest.param(
            "1. Replace `quote()` in `shlex.py` with the code above.\n2. Run the tests.",
            id="numbered-replace-with-above",
        ),
        pytest.param(
            "- Replace the old `quote()` with this one.\n- Run the tests.", id="bullet-replace-old"
        ),
        pytest.param(
            "The `quote()` function above was rewritten; nothing else was touched.",
            id="passive-nothing-else-touched",
        ),
        pytest.param("Only the function shown was modified.", id="passive-only-shown-modified"),
        pytest.param(
            "The other functions were left as they were.", id="passive-others-left-as-they-were"
        ),
        pytest.param(
            "Can you paste this over your current `quote()`?", id="question-paste-over-current"
        ),
    ],
)
def test_a_part_said_after_the_block_is_no_whole_file(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


def test_guard_the_same_bullet_above_refuses() -> None:
    lead = "Changes:\n\n- `quote()` now handles empty strings\n- the rest of `shlex.py` is the same"
    assert not parse_response(f"{lead}\n\n{_BLOCK}").usable
