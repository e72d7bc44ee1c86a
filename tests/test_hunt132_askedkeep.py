"""hunt132-askedkeep: a question of a.py answered in a way that keeps it as written: whether it
MAY be deleted (a future step, answered yes), whether it is empty, temporary or renamed
(answered no), further changes to it (answered no). fix-said152's answer shapes (a bold close, an
``A:`` label, ``Affirmative``, a dash) made the first four refuse (the round's base 9ec80bf0
kept them: regressions of fix-said152); the others were refused at the base too.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and the
assistant then says the words (tests/meant.py kept_after_write): a.py is kept as written.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write

CASES = [
    ("**Is a.py safe to delete?** Yes, once you've migrated.", "bold-safe-to-delete-yes"),
    ("Q: Can I delete a.py later?\nA: Yes.", "qa-can-delete-later"),
    ("Can I remove a.py? Affirmative, after the migration.", "can-remove-affirmative"),
    ("Is a.py empty? \u2014 No, it sets x.", "empty-dash-no"),
    ("Is a.py empty? No.", "empty-no"),
    ("Is a.py a temporary file? No.", "temporary-file-no"),
    ("Was a.py renamed? No.", "renamed-no"),
    ("Any further changes to a.py? No.", "further-changes-no"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in CASES])
def test_a_question_answered_that_keeps_the_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)
