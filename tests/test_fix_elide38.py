"""fix-elide38: notes for left-out rules, elements and components read by structure.

Each case written by hand from what the model meant: a note that names parts its file (in
the note's own scope) does not hold stands for those parts left out (not usable); a note on
parts the file holds is a remark (the file as written)."""

from __future__ import annotations

import pytest
from meant import refused_native
from native_answers import native_answer

from artifact_codec import parse_response


def _usable_as_written(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# -- CSS: a rule is defined by a whole selector of its list, in the note's scope ------------


def test_a_note_inside_a_media_block_on_that_blocks_rules_keeps_the_sheet() -> None:
    sheet = (
        "body {\n  margin: 0;\n}\n\n@media (max-width: 600px) {\n  .card {\n    color: red;\n"
        "  }\n  .btn {\n    color: red;\n  }\n  /* .card and .btn unchanged */\n}\n"
    )
    _usable_as_written("style.css", sheet)


def test_a_top_level_note_on_a_compiled_scss_selector_keeps_the_sheet() -> None:
    # ".nav { .card {} }" compiles to the top-level rule ".nav .card"
    sheet = ".nav {\n  .card {\n    color: red;\n  }\n}\n\n/* .nav .card unchanged */\n"
    _usable_as_written("style.scss", sheet)


def test_a_top_level_note_on_a_name_nested_only_in_scss_is_refused() -> None:
    sheet = (
        ".nav {\n  .card {\n    color: red;\n  }\n  .btn {\n    color: red;\n  }\n}\n\n"
        "/* .card and .btn unchanged */\n\n.footer {\n  color: blue;\n}\n"
    )
    refused_native("style.scss", sheet)


def test_a_selector_list_item_is_a_rule_of_its_own() -> None:
    sheet = ".card,\n.btn {\n  color: red;\n}\n\n/* .card and .btn unchanged */\n"
    _usable_as_written("style.css", sheet)


def test_an_element_name_is_a_type_rule_only() -> None:
    # "<footer>" is the element footer: the sheet has only the class .footer
    sheet = (
        "header {\n  color: red;\n}\n\n/* <header> and <footer> unchanged */\n\n"
        ".footer {\n  color: red;\n}\n"
    )
    refused_native("style.css", sheet)


# -- JSX: an element is rendered where a tag opens it in code ---------------------------------

_RENDERED = (
    "import Header from './Header';\nimport Footer from './Footer';\n\n"
    'export default function App() {\n  return (\n    <div className="app">\n'
    "      <p>Don't panic</p>\n      <Header />\n      {/*\n        Header and Footer unchanged\n"
    "      */}\n      <Footer/>\n    </div>\n  );\n}\n"
)


@pytest.mark.parametrize("path", ["src/App.jsx", "src/App.js"])
def test_a_jsx_note_on_rendered_components_keeps_the_page(path: str) -> None:
    _usable_as_written(path, _RENDERED)


def test_a_jsx_note_for_an_element_left_out_in_a_tsx_page_is_refused() -> None:
    page = (
        "export function App() {\n  const s = `<Footer />`;\n  return (\n    <main>\n"
        "      <Header />\n      {/* ... <Footer /> unchanged ... */}\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.tsx", page)


# -- pages: template languages, their own comments, a script's text ---------------------------


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.svelte",
            "<script>\n  let n = 1;\n</script>\n\n<header>hi</header>\n"
            "<!-- header and script unchanged -->\n<main>{n}</main>\n",
            id="svelte-elements-it-has",
        ),
        pytest.param(
            "templates/page.twig",
            "{% block content %}\n<nav>x</nav>\n<footer>y</footer>\n"
            "{# nav and footer unchanged #}\n{% endblock %}\n",
            id="twig-comment-on-its-elements",
        ),
    ],
)
def test_a_page_note_on_its_own_elements_keeps_the_page(path: str, content: str) -> None:
    _usable_as_written(path, content)


def test_a_twig_comment_naming_elements_the_page_lacks_is_refused() -> None:
    content = (
        "{% block content %}\n<main>x</main>\n{# nav and footer unchanged #}\n{% endblock %}\n"
    )
    refused_native("templates/page.twig", content)


# -- JavaScript: a note read against the block it stands in ------------------------------------

_JS_OWN_SCOPE = """import { api } from "./api";

function load() {
  return api.get("{");
}

function save() {
  return 2;
}

// load and save unchanged

class View {
  render() {
    return `}`;
  }

  destroy() {
    return 2;
  }

  // render and destroy unchanged
}
"""


def test_js_notes_on_names_of_their_own_scope_keep_the_file() -> None:
    _usable_as_written("app.js", _JS_OWN_SCOPE)


def test_a_js_class_note_on_the_modules_functions_is_refused() -> None:
    content = _JS_OWN_SCOPE.replace("// render and destroy", "// load and save")
    refused_native("app.js", content)


# -- CSS: a one-line rule of dots ---------------------------------------------------------------


def test_one_line_rules_with_declarations_keep_the_sheet() -> None:
    sheet = ".nav { color: red; }\n.footer { /* see the theme */ }\n.x { content: '...'; }\n"
    _usable_as_written("styles.css", sheet)


def test_a_nested_one_line_rule_of_dots_is_refused() -> None:
    sheet = ".nav {\n  color: red;\n  &:hover { \u2026 }\n}\n"
    refused_native("styles.scss", sheet)


@pytest.mark.parametrize(
    "note",
    [
        "/* existing .nav styles unchanged */",
        "/* @media rules: no changes */",
    ],
)
def test_a_note_in_other_words_on_the_sheets_own_rules_keeps_it(note: str) -> None:
    sheet = (
        ".nav {\n  color: red;\n}\n\n.footer {\n  color: red;\n}\n\n"
        "@media (max-width: 600px) {\n  .nav {\n    color: blue;\n  }\n}\n\n"
        f"{note}\n\n.main {{\n  color: red;\n}}\n"
    )
    _usable_as_written("styles.css", sheet)


def test_a_dots_line_after_a_listing_is_still_markup_left_out() -> None:
    page = "<html>\n<body>\n<pre>\n$ ls\n...\n</pre>\n...\n<footer>x</footer>\n</body>\n</html>\n"
    refused_native("index.html", page)


def test_a_dots_line_in_a_listing_keeps_the_page() -> None:
    page = (
        '<html>\n<body>\n<PRE class="x">\n$ ls\n...\n</PRE>\n<footer>x</footer>\n</body>\n</html>\n'
    )
    _usable_as_written("index.html", page)


def test_a_name_only_heading_a_compound_selector_is_no_rule_of_the_sheet() -> None:
    # (was fix-css32's css-kind-after-defined-in-compounds, expected usable: ".nav a" was read
    # as defining .nav. A rule for ".nav a" is no rule for ".nav": the note may stand for a
    # top-level ".nav" rule left out, and refusing is the smaller mistake.)
    sheet = (
        "/* .nav and .footer rules unchanged */\n.nav a { color: red; }\n"
        "footer p, .footer { margin: 0; }\n"
    )
    refused_native("site.css", sheet)
