"""hunt78: one component named in a JSX/Vue/Svelte note (fix-pages42: "Sidebar component
unchanged" is <Sidebar />) in other spellings, and whole files that render it another way.

Expected by hand: with Sidebar imported and rendered nowhere, a note that Sidebar is unchanged
stands for <Sidebar />, left out: not usable. With Sidebar rendered (a prop, createElement, a
dynamic component), the same note is a remark on it: the file is whole, usable and exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_APP = """import Sidebar from './Sidebar';
import Main from './Main';

export default function App() {
  return (
    <div className="app">
      {note}
      <Main />
    </div>
  );
}
"""


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("{/* Sidebar unchanged */}", id="no-kind"),
        pytest.param("{/* Sidebar: unchanged */}", id="colon"),
        pytest.param("{/* ... Sidebar ... */}", id="dots"),
        pytest.param("{/* sidebar component unchanged */}", id="lowercase-with-kind"),
    ],
)
def test_one_imported_component_named_in_a_note_and_rendered_nowhere_is_left_out(
    note: str,
) -> None:
    # `{/* Sidebar component unchanged */}` in the same place is refused.
    result = parse_response(native_answer("src/App.jsx", _APP.replace("{note}", note).rstrip()))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            "import { Route } from 'react-router-dom';\nimport Sidebar from './Sidebar';\n\n"
            "export default function App() {\n  return (\n    <div>\n"
            "      {/* Sidebar component unchanged */}\n"
            '      <Route path="/" component={Sidebar} />\n    </div>\n  );\n}\n',
            id="jsx-route-component-prop",
        ),
        pytest.param(
            "src/App.jsx",
            "import React from 'react';\nimport Sidebar from './Sidebar';\n\n"
            "export default function App() {\n  return (\n    <div>\n"
            "      {/* Sidebar component unchanged */}\n"
            "      {React.createElement(Sidebar)}\n    </div>\n  );\n}\n",
            id="jsx-create-element",
        ),
        pytest.param(
            "src/App.vue",
            '<template>\n  <div class="app">\n    <!-- Sidebar component unchanged -->\n'
            '    <component :is="Sidebar" />\n  </div>\n</template>\n\n'
            "<script setup>\nimport Sidebar from './Sidebar.vue';\n</script>\n",
            id="vue-dynamic-component",
        ),
        pytest.param(
            "src/App.svelte",
            "<script>\n  import Sidebar from './Sidebar.svelte';\n</script>\n\n"
            '<div class="app">\n  <!-- Sidebar component unchanged -->\n'
            "  <svelte:component this={Sidebar} />\n</div>\n",
            id="svelte-dynamic-component",
        ),
    ],
)
def test_a_note_on_a_component_the_file_renders_another_way_keeps_the_file_whole(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.vue",
            '<template>\n  <div class="app">\n    <!-- Sidebar component unchanged -->\n'
            "    <sidebar />\n  </div>\n</template>\n\n<script>\n"
            "import Sidebar from './Sidebar.vue';\n"
            "export default { components: { Sidebar } };\n</script>\n",
            id="vue-lowercase-tag",
        ),
        pytest.param(
            "src/app/app.component.html",
            '<div class="layout">\n  <!-- Sidebar component unchanged -->\n'
            "  <app-sidebar></app-sidebar>\n  <router-outlet></router-outlet>\n</div>\n",
            id="angular-app-prefix",
        ),
        pytest.param(
            "src/App.svelte",
            "<script>\n  import * as UI from './ui';\n</script>\n\n"
            "<!-- Sidebar component unchanged -->\n<UI.Sidebar />\n",
            id="svelte-member-tag",
        ),
        pytest.param(
            "src/App.jsx",
            "import * as UI from './ui';\n\nexport default function App() {\n  return (\n"
            "    <div>\n      {/* Sidebar component unchanged */}\n      <UI.Sidebar />\n"
            "    </div>\n  );\n}\n",
            id="jsx-member-tag",
        ),
        pytest.param(
            "index.html",
            "<!DOCTYPE html>\n<html>\n<body>\n  <!-- Sidebar component unchanged -->\n"
            '  <side-bar></side-bar>\n  <script type="module" src="./side-bar.js"></script>\n'
            "</body>\n</html>\n",
            id="html-web-component",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "@section('content')\n  {{-- Sidebar component unchanged --}}\n  <x-sidebar />\n"
            "  <main>Hi</main>\n@endsection\n",
            id="blade-x-component",
        ),
        pytest.param(
            "resources/views/home.blade.php",
            "@section('content')\n  {{-- Sidebar component unchanged --}}\n"
            "  @livewire('sidebar')\n  <main>Hi</main>\n@endsection\n",
            id="blade-livewire",
        ),
    ],
)
def test_a_note_on_a_component_rendered_under_its_frameworks_tag_keeps_the_file_whole(
    path: str, content: str
) -> None:
    # Whole at 68df3761: the component is rendered under the note by its framework's own tag.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
