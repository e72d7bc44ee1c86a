"""Hunt 60: style sheets, pages, JSX and YAML files whose comment stands for parts left out.

Expected by hand: each file as written holds a comment naming rules/elements/jobs the file
does not hold, with a state ("unchanged", "no changes", "keep ... as they are"): the model
meant "keep those parts from the old file". The file as written loses them: never usable
(docs/lenient.md, partial files).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response

_CARD = ".card {\n  padding: 1rem;\n}\n\n"
_BTN = ".btn {\n  color: red;\n}\n\n"


# The names are selectors the sheet does not define, in shapes _PART_ITEM does not read (a
# pseudo-class, an attribute, SCSS's "&"), or compounds whose FIRST simple selector is defined
# (".card .title": .card is a rule, ".card .title" is none).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "styles.css", _CARD + "/* .card .title and .card .body unchanged */\n", id="compound"
        ),
        pytest.param(
            "styles.css",
            ".nav {\n  color: red;\n}\n\n/* .nav > li and .nav > a unchanged */\n",
            id="child-combinator",
        ),
        pytest.param(
            "styles.css", _BTN + "/* .link:hover and .link:focus unchanged */\n", id="pseudo-class"
        ),
        pytest.param(
            "styles.css", _BTN + "/* input[type=text] and textarea unchanged */\n", id="attribute"
        ),
        pytest.param(
            "styles.scss",
            ".nav {\n  color: red;\n  /* &:hover and .item unchanged */\n}\n",
            id="scss-ampersand",
        ),
    ],
)
def test_a_style_comment_naming_selectors_the_sheet_lacks(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


# The same comment in other wordings models write.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("/* .footer and .sidebar unchanged ... */", id="ellipsis-after"),
        pytest.param("/* existing .footer styles unchanged */", id="existing-styles"),
        pytest.param("/* .footer and .sidebar: no changes */", id="no-changes"),
        pytest.param("/* keep .footer and .sidebar as they are */", id="keep-as-they-are"),
        pytest.param("/* @media rules unchanged */", id="media-rules"),
    ],
)
def test_a_style_comment_in_other_words(comment: str) -> None:
    content = ".nav {\n  color: red;\n}\n\n" + comment + "\n"
    result = parse_response(_answer("styles.css", content))
    assert not result.usable, (result.status, result.diagnostics)


def test_a_leading_ellipsis_right_under_a_rule() -> None:
    # the same comment after a blank line is refused; right under the rule's close it is clean
    content = ".nav {\n  color: red;\n}\n/* ... .footer and .sidebar unchanged */\n"
    result = parse_response(_answer("styles.css", content))
    assert not result.usable, (result.status, result.diagnostics)


_BODY = "<div>\n  <!-- header and footer unchanged -->\n  <main>{main}</main>\n</div>\n"


# A page in a template language the page rule does not read (Svelte, Astro, PHP, ERB,
# Handlebars, Jinja's own comment, SVG): the same comment naming elements the page lacks.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.svelte",
            '<script>\n  let msg = "hi";\n</script>\n\n<div class="app">\n'
            "  <!-- header and sidebar unchanged -->\n  <main>{msg}</main>\n</div>\n",
            id="svelte-markup",
        ),
        pytest.param(
            "src/App.svelte",
            '<div class="app">\n  <main>hi</main>\n</div>\n\n<style>\n  .app {\n'
            "    display: flex;\n  }\n  /* .header and .sidebar unchanged */\n</style>\n",
            id="svelte-style",
        ),
        pytest.param(
            "src/pages/index.astro",
            "---\nconst t = 1;\n---\n" + _BODY.replace("{main}", "{t}"),
            id="astro",
        ),
        pytest.param("index.php", _BODY.replace("{main}", "<?php echo 1; ?>"), id="php"),
        pytest.param(
            "app/views/home/index.html.erb", _BODY.replace("{main}", "<%= 1 %>"), id="erb"
        ),
        pytest.param("templates/index.hbs", _BODY.replace("{main}", "{{x}}"), id="handlebars"),
        pytest.param(
            "templates/page.html",
            '{% extends "base.html" %}\n{% block content %}\n<main>hi</main>\n'
            "{# header and footer unchanged #}\n{% endblock %}\n",
            id="jinja-comment",
        ),
        pytest.param(
            "icon.svg",
            '<svg xmlns="http://www.w3.org/2000/svg">\n  <!-- circle and path unchanged -->\n'
            "  <rect/>\n</svg>\n",
            id="svg",
        ),
        pytest.param(
            "index.html",
            "<!doctype html>\n<html>\n<body>\n<!-- header and footer unchanged -->\n"
            '<main>hi</main>\n<script>\nconst s = "<header></header><footer></footer>";\n'
            "</script>\n</body>\n</html>\n",
            id="html-tags-in-a-script-string",
        ),
    ],
)
def test_a_page_comment_naming_elements_the_page_lacks(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


def _app(imports: str, comment: str) -> str:
    return (
        imports + "\nexport default function App() {\n  return (\n"
        '    <div className="app">\n' + comment + "      <main>hi</main>\n    </div>\n  );\n}\n"
    )


# A JSX comment where the components it names are not rendered: the page as written lacks them.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            _app(
                "import Header from './Header';\nimport Footer from './Footer';\n",
                "      {/* Header and Footer unchanged */}\n",
            ),
            id="imported-not-rendered",
        ),
        pytest.param(
            "src/App.jsx",
            _app(
                "const title = 'Header and Footer demo';\n",
                "      {/* Header and Footer unchanged */}\n",
            ),
            id="names-in-a-string",
        ),
        pytest.param(
            "src/App.jsx",
            _app("", "      {/* Navbar and Sidebar components unchanged */}\n"),
            id="components-kind",
        ),
        pytest.param(
            "src/App.jsx",
            _app("", "      {/* ... Header and Footer unchanged ... */}\n"),
            id="ellipsis",
        ),
        pytest.param(
            "src/App.jsx", _app("", "      {/* <Header /> unchanged */}\n"), id="self-closing-tag"
        ),
        pytest.param(
            "src/App.jsx",
            _app("", "      {/* <Header/> and <Footer/> unchanged */}\n"),
            id="self-closing-tags",
        ),
        pytest.param(
            "src/App.jsx",
            _app("", "      {/*\n        Header and Footer unchanged\n      */}\n"),
            id="multiline-comment",
        ),
        pytest.param(
            "src/App.js",
            _app("", "      {/* Header and Footer unchanged */}\n"),
            id="jsx-in-a-js-file",
        ),
    ],
)
def test_a_jsx_comment_naming_components_not_rendered(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


_WORKFLOW = (
    "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n"
)
_COMPOSE = 'services:\n  web:\n    image: nginx\n    ports:\n      - "80:80"\n'
_DEPLOYMENT = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n"
    "    spec:\n      containers:\n        - name: web\n          image: nginx\n"
)


# A YAML comment alone on its line, in the block it names, standing for its other items: the
# workflow's other jobs, a job's other steps, compose's db and redis services, a pod's other
# containers. (Under "jobs:", "# other jobs unchanged" is clean while "# other services
# unchanged" under "services:" is refused: the block's key reads as a part the file defines.)
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "ci.yml",
            "jobs:\n  test:\n    runs-on: x\n  # other jobs unchanged\n",
            id="other-jobs-small",
        ),
        pytest.param(
            ".github/workflows/ci.yml", _WORKFLOW + "  # other jobs unchanged\n", id="other-jobs"
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW.replace("  test:\n", "  # other jobs unchanged\n  test:\n"),
            id="other-jobs-above",
        ),
        pytest.param(
            ".github/workflows/ci.yml", _WORKFLOW + "# other jobs unchanged\n", id="other-jobs-col0"
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW + "  # lint and build jobs unchanged\n",
            id="named-jobs",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW + "  # TODO: other jobs unchanged\n",
            id="todo-label",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW + "  # NOTE: lint and build jobs unchanged\n",
            id="note-label",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW + "      # other steps unchanged\n",
            id="other-steps",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW + "      # remaining steps unchanged\n",
            id="remaining-steps",
        ),
        pytest.param(
            ".github/workflows/ci.yml", _WORKFLOW + "  # other jobs: no changes\n", id="no-changes"
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE + "  # db and redis services unchanged\n",
            id="compose-named",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE + "# volumes and networks unchanged\n",
            id="compose-top-keys",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            _DEPLOYMENT + "        # other containers unchanged\n",
            id="k8s-containers",
        ),
        pytest.param(
            "k8s/deploy.yaml",
            _DEPLOYMENT + "---\n# Service and Ingress unchanged\n",
            id="k8s-documents",
        ),
    ],
)
def test_a_yaml_comment_standing_for_a_blocks_other_items(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


# False refusal: a real documentation page (fontconfig-user.html, trimmed) shows an example
# config in a <pre> listing whose "..." is the page's own text (escaped markup, shown to the
# reader), not code left out of the page. Expected by hand: the page as written.
_DOC_PAGE = (
    "<html>\n<body>\n<p>A sample configuration:</p>\n"
    '<PRE\nCLASS="PROGRAMLISTING"\n>\t&#60;?xml version="1.0"?&#62;\n'
    "\t&#60;fontconfig&#62;\n\t...\n\t&#60;/fontconfig&#62;\n    </PRE\n>\n</body>\n</html>\n"
)


def test_dots_in_a_pages_escaped_listing_keep_the_page() -> None:
    result = parse_response(_answer("docs/fontconfig-user.html", _DOC_PAGE.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("docs/fontconfig-user.html", _DOC_PAGE)
    ]


# False refusals: the comment names parts the file does define, or is a real note.
_SCSS_BEM = (
    ".btn {\n  &--primary {\n    color: red;\n  }\n  &--ghost {\n    color: blue;\n  }\n}\n"
    "/* .btn--primary and .btn--ghost unchanged */\n"
)


def test_scss_rules_defined_by_ampersand_nesting_keep_the_sheet() -> None:
    # .btn { &--primary {} } defines .btn--primary: the comment is on the file's own rules
    result = parse_response(_answer("styles.scss", _SCSS_BEM.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("styles.scss", _SCSS_BEM)]


_TODO = (
    "def configure(opts):\n    opts.verbose = True\n"
    "    # TODO: the rest of the options are unchanged for now\n    return opts\n"
)


def test_a_todo_saying_what_the_code_does_not_do_yet_keeps_the_file() -> None:
    # (arguable) a TODO between two statements of a whole function, "for now": a note on the
    # code; the same words after "opts.verbose = True" on its line are read clean
    result = parse_response(_answer("app.py", _TODO.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _TODO)]


# A rule whose body is the dots (one line), or a comment of dots: its declarations left out.
@pytest.mark.parametrize(
    "rule",
    [
        pytest.param(".footer { ... }", id="dots-body-one-line"),
        pytest.param(".footer { /* ... */ }", id="dots-comment-body-one-line"),
    ],
)
def test_a_rule_whose_body_is_dots(rule: str) -> None:
    content = ".nav {\n  color: red;\n}\n\n" + rule + "\n"
    result = parse_response(_answer("styles.css", content))
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "export default function App() {\n  return (\n    <div>\n"
            "      {/* <Header>...</Header> unchanged */}\n      <main />\n    </div>\n  );\n}\n",
            id="jsx-element-with-dots",
        ),
        pytest.param(
            "const styles = {\n  nav: { color: 'red' },\n  // footer and sidebar unchanged\n};\n"
            "export default function App() {\n  return <div style={styles.nav} />;\n}\n",
            id="jsx-style-object-keys",
        ),
    ],
)
def test_more_jsx_elisions(content: str) -> None:
    result = parse_response(_answer("src/App.jsx", content))
    assert not result.usable, (result.status, result.diagnostics)


# The same in npm's own docs page (npm-query.html, trimmed): a <pre><code> listing of output.
_NPM_PAGE = (
    "<html>\n<body>\n<p>The query returns:</p>\n<pre><code>[\n  {\n"
    '    "name": "foo",\n    "keywords": [],\n    ...\n  },\n  ...\n</code></pre>\n'
    "</body>\n</html>\n"
)


def test_dots_in_a_pages_code_listing_keep_the_page() -> None:
    result = parse_response(_answer("docs/npm-query.html", _NPM_PAGE.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("docs/npm-query.html", _NPM_PAGE)
    ]


# A label before the family's words in the other forms models write: without the label the
# same comment is refused ("x = load()  # rest of the function unchanged"), with NOTE: or
# TODO it is refused; these spellings read clean.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("Note - rest of the function unchanged", id="note-dash"),
        pytest.param("NOTE rest of the function unchanged", id="note-no-colon"),
        pytest.param("N.B. rest of the function unchanged", id="n-b-dots"),
        pytest.param("TODO(alice): rest of the function unchanged", id="todo-owner"),
        pytest.param("todo \u2014 rest of the function unchanged", id="todo-em-dash"),
        pytest.param("HACK: rest of the function unchanged", id="hack"),
        pytest.param("IMPORTANT: rest of the function unchanged", id="important"),
        pytest.param("Note that the rest of the function is unchanged", id="note-that"),
    ],
)
def test_a_label_in_another_spelling_before_the_words(comment: str) -> None:
    content = "import os\n\n\ndef f():\n    x = load()  # " + comment + "\n"
    result = parse_response(_answer("app.py", content))
    assert not result.usable, (result.status, result.diagnostics)


# Expected by hand: a nested rule's comment naming, as written, the nested rules the sheet
# holds ("&:hover" and "&:focus" inside .nav) is on the file's own rules; a compound the
# sheet writes whole (".card .title" in a list of selectors) is its own too.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "styles.scss",
            ".nav {\n  &:hover {\n    color: red;\n  }\n  &:focus {\n    color: blue;\n  }\n"
            "  /* &:hover and &:focus unchanged */\n}\n",
            id="ampersand-as-written",
        ),
        pytest.param(
            "styles.css",
            ".card {\n  padding: 0;\n}\n.card .title,\n.card  >  .body {\n  margin: 0;\n}\n"
            "/* .card .title and .card > .body unchanged */\n",
            id="compound-in-a-list",
        ),
    ],
)
def test_a_style_comment_on_selectors_the_sheet_writes_whole(path: str, content: str) -> None:
    result = parse_response(_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
