"""hunt142-whatiwrote: fix-said172 refuses the written files when the assistant says it
removed ``whatever I wrote`` / ``all my files``; it refuses as well the same words negated
(``None of my files were removed.``, ``Not one of my files was deleted.``) and what the
assistant wrote ELSEWHERE removed (``what I had written in the draft notes``, ``whatever I
wrote to /tmp during testing``): the base bee7c794 kept them all.

Expected by hand: a.py ``x = 1`` is written (OpenAI transcript), then the assistant says these
words: a.py is on disk as written; refusing is a false refusal (regression of fix-said172). The
guards: the fix's own shapes (everything written removed) stay refused.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("None of my files were removed."), id="none-of-my-files"),
    pytest.param(said("Not one of my files was deleted."), id="not-one-of-my-files"),
    pytest.param(said("None of what I wrote was removed."), id="none-of-what-i-wrote"),
    pytest.param(said("I removed what I had written in the draft notes."), id="in-the-draft"),
    pytest.param(said("I deleted what I had written in the scratch buffer."), id="in-scratch"),
    pytest.param(said("I deleted whatever I wrote to /tmp during testing."), id="to-tmp"),
]

NOT_KEPT = [
    pytest.param(said("I deleted whatever I wrote."), id="whatever-i-wrote"),
    pytest.param(said("All my files were removed."), id="all-my-files"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_the_words_keep_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_everything_written_removed_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
