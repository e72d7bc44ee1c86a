"""hunt140: a page's note saying the sections IN BETWEEN (the ones the note stands for) are
kept: "sections in between unchanged", "everything in between unchanged", "the sections
between Hero and Footer are unchanged", "die Sektionen dazwischen bleiben", "中间的部分保持原样",
"間のセクションは変更なし", "그 사이 섹션은 변경 없음", or bare "existing sections" in HTML.
fix-lang163 reads the others and the rest, not what lies between. The base b8cdcaa1 wrote them
too: not regressions.

Expected by hand from what the model meant: the note stands between Hero and Footer where the
page's middle sections were left out: the file sent whole (native format) is a part of the
page: writing it deletes them (not usable; today it is even clean)."""

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
        pytest.param("app/page.jsx", _JSX, "sections in between unchanged", id="en-in-between"),
        pytest.param(
            "index.html", _HTML, "everything in between unchanged", id="en-everything-between"
        ),
        pytest.param(
            "app/page.jsx",
            _JSX,
            "the sections between Hero and Footer are unchanged",
            id="en-between-named",
        ),
        pytest.param("index.html", _HTML, "die Sektionen dazwischen bleiben", id="de-dazwischen"),
        pytest.param("app/page.jsx", _JSX, "中间的部分保持原样", id="zh-zhongjian"),
        pytest.param("index.html", _HTML, "間のセクションは変更なし", id="ja-aida"),
        pytest.param("app/page.jsx", _JSX, "그 사이 섹션은 변경 없음", id="ko-sai"),
        pytest.param("index.html", _HTML, "existing sections", id="en-existing-sections-html"),
        # guard: read today
        pytest.param("app/page.jsx", _JSX, "middle sections unchanged", id="guard-middle"),
    ],
)
def test_page_note_saying_the_sections_between_are_kept_is_refused(
    path: str, template: str, note: str
) -> None:
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
