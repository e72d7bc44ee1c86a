"""hunt146 (issue 20): onenamelangs, other Latin-script languages: the answers and what they
are expected to be are described in tests/test_hunt146_onenamekinds.py, which also holds the guards
(the same notes over an imported name stay usable)."""

from __future__ import annotations

import pytest
from meant import refused_native
from test_hunt146_onenamekinds import _JS


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("der submit-Handler bleibt gleich", id="de-bleibt-gleich"),
        pytest.param("Handler submit unverändert", id="de-kind-first"),
        pytest.param("le gestionnaire submit reste inchangé", id="fr-reste"),
        pytest.param("o manipulador submit permanece igual", id="pt-manipulador"),
        pytest.param("obsługa submit bez zmian", id="pl-obsluga"),
        pytest.param("submit işleyicisi değişmedi", id="tr-isleyici"),
        pytest.param("hàm submit giữ nguyên", id="vi-giu-nguyen"),
        pytest.param("de submit-functie is ongewijzigd", id="nl-functie"),
    ],
)
def test_a_one_function_note_in_another_latin_language_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
