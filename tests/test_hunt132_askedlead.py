"""hunt132-askedlead: a question of a.py answered gone after a lead or in a shape fix-said152's
_ANSWER_LEAD/_MORE_YES do not read: ``Short answer: no.``, ``In short, no.``, ``I'm afraid
not.``, ``Yes sir.``, a lone ``Y``, ``True.``, `` `true` `` (the round's base 9ec80bf0 kept them
too: no regression).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and the
assistant then says the words (tests/meant.py kept_after_write). a.py is gone: keeping it usable
as written is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("Is a.py still on disk? Short answer: no.", "short-answer-no"),
    ("Is a.py still on disk? In short, no.", "in-short-no"),
    ("Is a.py still on disk? I'm afraid not.", "afraid-not"),
    ("Was a.py deleted? Yes sir.", "yes-sir"),
    ("Was a.py deleted? Y", "lone-y"),
    ("Was a.py deleted? True.", "true"),
    ("Was a.py deleted? `true`", "code-true"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_question_answered_gone_after_a_lead_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
