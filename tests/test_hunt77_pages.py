"""hunt77: notes in pages and scripts (fix-hunt73-40) against parts as models write them.

Expected by hand from what the model meant: a note naming functions the file calls and defines
nowhere (nor imports) stands for those functions, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SCRIPT = "  // g and k unchanged\n  function f() {\n    return g() + k();\n  }\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport function f() {\n  return g() + k();\n}\n",
            id="js-first-line",
        ),
        pytest.param(
            "src/a.js",
            "import { api } from './api.js';\n// g and k unchanged\n"
            "export function f() {\n  return api(g() + k());\n}\n",
            id="js-after-import",
        ),
        pytest.param(
            "index.html",
            "<!DOCTYPE html>\n<html>\n<body>\n<script>\n"
            + _SCRIPT
            + "</script>\n</body>\n</html>\n",
            id="html-script",
        ),
        pytest.param(
            "src/App.svelte",
            "<script>\n" + _SCRIPT + "</script>\n\n<main>{f()}</main>\n",
            id="svelte-script",
        ),
    ],
)
def test_a_note_right_above_a_function_naming_unbound_callees_is_a_part(
    path: str, content: str
) -> None:
    # With a blank line between the note and the function it is refused; right above the
    # function (read as its doc comment?) the part is usable. In a .py file both are refused.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_PHP_PAGE = """<?php $title = 'Home'; ?>
<!DOCTYPE html>
<html>
<body>
  <h1><?= htmlspecialchars($title) ?></h1>
  {note}
</body>
</html>
"""

_BLADE_VIEW = """@extends('layouts.app')

@section('content')
  <main>
    {note}
    <p>Hello</p>
  </main>
@endsection
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "index.php",
            _PHP_PAGE.format(note="<!-- rest of the page unchanged -->"),
            id="php-html-comment",
        ),
        pytest.param(
            "index.php", _PHP_PAGE.format(note="<!-- ... existing markup ... -->"), id="php-dots"
        ),
        pytest.param(
            "index.php",
            "<!DOCTYPE html>\n<html>\n<body>\n  <p>x</p>\n  <!-- rest of the page unchanged -->\n"
            "</body>\n</html>\n",
            id="php-page-without-php-tags",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            _BLADE_VIEW.format(note="{{-- rest of the page unchanged --}}"),
            id="blade-comment",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            _BLADE_VIEW.format(note="<!-- rest of the page unchanged -->"),
            id="blade-html-comment",
        ),
    ],
)
def test_a_php_page_with_the_familys_words_in_a_comment_is_a_part(path: str, content: str) -> None:
    # docs/lenient.md: <!-- --> in pages (.php among them) and Blade's {{-- --}} by suffix; the
    # same page as .html or .phtml is refused, as .php it is usable as written.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_VUE_APP = """<template>
  <div id="app">
    <Header />
    {note}
    <main>{{{{ msg }}}}</main>
  </div>
</template>

<script setup>
import Header from './components/Header.vue'
import Sidebar from './components/Sidebar.vue'
const msg = 'hi'
</script>
"""

_JSX_APP = """import Header from './Header';
import Sidebar from './Sidebar';

export default function App() {{
  return (
    <div>
      <Header />
      {note}
      <main>hi</main>
    </div>
  );
}}
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.vue",
            _VUE_APP.format(note="<!-- Sidebar component unchanged -->"),
            id="vue-component-kind",
        ),
        pytest.param(
            "src/App.jsx",
            _JSX_APP.format(note="{/* Sidebar component unchanged */}"),
            id="jsx-component-kind",
        ),
        pytest.param(
            "src/App.tsx",
            _JSX_APP.format(note="{/* Sidebar component unchanged */}"),
            id="tsx-component-kind",
        ),
    ],
)
def test_one_component_named_with_its_kind_where_it_is_rendered_is_a_part(
    path: str, content: str
) -> None:
    # Sidebar is imported and rendered nowhere: the note stands where <Sidebar /> went, left
    # out ("<Sidebar /> unchanged" and "Sidebar and Footer unchanged" are refused; one name
    # with the singular kind "component" is not read, as YAML's "test job unchanged" now is).
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def _page(tail: str) -> str:
    return (
        '<!DOCTYPE html>\n<html>\n<body>\n<button id="b">Go</button>\n<script>\n'
        "function load() {\n  return 1;\n}\n" + tail + "</script>\n<script>\n"
        "  document.getElementById('b').onclick = () => render(save(load()));\n"
        "</script>\n</body>\n</html>\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("index.html", _page("\n  // save and render unchanged\n"), id="html-indented"),
        pytest.param("index.html", _page("// save and render unchanged\n"), id="html-under-close"),
        pytest.param(
            "src/App.svelte",
            "<script>\n  function load() {\n    return 1;\n  }\n// save and render unchanged\n"
            "</script>\n\n<button on:click={() => render(save(load()))}>Go</button>\n",
            id="svelte-under-close",
        ),
    ],
)
def test_a_script_note_on_functions_called_and_defined_nowhere_is_a_part(
    path: str, content: str
) -> None:
    # save and render are called by the page and defined in none of its scripts: the note
    # stands for them. At the margin after a blank line it is refused; indented two spaces
    # (html), or right under load's "}" with no blank line, the page is usable.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_HTML_BODY = """<!DOCTYPE html>
<html>
<body>
  <main>
    {note}
    <p>Hello</p>
  </main>
</body>
</html>
"""


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param(
            "layouts/_default/baseof.html", "{{/* rest of the page unchanged */}}", id="hugo"
        ),
        pytest.param(
            "layouts/_default/baseof.html",
            "{{- /* rest of the page unchanged */ -}}",
            id="hugo-trimmed",
        ),
        pytest.param(
            "layouts/_default/baseof.html",
            "{{/* sidebar and footer unchanged */}}",
            id="hugo-named-parts",
        ),
        pytest.param(
            "views/index.html", "{{!-- rest of the page unchanged --}}", id="handlebars-in-html"
        ),
    ],
)
def test_a_go_or_handlebars_template_comment_in_an_html_page_is_a_part(
    path: str, note: str
) -> None:
    # Hugo's layouts are .html files whose comments are Go templates' {{/* */}}; an Express
    # app serves Handlebars views as .html. "{{/* ... existing partials ... */}}" and Jinja's
    # "{# rest of the page unchanged #}" in .html are refused; these forms are usable.
    content = _HTML_BODY.format(note=note)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
