"""hunt108: "everything else is unchanged" in a language of the note table, with no subject
word and no kind word.

fix-words94 reads a sentence in another language than English when it holds an ``others`` word
with a ``subject`` ("the rest of the FILE"), or others, a kind and a state. The English rules
refuse "The rest is unchanged." and "Everything else is unchanged." under one function; the
same sentence in French, German, Spanish, Italian or Russian holds an others word and a state
but no subject ("Tout le reste est inchangé.", "Alles andere bleibt gleich."), or a word of no
table ("tout", "alles", "com'era"), and is not read.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); the
sentence (after the block, or as the block's first comment) says all the rest is kept: a part.
Writing it whole deletes the rest of shlex.py: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Tout le reste est inchangé.", id="fr-tout-le-reste"),
        pytest.param("Alles andere bleibt gleich.", id="de-alles-andere"),
        pytest.param("Lo demás no cambia.", id="es-lo-demas"),
        pytest.param("Il resto è invariato.", id="it-il-resto"),
        pytest.param("Tutto il resto rimane com'era.", id="it-tutto-il-resto"),
        pytest.param("Всё остальное без изменений.", id="ru-vse-ostalnoe"),
    ],
)
def test_everything_else_unchanged_after_the_block(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# изменена только quote(), остальное без изменений", id="ru"),
        pytest.param("# tout le reste est inchangé", id="fr"),
        pytest.param("# alles andere bleibt gleich", id="de"),
    ],
)
def test_everything_else_unchanged_as_the_first_comment(comment: str) -> None:
    refused(f"`shlex.py`:\n\n```python\n{comment}\n{_PART}```\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The rest is unchanged.", id="en-the-rest"),
        pytest.param("Everything else is unchanged.", id="en-everything-else"),
    ],
)
def test_guard_english_refused(after: str) -> None:
    assert not parse_response(f"{_BLOCK}\n{after}\n").usable
