"""hunt78: a JSX note of components outside any template string, in a file holding a lone
backtick that opens no string (a regex literal, JSX text), and a later template string.

fix-pages42 skips a `{/* Header and Footer unchanged */}` note inside a template string (a code
sample's text). Expected by hand: here the note is in the component's tree, Header and Footer are
imported and rendered nowhere: the note stands for them, left out: not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_IMPORTS = "import Header from './Header';\nimport Footer from './Footer';\n\n"
_TREE = (
    "export default function Doc({ text }) {\n  return (\n    <article>\n{before}"
    "      {/* Header and Footer unchanged */}\n      <pre>{toCode(text)}</pre>\n"
    "    </article>\n  );\n}\n\nexport const sample = `npm install`;\n"
)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _IMPORTS
            + "const toCode = (s) => s.replace(/`/g, '\\\\u0060');\n\n"
            + _TREE.replace("{before}", ""),
            id="regex-literal",
        ),
        pytest.param(
            _IMPORTS
            + "const toCode = (s) => s.split('\\n').join(' ');\n\n"
            + _TREE.replace("{before}", "      <p>Press <kbd>`</kbd> to open the console.</p>\n"),
            id="jsx-text",
        ),
        pytest.param(
            _IMPORTS
            + "const toCode = (s) => s.replace(/[`*_]/g, (c) => '\\\\' + c);\n\n"
            + _TREE.replace("{before}", ""),
            id="regex-class",
        ),
    ],
)
def test_a_jsx_note_after_a_lone_backtick_that_opens_no_string_is_a_part(content: str) -> None:
    # Without the template string at the end the same file is refused.
    result = parse_response(native_answer("src/Doc.jsx", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_note_over_a_function_in_an_astro_frontmatter_is_a_part() -> None:
    # The same note over the same function in a page's <script> or a .svelte script is refused.
    content = (
        "---\n// g and k unchanged\nfunction f() {\n  return g() + k();\n}\n---\n"
        "<main>{f()}</main>\n"
    )
    result = parse_response(native_answer("src/pages/index.astro", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_sample_template_string_after_a_backtick_in_a_regex_stays_whole() -> None:
    # The same file without the regex line is whole: the note is the sample's text.
    content = (
        "const re = /`/g;\nconst sample = `\n<Page>\n  {/* Header and Footer unchanged */}\n"
        "  <Main />\n</Page>\n`;\n\nexport default function Docs() {\n"
        "  return <pre>{sample.replace(re, '')}</pre>;\n}\n"
    )
    result = parse_response(native_answer("src/Docs.jsx", content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/Docs.jsx", content)]


_CRLF_SCRIPT = "  // g and k unchanged\r\n  function f() {\r\n    return g() + k();\r\n  }\r\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "index.html",
            "<html>\r\n<body>\r\n<script>\r\n"
            + _CRLF_SCRIPT
            + "</script>\r\n</body>\r\n</html>\r\n",
            id="html-script",
        ),
        pytest.param(
            "src/App.svelte",
            "<script>\r\n" + _CRLF_SCRIPT + "</script>\r\n\r\n<main>{f()}</main>\r\n",
            id="svelte-script",
        ),
    ],
)
def test_a_note_over_a_function_in_a_page_script_with_crlf_is_a_part(
    path: str, content: str
) -> None:
    # With LF line endings the same page is refused (tests/test_hunt77_pages.py).
    result = parse_response(native_answer(path, content.rstrip("\r\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
