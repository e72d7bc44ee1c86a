"""hunt125-keptaccent: false refusals of the round-23 language test (``said_words.is_english``:
a sentence with no word of the small ``COMMON_ENGLISH`` table and one word holding a letter beyond
ASCII is another language's; naming a written file with no word of a write there refuses it).
Terse English summaries (commit-message style: ``Refactored a.py — naïve loop replaced.``) have
none of the table's words, and an English word with an accent (naïve, café, résumé, Zürich,
piñata, déjà-vu) or a superscript (``O(n²)``) makes them foreign. A JSON transcript writes a.py
(``x = 1``, the tool answers success); the assistant then says one of these.

Expected by hand: a.py ``x = 1`` is the file on disk: one reading, must stay usable; a refusal
is a false refusal. Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Refactored a.py — naïve loop replaced.", id="refactored-naive"),
        pytest.param("Simplified a.py — naïve retry logic replaced.", id="simplified-naive"),
        pytest.param("Refactored a.py (O(n²) → O(n)).", id="refactored-big-o"),
        pytest.param("Optimized a.py: O(n²) → O(n log n).", id="optimized-big-o"),
        pytest.param("a.py: café menu handler.", id="cafe-menu"),
        pytest.param("a.py: résumé upload handler.", id="resume-upload"),
        pytest.param("a.py handles Zürich timezones.", id="zurich-timezones"),
        pytest.param("Changelog: a.py — déjà-vu cache.", id="deja-vu-cache"),
    ],
)
def test_terse_english_with_an_accented_word_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
