"""hunt140: a page's German note labelling the section RIGHT BELOW it as kept, a compound
section noun and "wie gehabt" ("Hero-Bereich wie gehabt" above ``<Hero />``, "Kopfbereich wie
gehabt" above the ``<header>``): fix-lang163 made "wie gehabt" a state and the note is read as
a section left out; its English and other forms ("Hero unchanged", "Hero wie gehabt", "Блок
Hero как было", "Kopfbereich nicht angefasst") stay remarks. The base b8cdcaa1 wrote the page:
regressions of fix-lang163, false refusals.

Expected by hand from what the model meant: the note stands right above the section it names,
which the page holds: a remark: usable, written as sent (native format)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_JSX = (
    "export default function Home() {\n  return (\n    <main>\n      {/* NOTE */}\n"
    "      <Hero />\n      <Footer />\n    </main>\n  );\n}\n\n"
    "function Hero() {\n  return <h1>Hi</h1>;\n}\n\n"
    "function Footer() {\n  return <footer>bye</footer>;\n}\n"
)
_HTML = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <!-- NOTE -->\n  <header><h1>Site</h1></header>\n"
    "  <footer>bye</footer>\n</body>\n</html>\n"
)


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param("app/page.jsx", _JSX, "Hero-Bereich wie gehabt", id="jsx-hero-bereich"),
        pytest.param("app/page.jsx", _JSX, "Hero-Block wie gehabt", id="jsx-hero-block"),
        pytest.param("app/page.jsx", _JSX, "Hero-Komponente wie gehabt", id="jsx-hero-komponente"),
        pytest.param("app/page.jsx", _JSX, "Hero-Abschnitt wie gehabt", id="jsx-hero-abschnitt"),
        pytest.param("app/page.jsx", _JSX, "Oberer Bereich wie gehabt", id="jsx-oberer-bereich"),
        pytest.param("index.html", _HTML, "Kopfbereich wie gehabt", id="html-kopfbereich"),
        pytest.param("index.html", _HTML, "Header-Bereich wie gehabt", id="html-header-bereich"),
        pytest.param("index.html", _HTML, "Kopfzeile wie gehabt", id="html-kopfzeile"),
        # guards: read right today
        pytest.param("app/page.jsx", _JSX, "Hero wie gehabt", id="guard-hero-wie-gehabt"),
        pytest.param("app/page.jsx", _JSX, "Hero unchanged", id="guard-hero-unchanged"),
        pytest.param("index.html", _HTML, "Kopfbereich nicht angefasst", id="guard-angefasst"),
    ],
)
def test_a_note_labelling_the_section_below_as_kept_is_a_remark(
    path: str, template: str, note: str
) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
