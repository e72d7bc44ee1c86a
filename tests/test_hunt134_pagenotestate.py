"""hunt134: a page's note in another language saying the page's OTHER sections / blocks /
components are kept, in a state or verb fix-lang158 does not read: "wie gehabt" (as before),
"nicht angefasst" / "non toccati" / "没动" / "не трогал" (not touched), and the Polish kind
"komponenty". Its read neighbours ("andere Komponenten unverändert", "остальное без
изменений", "Rest der Seite wie vorher") refuse.

Expected by hand from what the model meant: the note stands where the other sections of the
page were left out, so the file sent whole (native format) is a part of the page: writing it
deletes those sections (not usable)."""

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


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param("app/page.jsx", _JSX, "weitere Sektionen wie gehabt", id="de-wie-gehabt-jsx"),
        pytest.param("index.html", _HTML, "übrige Sektionen wie gehabt", id="de-uebrige-html"),
        pytest.param("index.html", _HTML, "weitere Abschnitte wie gehabt", id="de-abschnitte"),
        pytest.param("app/page.jsx", _JSX, "altri blocchi non toccati", id="it-non-toccati"),
        pytest.param("index.html", _HTML, "andere Blöcke nicht angefasst", id="de-angefasst"),
        pytest.param("app/page.jsx", _JSX, "其他部分没动", id="zh-meidong"),
        pytest.param("index.html", _HTML, "остальные блоки не трогал", id="ru-ne-trogal"),
        pytest.param("app/page.jsx", _JSX, "pozostałe komponenty bez zmian", id="pl-komponenty"),
    ],
)
def test_page_note_saying_others_kept_is_refused(path: str, template: str, note: str) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param("app/page.jsx", _JSX, "andere Komponenten unverändert", id="guard-de"),
        pytest.param("index.html", _HTML, "остальное без изменений", id="guard-ru"),
        pytest.param("app/page.jsx", _JSX, "Rest der Seite wie vorher", id="guard-de-rest"),
    ],
)
def test_read_neighbours_still_refuse(path: str, template: str, note: str) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
