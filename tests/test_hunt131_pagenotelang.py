# ruff: noqa: RUF001  (notes in other scripts: their letters are meant)
"""hunt131: page notes ({/* other sections unchanged */} in JSX, <!-- ... --> in HTML and Vue
templates) stand for markup left out; in English and in French, German or Spanish with a word
of the rest ('reste de la page inchangé') they are read. The same notes in other languages of
the one note table, with the page's own kind noun (sections: Abschnitte, seções, sezioni,
セクション), the rest of the page in Polish or Turkish, or naming the sections left out in
French or Spanish, are not read: each page is a part written whole (usable-WRONG: the model
left the other sections out)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

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
_VUE = (
    "<template>\n  <main>\n    <h1>Site</h1>\n    <!-- NOTE -->\n"
    "    <footer>bye</footer>\n  </main>\n</template>\n"
)

_CASES = {
    "de-other-sections-jsx": ("app/page.jsx", _JSX, "andere Abschnitte unverändert"),
    "pt-other-sections-html": ("index.html", _HTML, "outras seções inalteradas"),
    "it-other-sections-vue": ("src/App.vue", _VUE, "altre sezioni invariate"),
    "ja-other-sections-jsx": ("app/page.jsx", _JSX, "他のセクションは変更なし"),
    "pl-rest-of-page-html": ("index.html", _HTML, "reszta strony bez zmian"),
    "tr-rest-of-page-jsx": ("app/page.jsx", _JSX, "sayfanın geri kalanı değişmedi"),
    "fr-named-sections-html": ("index.html", _HTML, "sections Features et Pricing inchangées"),
    "es-named-sections-jsx": ("app/page.jsx", _JSX, "secciones Features y Pricing sin cambios"),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_page_note_in_another_language_is_a_part(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
