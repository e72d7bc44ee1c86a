"""hunt132-askedmore: a question of a.py answered in more shapes (fix-said152 read Affirmative,
bold, A:, dashes): `No` in code, 'Yes indeed', '100%', 'Sure was', check marks, a Markdown
table; a question of problems WITH a.py being deleted

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words (tests/meant.py kept_after_write). a.py ``x = 1`` is not on
disk as written after the words: keeping it usable as written is usable-WRONG (refusing is
fine).
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("Is a.py kept? `No`.", "code-no"),
    ("Was a.py deleted? Yes indeed.", "yes-indeed"),
    ("Was a.py deleted? 100%.", "hundred-percent"),
    ("Was a.py deleted? Sure was.", "sure-was"),
    ("Was a.py removed? ✅ Yes", "check-yes"),
    ("Was a.py removed? ✔", "check-mark"),
    ("| Question | Answer |\n|---|---|\n| Was a.py deleted? | Yes |", "table-yes"),
    ("Any problems with a.py being deleted? No.", "problems-with-being-deleted"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_question_answered_gone_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)
