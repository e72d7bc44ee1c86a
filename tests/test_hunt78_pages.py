"""hunt78: notes of left-out markup in server pages and templates (fix-pages42), as written.

Expected by hand from what the model meant: a page whose only text at a place is a note that the
rest of the page is left out is a part, not a whole file: not usable."""

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
        pytest.param("<?php // rest of the page unchanged ?>", id="slashes"),
        pytest.param("<?php # rest of the page unchanged ?>", id="hash"),
        pytest.param("<?php /* ... */ ?>", id="block-dots"),
        pytest.param("<?php /* rest of the page unchanged */ ?>", id="block-words"),
    ],
)
def test_a_php_tag_holding_only_a_note_of_left_out_markup_is_a_part(note: str) -> None:
    # `<!-- rest of the page unchanged -->` in the same place is refused; the note written in
    # the PHP island's own comment syntax, on its line, is the same note.
    refused_native("index.php", _PAGE.format(note=note))


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app/views/home/index.html.haml",
            "%html\n  %body\n    %h1 Hi\n    -# rest of the page unchanged\n    %p Bye\n",
            id="haml",
        ),
        pytest.param(
            "app/views/home/index.html.slim",
            "html\n  body\n    h1 Hi\n    / rest of the page unchanged\n    p Bye\n",
            id="slim",
        ),
    ],
)
def test_a_note_in_an_indented_template_languages_comment_is_a_part(
    path: str, content: str
) -> None:
    # Pug's `//- rest of the page unchanged` is refused; Haml's `-#` and Slim's `/` are the
    # same languages' comments of the same Rails/Express views.
    refused_native(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "templates/index.html",
            _PAGE.format(note="{% comment %}rest of the page unchanged{% endcomment %}"),
            id="django-comment-tag",
        ),
        pytest.param(
            "layouts/index.html",
            _PAGE.format(note="{{/*\n    rest of the page unchanged\n  */}}"),
            id="hugo-comment-over-lines",
        ),
    ],
)
def test_a_template_comment_in_another_shape_in_an_html_page_is_a_part(
    path: str, content: str
) -> None:
    # `{# rest of the page unchanged #}` and `{{/* rest of the page unchanged */}}` on one line
    # are refused; Django's comment tag and a Go template comment over lines say the same.
    refused_native(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "views/index.html",
            _PAGE.format(note="{{!-- ... --}}"),
            id="handlebars-dots-in-html",
        ),
        pytest.param(
            "index.php",
            _PAGE.format(note="<?php endif; ?> <!-- rest of the page unchanged -->"),
            id="php-note-after-a-closed-island",
        ),
        pytest.param(
            "index.php",
            '<main class="content">\n  <?php /* .hero and .posts unchanged */ ?>\n'
            '  <div class="hero"></div>\n</main>\n',
            id="php-island-named-parts",
        ),
        pytest.param(
            "templates/index.gohtml",
            '<main class="content">\n  {{/* .hero and .posts unchanged */}}\n'
            '  <div class="hero"></div>\n</main>\n',
            id="gohtml-named-parts",
        ),
        pytest.param(
            "templates/index.tmpl",
            '<main class="content">\n  {{/* .hero and .posts unchanged */}}\n'
            '  <div class="hero"></div>\n</main>\n',
            id="tmpl-named-parts",
        ),
    ],
)
def test_more_template_notes_of_left_out_markup_are_parts(path: str, content: str) -> None:
    # `{{/* ... */}}` and `{{-- ... --}}` alone are refused; in a `layouts/index.html` the same
    # named-parts note (no `.posts` element anywhere) is refused.
    refused_native(path, content)
