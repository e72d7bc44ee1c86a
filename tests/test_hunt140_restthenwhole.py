"""hunt140: a foreign lead saying the rest (or the other functions) was not touched or is as
before AND, in the same lead, that the block is the whole file ("Der Rest ist wie gehabt, hier
die komplette Datei:", "Другие функции я не менял, вот полный файл:", "No toqué el resto; aquí
está el archivo completo:"), before the WHOLE stdlib colorsys.py. fix-lang163's new states
(verbs of touching negated, "wie gehabt", "как было") read the first clause as a part and the
second one does not save it; in English, French, Polish, Portuguese and Japanese it does. The
base b8cdcaa1 wrote the file: regressions of fix-lang163, false refusals.

Expected by hand from what the model meant: the lead says the file is complete (and that the
rest of it is unchanged): the block is the whole module: usable, written as sent."""

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
        pytest.param("No toqué el resto; aquí está el archivo completo:", id="es-no-toque"),
        pytest.param("Il resto non l'ho toccato, ecco il file completo:", id="it-toccato-ecco"),
        pytest.param("나머지는 건드리지 않았습니다. 전체 파일입니다:", id="ko-jeonche-pail"),
        pytest.param(
            "Die anderen Funktionen habe ich nicht angefasst. Hier die vollständige Datei:",
            id="de-angefasst-vollstaendig",
        ),
        pytest.param(
            "Den Rest habe ich nicht angefasst, hier die ganze Datei:", id="de-angefasst-ganze"
        ),
        pytest.param("Der Rest ist wie gehabt, hier die komplette Datei:", id="de-wie-gehabt"),
        pytest.param("Другие функции я не менял, вот полный файл:", id="ru-ne-menyal-polnyj"),
        pytest.param("Остальное как было; вот файл целиком:", id="ru-kak-bylo-celikom"),
        # guards: read right today
        pytest.param("I didn't touch the rest; here is the whole file:", id="guard-en"),
        pytest.param("Je n'ai pas touché au reste ; voici le fichier complet :", id="guard-fr"),
        pytest.param("Reszty nie ruszałem, oto cały plik:", id="guard-pl"),
        pytest.param("他は触っていません。ファイル全体です:", id="guard-ja"),
    ],
)
def test_rest_untouched_and_whole_file_said_stays_usable(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
