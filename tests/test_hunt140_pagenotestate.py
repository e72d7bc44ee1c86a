"""hunt140: a page's note saying the page's OTHER sections or blocks are kept, in state words
fix-lang163 does not read: "restent tels quels", "ne changent pas", "restano come sono",
"без змін" (Ukrainian), "как были" / "как раньше", "jak była". Its read neighbours ("autres
sections inchangées", "остальные блоки не трогал", "pozostałe sekcje bez zmian") refuse. The
base b8cdcaa1 wrote them too: not regressions.

Expected by hand from what the model meant: the note stands where the other sections of the
page were left out, so the file sent whole (native format) is a part of the page: writing it
deletes those sections (not usable; today it is even clean)."""

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
    "<template>\n  <main>\n    <HeroBanner />\n    <!-- NOTE -->\n    <SiteFooter />\n"
    "  </main>\n</template>\n\n<script setup>\nimport HeroBanner from './HeroBanner.vue'\n"
    "import SiteFooter from './SiteFooter.vue'\n</script>\n"
)


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param(
            "app/page.jsx", _JSX, "les autres blocs restent tels quels", id="fr-tels-quels-jsx"
        ),
        pytest.param(
            "src/pages/Home.vue", _VUE, "les sections suivantes ne changent pas", id="fr-vue"
        ),
        pytest.param("index.html", _HTML, "le altre sezioni restano come sono", id="it-restano"),
        pytest.param("app/page.jsx", _JSX, "інші секції без змін", id="uk-bez-zmin"),
        pytest.param("index.html", _HTML, "остальные секции как были", id="ru-kak-byli"),
        pytest.param(
            "src/pages/Home.vue", _VUE, "все остальные блоки как раньше", id="ru-kak-ranshe-vue"
        ),
        pytest.param("app/page.jsx", _JSX, "reszta sekcji jak była", id="pl-jak-byla"),
        # guards: read today
        pytest.param("index.html", _HTML, "autres sections inchangées", id="guard-fr"),
        pytest.param("app/page.jsx", _JSX, "pozostałe sekcje bez zmian", id="guard-pl"),
    ],
)
def test_page_note_saying_others_kept_is_refused(path: str, template: str, note: str) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
