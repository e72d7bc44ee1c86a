"""hunt140: a foreign lead that is a STATEMENT of what changed, "only" before a compound of a
kind as its subject ("Nur die HSV-Funktionen haben sich geändert:", "Geändert wurden nur die
HSV-Funktionen:", "Alleen de HSV-functies veranderden:", "HSV 함수만 변경되었습니다:"), before
the WHOLE stdlib colorsys.py. fix-lang163's "only" before a compound of a kind ("Nur die
Hilfsfunktionen:") and CJK "only" beside a kind read the statement as a label of a part. The
base b8cdcaa1 wrote the file: regressions of fix-lang163, false refusals.

Expected by hand from what the model meant: the lead says which functions changed (even "hier
die ganze Datei"); the block holds the whole module: usable, written as sent."""

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
        pytest.param("Nur die HSV-Funktionen haben sich geändert:", id="de-haben-sich-geaendert"),
        pytest.param("Nur die Hilfsfunktionen wurden geändert:", id="de-wurden-geaendert"),
        pytest.param("Geändert wurden nur die HSV-Funktionen:", id="de-geaendert-wurden-nur"),
        pytest.param(
            "Nur die HSV-Konverter habe ich geändert, hier die ganze Datei:",
            id="de-habe-ich-geaendert-ganze-datei",
        ),
        pytest.param("Nur die HSV-Funktionen ändern sich:", id="de-aendern-sich"),
        pytest.param("Alleen de HSV-functies veranderden:", id="nl-veranderden"),
        pytest.param("Alleen de hulpfuncties zijn aangepast:", id="nl-aangepast"),
        pytest.param("HSV 함수만 변경되었습니다:", id="ko-byeongyeong"),
        # guards: read right today
        pytest.param("Só as funções HSV mudaram:", id="guard-pt"),
        pytest.param("Endast HSV-funktionerna ändrades:", id="guard-sv"),
    ],
)
def test_a_foreign_statement_of_what_changed_over_the_whole_file_stays_usable(
    prose: str,
) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
