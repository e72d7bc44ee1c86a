"""hunt108: a telegraphic note after the one block, "<what>: <state>", in English: "Rest of
file: unchanged.", "Other functions: unchanged.", "Rest: unchanged.".

"Rest of file unchanged.", "Rest of the file: unchanged.", "Note: rest of file unchanged." and
the German and French "Rest der Datei: unverändert.", "Reste du fichier : inchangé." refuse (the
guards). Without the article and with a colon (or a dash, or "="), the English note is not read.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); the
note says the rest of the file is kept: a part. Writing it whole deletes the rest of shlex.py:
not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


def _refused(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Rest of file: unchanged.", id="rest-of-file-colon"),
        pytest.param("Rest: unchanged.", id="rest-colon"),
        pytest.param("Remainder of file: as before.", id="remainder-as-before"),
        pytest.param("Other functions: unchanged.", id="other-functions-colon"),
        pytest.param("Rest of `shlex.py`: unchanged.", id="rest-of-path-colon"),
        pytest.param("Everything else: unchanged.", id="everything-else-colon"),
        pytest.param("Rest of file — unchanged.", id="rest-of-file-dash"),
        pytest.param("Rest of code: same as before.", id="rest-of-code-same"),
    ],
)
def test_telegraphic_note_with_a_colon(after: str) -> None:
    """hunt108-colonnote."""
    _refused(after)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Rest of file unchanged.", id="en-no-colon"),
        pytest.param("Rest of the file: unchanged.", id="en-article"),
        pytest.param("Note: rest of file unchanged.", id="en-note"),
        pytest.param("Rest der Datei: unverändert.", id="de"),
        pytest.param("Reste du fichier : inchangé.", id="fr"),
    ],
)
def test_guard_refused(after: str) -> None:
    _refused(after)
