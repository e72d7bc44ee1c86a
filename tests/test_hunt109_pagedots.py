"""hunt109: a line of only ``...`` (or ``…``) in the markup of an Astro, Handlebars, ERB,
Jinja, Twig or Liquid page.

The dots rule reads a line of only dots in an HTML page, a Vue or Svelte component and a Blade
view as markup left out (it is no markup; fix-pages97: one rule for every page kind). The
markup of the other template kinds is the same HTML, and the same line there is written whole.

Expected by hand from what the model meant: the dots between the heading and the footer stand
for the page's markup left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_ASTRO = (
    "---\nimport Layout from '../layouts/Layout.astro';\nconst title = 'Home';\n---\n"
    "<Layout title={{title}}>\n  <h1>{{title}}</h1>\n  {}\n  <footer>Bye</footer>\n</Layout>\n"
)
_ERB = "<h1><%= @title %></h1>\n{}\n<footer>Bye</footer>\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/pages/index.astro", _ASTRO.format("..."), id="astro-dots"),
        pytest.param("src/pages/index.astro", _ASTRO.format("…"), id="astro-ellipsis-char"),
        pytest.param(
            "views/home.hbs", "<h1>{{title}}</h1>\n...\n<footer>Bye</footer>\n", id="hbs-dots"
        ),
        pytest.param("app/views/home/index.html.erb", _ERB.format("..."), id="erb-dots"),
        pytest.param("app/views/home/index.html.erb", _ERB.format("…"), id="erb-ellipsis-char"),
        pytest.param(
            "templates/home.jinja",
            "{% extends 'base.html' %}\n{% block content %}\n<h1>{{ title }}</h1>\n...\n"
            "<footer>Bye</footer>\n{% endblock %}\n",
            id="jinja-dots",
        ),
        pytest.param(
            "templates/page.twig",
            "{% block body %}\n<h1>{{ title }}</h1>\n...\n<footer>Bye</footer>\n{% endblock %}\n",
            id="twig-dots",
        ),
        pytest.param(
            "templates/page.liquid",
            "<h1>{{ page.title }}</h1>\n...\n<footer>Bye</footer>\n",
            id="liquid-dots",
        ),
    ],
)
def test_a_dots_line_in_template_markup_is_an_elision(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_vue_dots_line_is_refused() -> None:
    content = (
        "<template>\n  <div>\n    <h1>Hi</h1>\n    ...\n"
        "    <footer>Bye</footer>\n  </div>\n</template>"
    )
    assert not parse_response(native_answer("src/Page.vue", content)).usable
