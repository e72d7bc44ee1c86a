"""hunt125-keptstem: false refusals of the round-23 foreign words of removal
(``said_words.FOREIGN_UNDO``) joined to the ENGLISH word table of not kept: its French stem
``\\bretir[ée]`` (``retiré``, removed) matches the English ``retire``, ``retired``,
``retirement``, ``retiree``, ``retire_user``. A JSON transcript writes a.py (``x = 1``, the tool
answers success); the assistant then describes a program about retirement or a retire command.

Expected by hand: a.py ``x = 1`` is the file on disk (the words name the program's domain):
one reading, must stay usable; a refusal is a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("The retirement calculator lives in a.py.", id="retirement-calculator"),
        pytest.param("The retiree list is loaded by a.py.", id="retiree-list"),
        pytest.param("I wrote a.py to compute the retirement date.", id="retirement-date"),
        pytest.param("Call retire_user() from a.py.", id="retire-user-call"),
        pytest.param("The new retire endpoint is in a.py.", id="retire-endpoint"),
        pytest.param("I added a retire command to a.py.", id="retire-command"),
    ],
)
def test_an_english_word_of_the_programs_domain_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
