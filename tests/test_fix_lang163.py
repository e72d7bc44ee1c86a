"""fix-lang163 (issue 20): leads in other languages saying the block is a part, read by the
concepts of note_words' one table: the others or the rest with a verb of touching negated
("nicht angefasst", "pas touché", "не трогал", "没有动", "건드리지 않았"), the speaker and the
auxiliaries as words that carry nothing ("Den Rest habe ich weggelassen."), "as before" and
"omitted" in more forms ("wie gehabt", "как было", "опущено", "omití"), a noun of an excerpt
("Ausschnitt", "extrait", "片段"), "only" before a compound of a kind ("Nur die
Hilfsfunktionen:") and, in Chinese, Japanese and Korean, "only" beside a kind ("仅 HSV 函数",
"関数のみ", "함수만").

Expected by hand: the block holds only the HSV converters of the real stdlib colorsys.py; each
lead says the block is a part of that file (or that the rest was left as it was): written whole
it deletes the rest, so the answer is not usable. Leads about OTHER files, and foreign leads
saying the file is whole, over the whole colorsys.py, keep it usable and exact."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str = _HSV) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        # the others, a verb of touching or changing negated (before or after them)
        pytest.param("Die übrigen Funktionen habe ich nicht angerührt.", id="de-angeruehrt"),
        pytest.param("No he tocado las demás funciones.", id="es-he-tocado"),
        pytest.param("Non ho modificato le altre funzioni.", id="it-modificato"),
        pytest.param("Les autres fonctions, je n'y ai pas touché.", id="fr-n-y-ai-pas"),
        pytest.param("Остальные функции я не менял.", id="ru-ne-menyal"),
        pytest.param("De andere functies heb ik niet aangeraakt.", id="nl-aangeraakt"),
        pytest.param("Não mexi nas outras funções.", id="pt-nao-mexi"),
        pytest.param("其他函数我没动。", id="zh-meidong"),
        pytest.param("나머지 함수는 건드리지 않았어요.", id="ko-geondeuriji"),
        # the rest, bare: as before, omitted, the speaker between
        pytest.param("Der Rest ist wie gehabt.", id="de-ist-wie-gehabt"),
        pytest.param("Den Rest habe ich übersprungen.", id="de-uebersprungen"),
        pytest.param("Остальное я опустил.", id="ru-opustil"),
        pytest.param("Il resto l'ho tralasciato.", id="it-tralasciato"),
        pytest.param("Остальное как раньше.", id="ru-kak-ranshe"),
        pytest.param("Reszta jak było.", id="pl-jak-bylo"),
        pytest.param("Le reste, je ne l'ai pas copié.", id="fr-pas-copie"),
        pytest.param("其余的我们省略了。", id="zh-women-shenglue"),
        # only, before a compound of a kind or an excerpt; CJK only beside a kind
        pytest.param("Nur die Hilfsfunktionen:", id="de-nur-hilfsfunktionen"),
        pytest.param("Nur der Codeausschnitt:", id="de-nur-codeausschnitt"),
        pytest.param("仅 HSV 函数：", id="zh-jin"),  # noqa: RUF001
        pytest.param("HSV の関数のみ:", id="ja-nomi"),
        pytest.param("HSV 함수만 보여 드립니다:", id="ko-man-polite"),
        # a noun of an excerpt
        pytest.param("Hier ein Ausschnitt aus colorsys.py:", id="de-ausschnitt-aus"),
        pytest.param("Un extrait de colorsys.py :", id="fr-un-extrait"),
        pytest.param("Фрагмент colorsys.py:", id="ru-fragment"),
        pytest.param("Ecco l'estratto rilevante:", id="it-estratto"),
        pytest.param("以下是代码片段：", id="zh-daima-pianduan"),  # noqa: RUF001
        pytest.param("該当部分の抜粋:", id="ja-bassui"),
    ],
)
def test_foreign_lead_saying_a_part_refuses(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Hier ist die vollständige colorsys.py:", id="de-whole"),
        pytest.param("Voici le fichier complet :", id="fr-whole"),
        pytest.param("这是完整的 colorsys.py：", id="zh-whole"),  # noqa: RUF001
        pytest.param("Voici le fichier complet, pas un extrait :", id="fr-not-an-excerpt"),
        pytest.param("Hier ist die ganze Datei, kein Ausschnitt:", id="de-kein-ausschnitt"),
        pytest.param("这是完整的代码片段：", id="zh-whole-snippet"),  # noqa: RUF001
        pytest.param("Ich habe die anderen Dateien nicht angefasst.", id="de-other-files"),
        pytest.param("No toqué los demás archivos.", id="es-other-files"),
        pytest.param("Я не трогал другие файлы.", id="ru-other-files"),
        pytest.param("Den Rest des Projekts habe ich nicht angefasst.", id="de-rest-project"),
        pytest.param("Non ho toccato la configurazione.", id="it-no-others"),
        pytest.param("我没有动其他文件。", id="zh-other-files"),
        pytest.param("Voici colorsys.py :", id="fr-plain"),
    ],
)
def test_foreign_whole_file_or_other_files_stay_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _SRC)]
