"""hunt115: after the lead's genitive rule ('A fájl többi része', a subject right before the
word of others), Hungarian and Hindi notes in other everyday shapes: the path as the genitive
subject, 'the other functions', 'except quote everything', 'only quote I changed'.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); each
sentence says the rest of the module is kept: a part. Writing it whole deletes the rest of
shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("A shlex.py többi része változatlan.", id="hu-path-genitive"),
        pytest.param("A többi függvény változatlan.", id="hu-other-functions"),
        pytest.param("Az összes többi függvény ugyanaz maradt.", id="hu-all-other-same"),
        pytest.param("A quote kivételével minden változatlan.", id="hu-except-quote"),
        pytest.param("Csak a quote függvényt módosítottam.", id="hu-only-quote"),
        pytest.param("quote के अलावा बाकी सब वैसा ही है।", id="hi-except-quote"),
    ],
)
def test_a_hungarian_or_hindi_note_in_another_shape(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")
