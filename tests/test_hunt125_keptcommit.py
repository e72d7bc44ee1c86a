"""hunt125-keptcommit: false refusals of the round-23 word "a negation before keep, commit or
apply" (``not``/``n't``/``never`` up to 24 characters before ``keep``/``kept``/``commit``/
``apply``: ``I decided not to keep a.py.``). A file not committed to git is on disk all the same,
and the words reach past the file: a part not kept IN it, a tool not applied to it, advice to
commit it. A JSON transcript writes a.py (``x = 1``, the tool answers success); the assistant
then says one of these.

Expected by hand: a.py ``x = 1`` is the file on disk (not committed is not undone; the debug
logging is a part left out of the written content): one reading, must stay usable; a refusal
is a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I have not committed a.py yet.", id="not-committed-yet"),
        pytest.param(
            "I didn't commit anything; a.py is ready for review.", id="didnt-commit-anything"
        ),
        pytest.param("Note: a.py is not committed, so review it first.", id="not-committed-review"),
        pytest.param("a.py isn't committed yet; run git add a.py.", id="isnt-committed-git-add"),
        pytest.param("Don't forget to commit a.py.", id="dont-forget-to-commit"),
        pytest.param("I did not keep the debug logging in a.py.", id="not-keep-debug-logging"),
        pytest.param("You don't need to keep a.py open.", id="dont-need-keep-open"),
        pytest.param("I did not apply black to a.py.", id="did-not-apply-black"),
    ],
)
def test_not_committed_or_a_part_not_kept_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
