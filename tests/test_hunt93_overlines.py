"""hunt93: a template language's own comment over lines, holding only a note that the rest of
the page is left out (fix-pages67's table reads such comments over lines only for the `.html`
forms).

Expected by hand from what the model meant: the note stands for the page's markup the model
left out, so the page is a part, not a whole file: not usable. The same note on one line is
refused; a model that breaks the comment over lines means the same."""

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
            "templates/index.html.twig", "{#\n    rest of the page unchanged\n  #}", id="twig"
        ),
        pytest.param(
            "WEB-INF/views/index.jsp", "<%--\n    rest of the page unchanged\n  --%>", id="jsp"
        ),
        pytest.param(
            "app/views/home/index.html.erb", "<%#\n    rest of the page unchanged\n  %>", id="erb"
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "{{--\n    rest of the page unchanged\n  --}}",
            id="blade",
        ),
        pytest.param("Pages/Index.cshtml", "@*\n    rest of the page unchanged\n  *@", id="razor"),
        pytest.param(
            "views/index.hbs", "{{!--\n    rest of the page unchanged\n  --}}", id="handlebars"
        ),
    ],
)
def test_a_template_comment_over_lines_holding_a_note_is_a_part(path: str, note: str) -> None:
    refused_native(path, _PAGE.format(note=note))


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "views/index.pug",
            "html\n  body\n    h1 Hi\n    //-\n      rest of the page unchanged\n    p Bye\n",
            id="pug",
        ),
        pytest.param(
            "app/views/home/index.html.slim",
            "html\n  body\n    h1 Hi\n    /\n      rest of the page unchanged\n    p Bye\n",
            id="slim",
        ),
        pytest.param(
            "app/views/home/index.html.haml",
            "%html\n  %body\n    %h1 Hi\n    -#\n      rest of the page unchanged\n    %p Bye\n",
            id="haml",
        ),
    ],
)
def test_an_indented_languages_comment_block_holding_a_note_is_a_part(
    path: str, content: str
) -> None:
    # Pug's "//-", Slim's "/" and Haml's "-#" alone on a line comment out the lines indented
    # under them: the note written there is the same note as on the marker's line.
    refused_native(path, content)
