"""hunt108: a sentence after two files ties its note of a part to shlex.py in a way the prose
reader (fix-prose95, with the table of fix-words94) does not read in other languages.

English "In `shlex.py` only `quote()` changes." and "The rest of shlex stays as it is." refuse
shlex.py (the guards). The same sentence with the preposition of another language ("Dans",
"En", Russian "v", "W"), the bare module name after "de"/"von"/"di", or the path in
guillemets, after a dash or bare before a colon, is tied to no file.

Expected by hand: app.py is a whole new file; shlex.py is sent as ONE function of the real
stdlib module (``quote``), and the sentence says only ``quote()`` changes there (or the rest is
kept): a part. shlex.py must not be written.
"""

from __future__ import annotations

import pytest
from shlex_part import QUOTE_PART as _PART
from shlex_part import SHLEX_APP as _APP

from artifact_codec import parse_response


def _shlex_not_written(note: str) -> None:
    answer = (
        f"`app.py`:\n\n```python\n{_APP}```\n\n`shlex.py`:\n\n```python\n{_PART}```\n\n{note}\n"
    )
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files] if result.usable else []
    assert "shlex.py" not in written, (result.status, written)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Dans `shlex.py` seule `quote()` change.", id="fr-dans"),
        pytest.param(
            "Dans `shlex.py` seule `quote()` change, le reste est inchangé.", id="fr-dans-reste"
        ),
        pytest.param(
            "Remarque : dans `shlex.py` seule `quote()` change, le reste est inchangé.",
            id="fr-remarque-dans",
        ),
        pytest.param("[1] Dans `shlex.py` seule `quote()` change.", id="fr-numbered"),
        pytest.param("Dans shlex.py seule quote() change.", id="fr-dans-bare"),
        pytest.param("En `shlex.py` solo cambia `quote()`.", id="es-en"),
        pytest.param("В `shlex.py` изменилась только `quote()`.", id="ru-v"),  # noqa: RUF001
        pytest.param("W `shlex.py` zmieniła się tylko `quote()`.", id="pl-w"),
    ],
)
def test_in_file_only_name_with_a_foreign_preposition(note: str) -> None:
    """hunt108-intie: "in `shlex.py` only `quote()` changes" with the preposition of French,
    Spanish, Russian or Polish."""
    _shlex_not_written(note)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Le reste de shlex est inchangé.", id="fr-de-shlex"),
        pytest.param("Der Rest von shlex bleibt unverändert.", id="de-von-shlex"),
        pytest.param("Il resto di shlex è invariato.", id="it-di-shlex"),
        pytest.param("El resto de shlex no cambia.", id="es-de-shlex"),
        pytest.param("Der Rest des shlex-Moduls bleibt unverändert.", id="de-shlex-moduls"),
    ],
)
def test_the_rest_of_the_bare_module_name(note: str) -> None:
    """hunt108-modname: the module named bare after de/von/di (English "The rest of shlex
    stays as it is." refuses)."""
    _shlex_not_written(note)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(
            "«shlex.py» : seule quote() change, le reste est inchangé.", id="fr-guillemets"
        ),
        pytest.param("«shlex.py»: solo cambia quote(), el resto igual.", id="es-guillemets"),
        pytest.param("shlex.py — seule quote() change, le reste est inchangé.", id="fr-dash"),
        pytest.param("shlex.py: seule quote() change, le reste est inchangé.", id="fr-colon"),
        pytest.param(
            '"shlex.py" : seule quote() change, le reste est inchangé.', id="fr-double-quotes"
        ),
        pytest.param("*shlex.py* — nur quote() geändert, Rest unverändert.", id="de-emphasis-dash"),
    ],
)
def test_path_as_the_head_of_the_note(note: str) -> None:
    """hunt108-barepath: the path, bare, in guillemets or quotes, heads the note before a dash
    or colon (English "shlex.py — only quote() changes, ..." refuses)."""
    _shlex_not_written(note)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("In `shlex.py` only `quote()` changes.", id="en-in"),
        pytest.param("The rest of shlex stays as it is.", id="en-rest-of-shlex"),
        pytest.param("shlex.py — only quote() changes, the rest is unchanged.", id="en-dash"),
        pytest.param("Dans `shlex.py`, seule `quote()` change.", id="fr-dans-comma"),
        pytest.param("In `shlex.py` ändert sich nur `quote()`.", id="de-in"),
        pytest.param("Le reste du module shlex est inchangé.", id="fr-du-module-shlex"),
        pytest.param("„shlex.py“: nur `quote()` geändert, Rest unverändert.", id="de-quotes"),
    ],
)
def test_guard_tied(note: str) -> None:
    _shlex_not_written(note)
