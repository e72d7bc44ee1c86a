"""hunt108: a real whole file whose first comment says what the module is "only" for, or that
the OTHER modules stay unchanged, in a language of the note table (false refusals).

fix-prose74 keeps ``# Only used by the tests`` as the file's own header (docs/lenient.md: "a
real file's first comment saying more ... stays code"), and English "the other modules stay
unchanged" speaks of other files. fix-prose95 reads the first comment lines as prose beside the
block, and fix-words94 reads "nur", "seulement", "uniquement", "solo", "alleen" with a kind
word ("Tests", "Funktionen") as a note of part-ness.

Expected by hand: the block is the whole small module (its header comment, an import and one
function); the answer has one reading: write it exactly.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_BODY = "import os\n\n\ndef join(*parts):\n    return os.path.join(*parts)\n"
_PATH = "tools/paths.py"


def _written_whole(header: str) -> None:
    content = f"{header}\n{_BODY}"
    result = parse_response(f"`{_PATH}`:\n\n```python\n{content}```\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(_PATH, content)]


@pytest.mark.parametrize(
    "header",
    [
        pytest.param("# Nur für die Tests verwendet.", id="de-nur-fuer-die-tests"),
        pytest.param("# Nur für Tests.", id="de-nur-fuer-tests"),
        pytest.param("# Seulement pour les tests.", id="fr-seulement-pour-les-tests"),
        pytest.param("# Utilisé uniquement par les tests.", id="fr-uniquement-par-les-tests"),
        pytest.param("# Solo per i test.", id="it-solo-per-i-test"),
        pytest.param("# Alleen voor tests.", id="nl-alleen-voor-tests"),
        pytest.param(
            "# -*- coding: utf-8 -*-\n# Nur für die Tests verwendet.", id="de-under-coding-line"
        ),
    ],
)
def test_only_for_the_tests_header(header: str) -> None:
    """hunt108-onlyheader: "only used by the tests" in another language."""
    _written_whole(header)


@pytest.mark.parametrize(
    "header",
    [
        pytest.param(
            "# Nur die öffentlichen Funktionen werden exportiert.", id="de-nur-oeffentliche"
        ),
        pytest.param("# Fonctions uniquement pour les chemins POSIX.", id="fr-uniquement-posix"),
        pytest.param(
            "# Hilfsfunktionen; die anderen Module bleiben unverändert.",
            id="de-andere-module-unveraendert",
        ),
    ],
)
def test_only_or_other_modules_header(header: str) -> None:
    """hunt108-onlyheader: what the module holds, or that OTHER modules are kept."""
    _written_whole(header)


@pytest.mark.parametrize(
    "header",
    [
        pytest.param("# Only used by the tests.", id="en-only-tests"),
        pytest.param("# Helpers; the other modules stay unchanged.", id="en-other-modules"),
        pytest.param("# Solo para pruebas.", id="es-solo-para-pruebas"),
        pytest.param("# Только для тестов.", id="ru-tolko-dlya-testov"),
        pytest.param("# Funktionen nur für POSIX-Pfade.", id="de-nur-posix"),
    ],
)
def test_guard_headers_kept(header: str) -> None:
    _written_whole(header)


_WORKFLOW = (
    "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: make test\n"
)


@pytest.mark.parametrize(
    "header",
    [
        pytest.param("# Nur Tests; der Rest läuft in deploy.yml", id="de-nur-tests"),
        pytest.param(
            "# Seulement les tests ; le reste tourne dans deploy.yml", id="fr-seulement-tests"
        ),
        pytest.param("# Solo tests; el resto corre en deploy.yml", id="es-solo-tests"),
        pytest.param("# Only tests; the rest runs in deploy.yml", id="en-guard"),
    ],
)
def test_workflow_header_only_tests_rest_elsewhere(header: str) -> None:
    """hunt108-onlyheader: a whole CI workflow whose header says it runs only the tests and
    the rest runs in another workflow file (English: the guard)."""
    content = f"{header}\n{_WORKFLOW}"
    path = ".github/workflows/ci.yml"
    result = parse_response(f"`{path}`:\n\n```yaml\n{content}```\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
