"""hunt93: a page's note naming parts of markup the page does not hold: includes, partials and
sections named with a state ("header and footer includes unchanged" in a page with no include
at all; "form omitted for brevity" in a page with no form).

Expected by hand from what the model meant: the page does not hold what the note names, so the
note stands for that markup, left out: a part, not a whole file: not usable."""

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
            "templates/index.html.twig", "{# header and footer includes unchanged #}", id="twig"
        ),
        pytest.param(
            "templates/index.html", "{# navbar and sidebar partials unchanged #}", id="jinja"
        ),
        pytest.param(
            "views/index.hbs", "{{!-- header and footer partials unchanged --}}", id="handlebars"
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "{{-- header and footer includes unchanged --}}",
            id="blade",
        ),
        pytest.param(
            "app/views/home/index.html.erb",
            "<%# header and footer partials unchanged %>",
            id="erb",
        ),
    ],
)
def test_a_note_of_includes_the_page_does_not_hold_is_a_part(path: str, note: str) -> None:
    # No include, partial, render or element of a header, footer, navbar or sidebar is in the
    # page: the note stands for the include lines the model left out.
    refused_native(path, _PAGE.format(note=note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<!-- form omitted for brevity -->", id="form-omitted"),
        pytest.param("<!-- header markup unchanged -->", id="header-markup"),
        pytest.param("<!-- keep the existing nav -->", id="keep-existing-nav"),
        pytest.param("<!-- navigation as before -->", id="navigation-as-before"),
        pytest.param("<!-- hero section unchanged -->", id="hero-section"),
    ],
)
def test_a_note_of_one_part_the_page_does_not_hold_is_a_part(note: str) -> None:
    # The page holds no form, header, nav or hero section: the one part the note names, with
    # a state of left-out code ("omitted for brevity", "as before", "keep the existing"), is
    # markup the model left out.
    refused_native("index.html", _PAGE.format(note=note))
