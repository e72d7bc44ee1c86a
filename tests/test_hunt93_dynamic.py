"""hunt93: real whole components that render the components a note names by a form the
component-rendering rule of fix-pages67 does not read: a dynamic component given a ternary or a
variable, a name aliased or mapped in code, React.createElement in the tree, a lowercase tag Vue
resolves to the registered component.

Expected by hand from what the model meant: every component the note says is unchanged is
rendered in the file, so the note is a remark on them and the file is whole: usable, exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JSX = """import React from 'react';
import Header from './Header';
import Footer from './Footer';
import Sidebar from './Sidebar';

export default function App({{ loggedIn }}) {{
{body}
}}
"""
_NOTE = "{/* Sidebar and Footer unchanged */}"

_VUE = """<template>
  <div class="app">
    <Header />
    <!-- Sidebar and Footer unchanged -->
    {tag}
  </div>
</template>

<script>
import Header from './components/Header.vue'
import Footer from './components/Footer.vue'
import Sidebar from './components/Sidebar.vue'

export default {{
  name: 'App',
  components: {{ Header, Footer, Sidebar }},
  props: {{ open: Boolean }},
  data() {{ return {{ {data} }} }},
}}
</script>
"""

_SVELTE = """<script>
  import Header from './Header.svelte';
  import Footer from './Footer.svelte';
  import Sidebar from './Sidebar.svelte';
  export let open = false;
</script>

<Header />
<!-- Sidebar and Footer unchanged -->
<svelte:component this={open ? Sidebar : Footer} />
"""


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def _tree(*lines: str) -> str:
    inner = "\n".join(f"      {line}" for line in lines)
    return f"  return (\n    <div>\n      <Header />\n      {_NOTE}\n{inner}\n    </div>\n  );"


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(
            _tree("{[Sidebar, Footer].map((C, i) => <C key={i} />)}"), id="jsx-mapped-list"
        ),
        pytest.param(
            "  const Side = loggedIn ? Sidebar : Footer;\n" + _tree("<Side />"),
            id="jsx-aliased",
        ),
        pytest.param(
            _tree(
                "{React.createElement(Sidebar)}",
                "{React.createElement(Footer, { year: 2024 })}",
            ),
            id="jsx-create-element",
        ),
    ],
)
def test_a_jsx_tree_rendering_the_named_components_by_value_is_whole(body: str) -> None:
    _whole("src/App.jsx", _JSX.format(body=body))


@pytest.mark.parametrize(
    ("tag", "data"),
    [
        pytest.param(
            "<component :is=\"open ? 'Sidebar' : 'Footer'\" />", "", id="vue-is-ternary-strings"
        ),
        pytest.param('<component :is="open ? Sidebar : Footer" />', "", id="vue-is-ternary"),
        pytest.param(
            '<component :is="current" />',
            "current: 'Sidebar', next: 'Footer'",
            id="vue-is-data-names",
        ),
        pytest.param("<sidebar />\n    <Footer />", "", id="vue-lowercase-tag"),
    ],
)
def test_a_vue_component_rendering_the_named_components_is_whole(tag: str, data: str) -> None:
    _whole("src/App.vue", _VUE.format(tag=tag, data=data))


def test_a_svelte_dynamic_component_given_a_ternary_is_whole() -> None:
    _whole("src/App.svelte", _SVELTE)


def test_guard_the_named_components_rendered_as_tags_is_whole() -> None:
    _whole(
        "src/App.vue", _VUE.format(tag='<Sidebar v-if="open" />\n    <Footer v-else />', data="")
    )
