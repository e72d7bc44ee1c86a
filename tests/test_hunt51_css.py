"""hunt51: comments naming parts of a page or a style sheet as left out (fix-css32), read as
comments on parts the file has. Expected by hand: each comment says rules or elements the
file does not write were left out (".footer" has no rule, <Header> is neither defined nor
imported): the file written is not the whole file meant, never usable."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _doc(path: str, body: str) -> str:
    return f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{body}\n===FILE_CONTENT_BLOCK===END\n'


@pytest.mark.parametrize(
    ("path", "body"),
    [
        # a page's own <style>: its CSS comments are read by neither rule
        pytest.param(
            "index.html",
            '<!DOCTYPE html>\n<html>\n<head>\n<style>\n  .hero { padding: 2rem; }\n  /* .nav and .footer unchanged */\n</style>\n</head>\n<body>\n<div class="hero">Hi</div>\n</body>\n</html>\n',
            id="html-style-element",
        ),
        # ".nav a" styles links inside .nav; the .nav rule and the .footer rule are left out
        # (.footer is defined nowhere: one defined name of two keeps the file)
        pytest.param(
            "style.css",
            ".hero { padding: 2rem; }\n.nav a { color: red; }\n\n/* .nav and .footer unchanged */\n",
            id="one-of-two-selectors-defined",
        ),
        # the same in SCSS, its comment a line one (fix-css32 kept it: one defined name of two)
        pytest.param(
            "site.scss",
            "// .nav and .footer unchanged\n.nav {\n  &:hover { color: red; }\n}\n",
            id="scss-one-of-two-defined",
        ),
        # the rule's braces written in the comment
        pytest.param(
            "style.css",
            ".hero { padding: 2rem; }\n\n/* .footer { ... } unchanged */\n",
            id="selector-with-braces",
        ),
        # a JSX page: components neither defined nor imported
        pytest.param(
            "App.jsx",
            'export default function App() {\n  return (\n    <main className="app">\n      {/* Header and Footer unchanged */}\n      <p>Hi</p>\n    </main>\n  );\n}\n',
            id="jsx-components",
        ),
    ],
)
def test_named_parts_left_out_are_not_usable(path: str, body: str) -> None:
    result = parse_response(_doc(path, body))
    assert not result.usable, (result.status, result.diagnostics)


# Guards (by hand: each comment names only parts the file writes, or no part at all; the
# file is whole as written).
@pytest.mark.parametrize(
    ("path", "body"),
    [
        # a page's <style> whose comments label its own sections
        pytest.param(
            "index.html",
            '<!DOCTYPE html>\n<html>\n<head>\n<style>\n  /* layout */\n  .hero { padding: 2rem; }\n  /* .nav and .footer unchanged */\n  .nav { color: red; }\n  .footer { color: blue; }\n</style>\n</head>\n<body>\n<div class="hero">Hi</div>\n</body>\n</html>\n',
            id="style-element-own-rules",
        ),
        # a script's comment in a page is no style sheet's
        pytest.param(
            "index.html",
            "<html>\n<body>\n<script>\n  /* init and render unchanged */\n  init(); render();\n</script>\n</body>\n</html>\n",
            id="script-comment-in-page",
        ),
        # a style sheet's comment naming two selectors it defines
        pytest.param(
            "style.css",
            ".hero { padding: 2rem; }\n/* .nav and .footer unchanged */\n.nav { color: red; }\n.footer { color: blue; }\n",
            id="two-selectors-defined",
        ),
        # braces after a selector the file defines
        pytest.param(
            "style.css",
            "/* .footer { ... } unchanged */\n.footer { color: blue; }\n",
            id="braces-defined",
        ),
        # JSX: components imported and used
        pytest.param(
            "App.jsx",
            "import Header from './Header';\nimport Footer from './Footer';\n\nexport default function App() {\n  return (\n    <main>\n      {/* Header */}\n      <Header />\n      {/* Header and Footer unchanged */}\n      <Footer />\n    </main>\n  );\n}\n",
            id="jsx-imported",
        ),
    ],
)
def test_named_parts_the_file_writes_stay_clean(path: str, body: str) -> None:
    result = parse_response(_doc(path, body))
    assert result.status == "clean", (result.status, result.diagnostics)
