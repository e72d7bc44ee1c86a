"""hunt102: false refusals of whole components (JSX, Vue, Svelte, Astro) whose remark names
their landmarks in title case, "Header and Footer unchanged", right over the `<header>` and
`<footer>` DOM elements they hold, importing no component at all: fix-pages82 reads two
capitalised names as components (`<Header />`, `<Footer />`), finds none rendered, and
refuses; the same remark in a plain `.html` page is kept.

Expected by hand from what the model meant: title case is how the model writes a section's
name in prose; the component imports nothing, renders no Header, and holds the header and the
footer right under the remark: nothing is left out: usable, written exactly as given."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def _jsx(note: str, body: str) -> str:
    return (
        "export default function App() {\n  return (\n    <div>\n"
        f"      {note}\n{body}    </div>\n  );\n}}\n"
    )


_JSX_HF = "      <header>Top</header>\n      <main>Hi</main>\n      <footer>Bottom</footer>\n"
_JSX_NS = (
    '      <nav>Top</nav>\n      <aside className="sidebar">Side</aside>\n      <main>Hi</main>\n'
)
_MARKUP_HF = "<header>Top</header>\n<main>Hi</main>\n<footer>Bottom</footer>\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            _jsx("{/* Header and Footer unchanged */}", _JSX_HF),
            id="jsx-header-footer",
        ),
        pytest.param(
            "src/App.jsx", _jsx("{/* Nav and Sidebar unchanged */}", _JSX_NS), id="jsx-nav-sidebar"
        ),
        pytest.param(
            "src/App.vue",
            "<template>\n  <div>\n    <!-- Header and Footer unchanged -->\n"
            "    <header>Top</header>\n    <main>Hi</main>\n    <footer>Bottom</footer>\n"
            "  </div>\n</template>\n",
            id="vue-header-footer",
        ),
        pytest.param(
            "src/App.vue",
            "<template>\n  <div>\n    <!-- Nav and Sidebar unchanged -->\n    <nav>Top</nav>\n"
            '    <aside class="sidebar">Side</aside>\n    <main>Hi</main>\n  </div>\n</template>\n',
            id="vue-nav-sidebar",
        ),
        pytest.param(
            "src/App.svelte",
            "<!-- Header and Footer unchanged -->\n" + _MARKUP_HF,
            id="svelte-header-footer",
        ),
        pytest.param(
            "src/App.svelte",
            '<!-- Navbar and Footer unchanged -->\n<nav class="navbar">Top</nav>\n'
            "<main>Hi</main>\n<footer>Bottom</footer>\n",
            id="svelte-navbar-footer",
        ),
        pytest.param(
            "src/pages/index.astro",
            "---\n---\n<!-- Header and Footer unchanged -->\n" + _MARKUP_HF,
            id="astro-header-footer",
        ),
    ],
)
def test_title_case_landmarks_over_their_elements_keep_the_whole_file(
    path: str, content: str
) -> None:
    _whole(path, content)


def test_html_page_guard() -> None:
    _whole(
        "index.html",
        "<!DOCTYPE html>\n<html>\n<body>\n  <!-- Header and Footer unchanged -->\n  "
        + _MARKUP_HF.replace("\n<", "\n  <")
        + "</body>\n</html>\n",
    )
