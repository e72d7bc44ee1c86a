# ruff: noqa: RUF001, RUF002  (notes in other scripts: their letters are meant)
"""hunt150 (issue 20): fix-notes185 reads the "and" of note_words' other languages between two
names (``_NAMES_AND``: Dutch "en", Czech "a", Finnish "ja", Lithuanian "ir"...). The other
words for "and" of the same languages, are not read: "validate sekä
save ennallaan", "validate bei save nepakitę", "validate samt save oförändrade", "validate
sowie save unverändert", "validate ainsi que save inchangées", "validate, а также save без
изменений". The note is not read as a list of names, and the JS module with both functions cut
out is written as complete. The same note with a comma for the "and" is refused; the base
(3dfe17cf) read each the same (not regressions).

Expected by hand: the module imports only ``api`` and calls ``validate`` and ``save``, which
it neither defines nor imports; the note stands for them (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    "import { api } from './api.js';\n\nNOTE\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)

_NOTES = [
    pytest.param("// validate sekä save ennallaan", id="fi-seka"),
    pytest.param("// validate bei save nepakitę", id="lt-bei"),
    pytest.param("// validate samt save oförändrade", id="sv-samt"),
    pytest.param("// validate sowie save unverändert", id="de-sowie"),
    pytest.param("// validate ainsi que save inchangées", id="fr-ainsi-que"),
    pytest.param("// validate así como save sin cambios", id="es-asi-como"),
    pytest.param("// validate, а также save без изменений", id="ru-a-takzhe"),
    pytest.param("// validate ile save değişmedi", id="tr-ile"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_another_and_between_two_names_bound_nowhere_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate, save ennallaan", id="guard-fi-comma"),
        pytest.param("// validate ja save ennallaan", id="guard-fi-ja"),
        pytest.param("// validate, save sin cambios", id="guard-es-comma"),
        pytest.param("// validate y save sin cambios", id="guard-es-y"),
        pytest.param("// validate und save unverändert", id="guard-de-und"),
        pytest.param("// validate şi save neschimbate", id="guard-ro"),
    ],
)
def test_the_and_already_read_stays_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
