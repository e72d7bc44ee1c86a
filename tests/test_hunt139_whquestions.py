"""hunt139-whquestions: a wh-question of a.py (where, what, how big) answered by its state alone
('Deleted.', 'Nothing.', 'In lib/ now.', 'b.py.', 'Zero bytes.') or a 'status:' label: the
question rules read yes/no questions answered no/yes (hunt132-asked*, fix-said160's questions
answered), not the answer of a wh-question.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). The answer says a.py is
gone, empty, moved or renamed: keeping it usable as written is usable-WRONG (refusing is fine).
Guards: the answer with a verb of its own ('I removed it.', 'It was removed.') is refused.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

NOT_KEPT = [
    ("What happened to a.py? Deleted.", "what-happened-deleted"),
    ("What's in a.py now? Nothing.", "whats-in-nothing"),
    ("Where is a.py? In lib/ now.", "where-in-lib"),
    ("Where did a.py go? Into the trash.", "where-did-go-trash"),
    ("What is a.py called now? b.py.", "called-now"),
    ("What's the status of a.py? Removed.", "status-question-removed"),
    ("How big is a.py now? Zero bytes.", "how-big-zero"),
    ("a.py status: removed", "status-label-removed"),
]

REFUSED_ALREADY = [
    ("What happened to a.py? I removed it.", "what-happened-i-removed"),
    ("What became of a.py? It was removed.", "became-it-was-removed"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in NOT_KEPT + REFUSED_ALREADY])
def test_a_wh_question_answered_gone_is_not_kept(words: str) -> None:
    assert not kept_after_write(words)


def test_guard_a_wh_question_answered_with_the_write_keeps_the_file() -> None:
    assert kept_after_write("What's in a.py? The assignment x = 1.")
