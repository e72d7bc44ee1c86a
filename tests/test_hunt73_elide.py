"""hunt73: notes for left-out rules, elements and components (fix-elide38's rules) attacked.

Each case written by hand from what the model meant: a note that names parts its file does
not hold (in the note's own scope, in the note's own language) stands for those parts left
out: the file is not the whole file, so the answer is not usable as written."""

from __future__ import annotations

import pytest
from meant import refused_native
from native_answers import native_answer

from artifact_codec import parse_response


def _usable_as_written(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# -- JSX: a component is <Footer>, the DOM element <footer> is another name ---------------------

_DEFINED_NOT_RENDERED = (
    'function Header() {\n  return <header className="header">Logo</header>;\n}\n\n'
    'function Footer() {\n  return <footer className="footer">(c) 2024</footer>;\n}\n\n'
    'export default function App() {\n  return (\n    <div className="app">\n'
    "      {/* NOTE */}\n      <main>Hello</main>\n    </div>\n  );\n}\n"
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<Header /> and <Footer /> unchanged", id="elements"),
        pytest.param("Header and Footer unchanged", id="bare"),
    ],
)
def test_a_jsx_note_on_components_defined_but_not_rendered_is_refused(note: str) -> None:
    # App renders neither <Header /> nor <Footer />: the components are defined above, and
    # their own trees render the DOM elements <header> and <footer> (JSX tells them apart
    # by case). The note in App's tree stands for <Header /> and <Footer /> left out.
    refused_native("src/App.jsx", _DEFINED_NOT_RENDERED.replace("NOTE", note))


def test_a_jsx_note_on_a_tag_only_in_an_assigned_string_is_refused() -> None:
    # '"<Footer />"' is a string's text (shown in a <pre>), no element the tree renders
    page = (
        'const snippet = "<Footer />";\n\nexport default function App() {\n  return (\n'
        "    <main>\n      <Header />\n      {/* <Header /> and <Footer /> unchanged */}\n"
        "      <pre>{snippet}</pre>\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


def test_a_js_page_returning_jsx_without_parentheses_reads_its_notes() -> None:
    # a ".js" file holding JSX after "return <div": Header and Footer imported, not rendered
    page = (
        "import Header from './Header';\nimport Footer from './Footer';\n\n"
        'export default function App() {\n  return <div className="app">\n'
        "    {/* Header and Footer unchanged */}\n    <main>Hi</main>\n  </div>;\n}\n"
    )
    refused_native("src/App.js", page)


# -- CSS: a note inside a rule's block stands for that block's rules ----------------------------


def test_a_note_inside_a_media_block_on_top_level_rules_is_refused() -> None:
    # the @media block holds .nav only; .card and .btn are top-level rules: the note inside
    # the block stands for the block's own .card and .btn overrides, left out
    sheet = (
        ".card {\n  color: red;\n}\n\n.btn {\n  color: red;\n}\n\n"
        "@media (max-width: 600px) {\n  .nav {\n    display: none;\n  }\n"
        "  /* .card and .btn unchanged */\n}\n"
    )
    refused_native("style.css", sheet)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// .link and .item unchanged", id="line-comment"),
        pytest.param("/* .link and .item unchanged */", id="block-comment"),
    ],
)
def test_a_note_nested_in_an_scss_rule_on_top_level_rules_is_refused(note: str) -> None:
    # inside .nav the note stands for ".nav .link" and ".nav .item" left out; the top-level
    # .link and .item are other rules
    sheet = (
        ".link {\n  color: red;\n}\n\n.item {\n  color: red;\n}\n\n"
        f".nav {{\n  display: flex;\n  {note}\n}}\n"
    )
    refused_native("style.scss", sheet)


# -- pages: the template language's own comment ---------------------------------------------------


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("templates/page.hbs", "{{!-- header and footer unchanged --}}", id="hbs-long"),
        pytest.param("templates/page.hbs", "{{! header and footer unchanged }}", id="hbs-short"),
        pytest.param("app/views/page.html.erb", "<%# header and footer unchanged %>", id="erb"),
        pytest.param(
            "resources/views/page.blade.php", "{{-- header and footer unchanged --}}", id="blade"
        ),
    ],
)
def test_a_template_comment_naming_elements_the_page_lacks_is_refused(path: str, note: str) -> None:
    # the page has no <header> nor <footer>: as '<!-- header and footer unchanged -->' in the
    # same page (refused), the template's own comment stands for them left out
    refused_native(path, f"<main>x</main>\n{note}\n")


def test_a_scss_line_note_in_a_vue_style_block_naming_rules_it_lacks_is_refused() -> None:
    page = (
        '<template>\n  <main class="main">x</main>\n</template>\n\n<style lang="scss" scoped>\n'
        ".main {\n  color: red;\n}\n// .header and .footer unchanged\n</style>\n"
    )
    refused_native("src/App.vue", page)


def test_a_svelte_note_on_components_when_only_dom_elements_render_is_refused() -> None:
    # Svelte tells <Footer /> (the imported component) from <footer> (the DOM element) by
    # case: the page renders neither component, the note stands for both left out
    page = (
        "<script>\n  import Header from './Header.svelte';\n"
        "  import Footer from './Footer.svelte';\n"
        "</script>\n\n<header>hi</header>\n<!-- <Header /> and <Footer /> unchanged -->\n"
        "<main>x</main>\n<footer>bye</footer>\n"
    )
    refused_native("src/App.svelte", page)


# -- a page's script: its '//' notes read as in a .js file ----------------------------------------

_SCRIPT_NOTE = "function open() {\n  return 1;\n}\n\n// load and save unchanged\n"


@pytest.mark.parametrize(
    ("path", "before", "after"),
    [
        pytest.param(
            "src/App.vue",
            "<script setup>\n",
            "</script>\n\n<template>\n  <main>x</main>\n</template>\n",
            id="vue-setup",
        ),
        pytest.param("src/App.svelte", "<script>\n", "</script>\n\n<main>x</main>\n", id="svelte"),
        pytest.param("index.html", "<main>x</main>\n<script>\n", "</script>\n", id="html"),
    ],
)  # fmt: skip
def test_a_script_note_in_a_page_naming_functions_it_lacks_is_refused(
    path: str, before: str, after: str
) -> None:
    # in app.js the same note at the margin is refused: open is defined, load and save are
    # not; the page's script is that same JavaScript
    refused_native(path, before + _SCRIPT_NOTE + after)


# -- false refusals -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mixin",
    [pytest.param(".rounded(@r: 4px)", id="parameters"), pytest.param(".rounded()", id="empty")],
)
def test_a_less_note_on_its_own_mixin_and_rule_keeps_the_sheet(mixin: str) -> None:
    # ".rounded()" defines the mixin .rounded (Less): both names are the sheet's own rules
    sheet = (
        f"{mixin} {{\n  border-radius: 4px;\n}}\n\n.card {{\n  .rounded();\n}}\n\n"
        "/* .rounded and .card unchanged */\n"
    )
    _usable_as_written("style.less", sheet)


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param("  color: red;\n", id="none-nested"),
        pytest.param("  &.active {\n    color: red;\n  }\n", id="one-nested"),
    ],
)
def test_an_scss_note_on_ampersand_rules_the_block_lacks_is_refused(rules: str) -> None:
    # "&:hover" and "&.active" are rules nested in .nav (".nav:hover", ".nav.active"): the
    # block lacks "&:hover" (and, in the first, "&.active"): the note stands for them left out
    sheet = f".nav {{\n{rules}\n  /* &.active and &:hover unchanged */\n}}\n"
    refused_native("style.scss", sheet)


def test_a_vue_note_on_components_rendered_in_kebab_case_keeps_the_page() -> None:
    # Vue resolves <app-header /> to the component AppHeader: both named parts render
    page = (
        "<template>\n  <app-header />\n  <!-- AppHeader and AppFooter unchanged -->\n"
        "  <main>x</main>\n  <app-footer />\n</template>\n\n<script setup>\n"
        "import AppHeader from './AppHeader.vue'\nimport AppFooter from './AppFooter.vue'\n"
        "</script>\n"
    )
    _usable_as_written("src/App.vue", page)


def test_a_jsx_note_inside_a_template_string_sample_keeps_the_page() -> None:
    # the note is the text of a code sample (a template string) the docs page shows, no
    # comment of the page's own tree
    page = (
        "const sample = `\nexport default function App() {\n  return (\n    <main>\n"
        "      {/* Header and Footer unchanged */}\n    </main>\n  );\n}\n`;\n\n"
        "export default function Docs() {\n  return (\n    <section>\n"
        "      <h2>Partial update</h2>\n      <CodeBlock code={sample} />\n    </section>\n"
        "  );\n}\n"
    )
    _usable_as_written("src/Docs.tsx", page)


# -- JavaScript: the note's block, found by braces a regex or a nested template string holds ------

_TWO_CLASSES = (
    "class Store {\n  load() {\n    return 1;\n  }\n\n  save() {\n    return 2;\n  }\n}\n\n"
    "class View {\n  fields(text) {\n    return BODY;\n  }\n\n  // load and save unchanged\n}\n"
)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("text.match(/\\{([^}]+)\\}/g)", id="regex-placeholders"),
        pytest.param('`${text ? `}` : ""}`', id="nested-template"),
        pytest.param("/^https?:\\/\\//.test(text) ? 1 : {\n      x: 1,\n    }", id="regex-slashes"),
    ],
)
def test_a_class_note_on_another_classs_methods_after_a_stray_brace_is_refused(body: str) -> None:
    # (with "return text.length;" the note is refused: View has no load nor save, Store's
    # are another class's.) A brace in a regular expression or a nested template string is
    # text, no block's end: the note still stands in View's body for its load and save
    refused_native("src/app.js", _TWO_CLASSES.replace("BODY", body))


# -- pages in template languages the page suffixes do not list ------------------------------------


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("views/index.ejs", "<!-- header and footer unchanged -->", id="ejs"),
        pytest.param("views/index.ejs", "<%# header and footer unchanged %>", id="ejs-own"),
        pytest.param("Views/Home/Index.cshtml", "<!-- header and footer unchanged -->", id="razor"),
        pytest.param(
            "Views/Home/Index.cshtml", "@* header and footer unchanged *@", id="razor-own"
        ),
        pytest.param("WEB-INF/index.jsp", "<!-- header and footer unchanged -->", id="jsp"),
        pytest.param("WEB-INF/index.jsp", "<%-- header and footer unchanged --%>", id="jsp-own"),
        pytest.param("app/page.phtml", "<!-- header and footer unchanged -->", id="phtml"),
        pytest.param("src/page.marko", "<!-- header and footer unchanged -->", id="marko"),
    ],
)
def test_a_page_note_in_another_template_language_naming_elements_it_lacks_is_refused(
    path: str, note: str
) -> None:
    # as in index.html (refused): the page has no <header> nor <footer>
    refused_native(path, f"<main>x</main>\n{note}\n")


def test_an_mdx_note_on_components_imported_not_rendered_is_refused() -> None:
    page = (
        "import Header from './Header'\nimport Footer from './Footer'\n\n# Title\n\n"
        "{/* Header and Footer unchanged */}\n\nSome text.\n"
    )
    refused_native("docs/page.mdx", page)


def test_a_jsx_line_comment_note_on_components_not_rendered_is_refused() -> None:
    # "{// ...\n}" is JSX's other comment: the same note as "{/* ... */}" (refused)
    page = (
        "export default function App() {\n  return (\n    <main>\n"
        "      {// Header and Footer unchanged\n      }\n      <p>x</p>\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


def test_a_css_modules_note_on_a_global_rule_keeps_the_sheet() -> None:
    # ":global(.card)" is the rule .card of a CSS module
    sheet = (
        ":global(.card) {\n  color: red;\n}\n\n.btn {\n  color: red;\n}\n\n"
        "/* .card and .btn unchanged */\n"
    )
    _usable_as_written("src/App.module.css", sheet)


# -- CSS: the note's scope after a brace or a "//" that is no sheet's structure -------------------

_MEDIA_ONLY = (
    "@media (max-width: 600px) {\n  .card {\n    color: red;\n  }\n  .btn {\n    color: red;\n"
    "  }\n}\n\n/* .card and .btn unchanged */\n"
)


@pytest.mark.parametrize(
    "first",
    [
        pytest.param(
            ".hero { background: url(//cdn.example.com/hero.jpg) center; }\n", id="url-slashes"
        ),
        pytest.param('.icon::before {\n  content: "{";\n}\n', id="string-brace"),
    ],
)
def test_a_top_level_note_on_rules_only_in_a_media_block_after_a_stray_brace_is_refused(
    first: str,
) -> None:
    # (with ".hero {\n  background: url(/img/hero.jpg) center;\n}" first, refused: the note
    # between top-level rules names .card and .btn, which only the @media block has.) A
    # protocol-relative url's "//" is no CSS comment, a string's "{" opens no block: the note
    # is still at the top level
    refused_native("style.css", first + "\n" + _MEDIA_ONLY)


# -- pages: an attribute's value holding ">" ------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "page"),
    [
        pytest.param(
            "src/App.vue",
            '<template>\n  <div v-if="items.length > 0" class="toolbar">x</div>\n'
            "  <!-- .toolbar and .footer unchanged -->\n  <main>x</main>\n"
            '  <div class="footer">y</div>\n</template>\n',
            id="vue-v-if",
        ),
        pytest.param(
            "src/app/app.component.html",
            '<div *ngIf="count > 0" id="toolbar">x</div>\n<!-- #toolbar and #footer unchanged -->\n'
            '<main>x</main>\n<div id="footer">y</div>\n',
            id="angular-ngif",
        ),
        pytest.param(
            "index.html",
            '<body>\n<div x-data="{ open: false }" @click="() => open = !open" '
            'class="menu">x</div>\n'
            '<!-- .menu and .footer unchanged -->\n<main>x</main>\n<div class="footer">y</div>\n'
            "</body>\n",
            id="alpine-arrow",
        ),
    ],
)
def test_a_page_note_on_a_class_after_a_gt_in_an_attribute_keeps_the_page(
    path: str, page: str
) -> None:
    # the quoted value "items.length > 0" ends no tag: class="toolbar" is the div's
    _usable_as_written(path, page)


# -- pages: a dots line after "<pre" that opens no element -----------------------------------------


@pytest.mark.parametrize(
    ("path", "page"),
    [
        pytest.param(
            "index.html",
            "<html>\n<body>\n<!-- the build log goes in the <pre> below -->\n<header>x</header>\n"
            '...\n<pre id="log"></pre>\n</body>\n</html>\n',
            id="in-a-comment",
        ),
        pytest.param(
            "index.html",
            "<html>\n<body>\n<script>\n  const open = '<pre>';\n</script>\n<header>x</header>\n"
            "...\n<footer>y</footer>\n</body>\n</html>\n",
            id="in-a-script-string",
        ),
        pytest.param(
            "src/App.svelte",
            "<script>\n  const tag = '<pre>';\n</script>\n\n<header>x</header>\n...\n"
            "<footer>y</footer>\n",
            id="svelte-script",
        ),
    ],
)
def test_a_dots_line_after_a_pre_that_is_no_element_is_markup_left_out(
    path: str, page: str
) -> None:
    # (without the "<pre>" in the comment or the string, refused.) A "<pre>" in a comment or a
    # script's string opens no listing: the dots line between <header> and the rest is markup
    # left out
    refused_native(path, page)


# -- JSX: the note's own comment form and its own tree ---------------------------------------------


def test_a_jsx_note_written_with_leading_stars_is_read() -> None:
    # "{/*\n * ...\n */}" is the same comment as "{/* ... */}" (refused): nothing rendered
    page = (
        "export default function App() {\n  return (\n    <main>\n      {/*\n"
        "       * Header and Footer unchanged\n       */}\n      <p>x</p>\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


def test_a_jsx_note_on_components_another_component_renders_is_refused() -> None:
    # the note stands in Page's tree, which renders neither <Header /> nor <Footer />: as a
    # JavaScript note in one class naming another's methods (refused), Layout's are another
    # tree's elements
    page = (
        "function Layout() {\n  return (\n    <>\n      <Header />\n      <Footer />\n    </>\n"
        "  );\n}\n\nexport function Page() {\n  return (\n    <main>\n"
        "      {/* Header and Footer unchanged */}\n      <Content />\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


# -- the same note said another way ---------------------------------------------------------------


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(".card and .btn (unchanged)", id="state-in-parentheses"),
        pytest.param(".card and .btn rules are unchanged from before", id="from-before"),
    ],
)
def test_a_css_note_in_other_words_on_rules_the_sheet_lacks_is_refused(note: str) -> None:
    # as "/* .card and .btn unchanged */" (refused): the sheet has .nav and .main only
    sheet = f".nav {{\n  color: red;\n}}\n\n/* {note} */\n\n.main {{\n  color: red;\n}}\n"
    refused_native("style.css", sheet)


def test_a_jsx_note_on_the_rest_of_components_not_rendered_is_refused() -> None:
    # as "{/* Header and Footer unchanged */}" (refused): neither is rendered
    page = (
        "export default function App() {\n  return (\n    <main>\n"
        "      {/* Rest of Header and Footer unchanged */}\n      <p>x</p>\n    </main>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


def test_a_page_note_with_its_state_in_parentheses_on_elements_it_lacks_is_refused() -> None:
    # as "<!-- header and footer unchanged -->" (refused): the page has neither
    refused_native(
        "index.html", "<body>\n<main>x</main>\n<!-- header and footer (unchanged) -->\n</body>\n"
    )


def test_a_jsx_note_on_member_components_not_rendered_is_refused() -> None:
    # as "<Layout.Header /> and <Layout.Footer /> unchanged" (refused): neither is rendered
    page = (
        "export default function App() {\n  return (\n    <Layout>\n"
        "      {/* Layout.Header and Layout.Footer unchanged */}\n      <p>x</p>\n"
        "    </Layout>\n  );\n}\n"
    )
    refused_native("src/App.jsx", page)


# -- markup and styles in a script's template string ----------------------------------------------


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/app/app.component.ts",
            "import { Component } from '@angular/core';\n\n@Component({\n"
            "  selector: 'app-root',\n  template: `\n    <main>x</main>\n"
            "    <!-- app-header and app-footer unchanged -->\n  `,\n})\n"
            "export class AppComponent {}\n",
            id="angular-inline-template",
        ),
        pytest.param(
            "src/my-app.js",
            "import { LitElement, html } from 'lit';\n\nclass MyApp extends LitElement {\n"
            "  render() {\n    return html`\n      <main>x</main>\n"
            "      <!-- header and footer unchanged -->\n    `;\n  }\n}\n"
            "customElements.define('my-app', MyApp);\n",
            id="lit-html",
        ),
        pytest.param(
            "src/Card.js",
            "import styled from 'styled-components';\n\nexport const Card = styled.div`\n"
            "  color: red;\n\n  .title {\n    color: blue;\n  }\n\n"
            "  /* .icon and .label unchanged */\n`;\n",
            id="styled-components",
        ),
    ],
)
def test_a_note_in_a_template_strings_markup_or_styles_naming_parts_it_lacks_is_refused(
    path: str, content: str
) -> None:
    # the template string is the component's page (its sheet): as in a .html (.css) file,
    # the note names elements (rules) it does not hold: they are left out
    refused_native(path, content)


# -- fix-hunt73-40: the same notes on parts the page holds keep it --------------------------------


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("templates/page.hbs", "{{!-- header and footer unchanged --}}", id="hbs"),
        pytest.param("views/index.ejs", "<%# header and footer unchanged %>", id="ejs"),
        pytest.param("Views/Home/Index.cshtml", "@* header and footer unchanged *@", id="razor"),
        pytest.param("WEB-INF/index.jsp", "<%-- header and footer unchanged --%>", id="jsp"),
    ],
)
def test_a_template_comment_on_elements_the_page_holds_keeps_it(path: str, note: str) -> None:
    # both <header> and <footer> are written: the note says they are as before, not left out
    _usable_as_written(path, f"<header>h</header>\n{note}\n<main>x</main>\n<footer>f</footer>\n")


def test_a_jsx_note_capitalised_by_its_sentence_only_on_dom_elements_keeps_the_page() -> None:
    # "Header and footer": only the sentence's first word is capitalised; the tree renders
    # the DOM elements <header> and <footer> the note names
    page = (
        "export default function App() {\n  return (\n    <div>\n      <header>h</header>\n"
        "      {/* Header and footer unchanged */}\n      <footer>f</footer>\n    </div>\n"
        "  );\n}\n"
    )
    _usable_as_written("src/App.jsx", page)


def test_a_jsx_note_on_components_rendered_keeps_the_page() -> None:
    page = (
        "export default function App() {\n  return (\n    <div>\n      <Header />\n"
        "      {/* <Header /> and <Footer /> unchanged */}\n      <Footer />\n    </div>\n"
        "  );\n}\n"
    )
    _usable_as_written("src/App.jsx", page)


def test_an_mdx_note_in_a_fenced_example_keeps_the_page() -> None:
    # the note is the text of a code example the page shows, no comment of its own tree
    page = (
        "import Header from './Header'\n\n<Header />\n\n# Partial updates\n\n```jsx\n"
        "{/* Header and Footer unchanged */}\n```\n\nSome text.\n"
    )
    _usable_as_written("docs/page.mdx", page)


def test_a_jsx_note_on_member_components_rendered_keeps_the_page() -> None:
    page = (
        "export default function App() {\n  return (\n    <Layout>\n      <Layout.Header />\n"
        "      {/* Layout.Header and Layout.Footer unchanged */}\n      <Layout.Footer />\n"
        "    </Layout>\n  );\n}\n"
    )
    _usable_as_written("src/App.jsx", page)


def test_a_jsx_line_comment_note_on_components_rendered_keeps_the_page() -> None:
    page = (
        "export default function App() {\n  return (\n    <main>\n      <Header />\n"
        "      {// Header and Footer unchanged\n      }\n      <Footer />\n    </main>\n  );\n}\n"
    )
    _usable_as_written("src/App.jsx", page)


@pytest.mark.parametrize(
    ("path", "sheet"),
    [
        pytest.param(
            "style.scss",
            ".nav {\n  &.active {\n    color: red;\n  }\n  &:hover {\n    color: blue;\n  }\n"
            "  /* &.active and &:hover unchanged */\n}\n",
            id="scss-ampersand",
        ),
        pytest.param(
            "style.scss",
            ".nav {\n  .link {\n    color: red;\n  }\n  .item {\n    color: red;\n  }\n"
            "  // .link and .item unchanged\n}\n",
            id="scss-nested",
        ),
        pytest.param(
            "style.css",
            "@media (max-width: 600px) {\n  .card {\n    color: red;\n  }\n  .btn {\n"
            "    color: red;\n  }\n  /* .card and .btn unchanged */\n}\n",
            id="media-own",
        ),
    ],
)
def test_a_note_inside_a_block_on_the_blocks_own_rules_keeps_the_sheet(
    path: str, sheet: str
) -> None:
    # every rule the note names is the block's own: nothing left out
    _usable_as_written(path, sheet)


def test_a_scss_line_note_in_a_vue_style_block_on_its_rules_keeps_the_page() -> None:
    page = (
        '<template>\n  <main class="main">x</main>\n</template>\n\n<style lang="scss" scoped>\n'
        ".header {\n  color: red;\n}\n// .header and .footer unchanged\n.footer {\n  color: red;\n"
        "}\n</style>\n"
    )
    _usable_as_written("src/App.vue", page)


@pytest.mark.parametrize(
    ("path", "before", "after"),
    [
        pytest.param("src/App.svelte", "<script>\n", "</script>\n\n<main>x</main>\n", id="svelte"),
        pytest.param("index.html", "<main>x</main>\n<script>\n", "</script>\n", id="html"),
        pytest.param(
            "index.html",
            '<script type="text/x-template" id="t">\n',
            "</script>\n<main>x</main>\n",
            id="template-script",
        ),
    ],
)  # fmt: skip
def test_a_script_note_in_a_page_on_its_own_functions_keeps_the_page(
    path: str, before: str, after: str
) -> None:
    # load and save are the script's own: the note is on them, nothing left out (and a
    # "text/x-template" script is no JavaScript)
    script = (
        "function load() {\n  return 1;\n}\n\nfunction save() {\n  return 2;\n}\n\n"
        "// load and save unchanged\n"
    )
    if "template" in before:
        script = "<p>{{ load and save }}</p>\n// load and save unchanged\n"
    _usable_as_written(path, before + script + after)
