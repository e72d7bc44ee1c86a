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
