"""hunt128-langenglish: an English sentence after a write that describes the written a.py is
read as another language's (said_words.is_english) and refuses it.

Each answer is an OpenAI transcript writing a.py (``x = 1``, the tool answering success) then
the assistant's one sentence describing the file (meant.kept_after_write). The sentences are
English: a loanword with accents (``naïve résumé``), place names (``Zürich``, ``Genève``), a
symbol (``π``, ``→``), a complexity in big-O notation (``O(n log n)``). None says the file was
not written, undone or removed.

Expected by hand: a.py ``x = 1`` is on disk as written; a refusal is a false refusal. (``I
created a.py for José's café.``, ``a.py uses the Ärzte API.`` are kept today.)
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py: naïve résumé parser.", id="accented-loanwords"),
        pytest.param("a.py reads Zürich → Genève routes.", id="place-names-arrow"),
        pytest.param("a.py computes π to 10 digits.", id="pi"),
        pytest.param("a.py: O(n log n) merge sort.", id="big-o"),
        pytest.param("a.py → main entry point.", id="arrow-label"),
    ],
)
def test_an_english_description_of_the_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I created a.py for José's café.", id="cafe"),
        pytest.param("a.py uses the Ärzte API.", id="aerzte"),
        pytest.param("a.py handles the ß → ss case folding.", id="eszett-arrow"),
    ],
)
def test_the_sentences_kept_today(words: str) -> None:
    assert kept_after_write(words)
