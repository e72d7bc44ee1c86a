"""hunt145: a foreign lead that names the WHOLE file first, then says the rest is unchanged in
parentheses or after a comma ("Fichier complet (le reste est inchangé) :", "Vollständige Datei
(Rest unverändert):", "Datei komplett, Rest wie gehabt:"), before the WHOLE stdlib
colorsys.py, is refused partial-file: the rest-unchanged words (fix-kinds176's and earlier)
read a part, and the foreign whole-file reading (lead27 a8e00a5a) was reverted in round 28
(3aee7fea). The base 6056e91f wrote each: false refusals, regressions (the order rest-then-
whole is hunt140-restthenwhole, open).

Expected by hand from what the model meant: the lead says the block is the complete file; the
block holds the whole module: usable, written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Fichier complet (le reste est inchangé) :", id="fr-paren"),
        pytest.param("Vollständige Datei (Rest unverändert):", id="de-paren"),
        pytest.param("Archivo completo (el resto sin tocar):", id="es-paren"),
        pytest.param("Datei komplett, Rest wie gehabt:", id="de-comma-wie-gehabt"),
        pytest.param("Arquivo completo (o resto ficou igual):", id="pt-paren"),
        pytest.param("File completo (il resto è invariato):", id="it-paren"),
        pytest.param("Pełny plik (reszta bez zmian):", id="pl-paren"),
        pytest.param("Hier die ganze Datei, der Rest ist unverändert:", id="de-hier-comma"),
        # guard: read right today
        pytest.param("Voici le fichier complet, le reste n'a pas bougé :", id="guard-fr-bouge"),
    ],
)
def test_the_whole_file_named_then_the_rest_unchanged_keeps_it(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
