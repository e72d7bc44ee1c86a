"""hunt93: a component note where the page imports the component and renders it nowhere, but
holds a DOM element (or a custom element) whose lowercased name ends in the component's name:
fix-pages67 reads every tag's name case and dashes aside (``<footer>`` renders ``Footer``), while
in Svelte, Vue, JSX and Astro a lowercase ``<footer>`` is the DOM element and only the
capitalised ``<Footer />`` renders the imported component.

Expected by hand from what the model meant: the Footer component is imported and never
rendered; the note says the Footer component is unchanged: the model left ``<Footer />`` out
(the page's own ``<footer>`` element is another thing). Not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SVELTE = """<script>
  import Nav from './Nav.svelte';
  import Footer from './Footer.svelte';
</script>

<Nav />
<main>
  <h1>Hi</h1>
</main>
<!-- Footer component unchanged -->
<footer class="small">v1</footer>
"""
_VUE = """<template>
  <div>
    <Nav />
    <main><h1>Hi</h1></main>
    <!-- Footer component unchanged -->
    <footer class="small">v1</footer>
  </div>
</template>

<script setup>
import Nav from './Nav.vue'
import Footer from './Footer.vue'
</script>
"""
_JSX = """import Nav from './Nav';
import Footer from './Footer';

export default function App() {
  return (
    <div>
      <Nav />
      {/* Footer component unchanged */}
      <footer className="small">v1</footer>
    </div>
  );
}
"""
_ASTRO = """---
import Nav from '../components/Nav.astro';
import Footer from '../components/Footer.astro';
---
<html>
  <body>
    <Nav />
    <!-- Footer component unchanged -->
    <footer>v1</footer>
  </body>
</html>
"""
_CUSTOM = """<script>
  import Sidebar from './Sidebar.svelte';
</script>

<main>
  <h1>Hi</h1>
</main>
<!-- Sidebar component unchanged -->
<nav-sidebar></nav-sidebar>
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/App.svelte", _SVELTE, id="svelte"),
        pytest.param("src/App.vue", _VUE, id="vue"),
        pytest.param("src/App.jsx", _JSX, id="jsx"),
        pytest.param("src/pages/index.astro", _ASTRO, id="astro"),
        pytest.param("src/App.svelte", _CUSTOM, id="svelte-custom-element"),
    ],
)
def test_a_dom_element_of_the_components_name_does_not_render_it(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
