"""hunt102: a one-line page comment saying the rest of the page is left out, with an aside in
brackets or dashes naming what the rest holds. fix-pages82 drops such asides from a comment
over lines; on one line the aside keeps the comment from being read as the note it is.

Expected by hand from what the model meant: the comment says the rest of the page (its nav,
its footer) was left out; the page as written lacks that markup: a part, not a whole file: not
usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  {note}
  <p>Bye</p>
</body>
</html>
"""


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<!-- rest of the page (nav, footer) unchanged -->", id="parens-middle"),
        pytest.param(
            "<!-- the rest of the page (navigation, footer, scripts) is unchanged from before -->",
            id="docs-example-one-line",
        ),
        pytest.param("<!-- rest of the page unchanged (nav, footer) -->", id="parens-after"),
        pytest.param("<!-- rest of the page (header/nav/footer) unchanged -->", id="slashes"),
        pytest.param("<!-- rest of the page — nav, footer — unchanged -->", id="em-dashes"),
        pytest.param("<!-- rest of the markup (cards, modal) unchanged -->", id="markup-noun"),
    ],
)
def test_a_one_line_note_with_an_aside_is_a_part(note: str) -> None:
    refused_native("index.html", _PAGE.format(note=note))


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "templates/index.html.twig",
            _PAGE.format(note="{# rest of the page (nav, footer) unchanged #}"),
            id="twig",
        ),
        pytest.param(
            "src/App.vue",
            "<template>\n  <div>\n    <h1>Hi</h1>\n"
            "    <!-- rest of the template (nav, footer) unchanged -->\n"
            "    <p>Bye</p>\n  </div>\n</template>\n",
            id="vue",
        ),
    ],
)
def test_a_template_note_with_an_aside_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
