"""hunt104: a sentence right after (or before) the one block that says it is a part, in a
human language other than English.

fix-prose84 reads a small table of phrases in French, German, Spanish and Chinese ("Le reste
du fichier ne change pas.", "Hier ist nur die geänderte Funktion:"). The first test: other
everyday wordings in those four languages; the second: the same sentence in languages the
table lacks (Portuguese, Italian, Russian, Japanese, Korean, Dutch, traditional Chinese,
Polish).

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (quote); the
sentence says the rest of the file is kept or only this function is shown: a part; writing it
whole deletes the rest of shlex.py: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"{_BLOCK}\nSeule la fonction `quote()` change dans ce fichier.\n",
            id="fr-seule-la-fonction-change",
        ),
        pytest.param(
            f"{_BLOCK}\nLes autres fonctions restent identiques.\n", id="fr-autres-fonctions"
        ),
        pytest.param(f"{_BLOCK}\nNur `quote()` wurde geändert.\n", id="de-nur-geaendert"),
        pytest.param(
            f"{_BLOCK}\nDie anderen Funktionen bleiben gleich.\n", id="de-andere-funktionen"
        ),
        pytest.param(
            f"{_BLOCK}\nDer restliche Code wurde weggelassen.\n", id="de-code-weggelassen"
        ),
        pytest.param(f"{_BLOCK}\n其他函数保持不变。\n", id="zh-other-functions-unchanged"),
        pytest.param(f"{_BLOCK}\n(Resto del módulo omitido.)\n", id="es-resto-omitido"),
        pytest.param(
            f"Esta es solo la función `quote()` de `shlex.py`:\n\n{_BLOCK}",
            id="es-lead-solo-la-funcion",
        ),
    ],
)
def test_other_wordings_in_the_table_s_languages(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("O resto do arquivo continua igual.", id="pt"),
        pytest.param("Il resto del file rimane invariato.", id="it"),
        pytest.param("Остальная часть файла не меняется.", id="ru"),
        pytest.param("ファイルの残りの部分は変更ありません。", id="ja"),
        pytest.param("파일의 나머지 부분은 그대로입니다.", id="ko"),
        pytest.param("De rest van het bestand blijft hetzelfde.", id="nl"),
        pytest.param("檔案的其餘部分保持不變。", id="zh-hant"),
        pytest.param("Reszta pliku pozostaje bez zmian.", id="pl"),
    ],
)
def test_the_rest_of_the_file_unchanged_in_other_languages(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")
