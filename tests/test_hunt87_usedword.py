"""hunt87: attacks on fix-pages57's rule that a one-component note ('Sidebar component
unchanged') is a remark when the page uses the component's name anywhere outside comments and
imports, case, dashes and a prefix aside (placeholders' _used_words).

Expected by hand: Sidebar is imported and rendered nowhere; the note stands for <Sidebar />,
left out (the same page without the word is refused). The word 'sidebar' the page holds is a
CSS class, an id, an aria label, a button's text, a style rule, a Vue components:
registration or a prop type's key: no rendering of the
component, so the page is still not whole: not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_APP = """import Sidebar from './Sidebar';
import Main from './Main';

export default function App() {
  return (
    <div className="app">
      {/* Sidebar component unchanged */}
      <Main />
    </div>
  );
}
"""

_VUE = """<template>
  <div class="layout">
    <!-- Sidebar component unchanged -->
    <main-content />
  </div>
</template>

<script setup>
import Sidebar from "./Sidebar.vue";
import MainContent from "./MainContent.vue";
</script>

<style>
.layout {
  display: flex;
}
</style>
"""


def _jsx(old: str, new: str) -> str:
    assert old in _APP
    return _APP.replace(old, new)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx", _jsx('className="app"', 'className="app with-sidebar"'), id="jsx-class"
        ),
        pytest.param(
            "src/App.jsx", _jsx('className="app"', 'className="sidebar"'), id="jsx-class-eq"
        ),
        pytest.param("src/App.jsx", _jsx('className="app"', 'id="sidebar"'), id="jsx-id"),
        pytest.param(
            "src/App.jsx", _jsx('className="app"', 'aria-label="sidebar"'), id="jsx-aria-label"
        ),
        pytest.param(
            "src/App.jsx",
            _jsx("      <Main />\n", "      <button>Toggle sidebar</button>\n      <Main />\n"),
            id="jsx-button-text",
        ),
        pytest.param(
            "src/App.vue",
            _VUE.replace(".layout {", ".layout .sidebar {"),
            id="vue-style-rule",
        ),
        pytest.param(
            "src/App.vue",
            _VUE.replace("<script setup>", "<script>").replace(
                '.vue";\n</script>',
                '.vue";\n\nexport default { components: { Sidebar, MainContent } };\n</script>',
            ),
            id="vue-options-registered",
        ),
        pytest.param(
            "src/App.jsx",
            _jsx(
                "export default", "App.propTypes = { sidebar: PropTypes.bool };\n\nexport default"
            ),
            id="jsx-prop-type-key",
        ),
    ],
)
def test_the_component_s_word_in_markup_is_no_rendering(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip()))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [pytest.param("src/App.jsx", _APP, id="jsx"), pytest.param("src/App.vue", _VUE, id="vue")],
)
def test_guard_without_the_word_the_note_is_refused(path: str, content: str) -> None:
    assert not parse_response(native_answer(path, content.rstrip())).usable
