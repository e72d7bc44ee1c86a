"""fix-lang158 (issue 20): parts said in other languages, read by the concepts of the one
table of note_words as the English rules read them.

- a lead before a block saying the OTHER code is kept, the code named by an agent noun
  ("Konverter", "convertisseurs", "конвертеры"), a compound ending with a kind
  ("Hilfsfunktionen", "转换函数", "변환 함수", "hàm chuyển đổi"), or the rest owned by the
  module ("模块的其余部分"): the block is a part (refused, as the English "The other
  converters stay unchanged.");
- a page's note in another language ({/* andere Abschnitte unverändert */}, <!-- reszta
  strony bez zmian -->, sections named the page lacks): markup left out (refused);
- and what must stay usable: whole-file leads, other files or pages said kept, a remark of the
  page naming what it holds.

Expected values written by hand from what the model meant."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused
from native_answers import native_answer

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        "Die übrigen Konvertierungsfunktionen bleiben unverändert.",
        "Die übrigen Hilfsfunktionen bleiben unverändert.",
        "Остальные конвертеры остаются без изменений.",
        "Gli altri convertitori restano invariati.",
        "Pozostałe konwertery pozostają bez zmian.",
        "Os outros conversores continuam iguais.",
        "Los demás convertidores siguen igual.",
        "其余转换器保持不变。",
        "其他的转换函数保持不变。",
        "模塊的其餘部分保持不變。",
        "모듈의 나머지 부분은 그대로입니다.",
        "나머지 변환기는 변경되지 않았습니다.",
        "Các hàm chuyển đổi khác không thay đổi.",
        "Fungsi pembantu lainnya tidak berubah.",
    ],
)
def test_other_code_said_kept_in_another_language_is_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        "Hier ist die vollständige colorsys.py:",
        "Voici le fichier colorsys.py complet :",
        "Die übrigen Dateien bleiben unverändert.",
        "其他文件保持不变。",
        "Các module khác giữ nguyên.",
        "Los demás archivos no cambian.",
    ],
)
def test_whole_file_or_other_files_stay_usable(prose: str) -> None:
    result = parse_response(_answer(prose))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _HSV)]


_JSX = (
    "export default function Home() {\n  return (\n    <main>\n      <Hero />\n"
    "      {/* NOTE */}\n      <Footer />\n    </main>\n  );\n}\n\n"
    "function Hero() {\n  return <h1>Hi</h1>;\n}\n\n"
    "function Footer() {\n  return <footer>bye</footer>;\n}\n"
)
_HTML = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <header><h1>Site</h1></header>\n"
    "  <!-- NOTE -->\n  <footer>bye</footer>\n</body>\n</html>\n"
)


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        ("app/page.jsx", _JSX, "остальные секции без изменений"),
        ("app/page.jsx", _JSX, "다른 섹션은 그대로"),
        ("app/page.jsx", _JSX, "其他章节保持不变"),
        ("index.html", _HTML, "overige secties ongewijzigd"),
        ("index.html", _HTML, "pozostałe sekcje bez zmian"),
        ("index.html", _HTML, "reste de la page inchangé"),
        ("index.html", _HTML, "остальная разметка без изменений"),
        ("index.html", _HTML, "övriga sektioner oförändrade"),
        ("app/page.jsx", _JSX, "他の要素は変更なし"),
        ("app/page.jsx", _JSX, "restliche Elemente wie zuvor"),
        ("index.html", _HTML, "Abschnitte Features und Pricing unverändert"),
    ],
)
def test_page_note_in_another_language_is_refused(path: str, template: str, note: str) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content


def test_page_note_after_markup_on_its_line_says_others() -> None:
    content = _JSX.replace(
        "<Hero />\n      {/* NOTE */}", "<Hero /> {/* andere Abschnitte unverändert */}"
    )
    result = parse_response(native_answer("app/page.jsx", content))
    assert not result.usable, content


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        # other pages, not this one's rest
        ("app/page.jsx", _JSX, "andere Seiten unverändert"),
        # names the page holds: a remark on them
        ("app/page.jsx", _JSX, "Hero und Footer unverändert"),
        # a remark with a verb or a preposition
        ("index.html", _HTML, "Abschnitt für später"),
        ("index.html", _HTML, "nur der Kopf wurde geändert"),
    ],
)
def test_page_remark_in_another_language_stays_whole(path: str, template: str, note: str) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
