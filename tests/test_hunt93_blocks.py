"""hunt93: real whole templates whose note says the header and footer are unchanged, and which
hold them as the template language's own parts: Jinja/Twig/Django blocks, Blade @yield, a
Handlebars partial, an ERB render. The page rules count only elements and rules as a page's
parts, so the names read as parts the page lacks.

Expected by hand from what the model meant: every part the note names is in the file (a block,
a yield, a partial or a render of that name), so the note is a remark on them and the file is
whole: usable, exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _page(note: str, top: str, bottom: str) -> str:
    return (
        f"<!DOCTYPE html>\n<html>\n<body>\n  {note}\n  {top}\n  <main>\n    <h1>Hi</h1>\n"
        f"  </main>\n  {bottom}\n</body>\n</html>\n"
    )


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


_BLOCKS = ("{% block header %}{% endblock %}", "{% block footer %}{% endblock %}")


@pytest.mark.parametrize(
    ("path", "note", "top", "bottom"),
    [
        pytest.param(
            "templates/base.html", "{# header and footer blocks unchanged #}", *_BLOCKS, id="jinja"
        ),
        pytest.param(
            "templates/base.html.twig",
            "{# header and footer blocks unchanged #}",
            *_BLOCKS,
            id="twig",
        ),
        pytest.param(
            "templates/base.html",
            "{% comment %}header and footer blocks unchanged{% endcomment %}",
            *_BLOCKS,
            id="django",
        ),
        pytest.param(
            "templates/base.html", "{# header and footer unchanged #}", *_BLOCKS, id="jinja-no-kind"
        ),
        pytest.param(
            "resources/views/layouts/app.blade.php",
            "{{-- header and footer sections unchanged --}}",
            "@yield('header')",
            "@yield('footer')",
            id="blade-yield",
        ),
        pytest.param(
            "views/index.hbs",
            "{{!-- header and footer unchanged --}}",
            "{{> header}}",
            "{{> footer}}",
            id="handlebars-partials",
        ),
        pytest.param(
            "app/views/home/index.html.erb",
            "<%# header and footer unchanged %>",
            "<%= render 'header' %>",
            "<%= render 'footer' %>",
            id="erb-render",
        ),
    ],
)
def test_a_note_on_the_templates_own_parts_it_holds_is_whole(
    path: str, note: str, top: str, bottom: str
) -> None:
    _whole(path, _page(note, top, bottom))


@pytest.mark.parametrize(
    ("path", "note", "top", "bottom"),
    [
        pytest.param(
            "templates/index.html.twig",
            "{# header and footer includes unchanged #}",
            "{% include 'header.html.twig' %}",
            "{% include 'footer.html.twig' %}",
            id="twig-includes",
        ),
        pytest.param(
            "views/index.hbs",
            "{{!-- header and footer partials unchanged --}}",
            "{{> header}}",
            "{{> footer}}",
            id="handlebars-partials-kind",
        ),
        pytest.param(
            "layouts/_default/baseof.html",
            "{{/* header and footer partials unchanged */}}",
            '{{ partial "header.html" . }}',
            '{{ partial "footer.html" . }}',
            id="hugo-partials",
        ),
    ],
)
def test_guard_a_note_on_includes_the_page_holds_is_whole(
    path: str, note: str, top: str, bottom: str
) -> None:
    _whole(path, _page(note, top, bottom))
