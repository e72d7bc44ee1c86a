"""hunt102: false refusals of whole components whose remark "sidebar and footer unchanged"
stands right over what renders them, in forms fix-pages82's rendering rules do not read: JSX
props rendered by value (`{sidebar}`), Vue components named `TheSidebar`/`TheFooter` (the Vue
style guide's prefix), Vue named slots, Angular's `*ngComponentOutlet`, a Vue
dynamic component over a `v-for` list of the imported components.

Expected by hand from what the model meant: the component renders the sidebar and the footer
(the lines under the remark); nothing is left out: usable, written exactly as given."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            "export default function App({ sidebar, footer }) {\n  return (\n    <div>\n"
            "      <h1>Hi</h1>\n      {/* sidebar and footer unchanged */}\n      {sidebar}\n"
            "      {footer}\n    </div>\n  );\n}\n",
            id="jsx-props-by-value",
        ),
        pytest.param(
            "src/App.vue",
            "<template>\n  <div>\n    <h1>Hi</h1>\n    <!-- sidebar and footer unchanged -->\n"
            "    <the-sidebar />\n    <TheFooter />\n  </div>\n</template>\n\n<script setup>\n"
            "import TheSidebar from './TheSidebar.vue'\nimport TheFooter from './TheFooter.vue'\n"
            "</script>\n",
            id="vue-the-prefix",
        ),
        pytest.param(
            "src/components/Layout.vue",
            "<template>\n  <div>\n    <h1>Hi</h1>\n    <!-- Sidebar and Footer unchanged -->\n"
            '    <slot name="sidebar" />\n    <slot name="footer" />\n  </div>\n</template>\n',
            id="vue-named-slots",
        ),
        pytest.param(
            "src/app/app.component.html",
            "<h1>Hi</h1>\n<!-- Sidebar and Footer unchanged -->\n"
            '<ng-container *ngComponentOutlet="sidebar"></ng-container>\n'
            '<ng-container *ngComponentOutlet="footer"></ng-container>\n',
            id="angular-component-outlet",
        ),
        pytest.param(
            "src/App.vue",
            "<template>\n  <div>\n    <h1>Hi</h1>\n    <!-- Home and Posts unchanged -->\n"
            '    <component v-for="c in [Home, Posts]" :is="c" />\n  </div>\n</template>\n\n'
            "<script setup>\nimport Home from './Home.vue'\nimport Posts from './Posts.vue'\n"
            "</script>\n",
            id="vue-dynamic-v-for-list",
        ),
    ],
)
def test_a_remark_over_what_renders_the_parts_keeps_the_whole_file(path: str, content: str) -> None:
    _whole(path, content)


def test_svelte_component_guard() -> None:
    _whole(
        "src/App.svelte",
        "<script>\n  import Sidebar from './Sidebar.svelte';\n"
        "  import Footer from './Footer.svelte';\n"
        "</script>\n\n<h1>Hi</h1>\n<!-- Sidebar and Footer unchanged -->\n"
        "<svelte:component this={Sidebar} />\n<svelte:component this={Footer} />\n",
    )
