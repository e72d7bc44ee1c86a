"""hunt102: false refusals of whole template pages whose remark "footer unchanged" stands right
over the include or component that renders the footer, in forms fix-pages82's include table
does not read as the footer: a Hugo partial with a prefixed name, a Jekyll include, a Blade
anonymous component in a folder, a Livewire component, a Razor view component, an Angular
component selector, a Vue component with a prefixed name.

Expected by hand from what the model meant: the page holds its footer (the line under the
remark renders it); nothing is left out: usable, the page written exactly as given."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  <p>Bye</p>
  {remark}
  {include}
</body>
</html>
"""


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "remark", "include"),
    [
        pytest.param(
            "layouts/index.html",
            "{{/* footer partial unchanged */}}",
            '{{ partial "site-footer.html" . }}',
            id="hugo-prefixed-partial",
        ),
        pytest.param(
            "_layouts/default.html",
            "<!-- footer unchanged -->",
            "{%- include footer.html -%}",
            id="jekyll-include",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "{{-- footer unchanged --}}",
            "<x-layouts.footer />",
            id="blade-folder-component",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "{{-- footer unchanged --}}",
            "<livewire:site-footer />",
            id="livewire-component",
        ),
        pytest.param(
            "Views/Home/Index.cshtml",
            "@* footer component unchanged *@",
            '@await Component.InvokeAsync("Footer")',
            id="razor-view-component",
        ),
        pytest.param(
            "src/app/app.component.html",
            "<!-- footer unchanged -->",
            "<app-footer></app-footer>",
            id="angular-selector",
        ),
        pytest.param(
            "src/App.vue", "<!-- footer unchanged -->", "<SiteFooter />", id="vue-prefixed"
        ),
    ],
)
def test_a_remark_over_the_footers_include_keeps_the_whole_page(
    path: str, remark: str, include: str
) -> None:
    _whole(path, _PAGE.format(remark=remark, include=include))


def test_ejs_include_guard() -> None:
    _whole(
        "views/index.ejs",
        _PAGE.format(remark="<%# footer unchanged %>", include="<%- include('partials/footer') %>"),
    )
