"""hunt93: a template's code island holding only a comment, a note that the rest of the page is
left out, in the syntaxes fix-pages67's table does not list (the table reads PHP islands opened
by "<?php" or "<?=" only; ERB, EJS, Razor, Blade and Handlebars islands not at all), and two
template kinds whose own comment is not read (Mako's <%doc>, Liquid's inline {% # %}).

Expected by hand from what the model meant: the island prints nothing and says only that the
page's markup is left out, as "<!-- rest of the page unchanged -->" there would: a part, not a
whole file: not usable."""

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
_NOTE = "rest of the page unchanged"


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("app/views/home/index.html.erb", f"<% # {_NOTE} %>", id="erb-ruby-hash"),
        pytest.param("views/index.ejs", f"<% /* {_NOTE} */ %>", id="ejs-block"),
        pytest.param("views/index.ejs", f"<%_ // {_NOTE} _%>", id="ejs-trim-slashes"),
        pytest.param("Pages/Index.cshtml", f"@{{ /* {_NOTE} */ }}", id="razor-code-block"),
        pytest.param("resources/views/home.blade.php", f"@php // {_NOTE} @endphp", id="blade-php"),
        pytest.param("views/index.hbs", f"{{{{~!-- {_NOTE} --~}}}}", id="handlebars-tilde"),
        pytest.param("index.php", f"<? // {_NOTE} ?>", id="php-short-open-tag"),
        pytest.param("index.php", f"<?PHP // {_NOTE} ?>", id="php-upper-case"),
    ],
)
def test_a_code_island_holding_only_a_note_is_a_part(path: str, note: str) -> None:
    refused_native(path, _PAGE.format(note=note))


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("templates/index.mako", f"<%doc>{_NOTE}</%doc>", id="mako-doc"),
        pytest.param("templates/page.liquid", f"{{% # {_NOTE} %}}", id="liquid-inline-hash"),
    ],
)
def test_a_template_kinds_own_comment_holding_a_note_is_a_part(path: str, note: str) -> None:
    refused_native(path, _PAGE.format(note=note))


def test_a_haml_html_comment_holding_a_note_is_a_part() -> None:
    # Haml's "/" writes an HTML comment: the note the model wrote in it is the same note.
    refused_native(
        "app/views/home/index.html.haml",
        "%html\n  %body\n    %h1 Hi\n    / rest of the page unchanged\n    %p Bye\n",
    )
