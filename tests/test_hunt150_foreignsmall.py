"""hunt150 (issue 20): fix-notes185's ``_NAMES_AND`` and ``_JOIN_AT_MARGIN`` read Czech/Slovak
"a", Dutch "en", Latvian "un", Swahili "na" between two words of no table as "and". In the
Romance and Slavic languages the same words are articles and prepositions: French/Spanish/
Italian "un" (a), "en" (in), Spanish/Portuguese/Catalan "a" (to, the), Polish "na" (onto). A
remark in those languages over a complete function, "// renvoie un objet inchangé" (returns an
object unchanged), "// guarda en caché sin cambios", "// devolve a lista inalterada", "//
zapis na dysk bez zmian", is read as a list of two names bound nowhere, and the whole file is
refused as a part. The base (3dfe17cf) wrote each of them (regressions).

Expected by hand: the module imports ``log`` and defines ``echo``, every name it uses is bound;
the comment describes what ``echo`` does. The file is kept as written."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _js(note: str) -> str:
    return (
        "import { log } from './log.js';\n\n"
        f"{note}\nexport function echo(input) {{\n  log(input);\n  return input;\n}}\n"
    )


_NOTES = [
    pytest.param("// renvoie un objet inchangé", id="fr-un"),
    pytest.param("// garde en cache, inchangé", id="fr-en"),
    pytest.param("// guarda en caché sin cambios", id="es-en"),
    pytest.param("// devuelve un objeto sin cambios", id="es-un"),
    pytest.param("// copia a destino sin cambios", id="es-a"),
    pytest.param("// devolve a lista inalterada", id="pt-a"),
    pytest.param("// restituisce un oggetto invariato", id="it-un"),
    pytest.param("// zapis na dysk bez zmian", id="pl-na"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_a_foreign_article_or_preposition_is_no_and(note: str) -> None:
    content = _js(note)
    result = parse_response(native_answer("src/echo.js", content.rstrip("\n")))
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("src/echo.js", content)]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// salva in cache invariato", id="guard-it-in"),
        pytest.param("// speichert in Cache unverändert", id="guard-de-in"),
        pytest.param("// mantém na lista inalterado", id="guard-pt-na"),
        pytest.param("// pasa la entrada sin cambios", id="guard-es-la"),
    ],
)
def test_the_neighbours_kept_as_written(note: str) -> None:
    content = _js(note)
    result = parse_response(native_answer("src/echo.js", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("src/echo.js", content)]
