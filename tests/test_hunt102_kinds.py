"""hunt102: a page's note naming parts of markup the page does not hold, with a kind word the
fix-pages82 kind table lacks: layouts, macros, fragments, widgets, regions, views, snippets
(its table reads includes, partials, slots, templates, blocks, sections, components).

Expected by hand from what the model meant: no header, footer, sidebar or macro of those names
is in the page; the note says they are unchanged: the markup (or the include lines) was left
out: a part, not a whole file: not usable."""

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
    ("path", "note"),
    [
        pytest.param(
            "templates/index.html.twig", "{# header and footer layouts unchanged #}", id="layouts"
        ),
        pytest.param("templates/index.html", "{# form and table macros unchanged #}", id="macros"),
        pytest.param(
            "templates/index.html", "{# nav and footer fragments unchanged #}", id="fragments"
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "{{-- sidebar and search widgets unchanged --}}",
            id="widgets",
        ),
        pytest.param("index.html", "<!-- header and footer regions unchanged -->", id="regions"),
        pytest.param(
            "app/views/home/index.html.erb", "<%# header and footer views unchanged %>", id="views"
        ),
        pytest.param(
            "views/index.hbs", "{{!-- navbar and footer snippets unchanged --}}", id="snippets"
        ),
        pytest.param("templates/index.html", "{# footer macro unchanged #}", id="one-macro"),
    ],
)
def test_a_note_of_parts_of_another_kind_the_page_does_not_hold_is_a_part(
    path: str, note: str
) -> None:
    refused_native(path, _PAGE.format(note=note))


def test_blocks_guard() -> None:
    refused_native(
        "templates/index.html.twig", _PAGE.format(note="{# header and footer blocks unchanged #}")
    )
